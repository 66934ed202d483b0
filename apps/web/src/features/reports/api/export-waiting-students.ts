// GET /edrocks/api/reports/waiting-students/export?format=csv|xlsx&(the report's search and
// filters) -> a file.
import { REPORT_ENDPOINTS, type ExportFormat } from '@portal/shared';
import { downloadEndpoint, type QueryInput } from '../../../lib/call-endpoint';

export function exportWaitingStudents(
  query: Omit<QueryInput<typeof REPORT_ENDPOINTS.waitingStudentsExport>, 'format'>,
  format: ExportFormat,
) {
  return downloadEndpoint(REPORT_ENDPOINTS.waitingStudentsExport, { query: { ...query, format } });
}
