// GET /edrocks/api/email/addresses?q=&mark=&page=... -> the addresses campaigns leave out:
// unsubscribed or bouncing (an admin: those of their scope).
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { EMAIL_ENDPOINTS } from '@portal/shared';
import { callEndpoint, type QueryInput } from '../../../lib/call-endpoint';
import { ADDRESS_KEYS } from './email-keys';

export type AddressesQuery = QueryInput<typeof EMAIL_ENDPOINTS.addresses>;

export function getAddresses(query: AddressesQuery, signal?: AbortSignal) {
  return callEndpoint(EMAIL_ENDPOINTS.addresses, { query, signal });
}

export function useAddresses(query: AddressesQuery) {
  return useQuery({
    queryKey: ADDRESS_KEYS.list(query),
    queryFn: ({ signal }) => getAddresses(query, signal),
    placeholderData: keepPreviousData,
  });
}
