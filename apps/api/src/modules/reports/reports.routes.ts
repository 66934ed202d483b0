// /edrocks/api/reports/sponsorship, /edrocks/api/reports/waiting-students,
// /edrocks/api/reports/lapsed-sponsors, /edrocks/api/reports/giving and
// /edrocks/api/reports/letters: the catalogue's reports and their exports; from the contracts in
// packages/shared/src/schemas/reports-endpoints.ts.
import type { FastifyInstance } from 'fastify';
import { REPORT_ENDPOINTS as ENDPOINTS, type Period } from '@portal/shared';
import type { ExportFile } from '../../lib/export-route';
import { listRoutes } from '../../lib/list-routes';
import {
  SPONSORSHIP_REPORT_FILE,
  WAITING_STUDENTS_FILE,
  sponsorshipReportColumns,
  waitingStudentsColumns,
} from './report-export-columns';
import { GIVING_FILE, givingColumns } from './giving-columns';
import { LAPSED_SPONSORS_FILE, lapsedSponsorsColumns } from './lapsed-sponsors-columns';
import { LETTERS_REPORT_FILE, lettersReportColumns } from './letters-report-columns';
import type { ReportsService } from './reports.service';

export function reportsRoutes(app: FastifyInstance, service: ReportsService): void {
  /** An export named after the day, with the year's name as a column. */
  const yearFile = async <Row>(
    fileName: ExportFile<Row>['fileName'],
    columnsOf: (yearName: string) => ExportFile<Row>['columns'],
    read: Promise<{ year: Period | undefined; rows: AsyncIterable<Row> }>,
  ): Promise<ExportFile<Row>> => {
    const { year, rows } = await read;
    return { fileName, columns: columnsOf(year?.name ?? ''), rows, today: service.today() };
  };
  listRoutes(
    app,
    { list: ENDPOINTS.sponsorship, export: ENDPOINTS.sponsorshipExport },
    {
      page: ({ auth, query }) => service.sponsorshipReport(auth, query),
      exportFile: ({ auth, query: { format: _format, ...filters } }) =>
        yearFile(
          SPONSORSHIP_REPORT_FILE,
          sponsorshipReportColumns,
          service.sponsorshipReportExport(auth, filters),
        ),
    },
  );
  listRoutes(
    app,
    { list: ENDPOINTS.waitingStudents, export: ENDPOINTS.waitingStudentsExport },
    {
      page: ({ auth, query }) => service.waitingStudents(auth, query),
      exportFile: ({ auth, query: { format: _format, ...filters } }) =>
        yearFile(
          WAITING_STUDENTS_FILE,
          waitingStudentsColumns,
          service.waitingStudentsExport(auth, filters),
        ),
    },
  );
  listRoutes(
    app,
    { list: ENDPOINTS.lapsedSponsors, export: ENDPOINTS.lapsedSponsorsExport },
    {
      page: ({ auth, query }) => service.lapsedSponsors(auth, query),
      exportFile: ({ auth, query: { format: _format, ...filters } }) =>
        yearFile(
          LAPSED_SPONSORS_FILE,
          lapsedSponsorsColumns,
          service.lapsedSponsorsExport(auth, filters),
        ),
    },
  );
  listRoutes(
    app,
    { list: ENDPOINTS.sponsorGiving, export: ENDPOINTS.sponsorGivingExport },
    {
      page: ({ auth, query }) => service.giving(auth, query),
      exportFile: ({ auth, query: { format: _format, ...filters } }) =>
        yearFile(GIVING_FILE, givingColumns, service.givingExport(auth, filters)),
    },
  );
  listRoutes(
    app,
    { list: ENDPOINTS.letters, export: ENDPOINTS.lettersExport },
    {
      page: ({ auth, query }) => service.lettersReport(auth, query),
      exportFile: ({ auth, query: { format: _format, ...filters } }) =>
        yearFile(
          LETTERS_REPORT_FILE,
          lettersReportColumns,
          service.lettersReportExport(auth, filters),
        ),
    },
  );
}
