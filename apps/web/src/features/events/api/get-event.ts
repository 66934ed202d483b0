// GET /edrocks/api/events/:id -> the event with its ticket types and sales figures.
import { useQuery } from '@tanstack/react-query';
import { EVENT_ENDPOINTS } from '@portal/shared';
import { callEndpoint } from '../../../lib/call-endpoint';
import { EVENT_KEYS } from './event-keys';

export function getEvent(id: number, signal?: AbortSignal) {
  return callEndpoint(EVENT_ENDPOINTS.get, { params: { id }, ...(signal ? { signal } : {}) });
}

export function useEvent(id: number | null) {
  return useQuery({
    queryKey: EVENT_KEYS.detail(id ?? 0),
    queryFn: ({ signal }) => getEvent(id ?? 0, signal),
    enabled: id !== null,
  });
}
