// POST /edrocks/api/agreements/:id/versions {language, title, text} -> 201 the agreement with
// the new version (super admin; the old versions stay).
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
