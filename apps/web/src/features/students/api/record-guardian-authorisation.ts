// PUT /edrocks/api/students/:id/guardian-authorisation?signedOn= (multipart, field `file`: the
// signed document) -> the authorisation now on file (replacing any).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { STUDENT_ENDPOINTS } from '@portal/shared';
import { uploadEndpoint } from '../../../lib/call-endpoint';
import { uploadForm } from '../../../lib/upload-form';
import { guardianAuthorisationKey } from './get-guardian-authorisation';
import { studentKeys } from './get-students';

export function recordGuardianAuthorisation(id: number, file: File, signedOn: string) {
  return uploadEndpoint(STUDENT_ENDPOINTS.recordGuardianAuthorisation, {
    params: { id },
    query: { signedOn },
    form: uploadForm(file),
  });
}

export function useRecordGuardianAuthorisation(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, signedOn }: { file: File; signedOn: string }) =>
      recordGuardianAuthorisation(id, file, signedOn),
    onSuccess: (answer) => {
      queryClient.setQueryData(guardianAuthorisationKey(id), answer);
      // The list's guardian filter reads it.
      void queryClient.invalidateQueries({ queryKey: studentKeys.lists });
    },
  });
}
