// The student's gender, grade and status, each picked from its lookup list in the page's
// language.
import type { Control } from 'react-hook-form';
import { GENDERS, GRADES, VISIBLE_STUDENT_STATUSES } from '@portal/shared';
import { FormSelectField } from '../../../components/form/form-select-field';
import { lookupLabel } from '../../../lib/lookups';
import type { StudentFormOutput, StudentFormValues } from '../form-schema';
import { useStudentsTranslation } from '../i18n';

export function StudentLookupFields({
  control,
}: {
  control: Control<StudentFormValues, unknown, StudentFormOutput>;
}) {
  const { t } = useStudentsTranslation();
  const choose = { value: '', label: t('students.form.choose') };
  return (
    <>
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
    </>
  );
}
