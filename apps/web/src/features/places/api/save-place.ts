// POST /edrocks/api/{schools|villages} (create) and PATCH .../:id (update) -> the saved place.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  PLACE_ENDPOINTS,
  type CreatePlaceBody,
  type PlaceKind,
  type UpdatePlaceBody,
} from '@portal/shared';
import { QUERY_KEYS } from '../../../config/query-keys';
import { callEndpoint } from '../../../lib/call-endpoint';
import { storeRecord } from '../../../lib/record-cache';
import { PLACE_KEYS } from './place-kinds';

export function createPlace(kind: PlaceKind, body: CreatePlaceBody) {
  return callEndpoint(PLACE_ENDPOINTS[kind].create, { body });
}

export function updatePlace(kind: PlaceKind, id: number, body: UpdatePlaceBody) {
  return callEndpoint(PLACE_ENDPOINTS[kind].update, { params: { id }, body });
}

/** Creates when `id` is undefined, updates otherwise; lists are refreshed afterwards. */
export function useSavePlace(kind: PlaceKind, id: number | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreatePlaceBody) =>
      id === undefined ? createPlace(kind, body) : updatePlace(kind, id, body),
    onSuccess: async (place) => {
      await storeRecord(queryClient, PLACE_KEYS[kind], place);
      // The pick lists of every form show enabled places with their names.
      await queryClient.invalidateQueries({ queryKey: QUERY_KEYS.lists });
    },
  });
}
