// /edrocks/api/sponsorships: the year's pairings, pairing and ending, the students a sponsor may
// choose, the sponsor's hold, and the coordinators' lists of students with room for a sponsor and
// sponsors without a student; from the contracts in packages/shared/src/schemas/sponsorships.ts.
import type { FastifyInstance } from 'fastify';
import { SPONSORSHIP_ENDPOINTS as ENDPOINTS, type MessageKey } from '@portal/shared';
import { endpointRoute } from '../../lib/endpoint-route';
import type { ExportColumn } from '../../lib/export';
import { exportRoute } from '../../lib/export-route';
import type { SponsorshipRecord } from './sponsorship.repo';
import type { SponsorshipService } from './sponsorship.service';

function exportColumns(t: (key: MessageKey) => string): ExportColumn<SponsorshipRecord>[] {
  return [
    { header: t('sponsorshipsExport.year'), value: (row) => row.periodName },
    {
      header: t('sponsorshipsExport.student'),
      value: (row) => `${row.studentFirstName} ${row.studentLastName}`,
    },
    { header: t('sponsorshipsExport.village'), value: (row) => row.villageName },
    { header: t('sponsorshipsExport.studentSchool'), value: (row) => row.studentSchoolName },
    {
      header: t('sponsorshipsExport.sponsor'),
      value: (row) => `${row.sponsorFirstName} ${row.sponsorLastName}`,
    },
    { header: t('sponsorshipsExport.sponsorSchool'), value: (row) => row.sponsorSchoolName },
    { header: t('sponsorshipsExport.startedAt'), value: (row) => row.startedAt },
    { header: t('sponsorshipsExport.endedAt'), value: (row) => row.endedAt },
    {
      header: t('sponsorshipsExport.endReason'),
      value: (row) => (row.endReason ? t(`sponsorshipEndReasons.${row.endReason}`) : ''),
    },
  ];
}

export function sponsorshipRoutes(app: FastifyInstance, sponsorship: SponsorshipService): void {
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
  endpointRoute(app, ENDPOINTS.sponsorableStudents, ({ auth, query }) =>
    sponsorship.sponsorable(auth, query),
  );
  endpointRoute(app, ENDPOINTS.openStudents, ({ auth, query }) =>
    sponsorship.openStudents(auth, query),
  );
  endpointRoute(app, ENDPOINTS.unpairedSponsors, ({ auth, query }) =>
    sponsorship.unpairedSponsors(auth, query),
  );
  endpointRoute(app, ENDPOINTS.getHold, ({ auth }) => sponsorship.getHold(auth));
  endpointRoute(app, ENDPOINTS.hold, ({ auth, body }) => sponsorship.hold(auth, body.studentId));
  endpointRoute(app, ENDPOINTS.releaseHold, ({ auth }) => sponsorship.releaseHold(auth));
}
