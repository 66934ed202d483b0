// PUT /edrocks/api/agreements/versions/:versionId {title, text} -> the agreement with the draft
// changed (super admin; 409 AGREEMENT_VERSION_PUBLISHED once it is published).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AGREEMENT_ENDPOINTS, type UpdateAgreementDraftBody } from '@portal/shared';
import { callEndpoint } from '../../../lib/call-endpoint';
import { AGREEMENT_KEYS } from './agreement-keys';

export function useUpdateAgreementDraft(versionId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateAgreementDraftBody) =>
      callEndpoint(AGREEMENT_ENDPOINTS.updateDraft, { params: { versionId }, body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: AGREEMENT_KEYS.all }),
  });
}
