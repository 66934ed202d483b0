// GET /edrocks/api/email/unsubscribe/:token (public) -> the address partly hidden, its language
// and whether it is unsubscribed already. Reading never unsubscribes: link scanners open links.
import { EMAIL_ENDPOINTS, type UnsubscribeState } from '@portal/shared';
import { callPublicEndpoint } from '../../../lib/call-endpoint';

export function getUnsubscribeState(
  token: string,
  signal?: AbortSignal,
): Promise<UnsubscribeState> {
  return callPublicEndpoint(EMAIL_ENDPOINTS.unsubscribeState, {
    params: { token },
    ...(signal ? { signal } : {}),
  });
}
