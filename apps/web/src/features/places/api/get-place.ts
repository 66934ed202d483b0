// GET /edrocks/api/{schools|villages}/:id -> one place (404 outside an admin's assignments).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { PLACE_ENDPOINTS, type PlaceKind } from '@portal/shared';
import { callEndpoint } from '../../../lib/call-endpoint';
import { placesQueryKey } from './place-kinds';

export function getPlace(kind: PlaceKind, id: number) {
  return callEndpoint(PLACE_ENDPOINTS[kind].get, { params: { id } });
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
