// GET /edrocks/public/events/:slug -> a published event, its ticket types and the seats left
// (404 for an unknown or unpublished one).
import { PUBLIC_EVENT_ENDPOINTS } from '@portal/shared';
import { callPublicEndpoint } from '../../../lib/call-endpoint';

export function getPublicEvent(slug: string, signal?: AbortSignal) {
  return callPublicEndpoint(PUBLIC_EVENT_ENDPOINTS.get, {
    params: { slug },
    ...(signal ? { signal } : {}),
  });
}
