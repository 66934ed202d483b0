// GET /edrocks/api/sponsorships/unpaired-sponsors?q=&page=&pageSize=&sort=&order=&periodId=
// &schoolId= -> one page of the year's active sponsors without a student.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { SPONSORSHIP_ENDPOINTS } from '@portal/shared';
import { callEndpoint, type QueryInput } from '../../../lib/call-endpoint';
import { UNPAIRED_SPONSOR_KEYS } from './sponsorship-keys';

export type UnpairedSponsorsQuery = QueryInput<typeof SPONSORSHIP_ENDPOINTS.unpairedSponsors>;

export function getUnpairedSponsors(query: UnpairedSponsorsQuery, signal?: AbortSignal) {
  return callEndpoint(SPONSORSHIP_ENDPOINTS.unpairedSponsors, { query, signal });
}

export function useUnpairedSponsors(query: UnpairedSponsorsQuery) {
  return useQuery({
    queryKey: UNPAIRED_SPONSOR_KEYS.list(query),
    queryFn: ({ signal }) => getUnpairedSponsors(query, signal),
    placeholderData: keepPreviousData,
  });
}
