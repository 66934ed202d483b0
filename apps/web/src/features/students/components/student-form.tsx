// Creating or editing a student in a dialog (full screen on a phone): Save / Cancel, errors
// under the fields on blur, the server's field issues on the right fields, nothing typed lost on
// an error. The pickers offer the enabled villages, schools and countries of the lookup lists
// (plus the student's current ones, should they have been disabled since).
import { useStudentsTranslation } from '../i18n';
import { FormCheckboxField, FormDialog, FormGrid, FormTextField } from '../../../components/form';
import type { StudentFormDialogProps } from './student-form-dialog';
import { StudentLookupFields } from './student-lookup-fields';
import { StudentPlaceFields } from './student-place-fields';
import { useStudentForm } from './use-student-form';

/** The open dialog (student-form-dialog.tsx loads it on first opening). */
export default function StudentForm({ student, onClose, onSaved }: StudentFormDialogProps) {
  const { t } = useStudentsTranslation();
  const { form, onSubmit, serverError } = useStudentForm(student, onSaved);
  const { control } = form;

  return (
    <FormDialog
      title={t(student ? 'students.form.editTitle' : 'students.form.createTitle')}
      busy={form.formState.isSubmitting}
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
        <StudentLookupFields control={control} />
        <StudentPlaceFields control={control} student={student} />
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
