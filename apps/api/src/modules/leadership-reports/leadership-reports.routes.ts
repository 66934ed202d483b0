// /edrocks/api/reports/attendance and /edrocks/api/reports/completion: the leadership reports
// and their exports; from the contracts in
// packages/shared/src/schemas/leadership-reports-endpoints.ts.
import type { FastifyInstance } from 'fastify';
import { LEADERSHIP_REPORT_ENDPOINTS as ENDPOINTS, type Period } from '@portal/shared';
import type { ExportFile } from '../../lib/export-route';
import { listRoutes } from '../../lib/list-routes';
import type { LeadershipReportsService } from './leadership-reports.service';
import { attendanceExportColumns, completionExportColumns } from './report-export-columns';

export function leadershipReportsRoutes(
  app: FastifyInstance,
  service: LeadershipReportsService,
): void {
  /** An export named after the day, its columns headed with the year's name. */
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
    { list: ENDPOINTS.attendance, export: ENDPOINTS.attendanceExport },
    {
      page: ({ auth, query }) => service.attendance(auth, query),
      exportFile: ({ auth, query: { format: _format, ...filters } }) =>
        yearFile(
          'attendanceExport.fileName',
          attendanceExportColumns,
          service.attendanceExport(auth, filters),
        ),
    },
  );
  listRoutes(
    app,
    { list: ENDPOINTS.completion, export: ENDPOINTS.completionExport },
    {
      page: ({ auth, query }) => service.completion(auth, query),
      exportFile: ({ auth, query: { format: _format, ...filters } }) =>
        yearFile(
          'completionExport.fileName',
          completionExportColumns,
          service.completionExport(auth, filters),
        ),
    },
  );
}
