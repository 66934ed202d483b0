// GET /edrocks/api/donations?periodId=&schoolId=&sponsorId=&studentId=&method=&status=&q=&page=
// &pageSize=&cursor=&sort=&order= -> one page of gifts (admins: their scope).
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { DONATION_ENDPOINTS } from '@portal/shared';
import { callEndpoint, type QueryInput } from '../../../lib/call-endpoint';
import { DONATION_KEYS } from './donation-keys';

export type DonationListInput = QueryInput<typeof DONATION_ENDPOINTS.list>;

export function getDonations(query: DonationListInput, signal?: AbortSignal) {
  return callEndpoint(DONATION_ENDPOINTS.list, { query, ...(signal ? { signal } : {}) });
}

export function useDonations(query: DonationListInput) {
  return useQuery({
    queryKey: DONATION_KEYS.list(query),
    queryFn: ({ signal }) => getDonations(query, signal),
    placeholderData: keepPreviousData,
  });
}
