// The columns of the students export (CSV and Excel), with headers and values in the language
// of the request.
import { ageOn, formatMessage, type Language, type MessageKey } from '@portal/shared';
import type { ExportColumn } from '../../lib/export';
import type { StudentExportRecord } from './students.repo';

export function studentExportColumns(
  language: Language,
  today: string,
): ExportColumn<StudentExportRecord>[] {
  const t = (key: MessageKey) => formatMessage(language, key);
  return [
    { header: t('studentsExport.id'), value: (row) => row.id },
    { header: t('studentsExport.externalId'), value: (row) => row.externalId },
    { header: t('studentsExport.lastName'), value: (row) => row.lastName },
    { header: t('studentsExport.firstName'), value: (row) => row.firstName },
    { header: t('studentsExport.birthdate'), value: (row) => row.birthdate },
    {
      header: t('studentsExport.age'),
      value: (row) => (row.birthdate === null ? null : ageOn(row.birthdate, today)),
    },
    {
      header: t('studentsExport.gender'),
      value: (row) => (row.gender === null ? null : t(`genders.${row.gender}`)),
    },
    {
      header: t('studentsExport.grade'),
      value: (row) => (row.grade === null ? null : t(`grades.${row.grade}`)),
    },
    { header: t('studentsExport.status'), value: (row) => t(`studentStatuses.${row.status}`) },
    { header: t('studentsExport.school'), value: (row) => row.schoolName },
    { header: t('studentsExport.village'), value: (row) => row.villageName },
    { header: t('studentsExport.country'), value: (row) => row.countryName },
    {
      header: t('studentsExport.leadershipDistinction'),
      value: (row) => t(row.leadershipDistinction ? 'studentsExport.yes' : 'studentsExport.no'),
    },
    { header: t('studentsExport.createdAt'), value: (row) => row.createdAt },
  ];
}
