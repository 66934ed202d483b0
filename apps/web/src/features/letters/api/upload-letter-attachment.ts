// POST /edrocks/api/letters/attachments (multipart, field `file`: jpg, jpeg, pdf or mp4, at most
// 50 MB) -> 201 the stored file, to attach to a letter by its fileId when the letter is saved.
import { useMutation } from '@tanstack/react-query';
import { LETTER_ENDPOINTS } from '@portal/shared';
import { uploadEndpoint } from '../../../lib/call-endpoint';
import { uploadForm } from '../../../lib/upload-form';

export function uploadLetterAttachment(file: File, onProgress?: (fraction: number) => void) {
  return uploadEndpoint(LETTER_ENDPOINTS.uploadAttachment, {
    form: uploadForm(file),
    ...(onProgress ? { onProgress } : {}),
  });
}

export function useUploadLetterAttachment(onProgress?: (fraction: number) => void) {
  return useMutation({ mutationFn: (file: File) => uploadLetterAttachment(file, onProgress) });
}
