// GET /edrocks/api/donations/summary?periodId=&schoolId= -> confirmed gifts totalled by year,
// school, sponsor and student (without periodId: the available year).
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { DONATION_ENDPOINTS } from '@portal/shared';
import { callEndpoint, type QueryInput } from '../../../lib/call-endpoint';
import { SUMMARY_KEYS } from './donation-keys';

export type DonationSummaryInput = QueryInput<typeof DONATION_ENDPOINTS.summary>;

export function getDonationSummary(query: DonationSummaryInput, signal?: AbortSignal) {
  return callEndpoint(DONATION_ENDPOINTS.summary, { query, ...(signal ? { signal } : {}) });
}

export function useDonationSummary(query: DonationSummaryInput) {
  return useQuery({
    queryKey: SUMMARY_KEYS.of(query),
    queryFn: ({ signal }) => getDonationSummary(query, signal),
    placeholderData: keepPreviousData,
  });
}
