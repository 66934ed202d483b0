// GET /edrocks/api/{schools|villages}?q=&page=&pageSize=&sort=&order=&enabled=&... -> one page.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PlaceKind, PlacePage } from '@portal/shared';
import { apiRequest } from '../../../lib/api-client';
import { PLACE_API, placesQueryKey } from './place-kinds';

export function getPlaces(kind: PlaceKind, query: Record<string, string | number>) {
  return apiRequest<PlacePage>(PLACE_API[kind].list, { query });
}

export function placesQueryOptions(kind: PlaceKind, query: Record<string, string | number>) {
  return queryOptions({
    queryKey: [...placesQueryKey(kind), 'list', query] as const,
    queryFn: () => getPlaces(kind, query),
    placeholderData: keepPreviousData,
  });
}

export function usePlaces(kind: PlaceKind, query: Record<string, string | number>) {
  return useQuery(placesQueryOptions(kind, query));
}
