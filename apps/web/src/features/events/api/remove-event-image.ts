// DELETE /edrocks/api/events/:id/image -> the event without an image.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { EVENT_ENDPOINTS } from '@portal/shared';
import { callEndpoint } from '../../../lib/call-endpoint';
import { storeRecord } from '../../../lib/record-cache';
import { EVENT_KEYS } from './event-keys';

export function removeEventImage(id: number) {
  return callEndpoint(EVENT_ENDPOINTS.removeImage, { params: { id } });
}

export function useRemoveEventImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeEventImage,
    onSuccess: (event) => storeRecord(queryClient, EVENT_KEYS, event),
  });
}
