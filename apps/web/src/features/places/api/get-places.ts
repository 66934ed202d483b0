// GET /edrocks/api/{schools|villages}?q=&page=&pageSize=&sort=&order=&enabled=&... -> one page.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { PLACE_ENDPOINTS, PLACE_SORT_FIELDS, type PlaceKind } from '@portal/shared';
import { readListApiQuery, type ListUrlStateConfig } from '../../../components/data-table';
import { callEndpoint, type QueryInput } from '../../../lib/call-endpoint';
import { listsQueryOptions } from '../../../lib/get-lists';
import { queryClient } from '../../../lib/query-client';
import { PLACE_KEYS } from './place-kinds';

export type PlacesQuery = QueryInput<typeof PLACE_ENDPOINTS.school.list>;

/** The places lists' sort fields and filters, as their URL holds them. */
export const PLACES_LIST = {
  sortFields: PLACE_SORT_FIELDS,
  filters: ['enabled', 'registrationEnabled', 'countryId', 'stateId'],
} as const satisfies ListUrlStateConfig<string, string>;

export function getPlaces(kind: PlaceKind, query: PlacesQuery, signal?: AbortSignal) {
  return callEndpoint(PLACE_ENDPOINTS[kind].list, { query, signal });
}

export function placesQueryOptions(kind: PlaceKind, query: PlacesQuery) {
  return queryOptions({
    queryKey: PLACE_KEYS[kind].list(query),
    queryFn: ({ signal }) => getPlaces(kind, query, signal),
    placeholderData: keepPreviousData,
  });
}

export function usePlaces(kind: PlaceKind, query: PlacesQuery) {
  return useQuery(placesQueryOptions(kind, query));
}

/** The list's page for this URL and the lookup lists, asked for while the list's code loads. */
export function prefetchPlacesList(kind: PlaceKind, url: URL): void {
  void queryClient.prefetchQuery(
    placesQueryOptions(kind, readListApiQuery(url.searchParams, PLACES_LIST)),
  );
  void queryClient.prefetchQuery(listsQueryOptions());
}
