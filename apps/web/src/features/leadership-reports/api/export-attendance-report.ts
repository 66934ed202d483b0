// GET /edrocks/api/reports/attendance/export?format=csv|xlsx&(the report's search and filters)
// -> a file.
import { LEADERSHIP_REPORT_ENDPOINTS, type ExportFormat } from '@portal/shared';
import { downloadEndpoint, type QueryInput } from '../../../lib/call-endpoint';

export function exportAttendanceReport(
  query: Omit<QueryInput<typeof LEADERSHIP_REPORT_ENDPOINTS.attendanceExport>, 'format'>,
  format: ExportFormat,
) {
  return downloadEndpoint(LEADERSHIP_REPORT_ENDPOINTS.attendanceExport, {
    query: { ...query, format },
  });
}
