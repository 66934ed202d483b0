// GET /edrocks/api/sponsors/my-sponsors -> the signed-in student's sponsors (first name, photo).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { SPONSOR_ENDPOINTS } from '@portal/shared';
import { callEndpoint } from '../../../lib/call-endpoint';
import { sponsorKeys } from './get-sponsors';

export function getMySponsors(signal?: AbortSignal) {
  return callEndpoint(SPONSOR_ENDPOINTS.mySponsors, { signal });
}

export function mySponsorsQueryOptions() {
  return queryOptions({
    queryKey: sponsorKeys.own('mine'),
    queryFn: ({ signal }) => getMySponsors(signal),
  });
}

export function useMySponsors() {
  return useQuery(mySponsorsQueryOptions());
}
