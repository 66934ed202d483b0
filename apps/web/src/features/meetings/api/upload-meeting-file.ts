// POST /edrocks/api/meetings/:id/files (multipart, field `file`: jpg, jpeg, pdf or mp4, at most
// 50 MB) -> 201 the material, with a signed URL that opens it.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MEETING_ENDPOINTS } from '@portal/shared';
import { uploadEndpoint } from '../../../lib/call-endpoint';
import { uploadForm } from '../../../lib/upload-form';
import { MEETING_KEYS } from './meeting-keys';

export function uploadMeetingFile(id: number, file: File, onProgress?: (fraction: number) => void) {
  return uploadEndpoint(MEETING_ENDPOINTS.addFile, {
    params: { id },
    form: uploadForm(file),
    ...(onProgress ? { onProgress } : {}),
  });
}

export function useUploadMeetingFile(id: number, onProgress?: (fraction: number) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadMeetingFile(id, file, onProgress),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MEETING_KEYS.detail(id) }),
  });
}
