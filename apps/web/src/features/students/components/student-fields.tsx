// Every field of a student (seed, point 3) as label and value, for the details and print pages.
// Sponsors and the paired flag are read-only here (pairing is its own screen).
import { useStudentsTranslation } from '../i18n';
import type { StudentDetails } from '@portal/shared';
import { DetailsList, type DetailsItem } from '../../../components/details-list';
import { useFormat } from '../../../lib/format';
import { lookupLabel } from '../../../lib/lookups';

export function useStudentFieldItems(student: StudentDetails): DetailsItem[] {
  const { t } = useStudentsTranslation();
  const format = useFormat();
  const yesNo = (value: boolean) => t(value ? 'students.yes' : 'students.no');
  return [
    { id: 'firstName', label: t('students.fields.firstName'), value: student.firstName },
    { id: 'lastName', label: t('students.fields.lastName'), value: student.lastName },
    {
      id: 'birthdate',
      label: t('students.fields.birthdate'),
      value: student.birthdate
        ? t('students.birthdateWithAge', {
            // A calendar day: shown as that day whatever the device's time zone.
            date: format.date(`${student.birthdate}T12:00:00Z`, {
              dateStyle: 'long',
              timeZone: 'UTC',
            }),
            count: student.age ?? 0,
          })
        : null,
    },
    {
      id: 'gender',
      label: t('students.fields.gender'),
      value: student.gender
        ? lookupLabel(t, 'genders', { code: student.gender, name: student.gender })
        : null,
    },
    {
      id: 'grade',
      label: t('students.fields.grade'),
      value: student.grade
        ? lookupLabel(t, 'grades', { code: student.grade, name: student.grade })
        : null,
    },
    {
      id: 'status',
      label: t('students.fields.status'),
      value: lookupLabel(t, 'status', { code: student.status, name: student.status }),
    },
    { id: 'school', label: t('students.fields.school'), value: student.school?.name ?? null },
    { id: 'village', label: t('students.fields.village'), value: student.village.name },
    { id: 'country', label: t('students.fields.country'), value: student.country?.name ?? null },
    { id: 'externalId', label: t('students.fields.externalId'), value: student.externalId },
    {
      id: 'leadershipDistinction',
      label: t('students.fields.leadershipDistinction'),
      value: yesNo(student.leadershipDistinction),
    },
    ...[0, 1, 2].map((index) => ({
      id: `sponsor${index + 1}`,
      label: t('students.fields.sponsorN', { num: index + 1 }),
      value: student.sponsors[index]?.name ?? null,
    })),
    { id: 'paired', label: t('students.fields.paired'), value: yesNo(student.paired) },
  ];
}

export function StudentFields({ student }: { student: StudentDetails }) {
  return <DetailsList items={useStudentFieldItems(student)} />;
}
