// DELETE /edrocks/api/meetings/:id/files/:fileId -> 204: the material leaves the meeting.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MEETING_ENDPOINTS } from '@portal/shared';
import { callEndpoint } from '../../../lib/call-endpoint';
import { MEETING_KEYS } from './meeting-keys';

export function removeMeetingFile(id: number, fileId: number) {
  return callEndpoint(MEETING_ENDPOINTS.removeFile, { params: { id, fileId } });
}

export function useRemoveMeetingFile(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fileId: number) => removeMeetingFile(id, fileId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MEETING_KEYS.detail(id) }),
  });
}
