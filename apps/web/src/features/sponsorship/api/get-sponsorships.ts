// GET /edrocks/api/sponsorships?q=&page=&pageSize=&sort=&order=&periodId=&studentId=&sponsorId=
// &schoolId=&villageId=&active= -> one page of the year's sponsorships.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { SPONSORSHIP_ENDPOINTS } from '@portal/shared';
import { callEndpoint, type QueryInput } from '../../../lib/call-endpoint';
import { SPONSORSHIP_KEYS } from './sponsorship-keys';

export type SponsorshipsQuery = QueryInput<typeof SPONSORSHIP_ENDPOINTS.list>;

export function getSponsorships(query: SponsorshipsQuery, signal?: AbortSignal) {
  return callEndpoint(SPONSORSHIP_ENDPOINTS.list, { query, signal });
}

export function useSponsorships(query: SponsorshipsQuery) {
  return useQuery({
    queryKey: SPONSORSHIP_KEYS.list(query),
    queryFn: ({ signal }) => getSponsorships(query, signal),
    placeholderData: keepPreviousData,
  });
}
