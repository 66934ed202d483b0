// The columns of the reports' exports (CSV and Excel), with the area's own headers in the
// request's language (decision 041) and the year's name as the first column; grades read from
// the shared catalogue.
import type {
  Language,
  LocalizedText,
  MessageKey,
  SponsorshipReportRow,
  WaitingStudent,
} from '@portal/shared';
import type { ExportColumn } from '../../lib/export';

type Words<Key extends string> = Readonly<Record<Language, Readonly<Record<Key, string>>>>;

export const SPONSORSHIP_REPORT_FILE: LocalizedText = {
  'en-US': 'sponsorship-report',
  'es-CO': 'informe-apadrinamientos',
};

export const WAITING_STUDENTS_FILE: LocalizedText = {
  'en-US': 'students-waiting',
  'es-CO': 'estudiantes-en-espera',
};

const SPONSORSHIP_HEADERS: Words<
  'year' | 'student' | 'village' | 'studentSchool' | 'sponsor' | 'sponsorSchool' | 'since'
> = {
  'en-US': {
    year: 'Year',
    student: 'Student',
    village: 'Village',
    studentSchool: "Student's school",
    sponsor: 'Sponsor',
    sponsorSchool: "Sponsor's school",
    since: 'Since',
  },
  'es-CO': {
    year: 'Año',
    student: 'Estudiante',
    village: 'Vereda',
    studentSchool: 'Colegio del estudiante',
    sponsor: 'Padrino o madrina',
    sponsorSchool: 'Colegio del padrino o madrina',
    since: 'Desde',
  },
};

const WAITING_HEADERS: Words<
  'year' | 'lastName' | 'firstName' | 'grade' | 'village' | 'school' | 'since' | 'days'
> = {
  'en-US': {
    year: 'Year',
    lastName: 'Last name',
    firstName: 'First name',
    grade: 'Grade',
    village: 'Village',
    school: 'School',
    since: 'Waiting since',
    days: 'Days waiting',
  },
  'es-CO': {
    year: 'Año',
    lastName: 'Apellidos',
    firstName: 'Nombres',
    grade: 'Grado',
    village: 'Vereda',
    school: 'Colegio',
    since: 'En espera desde',
    days: 'Días en espera',
  },
};

export function sponsorshipReportColumns(yearName: string) {
  return (
    _t: (key: MessageKey) => string,
    language: Language,
  ): ExportColumn<SponsorshipReportRow>[] => {
    const words = SPONSORSHIP_HEADERS[language];
    return [
      { header: words.year, value: () => yearName },
      { header: words.student, value: (row) => row.student.fullName },
      { header: words.village, value: (row) => row.village.name },
      { header: words.studentSchool, value: (row) => row.studentSchool?.name ?? null },
      { header: words.sponsor, value: (row) => row.sponsor.fullName },
      { header: words.sponsorSchool, value: (row) => row.sponsorSchool.name },
      { header: words.since, value: (row) => new Date(row.since) },
    ];
  };
}

export function waitingStudentsColumns(yearName: string) {
  return (t: (key: MessageKey) => string, language: Language): ExportColumn<WaitingStudent>[] => {
    const words = WAITING_HEADERS[language];
    return [
      { header: words.year, value: () => yearName },
      { header: words.lastName, value: (row) => row.lastName },
      { header: words.firstName, value: (row) => row.firstName },
      {
        header: words.grade,
        value: (row) => (row.grade === null ? null : t(`grades.${row.grade}`)),
      },
      { header: words.village, value: (row) => row.village.name },
      { header: words.school, value: (row) => row.school?.name ?? null },
      { header: words.since, value: (row) => new Date(row.waitingSince) },
      { header: words.days, value: (row) => row.daysWaiting },
    ];
  };
}
