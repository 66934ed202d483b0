// /edrocks/api/sponsorships: the year's pairings, pairing and ending, the students a sponsor may
// choose, the sponsor's hold, and the coordinators' lists of students with room for a sponsor and
// sponsors without a student, and pausing one sponsorship's letters; from the contracts in
// packages/shared/src/schemas/sponsorships-endpoints.ts.
import type { FastifyInstance } from 'fastify';
import { SPONSORSHIP_ENDPOINTS as ENDPOINTS, type MessageKey } from '@portal/shared';
import { endpointRoute } from '../../lib/endpoint-route';
import type { ExportColumn } from '../../lib/export';
import { exportRoute } from '../../lib/export-route';
import type { OpenStudentRecord, UnpairedSponsorRecord } from './sponsorship.repo';
import type { SponsorshipExportRow } from './sponsorship-people';
import type { LettersPauseService } from './letters-pause.service';
import type { SponsorshipService } from './sponsorship.service';

/** The people's names are as the caller may see them (a sponsor: their students' first names). */
function exportColumns(t: (key: MessageKey) => string): ExportColumn<SponsorshipExportRow>[] {
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

function openStudentColumns(yearName: string) {
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

function unpairedSponsorColumns(yearName: string) {
  return (t: (key: MessageKey) => string): ExportColumn<UnpairedSponsorRecord>[] => [
    { header: t('unpairedSponsorsExport.year'), value: () => yearName },
    { header: t('unpairedSponsorsExport.lastName'), value: (row) => row.lastName },
    { header: t('unpairedSponsorsExport.firstName'), value: (row) => row.firstName },
    { header: t('unpairedSponsorsExport.email'), value: (row) => row.email },
    { header: t('unpairedSponsorsExport.school'), value: (row) => row.schoolName },
    { header: t('unpairedSponsorsExport.since'), value: (row) => row.createdAt },
  ];
}

export function sponsorshipRoutes(
  app: FastifyInstance,
  sponsorship: SponsorshipService,
  lettersPause: LettersPauseService,
): void {
  endpointRoute(app, ENDPOINTS.list, ({ auth, query }) => sponsorship.list(auth, query));
  exportRoute(app, ENDPOINTS.export, async ({ auth, query: { format: _format, ...filters } }) => ({
    fileName: 'sponsorshipsExport.fileName',
    columns: exportColumns,
    rows: await sponsorship.exportRows(auth, filters),
  }));
  endpointRoute(app, ENDPOINTS.create, ({ auth, body }) => sponsorship.create(auth, body));
  endpointRoute(app, ENDPOINTS.end, ({ auth, params, query }) =>
    sponsorship.end(auth, params.id, query.reason),
  );
  endpointRoute(app, ENDPOINTS.pauseLetters, ({ auth, params, body }) =>
    lettersPause.pause(auth, params.id, body.note),
  );
  endpointRoute(app, ENDPOINTS.resumeLetters, ({ auth, params }) =>
    lettersPause.resume(auth, params.id),
  );
  endpointRoute(app, ENDPOINTS.sponsorableStudents, ({ auth, query }) =>
    sponsorship.sponsorable(auth, query),
  );
  endpointRoute(app, ENDPOINTS.openStudents, ({ auth, query }) =>
    sponsorship.openStudents(auth, query),
  );
  exportRoute(app, ENDPOINTS.openStudentsExport, async ({ auth, query }) => {
    const { yearName, rows } = await sponsorship.openStudentRows(auth, query);
    return { fileName: 'openStudentsExport.fileName', columns: openStudentColumns(yearName), rows };
  });
  endpointRoute(app, ENDPOINTS.unpairedSponsors, ({ auth, query }) =>
    sponsorship.unpairedSponsors(auth, query),
  );
  exportRoute(app, ENDPOINTS.unpairedSponsorsExport, async ({ auth, query }) => {
    const { yearName, rows } = await sponsorship.unpairedSponsorRows(auth, query);
    return {
      fileName: 'unpairedSponsorsExport.fileName',
      columns: unpairedSponsorColumns(yearName),
      rows,
    };
  });
  endpointRoute(app, ENDPOINTS.getHold, ({ auth }) => sponsorship.getHold(auth));
  endpointRoute(app, ENDPOINTS.hold, ({ auth, body, request }) =>
    sponsorship.hold(auth, body.studentId, request.ip),
  );
  endpointRoute(app, ENDPOINTS.releaseHold, ({ auth }) => sponsorship.releaseHold(auth));
}
