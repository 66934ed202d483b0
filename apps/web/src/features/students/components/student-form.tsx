// Creating or editing a student in a dialog (full screen on a phone): Save / Cancel, errors
// under the fields on blur, the server's field issues on the right fields, nothing typed lost on
// an error. The pickers offer the enabled villages, schools and countries of the lookup lists
// (plus the student's current ones, should they have been disabled since).
import { useStudentsTranslation } from '../i18n';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { GENDERS, GRADES, VISIBLE_STUDENT_STATUSES } from '@portal/shared';
import {
  FormCheckboxField,
  FormDialog,
  FormGrid,
  FormTextField,
  useServerAwareSubmit,
} from '../../../components/form';
import { FormSelectField, type SelectOption } from '../../../components/form/form-select-field';
import { useFormat } from '../../../lib/format';
import { useLists } from '../../../lib/get-lists';
import { lookupLabel } from '../../../lib/lookups';
import { notify } from '../../../lib/notify';
import { useCreateStudent } from '../api/create-student';
import { useUpdateStudent } from '../api/update-student';
import {
  STUDENT_FORM_FIELDS,
  emptyStudentForm,
  studentFormSchema,
  studentToForm,
  toCreateBody,
  toUpdateBody,
  type StudentFormOutput,
  type StudentFormValues,
} from '../form-schema';
import type { StudentFormDialogProps } from './student-form-dialog';

function withCurrent(
  options: SelectOption[],
  current: { id: number; name: string } | null | undefined,
): SelectOption[] {
  if (!current || options.some((option) => option.value === String(current.id))) return options;
  return [...options, { value: String(current.id), label: current.name }];
}

/** The open dialog (student-form-dialog.tsx loads it on first opening). */
export default function StudentForm({ student, onClose, onSaved }: StudentFormDialogProps) {
  const { t } = useStudentsTranslation();
  const format = useFormat();
  const lists = useLists();
  const create = useCreateStudent();
  const update = useUpdateStudent(student?.id ?? 0);
  const form = useForm<StudentFormValues, unknown, StudentFormOutput>({
    resolver: zodResolver(studentFormSchema),
    mode: 'onTouched',
    defaultValues: student ? studentToForm(student) : emptyStudentForm(),
  });

  const { control, formState } = form;
  const { onSubmit, serverError } = useServerAwareSubmit(
    form,
    STUDENT_FORM_FIELDS,
    async (values) => {
      const saved = student
        ? await update.mutateAsync(toUpdateBody(values))
        : await create.mutateAsync(toCreateBody(values));
      notify.success(t(student ? 'students.form.updated' : 'students.form.created'));
      onSaved(saved);
    },
  );

  const choose = { value: '', label: t('students.form.choose') };
  const none = { value: '', label: t('students.form.none') };
  const villages = withCurrent(
    (lists.data?.villages ?? []).map((village) => ({
      value: String(village.id),
      label: village.name,
    })),
    student?.village,
  );
  const schools = withCurrent(
    (lists.data?.schools ?? []).map((school) => ({ value: String(school.id), label: school.name })),
    student?.school,
  );
  const countries = withCurrent(
    (lists.data?.countries ?? []).map((country) => ({
      value: String(country.id),
      label: format.countryName(country),
    })),
    student?.country && { ...student.country, name: format.countryName(student.country) },
  );

  return (
    <FormDialog
      title={t(student ? 'students.form.editTitle' : 'students.form.createTitle')}
      busy={formState.isSubmitting}
      onClose={onClose}
      onSubmit={onSubmit}
      serverError={serverError}
      testId="student-form"
    >
      <FormGrid>
        <FormTextField
          control={control}
          name="firstName"
          label={t('students.fields.firstName')}
          required
          autoFocus
        />
        <FormTextField
          control={control}
          name="lastName"
          label={t('students.fields.lastName')}
          required
        />
        <FormTextField
          control={control}
          name="birthdate"
          type="date"
          label={t('students.fields.birthdate')}
          required
        />
        <FormSelectField
          control={control}
          name="gender"
          label={t('students.fields.gender')}
          required
          options={[
            choose,
            ...GENDERS.map((code) => ({
              value: code,
              label: lookupLabel(t, 'genders', { code, name: code }),
            })),
          ]}
        />
        <FormSelectField
          control={control}
          name="grade"
          label={t('students.fields.grade')}
          required
          options={[
            choose,
            ...GRADES.map((code) => ({
              value: code,
              label: lookupLabel(t, 'grades', { code, name: code }),
            })),
          ]}
        />
        <FormSelectField
          control={control}
          name="status"
          label={t('students.fields.status')}
          required
          options={VISIBLE_STUDENT_STATUSES.map((code) => ({
            value: code,
            label: lookupLabel(t, 'status', { code, name: code }),
          }))}
        />
        <FormSelectField
          control={control}
          name="villageId"
          label={t('students.fields.village')}
          required
          options={[choose, ...villages]}
        />
        <FormSelectField
          control={control}
          name="schoolId"
          label={t('students.fields.school')}
          options={[none, ...schools]}
        />
        <FormSelectField
          control={control}
          name="countryId"
          label={t('students.fields.country')}
          options={[
            {
              value: '',
              label: t(student ? 'students.form.none' : 'students.form.villageCountry'),
            },
            ...countries,
          ]}
        />
        <FormTextField
          control={control}
          name="externalId"
          label={t('students.fields.externalId')}
        />
      </FormGrid>
      <FormCheckboxField
        control={control}
        name="leadershipDistinction"
        label={t('students.fields.leadershipDistinction')}
      />
    </FormDialog>
  );
}
