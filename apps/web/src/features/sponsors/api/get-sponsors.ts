// GET /edrocks/api/sponsors?q=&page=&pageSize=&sort=&order=&schoolId=&active= -> one page.
import { QUERY_KEYS } from '../../../config/query-keys';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { API, type SponsorPage } from '@portal/shared';
import { apiRequest } from '../../../lib/api-client';

/** The list's URL state as the API reads it (useListUrlState().query). */
export type ListApiQuery = Record<string, string | number>;

export function getSponsors(query: ListApiQuery, signal?: AbortSignal): Promise<SponsorPage> {
  return apiRequest<SponsorPage>(API.sponsors, { query, signal });
}

export const sponsorsQueryKey = QUERY_KEYS.sponsors;

export function sponsorsQueryOptions(query: ListApiQuery) {
  return queryOptions({
    queryKey: [...sponsorsQueryKey, 'list', query],
    queryFn: ({ signal }) => getSponsors(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useSponsors(query: ListApiQuery) {
  return useQuery(sponsorsQueryOptions(query));
}
