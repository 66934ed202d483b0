// POST /edrocks/api/imports/preview?kind= (multipart, field `file`, CSV or .xlsx, at most 10 MB)
// -> every row of the file with its problems. Nothing is written.
import { useMutation } from '@tanstack/react-query';
import { IMPORT_ENDPOINTS, type ImportKind } from '@portal/shared';
import { uploadEndpoint } from '../../../lib/call-endpoint';
import { uploadForm } from '../../../lib/upload-form';

export interface ImportFileInput {
  kind: ImportKind;
  file: File;
  onProgress?: (fraction: number) => void;
}

export function previewImport({ kind, file, onProgress }: ImportFileInput) {
  return uploadEndpoint(IMPORT_ENDPOINTS.preview, {
    query: { kind },
    form: uploadForm(file),
    ...(onProgress ? { onProgress } : {}),
  });
}

export function usePreviewImport() {
  return useMutation({ mutationFn: previewImport });
}
