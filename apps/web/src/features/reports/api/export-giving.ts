// GET /edrocks/api/reports/giving/export?format=csv|xlsx&(the report's search and filters)
// -> a file.
import { REPORT_ENDPOINTS, type ExportFormat } from '@portal/shared';
import { downloadEndpoint, type QueryInput } from '../../../lib/call-endpoint';

export function exportGiving(
  query: Omit<QueryInput<typeof REPORT_ENDPOINTS.sponsorGivingExport>, 'format'>,
  format: ExportFormat,
) {
  return downloadEndpoint(REPORT_ENDPOINTS.sponsorGivingExport, { query: { ...query, format } });
}
