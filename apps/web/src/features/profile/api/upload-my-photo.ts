// PUT /edrocks/api/me/photo (multipart, field `file`, a JPEG of at most 50 MB) -> the updated
// user record, whose photoUrl is a fresh signed URL. Reports progress while the file is sent.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PROFILE_ENDPOINTS } from '@portal/shared';
import { uploadEndpoint } from '../../../lib/call-endpoint';
import { uploadForm } from '../../../lib/upload-form';
import { session } from '../../../lib/session';
import { meQueryKey } from './get-me';

export interface UploadMyPhotoInput {
  file: File;
  onProgress?: (fraction: number) => void;
}

export function uploadMyPhoto({ file, onProgress }: UploadMyPhotoInput) {
  return uploadEndpoint(PROFILE_ENDPOINTS.setPhoto, {
    form: uploadForm(file),
    ...(onProgress ? { onProgress } : {}),
  });
}

/** Keeps the profile query and the session's user record (the app bar's avatar) in step. */
export function useUploadMyPhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadMyPhoto,
    onSuccess: (user) => {
      queryClient.setQueryData(meQueryKey, user);
      session.setUserData(user);
    },
  });
}
