// POST /edrocks/api/imports/commit?kind= (multipart, the same file as the preview) -> how many
// rows were imported. All rows or none: a file with any problem imports nothing (400).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, type ImportCommitResult } from '@portal/shared';
import { apiUpload } from '../../../lib/api-client';
import { QUERY_KEYS } from '../../../config/query-keys';
import { importForm, type ImportFileInput } from './preview-import';

export function commitImport({ kind, file, onProgress }: ImportFileInput) {
  return apiUpload<ImportCommitResult>(`${API.importCommit}?kind=${kind}`, {
    method: 'POST',
    form: importForm(file),
    onProgress,
  });
}

/** The lists of what was imported are stale afterwards. */
export function useCommitImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: commitImport,
    onSuccess: (result) =>
      queryClient.invalidateQueries({
        queryKey: result.kind === 'students' ? QUERY_KEYS.students : QUERY_KEYS.sponsors,
      }),
  });
}
