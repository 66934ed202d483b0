// POST /edrocks/api/imports/commit?kind= (multipart, the same file as the preview) -> how many
// rows were imported. All rows or none: a file with any problem imports nothing (400).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { IMPORT_ENDPOINTS } from '@portal/shared';
import { uploadEndpoint } from '../../../lib/call-endpoint';
import { uploadForm } from '../../../lib/upload-form';
import { QUERY_KEYS } from '../../../config/query-keys';
import type { ImportFileInput } from './preview-import';

export function commitImport({ kind, file, onProgress }: ImportFileInput) {
  return uploadEndpoint(IMPORT_ENDPOINTS.commit, {
    query: { kind },
    form: uploadForm(file),
    ...(onProgress ? { onProgress } : {}),
  });
}

/** The lists of what was imported are stale afterwards. */
export function useCommitImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: commitImport,
    onSuccess: (result) =>
      queryClient.invalidateQueries({
        queryKey: result.kind === 'students' ? QUERY_KEYS.students.all : QUERY_KEYS.sponsors.all,
      }),
  });
}
