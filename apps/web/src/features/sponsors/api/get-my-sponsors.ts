// GET /edrocks/api/sponsors/my-sponsors -> the signed-in student's sponsors (first name, photo).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { API, type SponsorCardList } from '@portal/shared';
import { apiRequest } from '../../../lib/api-client';
import { sponsorsQueryKey } from './get-sponsors';

export function getMySponsors(signal?: AbortSignal): Promise<SponsorCardList> {
  return apiRequest<SponsorCardList>(API.mySponsors, { signal });
}

export function mySponsorsQueryOptions() {
  return queryOptions({
    queryKey: [...sponsorsQueryKey, 'mine'],
    queryFn: ({ signal }) => getMySponsors(signal),
  });
}

export function useMySponsors() {
  return useQuery(mySponsorsQueryOptions());
}
