// GET /edrocks/api/reports/lapsed-sponsors/export?format=csv|xlsx&(the report's search and
// filters) -> a file.
import { REPORT_ENDPOINTS, type ExportFormat } from '@portal/shared';
import { downloadEndpoint, type QueryInput } from '../../../lib/call-endpoint';

export function exportLapsedSponsors(
  query: Omit<QueryInput<typeof REPORT_ENDPOINTS.lapsedSponsorsExport>, 'format'>,
  format: ExportFormat,
) {
  return downloadEndpoint(REPORT_ENDPOINTS.lapsedSponsorsExport, { query: { ...query, format } });
}
