// GET /edrocks/api/email/deliveries?q=&address=&kind=&status=&page=... -> one page of the
// delivery log: every message, campaigns' and transactional (an admin: their scope's addresses).
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { EMAIL_ENDPOINTS } from '@portal/shared';
import { callEndpoint, type QueryInput } from '../../../lib/call-endpoint';
import { DELIVERY_KEYS } from './email-keys';

export type DeliveriesQuery = QueryInput<typeof EMAIL_ENDPOINTS.deliveries>;

export function getDeliveries(query: DeliveriesQuery, signal?: AbortSignal) {
  return callEndpoint(EMAIL_ENDPOINTS.deliveries, { query, signal });
}

export function useDeliveries(query: DeliveriesQuery) {
  return useQuery({
    queryKey: DELIVERY_KEYS.list(query),
    queryFn: ({ signal }) => getDeliveries(query, signal),
    placeholderData: keepPreviousData,
  });
}
