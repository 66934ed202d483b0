// GET /edrocks/public/lists/ -> the lookup lists every form picks from (grades, genders,
// schools, villages, countries, states, status, letters, languages). Rarely changes: cached long.
import { QUERY_KEYS } from '../config/query-keys';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { API, type ListsResponse } from '@portal/shared';
import { apiRequest } from './api-client';

export function getLists(): Promise<ListsResponse> {
  return apiRequest<ListsResponse>(API.lists);
}

export const listsQueryKey = QUERY_KEYS.lists;

export function listsQueryOptions() {
  return queryOptions({ queryKey: listsQueryKey, queryFn: getLists, staleTime: 10 * 60_000 });
}

export function useLists() {
  return useQuery(listsQueryOptions());
}
