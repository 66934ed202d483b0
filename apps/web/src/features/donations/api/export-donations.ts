// GET /edrocks/api/donations/export?format=csv|xlsx&(the list's search and filters) -> a file.
import { DONATION_ENDPOINTS, type ExportFormat } from '@portal/shared';
import { downloadEndpoint, type QueryInput } from '../../../lib/call-endpoint';

export function exportDonations(
  query: Omit<QueryInput<typeof DONATION_ENDPOINTS.export>, 'format'>,
  format: ExportFormat,
) {
  return downloadEndpoint(DONATION_ENDPOINTS.export, { query: { ...query, format } });
}
