// PUT /edrocks/api/events/:id/image (multipart, field `file`, JPEG) -> the event with its image.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { EVENT_ENDPOINTS } from '@portal/shared';
import { uploadEndpoint } from '../../../lib/call-endpoint';
import { storeRecord } from '../../../lib/record-cache';
import { uploadForm } from '../../../lib/upload-form';
import { EVENT_KEYS } from './event-keys';

export function setEventImage(id: number, file: File) {
  return uploadEndpoint(EVENT_ENDPOINTS.setImage, { params: { id }, form: uploadForm(file) });
}

export function useSetEventImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, file }: { id: number; file: File }) => setEventImage(id, file),
    onSuccess: (event) => storeRecord(queryClient, EVENT_KEYS, event),
  });
}
