// DELETE /edrocks/api/students/:id/guardian-authorisation -> 204: withdrawn, its document deleted.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { STUDENT_ENDPOINTS } from '@portal/shared';
import { callEndpoint } from '../../../lib/call-endpoint';
import { guardianAuthorisationKey } from './get-guardian-authorisation';
import { studentKeys } from './get-students';

export function removeGuardianAuthorisation(id: number) {
  return callEndpoint(STUDENT_ENDPOINTS.removeGuardianAuthorisation, { params: { id } });
}

export function useRemoveGuardianAuthorisation(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => removeGuardianAuthorisation(id),
    onSuccess: () => {
      queryClient.setQueryData(guardianAuthorisationKey(id), { authorisation: null });
      void queryClient.invalidateQueries({ queryKey: studentKeys.lists });
    },
  });
}
