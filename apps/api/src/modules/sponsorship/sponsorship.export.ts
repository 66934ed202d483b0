// The columns of the sponsorship area's exports (CSV and Excel), with headers and values in the
// language of the request: the sponsorships, and the lists of who is waiting in a year (each with
// the year's name as a column).
import type { MessageKey } from '@portal/shared';
import type { ExportColumn } from '../../lib/export';
import type { OpenStudentRecord } from './open-student-list';
import type { SponsorshipExportRow } from './sponsorship-people';
import type { UnpairedSponsorRecord } from './unpaired-sponsor-list';

/** The people's names are as the caller may see them (a sponsor: their students' first names). */
export function sponsorshipColumns(
  t: (key: MessageKey) => string,
): ExportColumn<SponsorshipExportRow>[] {
  return [
    { header: t('sponsorshipsExport.year'), value: (row) => row.record.periodName },
    { header: t('sponsorshipsExport.student'), value: (row) => row.student.fullName },
    { header: t('sponsorshipsExport.village'), value: (row) => row.record.villageName },
    {
      header: t('sponsorshipsExport.studentSchool'),
      value: (row) => row.record.studentSchoolName,
    },
    { header: t('sponsorshipsExport.sponsor'), value: (row) => row.sponsor.fullName },
    {
      header: t('sponsorshipsExport.sponsorSchool'),
      value: (row) => row.record.sponsorSchoolName,
    },
    { header: t('sponsorshipsExport.startedAt'), value: (row) => row.record.startedAt },
    { header: t('sponsorshipsExport.endedAt'), value: (row) => row.record.endedAt },
    {
      header: t('sponsorshipsExport.endReason'),
      value: (row) =>
        row.record.endReason ? t(`sponsorshipEndReasons.${row.record.endReason}`) : '',
    },
  ];
}

export function openStudentColumns(yearName: string) {
  return (t: (key: MessageKey) => string): ExportColumn<OpenStudentRecord>[] => [
    { header: t('openStudentsExport.year'), value: () => yearName },
    { header: t('openStudentsExport.lastName'), value: (row) => row.lastName },
    { header: t('openStudentsExport.firstName'), value: (row) => row.firstName },
    {
      header: t('openStudentsExport.grade'),
      value: (row) => (row.grade === null ? null : t(`grades.${row.grade}`)),
    },
    { header: t('openStudentsExport.village'), value: (row) => row.villageName },
    { header: t('openStudentsExport.school'), value: (row) => row.schoolName },
    { header: t('openStudentsExport.sponsors'), value: (row) => row.sponsorCount },
  ];
}

export function unpairedSponsorColumns(yearName: string) {
  return (t: (key: MessageKey) => string): ExportColumn<UnpairedSponsorRecord>[] => [
    { header: t('unpairedSponsorsExport.year'), value: () => yearName },
    { header: t('unpairedSponsorsExport.lastName'), value: (row) => row.lastName },
    { header: t('unpairedSponsorsExport.firstName'), value: (row) => row.firstName },
    { header: t('unpairedSponsorsExport.email'), value: (row) => row.email },
    { header: t('unpairedSponsorsExport.school'), value: (row) => row.schoolName },
    { header: t('unpairedSponsorsExport.since'), value: (row) => row.createdAt },
  ];
}
