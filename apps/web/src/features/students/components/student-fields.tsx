// A student's fields as label and value, for the details and print pages: every field for
// coordinators and the student themselves (their sponsors by the name the API gives: the first
// name to the student), and for a sponsor only what the sponsor's view carries (decision 032).
// Sponsors and the paired flag are read-only here (pairing is its own screen).
import { useStudentsTranslation } from '../i18n';
import type { SponsoredStudent, StudentAnswer, StudentDetails } from '@portal/shared';
import { DetailsList, type DetailsItem } from '../../../components/details-list';
import { useFormat } from '../../../lib/format';
import { lookupLabel } from '../../../lib/lookups';

type Translate = ReturnType<typeof useStudentsTranslation>['t'];

/** The fields both views share: age, gender, grade and places. */
function sharedItems(t: Translate, student: StudentAnswer): DetailsItem[] {
  return [
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
  ];
}

/** The name to show of one of the student's sponsors. */
export function sponsorName(sponsor: StudentDetails['sponsors'][number]): string {
  return [sponsor.firstName, sponsor.lastName].filter(Boolean).join(' ');
}

export function useStudentFieldItems(student: StudentDetails): DetailsItem[] {
  const { t } = useStudentsTranslation();
  const format = useFormat();
  const yesNo = (value: boolean) => t(value ? 'students.yes' : 'students.no');
  const [gender, grade] = sharedItems(t, student);
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
    gender!,
    grade!,
    {
      id: 'status',
      label: t('students.fields.status'),
      value: lookupLabel(t, 'status', { code: student.status, name: student.status }),
    },
    { id: 'school', label: t('students.fields.school'), value: student.school?.name ?? null },
    { id: 'village', label: t('students.fields.village'), value: student.village.name },
    {
      id: 'country',
      label: t('students.fields.country'),
      value: student.country ? format.countryName(student.country) : null,
    },
    { id: 'externalId', label: t('students.fields.externalId'), value: student.externalId },
    {
      id: 'leadershipDistinction',
      label: t('students.fields.leadershipDistinction'),
      value: yesNo(student.leadershipDistinction),
    },
    ...[0, 1, 2].map((index) => {
      const sponsor = student.sponsors[index];
      return {
        id: `sponsor${index + 1}`,
        label: t('students.fields.sponsorN', { num: index + 1 }),
        value: sponsor ? sponsorName(sponsor) : null,
      };
    }),
    { id: 'paired', label: t('students.fields.paired'), value: yesNo(student.paired) },
  ];
}

/** What a sponsor reads of their student: first name, age, gender, grade, school and village. */
export function useSponsoredStudentFieldItems(student: SponsoredStudent): DetailsItem[] {
  const { t } = useStudentsTranslation();
  return [
    { id: 'firstName', label: t('students.fields.firstName'), value: student.firstName },
    {
      id: 'age',
      label: t('students.fields.age'),
      value: student.age === null ? null : t('students.sponsored.age', { count: student.age }),
    },
    ...sharedItems(t, student),
    { id: 'school', label: t('students.fields.school'), value: student.school?.name ?? null },
    { id: 'village', label: t('students.fields.village'), value: student.village.name },
  ];
}

function FullFields({ student }: { student: StudentDetails }) {
  return <DetailsList items={useStudentFieldItems(student)} />;
}

function SponsoredFields({ student }: { student: SponsoredStudent }) {
  return <DetailsList items={useSponsoredStudentFieldItems(student)} />;
}

export function StudentFields({ student }: { student: StudentAnswer }) {
  return student.view === 'full' ? (
    <FullFields student={student} />
  ) : (
    <SponsoredFields student={student} />
  );
}
