// The student's gender, grade and status, each picked from its lookup list in the page's
// language.
import type { Control } from 'react-hook-form';
import { GENDERS, GRADES, VISIBLE_STUDENT_STATUSES } from '@portal/shared';
import { FormSelectField } from '../../../components/form/form-select-field';
import { lookupLabel, type TranslatedList } from '../../../lib/lookups';
import type { StudentFormOutput, StudentFormValues } from '../form-schema';
import { useStudentsTranslation } from '../i18n';

export function StudentLookupFields({
  control,
}: {
  control: Control<StudentFormValues, unknown, StudentFormOutput>;
}) {
  const { t } = useStudentsTranslation();
  const choose = { value: '', label: t('students.form.choose') };
  /** The codes as options, each named in the page's language. */
  const named = (list: TranslatedList, codes: readonly string[]) =>
    codes.map((code) => ({ value: code, label: lookupLabel(t, list, { code, name: code }) }));
  return (
    <>
      <FormSelectField
        control={control}
        name="gender"
        label={t('students.fields.gender')}
        required
        options={[choose, ...named('genders', GENDERS)]}
      />
      <FormSelectField
        control={control}
        name="grade"
        label={t('students.fields.grade')}
        required
        options={[choose, ...named('grades', GRADES)]}
      />
      <FormSelectField
        control={control}
        name="status"
        label={t('students.fields.status')}
        required
        options={named('status', VISIBLE_STUDENT_STATUSES)}
      />
    </>
  );
}
