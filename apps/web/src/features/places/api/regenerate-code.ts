// POST /edrocks/api/{schools|villages}/:id/registration-code -> the place with a new code.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PLACE_ENDPOINTS, type PlaceKind } from '@portal/shared';
import { callEndpoint } from '../../../lib/call-endpoint';
import { storeRecord } from '../../../lib/record-cache';
import { PLACE_KEYS } from './place-kinds';

export function regenerateCode(kind: PlaceKind, id: number) {
  return callEndpoint(PLACE_ENDPOINTS[kind].newRegistrationCode, { params: { id } });
}

export function useRegenerateCode(kind: PlaceKind, id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => regenerateCode(kind, id),
    onSuccess: (place) => storeRecord(queryClient, PLACE_KEYS[kind], place),
  });
}
