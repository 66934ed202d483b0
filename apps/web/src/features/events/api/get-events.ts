// GET /edrocks/api/events?q=&published=&when=&page=&pageSize=&cursor=&sort=&order= -> one page
// of events with their seats sold, held and left.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { EVENT_ENDPOINTS } from '@portal/shared';
import { callEndpoint, type QueryInput } from '../../../lib/call-endpoint';
import { EVENT_KEYS } from './event-keys';

export type EventListInput = QueryInput<typeof EVENT_ENDPOINTS.list>;

export function getEvents(query: EventListInput, signal?: AbortSignal) {
  return callEndpoint(EVENT_ENDPOINTS.list, { query, ...(signal ? { signal } : {}) });
}

export function useEvents(query: EventListInput) {
  return useQuery({
    queryKey: EVENT_KEYS.list(query),
    queryFn: ({ signal }) => getEvents(query, signal),
    placeholderData: keepPreviousData,
  });
}
