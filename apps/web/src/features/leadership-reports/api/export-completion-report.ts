// GET /edrocks/api/reports/completion/export?format=csv|xlsx&(the report's search and filters)
// -> a file.
import { LEADERSHIP_REPORT_ENDPOINTS, type ExportFormat } from '@portal/shared';
import { downloadEndpoint, type QueryInput } from '../../../lib/call-endpoint';

export function exportCompletionReport(
  query: Omit<QueryInput<typeof LEADERSHIP_REPORT_ENDPOINTS.completionExport>, 'format'>,
  format: ExportFormat,
) {
  return downloadEndpoint(LEADERSHIP_REPORT_ENDPOINTS.completionExport, {
    query: { ...query, format },
  });
}
