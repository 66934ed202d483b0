// POST /edrocks/api/agreements/parent/signature/reject {sponsorId, linkId} -> the parent
// agreement's state: the held signature never counts; the sponsor sends a new link (409 when
// already decided). Coordinators only.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PARENT_AGREEMENT_ENDPOINTS, type ParentSignatureCheckBody } from '@portal/shared';
import { QUERY_KEYS } from '../../../config/query-keys';
import { callEndpoint } from '../../../lib/call-endpoint';

export function useRejectParentSignature() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ParentSignatureCheckBody) =>
      callEndpoint(PARENT_AGREEMENT_ENDPOINTS.rejectSignature, { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: QUERY_KEYS.agreements.all }),
  });
}
