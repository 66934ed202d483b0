// GET /edrocks/public/events/:slug/orders/:orderId?session= -> the buyer's order, back from the
// checkout (its status: confirmed, still reserved while the payment is confirmed, cancelled...).
import { PUBLIC_EVENT_ENDPOINTS } from '@portal/shared';
import { callPublicEndpoint } from '../../../lib/call-endpoint';

export function getPublicOrder(
  slug: string,
  orderId: number,
  session: string,
  signal?: AbortSignal,
) {
  return callPublicEndpoint(PUBLIC_EVENT_ENDPOINTS.getOrder, {
    params: { slug, orderId },
    query: { session },
    ...(signal ? { signal } : {}),
  });
}
