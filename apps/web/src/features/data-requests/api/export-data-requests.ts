// GET /edrocks/api/data-requests/export?format=csv|xlsx&(the queue's search, filters and sort)
// -> every matching request as a file (super and global admins); the export is recorded.
import { DATA_REQUEST_ENDPOINTS, type ExportFormat } from '@portal/shared';
import { downloadEndpoint, type QueryInput } from '../../../lib/call-endpoint';

export function exportDataRequests(
  query: Omit<QueryInput<typeof DATA_REQUEST_ENDPOINTS.export>, 'format'>,
  format: ExportFormat,
) {
  return downloadEndpoint(DATA_REQUEST_ENDPOINTS.export, { query: { ...query, format } });
}
