// GET /edrocks/api/sponsorships/unpaired-sponsors/export?format=csv|xlsx&(the list's search and
// filters) -> a file.
import { SPONSORSHIP_ENDPOINTS, type ExportFormat } from '@portal/shared';
import { downloadEndpoint, type QueryInput } from '../../../lib/call-endpoint';

export function exportUnpairedSponsors(
  query: Omit<QueryInput<typeof SPONSORSHIP_ENDPOINTS.unpairedSponsorsExport>, 'format'>,
  format: ExportFormat,
) {
  return downloadEndpoint(SPONSORSHIP_ENDPOINTS.unpairedSponsorsExport, {
    query: { ...query, format },
  });
}
