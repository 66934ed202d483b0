// POST /edrocks/api/agreements/:id/versions {language, title, text} -> 201 the agreement with the
// text saved as a draft of the next version (super admin; nobody reads it until it is
// published; 409 AGREEMENT_DRAFT_EXISTS when that draft has the language already).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AGREEMENT_ENDPOINTS, type NewAgreementVersionBody } from '@portal/shared';
import { callEndpoint } from '../../../lib/call-endpoint';
import { AGREEMENT_KEYS } from './agreement-keys';

export function useSaveAgreementVersion(agreementId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NewAgreementVersionBody) =>
      callEndpoint(AGREEMENT_ENDPOINTS.newVersion, { params: { id: agreementId }, body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: AGREEMENT_KEYS.all }),
  });
}
