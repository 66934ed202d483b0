// GET /edrocks/api/sponsors?q=&page=&pageSize=&sort=&order=&schoolId=&active= -> one page.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { SPONSOR_ENDPOINTS } from '@portal/shared';
import { QUERY_KEYS } from '../../../config/query-keys';
import { callEndpoint, type QueryInput } from '../../../lib/call-endpoint';

export type SponsorsQuery = QueryInput<typeof SPONSOR_ENDPOINTS.list>;

export const sponsorKeys = QUERY_KEYS.sponsors;

export function getSponsors(query: SponsorsQuery, signal?: AbortSignal) {
  return callEndpoint(SPONSOR_ENDPOINTS.list, { query, signal });
}

export function sponsorsQueryOptions(query: SponsorsQuery) {
  return queryOptions({
    queryKey: sponsorKeys.list(query),
    queryFn: ({ signal }) => getSponsors(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useSponsors(query: SponsorsQuery) {
  return useQuery(sponsorsQueryOptions(query));
}
