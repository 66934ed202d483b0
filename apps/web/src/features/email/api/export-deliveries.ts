// GET /edrocks/api/email/deliveries/export?format=csv|xlsx&(the log's search and filters) -> the
// filtered delivery log as a file.
import { EMAIL_ENDPOINTS, type ExportFormat } from '@portal/shared';
import { downloadEndpoint, type QueryInput } from '../../../lib/call-endpoint';

export function exportDeliveries(
  query: Omit<QueryInput<typeof EMAIL_ENDPOINTS.deliveriesExport>, 'format'>,
  format: ExportFormat,
) {
  return downloadEndpoint(EMAIL_ENDPOINTS.deliveriesExport, { query: { ...query, format } });
}
