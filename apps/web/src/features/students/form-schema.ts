// The student form: the shared create schema, with the pickers' string values ("" for none)
// turned into the ids and codes the API takes. The same messages as the server's.
import { z } from 'zod';
import {
  GENDERS,
  GRADES,
  VISIBLE_STUDENT_STATUSES,
  createStudentBodySchema,
  fieldMessage,
  type CreateStudentBody,
  type StudentDetails,
  type UpdateStudentBody,
} from '@portal/shared';

const required = fieldMessage('validation.required');

/** A picked id: "" is "none" (null), anything else a positive whole number. */
const optionalId = z
  .string()
  .transform((value) => (value === '' ? null : Number(value)))
  .pipe(z.number().int().positive().nullable());

const requiredId = z
  .string()
  .min(1, { error: required })
  .transform(Number)
  .pipe(z.number().int().positive());

/** "" (nothing picked) is "Required"; anything else must be one of `values`. */
function requiredChoice<const T extends readonly [string, ...string[]]>(values: T) {
  return z
    .string()
    .min(1, { error: required })
    .pipe(z.enum(values, { error: fieldMessage('validation.invalidValue') }));
}

export const studentFormSchema = createStudentBodySchema.extend({
  gender: requiredChoice(GENDERS),
  grade: requiredChoice(GRADES),
  status: requiredChoice(VISIBLE_STUDENT_STATUSES),
  villageId: requiredId,
  schoolId: optionalId,
  countryId: optionalId,
  leadershipDistinction: z.boolean(),
});

export type StudentFormValues = z.input<typeof studentFormSchema>;
export type StudentFormOutput = z.output<typeof studentFormSchema>;

export const STUDENT_FORM_FIELDS = [
  'firstName',
  'lastName',
  'birthdate',
  'gender',
  'grade',
  'status',
  'villageId',
  'schoolId',
  'countryId',
  'externalId',
  'leadershipDistinction',
] as const;

export function emptyStudentForm(): StudentFormValues {
  return {
    firstName: '',
    lastName: '',
    birthdate: '',
    gender: '',
    grade: '',
    status: 'active',
    villageId: '',
    schoolId: '',
    countryId: '',
    externalId: '',
    leadershipDistinction: false,
  };
}

export function studentToForm(student: StudentDetails): StudentFormValues {
  return {
    firstName: student.firstName,
    lastName: student.lastName,
    birthdate: student.birthdate ?? '',
    gender: student.gender ?? '',
    grade: student.grade ?? '',
    status: student.status,
    villageId: String(student.village.id),
    schoolId: student.school ? String(student.school.id) : '',
    countryId: student.country ? String(student.country.id) : '',
    externalId: student.externalId ?? '',
    leadershipDistinction: student.leadershipDistinction,
  };
}

/** A new student: no country picked means "the village's country" (the API's default). */
export function toCreateBody(values: StudentFormOutput): CreateStudentBody {
  const { countryId, ...rest } = values;
  return countryId === null ? rest : { ...rest, countryId };
}

/** An edit sends every field: blank country and school become null (none). */
export function toUpdateBody(values: StudentFormOutput): UpdateStudentBody {
  return values;
}
