// GET /edrocks/api/events/:id/orders?q=&status=&page=... -> a page of the event's orders with
// the event's sales totals.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { EVENT_ENDPOINTS } from '@portal/shared';
import { callEndpoint, type QueryInput } from '../../../lib/call-endpoint';
import { EVENT_ORDER_KEYS } from './event-keys';

export type EventOrderListInput = QueryInput<typeof EVENT_ENDPOINTS.orders>;

export function getEventOrders(id: number, query: EventOrderListInput, signal?: AbortSignal) {
  return callEndpoint(EVENT_ENDPOINTS.orders, {
    params: { id },
    query,
    ...(signal ? { signal } : {}),
  });
}

export function useEventOrders(id: number, query: EventOrderListInput) {
  return useQuery({
    queryKey: EVENT_ORDER_KEYS.list(id, query),
    queryFn: ({ signal }) => getEventOrders(id, query, signal),
    placeholderData: keepPreviousData,
  });
}
