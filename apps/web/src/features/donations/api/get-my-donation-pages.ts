// GET /edrocks/api/donations/my-pages -> the signed-in sponsor's pages (one per current student
// of the available year) with totals and donors' messages.
import { useQuery } from '@tanstack/react-query';
import { DONATION_ENDPOINTS } from '@portal/shared';
import { callEndpoint } from '../../../lib/call-endpoint';
import { MY_PAGES_KEY } from './donation-keys';

export function getMyDonationPages(signal?: AbortSignal) {
  return callEndpoint(DONATION_ENDPOINTS.myPages, signal ? { signal } : {});
}

export function useMyDonationPages() {
  return useQuery({ queryKey: MY_PAGES_KEY, queryFn: ({ signal }) => getMyDonationPages(signal) });
}
