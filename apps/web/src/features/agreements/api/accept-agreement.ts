// POST /edrocks/api/agreements/:versionId/accept {typedName} -> 201 the signature (422
// AGREEMENT_NAME_MISMATCH, 409 AGREEMENT_VERSION_OUTDATED).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AGREEMENT_ENDPOINTS } from '@portal/shared';
import { callEndpoint } from '../../../lib/call-endpoint';
import { AGREEMENT_KEYS } from './agreement-keys';

export function useAcceptAgreement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ versionId, typedName }: { versionId: number; typedName: string }) =>
      callEndpoint(AGREEMENT_ENDPOINTS.accept, { params: { versionId }, body: { typedName } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: AGREEMENT_KEYS.all }),
  });
}
