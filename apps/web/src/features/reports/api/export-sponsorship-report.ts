// GET /edrocks/api/reports/sponsorship/export?format=csv|xlsx&(the report's search and filters)
// -> a file.
import { REPORT_ENDPOINTS, type ExportFormat } from '@portal/shared';
import { downloadEndpoint, type QueryInput } from '../../../lib/call-endpoint';

export function exportSponsorshipReport(
  query: Omit<QueryInput<typeof REPORT_ENDPOINTS.sponsorshipExport>, 'format'>,
  format: ExportFormat,
) {
  return downloadEndpoint(REPORT_ENDPOINTS.sponsorshipExport, { query: { ...query, format } });
}
