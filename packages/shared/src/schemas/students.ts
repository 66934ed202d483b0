// Students (seed, point 3: Student): the queries and bodies the web sends and the shapes the
// API answers under /edrocks/api/students (paths in api-paths.ts; the endpoints in
// students-endpoints.ts, the plain values in students-constants.ts).
//
// Endpoints (every one needs a Bearer token; `students` row of the permission table):
//   GET    STUDENT_PATHS.students         studentListQuerySchema   -> studentListAnswerSchema
//   GET    STUDENT_PATHS.studentsExport   studentExportQuerySchema -> CSV or XLSX file (every filtered row)
//   GET    STUDENT_PATHS.student (id)     studentIdParamsSchema    -> studentAnswerSchema
//   POST   STUDENT_PATHS.students         createStudentBodySchema  -> 201 studentDetailsSchema
//   PATCH  STUDENT_PATHS.student (id)     updateStudentBodySchema  -> studentDetailsSchema
//   DELETE STUDENT_PATHS.student (id)     -> 204 (soft delete: status becomes "delete")
//   PUT    STUDENT_PATHS.studentPhoto (id) multipart/form-data, a JPEG in the field `file` -> studentDetailsSchema
//   DELETE STUDENT_PATHS.studentPhoto (id) -> studentDetailsSchema (without photo)
//
// Who sees what (PRODUCT.md, Permissions; enforced by the server):
// - super and global admins: every student, read and write.
// - admins: students whose village or school is assigned to them, read and write; a student
//   outside their scope answers 404. Villages and schools they set must be assigned to them.
// - sponsors: read the students paired with them now (a current sponsorship of the available
//   year, while their sponsor record is active), each as `sponsoredStudentSchema`.
// - students: read their own record (the one linked to their user account).
// A deleted student ("delete" status) is never listed, counted, exported nor shown (404).
//
// What each role sees of a student (decision 032, one projection per role; the API's
// lib/projections.ts builds every answer that names a student from it):
// - coordinators (in scope) and the student themselves: every field (`view: 'full'`). Within it,
//   the student's sponsors are named as the caller may see them: in full for coordinators, the
//   first name and photo for the student (their active sponsors only, as SPONSOR_PATHS.mySponsors).
// - their sponsor (`view: 'sponsor'`): what a sponsor needs to write to a child: first name,
//   photo, age (never the birth date), gender, grade, the school's and village's names. Never
//   the last name, birth date, external id, account, country, status, the other sponsors, nor
//   anyone's contact data. A sponsor's search (`q`) reads the first name only, and their order
//   and page cursors are made of first names and ids, so that a last name cannot be found by
//   searching, sorting or decoding a cursor. Their export has the same columns.
// - anyone else (another student, another sponsor): nothing; those records are 404.
import { z } from 'zod';
import { fieldMessage } from '../messages';
import { idParam, nameField, optionalText } from './common';
import { GENDERS, GRADES, type STUDENT_STATUSES } from './lists';
import {
  BIRTHDATE_MIN,
  EXTERNAL_ID_MAX_LENGTH,
  STUDENT_SORT_FIELDS,
  STUDENT_GUARDIAN_FILTERS,
  STUDENT_SPONSOR_FILTERS,
  VISIBLE_STUDENT_STATUSES,
} from './students-constants';
import {
  PAGING_FIELDS,
  exportFormatSchema,
  idFilter,
  listQuerySchema,
  pageSchema,
} from './lists-query';

export type Grade = (typeof GRADES)[number];
export type Gender = (typeof GENDERS)[number];
export type StudentStatus = (typeof STUDENT_STATUSES)[number];

const invalid = fieldMessage('validation.invalidValue');
const invalidDate = fieldMessage('validation.invalidDate');
const required = fieldMessage('validation.required');

/** "Required" when the field is missing, `message` when it holds the wrong kind of value. */
function requiredOr(message: string) {
  return (issue: { input?: unknown }) => (issue.input === undefined ? required : message);
}

/** Today's date in UTC as `YYYY-MM-DD`, the day ages and birthdates are measured against. */
export function utcDate(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/** Whether `value` is a `YYYY-MM-DD` day that exists (2026-02-30 does not). */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/**
 * Age in whole years on `today` (both `YYYY-MM-DD`). Someone born on 29 February turns a year
 * older on 1 March in common years.
 */
export function ageOn(birthdate: string, today: string): number {
  const years = Number(today.slice(0, 4)) - Number(birthdate.slice(0, 4));
  return today.slice(5) < birthdate.slice(5) ? years - 1 : years;
}

/**
 * A birthdate: a real calendar day from 1900-01-01 to today. The browser checks "today" with its
 * own clock; the server checks it again with its clock (in UTC).
 */
const birthdateField = z
  .string({ error: requiredOr(invalidDate) })
  .trim()
  .min(1, { error: required, abort: true })
  .refine((value) => isCalendarDate(value) && value >= BIRTHDATE_MIN, {
    error: invalidDate,
    abort: true,
  })
  .refine((value) => value <= utcDate(new Date()), {
    error: fieldMessage('validation.futureDate'),
  });

/** An id in a JSON body: a whole positive number (strings and booleans are not converted). */
const referenceId = z
  .number({ error: requiredOr(invalid) })
  .int({ error: invalid })
  .positive({ error: invalid })
  .max(2_147_483_647, { error: invalid });

/** The provider's own id for the student; blank means none (null). */
const externalIdField = optionalText(EXTERNAL_ID_MAX_LENGTH)
  .nullable()
  .transform((value) => (value ? value : null));

/** Every editable field, without defaults, so that a PATCH leaves what it omits untouched. */
const studentFields = {
  firstName: nameField,
  lastName: nameField,
  /** `YYYY-MM-DD`. The age is derived from it, never stored. */
  birthdate: birthdateField,
  gender: z.enum(GENDERS, { error: requiredOr(invalid) }),
  grade: z.enum(GRADES, { error: requiredOr(invalid) }),
  /** "delete" is not set here: DELETE STUDENT_PATHS.student(id) soft-deletes. */
  status: z.enum(VISIBLE_STUDENT_STATUSES, { error: invalid }),
  /** The village the student belongs to (enabled, and assigned to an admin who sets it). */
  villageId: referenceId,
  /** The school the student attends, if any (same rules as the village); null for none. */
  schoolId: referenceId.nullable(),
  /** Countries of GET API.lists; null for none. Omitted on creation: the village's country. */
  countryId: referenceId.nullable(),
  externalId: externalIdField,
  leadershipDistinction: z.boolean({ error: invalid }),
};

/** POST STUDENT_PATHS.students. Omitted optional fields take the defaults shown. */
export const createStudentBodySchema = z.object({
  ...studentFields,
  status: studentFields.status.default('active'),
  schoolId: studentFields.schoolId.default(null),
  /** Omitted: the village's country. */
  countryId: studentFields.countryId.optional(),
  externalId: studentFields.externalId.default(null),
  leadershipDistinction: studentFields.leadershipDistinction.default(false),
});
/** What the form sends (before defaults). */
export type CreateStudentBody = z.input<typeof createStudentBodySchema>;
export type CreateStudentInput = z.output<typeof createStudentBodySchema>;

/** PATCH STUDENT_PATHS.student(id): only the fields sent change; unknown fields are ignored. */
export const updateStudentBodySchema = z.object(studentFields).partial();
export type UpdateStudentBody = z.input<typeof updateStudentBodySchema>;
export type UpdateStudentInput = z.output<typeof updateStudentBodySchema>;

export const studentIdParamsSchema = z.object({ id: idParam });

const studentFilters = {
  schoolId: idFilter,
  villageId: idFilter,
  grade: z.enum(GRADES, { error: invalid }).optional(),
  /** Omitted: every status a student can be shown with (all but "delete"). */
  status: z.enum(VISIBLE_STUDENT_STATUSES, { error: invalid }).optional(),
  gender: z.enum(GENDERS, { error: invalid }).optional(),
  /** Current sponsors in the available year: none, any, or exactly 1, 2 or 3. */
  sponsors: z.enum(STUDENT_SPONSOR_FILTERS, { error: invalid }).optional(),
  /** Coordinators: the guardian's authorisation on file, or missing (ignored for others). */
  guardian: z.enum(STUDENT_GUARDIAN_FILTERS, { error: invalid }).optional(),
};

/**
 * GET STUDENT_PATHS.students: `?q=&page=&pageSize=&sort=&order=&schoolId=&villageId=&grade=&status=&gender=&sponsors=&guardian=`.
 * `q` matches any part of the first or last name, whatever the accents and case: every word
 * typed must appear ("jose per" finds "José Pérez").
 */
export const studentListQuerySchema = listQuerySchema(STUDENT_SORT_FIELDS, studentFilters);
export type StudentListQuery = z.input<typeof studentListQuerySchema>;
export type StudentListParams = z.output<typeof studentListQuerySchema>;

/** GET STUDENT_PATHS.studentsExport: the list's query without paging, plus `format=csv|xlsx`. */
export const studentExportQuerySchema = studentListQuerySchema
  .omit(PAGING_FIELDS)
  .extend({ format: exportFormatSchema });
export type StudentExportQuery = z.input<typeof studentExportQuerySchema>;
export type StudentExportParams = z.output<typeof studentExportQuerySchema>;

/** A school or village as a student shows it. */
export const studentPlaceSchema = z.object({ id: z.number().int(), name: z.string() });
export type StudentPlace = z.infer<typeof studentPlaceSchema>;

/** One row of the students list, as coordinators and the student themselves see it. */
export const studentListItemSchema = z.object({
  /** Every field (see the header): the other shape is `sponsoredStudentSchema`. */
  view: z.literal('full'),
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  fullName: z.string(),
  // Birthdate, gender and grade are null only for a student who signed up on their own, until a
  // coordinator completes the record.
  /** `YYYY-MM-DD`. */
  birthdate: z.string().nullable(),
  /** Whole years today (UTC). */
  age: z.number().int().nullable(),
  gender: z.enum(GENDERS).nullable(),
  grade: z.enum(GRADES).nullable(),
  status: z.enum(VISIBLE_STUDENT_STATUSES),
  school: studentPlaceSchema.nullable(),
  village: studentPlaceSchema,
  /**
   * The profile photo's signed URL (`/edrocks/api/files/{id}?exp=...&sig=...`, valid about an
   * hour; add `&size=thumb` for the thumbnail): usable as an <img> src as it is. Null: no photo.
   */
  photoUrl: z.string().nullable(),
});
export type StudentListItem = z.infer<typeof studentListItemSchema>;

/** A page of coordinators' rows (what an admin's GET STUDENT_PATHS.students answers). */
export const studentPageSchema = pageSchema(studentListItemSchema);
export type StudentPage = z.infer<typeof studentPageSchema>;

/**
 * A student as their sponsor sees them (list row and details alike): what a sponsor needs to
 * write to a child, and nothing that would let them find the child outside the portal.
 */
export const sponsoredStudentSchema = z.object({
  view: z.literal('sponsor'),
  id: z.number().int(),
  firstName: z.string(),
  /** Whole years today (UTC); null until a coordinator completes the birth date. */
  age: z.number().int().nullable(),
  gender: z.enum(GENDERS).nullable(),
  grade: z.enum(GRADES).nullable(),
  school: studentPlaceSchema.nullable(),
  village: studentPlaceSchema,
  /** The profile photo's signed URL (see studentListItemSchema.photoUrl). */
  photoUrl: z.string().nullable(),
});
export type SponsoredStudent = z.infer<typeof sponsoredStudentSchema>;

/** A row of GET STUDENT_PATHS.students: the full row, or the sponsor's view (`view` tells which). */
export const studentListEntrySchema = z.discriminatedUnion('view', [
  studentListItemSchema,
  sponsoredStudentSchema,
]);
export type StudentListEntry = z.infer<typeof studentListEntrySchema>;

/** GET STUDENT_PATHS.students: a page of rows, each as the caller may see it. */
export const studentListAnswerSchema = pageSchema(studentListEntrySchema);
export type StudentListAnswer = z.infer<typeof studentListAnswerSchema>;

/**
 * A current sponsor of the student, as the caller may see them: coordinators get the full name;
 * the student themselves the first name and photo (`lastName` null).
 */
export const studentSponsorSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  /** Null for the student themselves. */
  lastName: z.string().nullable(),
  photoUrl: z.string().nullable(),
});
export type StudentSponsor = z.infer<typeof studentSponsorSchema>;

/** A student's every field, for the details, print and edit pages (coordinators, the student). */
export const studentDetailsSchema = studentListItemSchema.extend({
  country: z.object({ id: z.number().int(), code: z.string(), name: z.string() }).nullable(),
  /** The provider's own id for the student. */
  externalId: z.string().nullable(),
  leadershipDistinction: z.boolean(),
  /** The uploaded profile photo (see photoUrl). */
  photoFileId: z.number().int().nullable(),
  /** The STUDENT user account linked to this record (set at sign-up), if any. */
  userId: z.number().int().nullable(),
  /**
   * Sponsors of the current year, at most MAX_SPONSORS_PER_STUDENT (to the student: the active
   * ones, as SPONSOR_PATHS.mySponsors).
   */
  sponsors: z.array(studentSponsorSchema),
  /** Whether the student has at least one sponsor. */
  paired: z.boolean(),
  /** ISO 8601. */
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type StudentDetails = z.infer<typeof studentDetailsSchema>;

/** GET STUDENT_PATHS.student(id): every field, or the sponsor's view (`view` tells which). */
export const studentAnswerSchema = z.discriminatedUnion('view', [
  studentDetailsSchema,
  sponsoredStudentSchema,
]);
export type StudentAnswer = z.infer<typeof studentAnswerSchema>;
