// POST /edrocks/api/agreements/parent/signature/confirm {sponsorId, linkId} -> the parent
// agreement's state: the held signature counts (409 when already decided). Coordinators only.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PARENT_AGREEMENT_ENDPOINTS, type ParentSignatureCheckBody } from '@portal/shared';
import { QUERY_KEYS } from '../../../config/query-keys';
import { callEndpoint } from '../../../lib/call-endpoint';

export function useConfirmParentSignature() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ParentSignatureCheckBody) =>
      callEndpoint(PARENT_AGREEMENT_ENDPOINTS.confirmSignature, { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: QUERY_KEYS.agreements.all }),
  });
}
