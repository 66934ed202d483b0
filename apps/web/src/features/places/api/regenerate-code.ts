// POST /edrocks/api/{schools|villages}/:id/registration-code -> the place with a new code.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Place, PlaceKind } from '@portal/shared';
import { apiRequest } from '../../../lib/api-client';
import { placeQueryKey } from './get-place';
import { PLACE_API, placeApiPath, placesQueryKey } from './place-kinds';

export function regenerateCode(kind: PlaceKind, id: number) {
  return apiRequest<Place>(placeApiPath(PLACE_API[kind].code, id), { method: 'POST' });
}

export function useRegenerateCode(kind: PlaceKind, id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => regenerateCode(kind, id),
    onSuccess: async (place) => {
      queryClient.setQueryData(placeQueryKey(kind, id), place);
      await queryClient.invalidateQueries({ queryKey: [...placesQueryKey(kind), 'list'] });
    },
  });
}
