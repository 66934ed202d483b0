// GET /edrocks/api/push/public-key -> the server's VAPID public key, for subscribing this device.
import { PUSH_ENDPOINTS } from '@portal/shared';
import { callEndpoint } from '../../../lib/call-endpoint';

export function getPushPublicKey() {
  return callEndpoint(PUSH_ENDPOINTS.publicKey, {});
}
