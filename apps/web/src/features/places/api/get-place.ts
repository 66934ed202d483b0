// GET /edrocks/api/{schools|villages}/:id -> one place (404 outside an admin's assignments).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Place, PlaceKind } from '@portal/shared';
import { apiRequest } from '../../../lib/api-client';
import { PLACE_API, placeApiPath, placesQueryKey } from './place-kinds';

export function getPlace(kind: PlaceKind, id: number) {
  return apiRequest<Place>(placeApiPath(PLACE_API[kind].one, id));
}

export function placeQueryKey(kind: PlaceKind, id: number) {
  return [...placesQueryKey(kind), 'one', id] as const;
}

export function placeQueryOptions(kind: PlaceKind, id: number) {
  return queryOptions({ queryKey: placeQueryKey(kind, id), queryFn: () => getPlace(kind, id) });
}

export function usePlace(kind: PlaceKind, id: number) {
  return useQuery(placeQueryOptions(kind, id));
}
