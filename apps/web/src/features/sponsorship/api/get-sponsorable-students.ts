// GET /edrocks/api/sponsorships/students?q=&villageId=&grade=&gender=&ageMin=&ageMax=&full=
// -> students with room for a sponsor this year (a sponsor sees no last names).
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { SPONSORSHIP_ENDPOINTS } from '@portal/shared';
import { callEndpoint, type QueryInput } from '../../../lib/call-endpoint';
import { SPONSORABLE_KEYS } from './sponsorship-keys';

export type SponsorableQuery = QueryInput<typeof SPONSORSHIP_ENDPOINTS.sponsorableStudents>;

export function getSponsorableStudents(query: SponsorableQuery, signal?: AbortSignal) {
  return callEndpoint(SPONSORSHIP_ENDPOINTS.sponsorableStudents, { query, signal });
}

export function useSponsorableStudents(query: SponsorableQuery, enabled = true) {
  return useQuery({
    queryKey: SPONSORABLE_KEYS.list(query),
    queryFn: ({ signal }) => getSponsorableStudents(query, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}
