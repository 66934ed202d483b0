// POST /edrocks/api/agreements/:id/publish {version, isMaterial} -> the agreement with that draft
// number published in every language it has (super admin; 409 AGREEMENT_VERSION_PUBLISHED the
// second time). Sponsors, or the parents of minor sponsors, are then asked to sign it when the
// change is material; otherwise their signatures of the earlier version keep counting.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AGREEMENT_ENDPOINTS } from '@portal/shared';
import { callEndpoint } from '../../../lib/call-endpoint';
import { AGREEMENT_KEYS } from './agreement-keys';

export function usePublishAgreement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      version,
      isMaterial,
    }: {
      id: number;
      version: number;
      isMaterial: boolean;
    }) =>
      callEndpoint(AGREEMENT_ENDPOINTS.publish, { params: { id }, body: { version, isMaterial } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: AGREEMENT_KEYS.all }),
  });
}
