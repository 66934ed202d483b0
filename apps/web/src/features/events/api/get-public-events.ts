// GET /edrocks/public/events -> the upcoming published events, soonest first.
import { PUBLIC_EVENT_ENDPOINTS } from '@portal/shared';
import { callPublicEndpoint } from '../../../lib/call-endpoint';

export function getPublicEvents(signal?: AbortSignal) {
  return callPublicEndpoint(PUBLIC_EVENT_ENDPOINTS.list, signal ? { signal } : {});
}
