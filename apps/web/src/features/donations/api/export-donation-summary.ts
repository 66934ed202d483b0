// GET /edrocks/api/donations/summary/export?format=csv|xlsx&periodId=&schoolId= -> a file.
import { DONATION_ENDPOINTS, type ExportFormat } from '@portal/shared';
import { downloadEndpoint, type QueryInput } from '../../../lib/call-endpoint';

export function exportDonationSummary(
  query: Omit<QueryInput<typeof DONATION_ENDPOINTS.summaryExport>, 'format'>,
  format: ExportFormat,
) {
  return downloadEndpoint(DONATION_ENDPOINTS.summaryExport, { query: { ...query, format } });
}
