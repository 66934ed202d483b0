// The columns of the students export (CSV and Excel), with headers and values in the language
// of the request: every column for coordinators and the student themselves, and for a sponsor
// the columns of what they see of their students (lib/projections.ts), nothing more.
import { ageOn, formatMessage, type Language, type MessageKey } from '@portal/shared';
import type { ExportColumn } from '../../lib/export';
import type { StudentExportRecord } from './student-list';

type Column = ExportColumn<StudentExportRecord>;

function columnsOf(language: Language, today: string) {
  const t = (key: MessageKey) => formatMessage(language, key);
  return {
    id: { header: t('studentsExport.id'), value: (row) => row.id },
    externalId: { header: t('studentsExport.externalId'), value: (row) => row.externalId },
    lastName: { header: t('studentsExport.lastName'), value: (row) => row.lastName },
    firstName: { header: t('studentsExport.firstName'), value: (row) => row.firstName },
    birthdate: { header: t('studentsExport.birthdate'), value: (row) => row.birthdate },
    age: {
      header: t('studentsExport.age'),
      value: (row) => (row.birthdate === null ? null : ageOn(row.birthdate, today)),
    },
    gender: {
      header: t('studentsExport.gender'),
      value: (row) => (row.gender === null ? null : t(`genders.${row.gender}`)),
    },
    grade: {
      header: t('studentsExport.grade'),
      value: (row) => (row.grade === null ? null : t(`grades.${row.grade}`)),
    },
    status: {
      header: t('studentsExport.status'),
      value: (row) => t(`studentStatuses.${row.status}`),
    },
    school: { header: t('studentsExport.school'), value: (row) => row.schoolName },
    village: { header: t('studentsExport.village'), value: (row) => row.villageName },
    country: { header: t('studentsExport.country'), value: (row) => row.countryName },
    leadershipDistinction: {
      header: t('studentsExport.leadershipDistinction'),
      value: (row) => t(row.leadershipDistinction ? 'studentsExport.yes' : 'studentsExport.no'),
    },
    createdAt: { header: t('studentsExport.createdAt'), value: (row) => row.createdAt },
  } satisfies Record<string, Column>;
}

export function studentExportColumns(language: Language, today: string): Column[] {
  const columns = columnsOf(language, today);
  return [
    columns.id,
    columns.externalId,
    columns.lastName,
    columns.firstName,
    columns.birthdate,
    columns.age,
    columns.gender,
    columns.grade,
    columns.status,
    columns.school,
    columns.village,
    columns.country,
    columns.leadershipDistinction,
    columns.createdAt,
  ];
}

/** A sponsor's export: their students' first names, ages, genders, grades and places. */
export function sponsoredStudentExportColumns(language: Language, today: string): Column[] {
  const columns = columnsOf(language, today);
  return [
    columns.firstName,
    columns.age,
    columns.gender,
    columns.grade,
    columns.school,
    columns.village,
  ];
}
