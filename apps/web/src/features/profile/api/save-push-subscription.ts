// PUT /edrocks/api/push/subscription {endpoint, keys} -> 204: the server keeps this device.
import { PUSH_ENDPOINTS, type PushSubscriptionInput } from '@portal/shared';
import { callEndpoint } from '../../../lib/call-endpoint';

export function savePushSubscription(body: PushSubscriptionInput) {
  return callEndpoint(PUSH_ENDPOINTS.saveSubscription, { body });
}
