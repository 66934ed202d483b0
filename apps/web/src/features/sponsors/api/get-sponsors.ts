// GET /edrocks/api/sponsors?q=&page=&pageSize=&sort=&order=&schoolId=&active= -> one page.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { SPONSOR_ENDPOINTS, SPONSOR_SORT_FIELDS } from '@portal/shared';
import type { ListUrlStateConfig } from '../../../components/data-table';
import { QUERY_KEYS } from '../../../config/query-keys';
import { callEndpoint, type QueryInput } from '../../../lib/call-endpoint';

export type SponsorsQuery = QueryInput<typeof SPONSOR_ENDPOINTS.list>;

/** The sponsors list's sort fields and filters, as its URL holds them. */
export const SPONSORS_LIST = {
  sortFields: SPONSOR_SORT_FIELDS,
  filters: ['schoolId', 'active', 'joined', 'parents'],
} as const satisfies ListUrlStateConfig<string, string>;

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
