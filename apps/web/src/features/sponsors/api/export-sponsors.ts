// GET /edrocks/api/sponsors/export?format=csv|xlsx&(the list's search, filters and sort)
// -> every matching sponsor as a file.
import { SPONSOR_ENDPOINTS, type ExportFormat } from '@portal/shared';
import { downloadEndpoint, type QueryInput } from '../../../lib/call-endpoint';

export function exportSponsors(
  query: Omit<QueryInput<typeof SPONSOR_ENDPOINTS.export>, 'format'>,
  format: ExportFormat,
) {
  return downloadEndpoint(SPONSOR_ENDPOINTS.export, { query: { ...query, format } });
}
