// POST /edrocks/public/events/:slug/orders {items, buyer, language} -> 201 {orderId, status,
// checkoutUrl}: `reserved` (pay at checkoutUrl) or `confirmed` (free tickets, e-mailed); 409
// SOLD_OUT or SALES_CLOSED.
import { PUBLIC_EVENT_ENDPOINTS, type OrderBody } from '@portal/shared';
import { callPublicEndpoint } from '../../../lib/call-endpoint';

export function createOrder(slug: string, body: OrderBody) {
  return callPublicEndpoint(PUBLIC_EVENT_ENDPOINTS.createOrder, { params: { slug }, body });
}
