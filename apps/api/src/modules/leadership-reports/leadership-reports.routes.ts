// /edrocks/api/reports/attendance and /edrocks/api/reports/completion: the leadership reports
// and their exports; from the contracts in
// packages/shared/src/schemas/leadership-reports-endpoints.ts.
import type { FastifyInstance } from 'fastify';
import { LEADERSHIP_REPORT_ENDPOINTS as ENDPOINTS } from '@portal/shared';
import { endpointRoute } from '../../lib/endpoint-route';
import { exportRoute } from '../../lib/export-route';
import type { LeadershipReportsService } from './leadership-reports.service';
import { attendanceExportColumns, completionExportColumns } from './report-export-columns';

export function leadershipReportsRoutes(
  app: FastifyInstance,
  service: LeadershipReportsService,
): void {
  endpointRoute(app, ENDPOINTS.attendance, ({ auth, query }) => service.attendance(auth, query));
  exportRoute(app, ENDPOINTS.attendanceExport, async ({ auth, query }) => {
    const { format: _format, ...filters } = query;
    const { year, rows } = await service.attendanceExport(auth, filters);
    return {
      fileName: 'attendanceExport.fileName',
      columns: attendanceExportColumns(year?.name ?? ''),
      rows,
      today: service.today(),
    };
  });
  endpointRoute(app, ENDPOINTS.completion, ({ auth, query }) => service.completion(auth, query));
  exportRoute(app, ENDPOINTS.completionExport, async ({ auth, query }) => {
    const { format: _format, ...filters } = query;
    const { year, rows } = await service.completionExport(auth, filters);
    return {
      fileName: 'completionExport.fileName',
      columns: completionExportColumns(year?.name ?? ''),
      rows,
      today: service.today(),
    };
  });
}
