// DELETE /edrocks/api/push/subscription?endpoint= -> 204: the server forgets this device.
import { PUSH_ENDPOINTS } from '@portal/shared';
import { callEndpoint } from '../../../lib/call-endpoint';

export function deletePushSubscription(endpoint: string) {
  return callEndpoint(PUSH_ENDPOINTS.deleteSubscription, { query: { endpoint } });
}
