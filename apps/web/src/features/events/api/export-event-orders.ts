// GET /edrocks/api/events/:id/orders/export?format=csv|xlsx (and the list's search, filter and
// sort) -> the file.
import { EVENT_ENDPOINTS, type ExportFormat } from '@portal/shared';
import { downloadEndpoint, type QueryInput } from '../../../lib/call-endpoint';

export function exportEventOrders(
  id: number,
  query: Omit<QueryInput<typeof EVENT_ENDPOINTS.ordersExport>, 'format'>,
  format: ExportFormat,
) {
  return downloadEndpoint(EVENT_ENDPOINTS.ordersExport, {
    params: { id },
    query: { ...query, format },
  });
}
