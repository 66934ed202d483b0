// POST /edrocks/api/email/unsubscribe/:token (public) -> the address, now unsubscribed: later
// campaigns leave it out (transactional mail still comes).
import { EMAIL_ENDPOINTS, type UnsubscribeState } from '@portal/shared';
import { callPublicEndpoint } from '../../../lib/call-endpoint';

export function unsubscribe(token: string): Promise<UnsubscribeState> {
  return callPublicEndpoint(EMAIL_ENDPOINTS.unsubscribe, { params: { token } });
}
