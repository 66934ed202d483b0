// GET /edrocks/api/{schools|villages}?q=&page=&pageSize=&sort=&order=&enabled=&... -> one page.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { PLACE_ENDPOINTS, type PlaceKind } from '@portal/shared';
import { callEndpoint, type QueryInput } from '../../../lib/call-endpoint';
import { PLACE_KEYS } from './place-kinds';

export type PlacesQuery = QueryInput<typeof PLACE_ENDPOINTS.school.list>;

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
