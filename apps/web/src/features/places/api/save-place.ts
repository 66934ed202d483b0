// POST /edrocks/api/{schools|villages} (create) and PATCH .../:id (update) -> the saved place.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreatePlaceBody, Place, PlaceKind, UpdatePlaceBody } from '@portal/shared';
import { apiRequest } from '../../../lib/api-client';
import { placeQueryKey } from './get-place';
import { PLACE_API, placeApiPath, placesQueryKey } from './place-kinds';

export function createPlace(kind: PlaceKind, body: CreatePlaceBody) {
  return apiRequest<Place>(PLACE_API[kind].list, { method: 'POST', body });
}

export function updatePlace(kind: PlaceKind, id: number, body: UpdatePlaceBody) {
  return apiRequest<Place>(placeApiPath(PLACE_API[kind].one, id), { method: 'PATCH', body });
}

/** Creates when `id` is undefined, updates otherwise; lists are refreshed afterwards. */
export function useSavePlace(kind: PlaceKind, id: number | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreatePlaceBody) =>
      id === undefined ? createPlace(kind, body) : updatePlace(kind, id, body),
    onSuccess: async (place) => {
      queryClient.setQueryData(placeQueryKey(kind, place.id), place);
      await queryClient.invalidateQueries({ queryKey: [...placesQueryKey(kind), 'list'] });
    },
  });
}
