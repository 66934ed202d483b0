// GET /edrocks/public/lists/ -> the lookup lists every form picks from (grades, genders,
// schools, villages, countries, states, status, letters, languages). Rarely changes: cached long.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { API, type ListsResponse } from '@portal/shared';
import { apiRequest } from '../../../lib/api-client';

export function getLists(): Promise<ListsResponse> {
  return apiRequest<ListsResponse>(API.lists);
}

export const listsQueryKey = ['lists'] as const;

export function listsQueryOptions() {
  return queryOptions({ queryKey: listsQueryKey, queryFn: getLists, staleTime: 10 * 60_000 });
}

export function useLists() {
  return useQuery(listsQueryOptions());
}
