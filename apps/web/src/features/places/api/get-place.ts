// GET /edrocks/api/{schools|villages}/:id -> one place (404 outside an admin's assignments).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { PLACE_ENDPOINTS, type PlaceKind } from '@portal/shared';
import { callEndpoint } from '../../../lib/call-endpoint';
import { PLACE_KEYS } from './place-kinds';

export function getPlace(kind: PlaceKind, id: number, signal?: AbortSignal) {
  return callEndpoint(PLACE_ENDPOINTS[kind].get, { params: { id }, signal });
}

export function placeQueryOptions(kind: PlaceKind, id: number) {
  return queryOptions({
    queryKey: PLACE_KEYS[kind].detail(id),
    queryFn: ({ signal }) => getPlace(kind, id, signal),
  });
}

export function usePlace(kind: PlaceKind, id: number) {
  return useQuery(placeQueryOptions(kind, id));
}
