// GET /edrocks/api/document-status/export?format=csv|xlsx&(the grid's search and filters)
// -> a file.
import { DOCUMENT_STATUS_ENDPOINTS, type ExportFormat } from '@portal/shared';
import { downloadEndpoint, type QueryInput } from '../../../lib/call-endpoint';

export function exportDocumentStatus(
  query: Omit<QueryInput<typeof DOCUMENT_STATUS_ENDPOINTS.export>, 'format'>,
  format: ExportFormat,
) {
  return downloadEndpoint(DOCUMENT_STATUS_ENDPOINTS.export, { query: { ...query, format } });
}
