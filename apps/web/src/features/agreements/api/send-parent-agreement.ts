// POST /edrocks/api/agreements/parent/send {sponsorId?, parentId} -> 201 the new state; the
// parent gets the link by e-mail and an earlier link stops working.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PARENT_AGREEMENT_ENDPOINTS, type SendParentAgreementBody } from '@portal/shared';
import { callEndpoint } from '../../../lib/call-endpoint';
import { AGREEMENT_KEYS } from './agreement-keys';

export function useSendParentAgreement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SendParentAgreementBody) =>
      callEndpoint(PARENT_AGREEMENT_ENDPOINTS.send, { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: AGREEMENT_KEYS.all }),
  });
}
