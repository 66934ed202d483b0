// PUT /edrocks/api/me/photo (multipart, field `file`, a JPEG of at most 50 MB) -> the updated
// user record, whose photoUrl is a fresh signed URL. Reports progress while the file is sent.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, UPLOAD_FIELD, type UserData } from '@portal/shared';
import { apiUpload } from '../../../lib/api-client';
import { session } from '../../../lib/session';
import { meQueryKey } from './get-me';

export interface UploadMyPhotoInput {
  file: File;
  onProgress?: (fraction: number) => void;
}

export function uploadMyPhoto({ file, onProgress }: UploadMyPhotoInput): Promise<UserData> {
  const form = new FormData();
  form.append(UPLOAD_FIELD, file, file.name);
  return apiUpload<UserData>(API.mePhoto, { method: 'PUT', form, onProgress });
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
