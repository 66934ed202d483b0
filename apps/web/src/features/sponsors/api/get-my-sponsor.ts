// GET /edrocks/api/sponsors/me -> the signed-in sponsor's own record (404 when none is linked).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { API, type SponsorDetails } from '@portal/shared';
import { apiRequest } from '../../../lib/api-client';
import { sponsorsQueryKey } from './get-sponsors';

export function getMySponsor(signal?: AbortSignal): Promise<SponsorDetails> {
  return apiRequest<SponsorDetails>(API.sponsorsMe, { signal });
}

export const mySponsorQueryKey = [...sponsorsQueryKey, 'me'] as const;

export function mySponsorQueryOptions() {
  return queryOptions({
    queryKey: mySponsorQueryKey,
    queryFn: ({ signal }) => getMySponsor(signal),
    retry: false,
  });
}

export function useMySponsor() {
  return useQuery(mySponsorQueryOptions());
}
