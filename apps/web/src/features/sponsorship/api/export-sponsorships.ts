// GET /edrocks/api/sponsorships/export?format=csv|xlsx&(the list's search and filters) -> a file.
import { SPONSORSHIP_ENDPOINTS, type ExportFormat } from '@portal/shared';
import { downloadEndpoint, type QueryInput } from '../../../lib/call-endpoint';

export function exportSponsorships(
  query: Omit<QueryInput<typeof SPONSORSHIP_ENDPOINTS.export>, 'format'>,
  format: ExportFormat,
) {
  return downloadEndpoint(SPONSORSHIP_ENDPOINTS.export, { query: { ...query, format } });
}
