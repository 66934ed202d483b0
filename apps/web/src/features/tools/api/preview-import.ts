// POST /edrocks/api/imports/preview?kind= (multipart, field `file`, CSV or .xlsx, at most 10 MB)
// -> every row of the file with its problems. Nothing is written.
import { useMutation } from '@tanstack/react-query';
import { API, UPLOAD_FIELD, type ImportKind, type ImportPreview } from '@portal/shared';
import { apiUpload } from '../../../lib/api-client';

export interface ImportFileInput {
  kind: ImportKind;
  file: File;
  onProgress?: (fraction: number) => void;
}

export function importForm(file: File): FormData {
  const form = new FormData();
  form.append(UPLOAD_FIELD, file, file.name);
  return form;
}

export function previewImport({ kind, file, onProgress }: ImportFileInput) {
  return apiUpload<ImportPreview>(`${API.importPreview}?kind=${kind}`, {
    method: 'POST',
    form: importForm(file),
    onProgress,
  });
}

export function usePreviewImport() {
  return useMutation({ mutationFn: previewImport });
}
