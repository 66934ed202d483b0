// GET /edrocks/api/reports/letters/export?format=csv|xlsx&(the report's search and filters)
// -> a file.
import { REPORT_ENDPOINTS, type ExportFormat } from '@portal/shared';
import { downloadEndpoint, type QueryInput } from '../../../lib/call-endpoint';

export function exportLettersReport(
  query: Omit<QueryInput<typeof REPORT_ENDPOINTS.lettersExport>, 'format'>,
  format: ExportFormat,
) {
  return downloadEndpoint(REPORT_ENDPOINTS.lettersExport, { query: { ...query, format } });
}
