// PATCH /edrocks/api/agreements/:id {required} -> the agreement (super admin).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AGREEMENT_ENDPOINTS } from '@portal/shared';
import { callEndpoint } from '../../../lib/call-endpoint';
import { AGREEMENT_KEYS } from './agreement-keys';

export function useSetAgreementRequired() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, required }: { id: number; required: boolean }) =>
      callEndpoint(AGREEMENT_ENDPOINTS.update, { params: { id }, body: { required } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: AGREEMENT_KEYS.all }),
  });
}
