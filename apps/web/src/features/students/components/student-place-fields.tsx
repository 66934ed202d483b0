// The student's village, school and country pickers. They offer the enabled ones of the lookup
// lists, plus the student's current ones, should they have been disabled since.
import type { Control } from 'react-hook-form';
import type { StudentDetails } from '@portal/shared';
import { FormSelectField, type SelectOption } from '../../../components/form/form-select-field';
import { useFormat } from '../../../lib/format';
import { useLists } from '../../../lib/get-lists';
import type { StudentFormOutput, StudentFormValues } from '../form-schema';
import { useStudentsTranslation } from '../i18n';

function withCurrent(
  options: SelectOption[],
  current: { id: number; name: string } | null | undefined,
): SelectOption[] {
  if (!current || options.some((option) => option.value === String(current.id))) return options;
  return [...options, { value: String(current.id), label: current.name }];
}

export function StudentPlaceFields({
  control,
  student,
}: {
  control: Control<StudentFormValues, unknown, StudentFormOutput>;
  /** The student being edited; none for a new one. */
  student: StudentDetails | undefined;
}) {
  const { t } = useStudentsTranslation();
  const format = useFormat();
  const lists = useLists();
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
    <>
      <FormSelectField
        control={control}
        name="villageId"
        label={t('students.fields.village')}
        required
        options={[{ value: '', label: t('students.form.choose') }, ...villages]}
      />
      <FormSelectField
        control={control}
        name="schoolId"
        label={t('students.fields.school')}
        options={[{ value: '', label: t('students.form.none') }, ...schools]}
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
    </>
  );
}
