// POST /edrocks/api/meetings/:id/code -> the meeting with a new attendance code; the old one
// stops working at once.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MEETING_ENDPOINTS } from '@portal/shared';
import { callEndpoint } from '../../../lib/call-endpoint';
import { storeRecord } from '../../../lib/record-cache';
import { MEETING_KEYS } from './meeting-keys';

export function regenerateMeetingCode(id: number) {
  return callEndpoint(MEETING_ENDPOINTS.regenerateCode, { params: { id } });
}

export function useRegenerateMeetingCode(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => regenerateMeetingCode(id),
    onSuccess: (meeting) => storeRecord(queryClient, MEETING_KEYS, meeting),
  });
}
