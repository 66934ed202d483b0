// GET /edrocks/public/lists/ -> the lookup lists every form picks from (grades, genders,
// schools, villages, countries, states, status, letters, languages). Rarely changes, and the
// server answers a revalidation from memory (a 304 when unchanged): checked again after a
// minute, so a place another coordinator changed shows soon, and at once when this browser
// changes a school or village (features/places/api).
import { QUERY_KEYS } from '../config/query-keys';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { LIST_ENDPOINTS, type ListsResponse } from '@portal/shared';
import { callEndpoint } from './call-endpoint';

export function getLists(): Promise<ListsResponse> {
  return callEndpoint(LIST_ENDPOINTS.get);
}

export const listsQueryKey = QUERY_KEYS.lists;

export function listsQueryOptions() {
  return queryOptions({ queryKey: listsQueryKey, queryFn: getLists, staleTime: 60_000 });
}

export function useLists() {
  return useQuery(listsQueryOptions());
}
