// GET /edrocks/api/sponsors/me -> the signed-in sponsor's own record (404 when none is linked).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { SPONSOR_ENDPOINTS } from '@portal/shared';
import { callEndpoint } from '../../../lib/call-endpoint';
import { sponsorKeys } from './get-sponsors';

export const mySponsorQueryKey = sponsorKeys.own('me');

export function getMySponsor(signal?: AbortSignal) {
  return callEndpoint(SPONSOR_ENDPOINTS.own, { signal });
}

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
