// POST /edrocks/api/email/addresses/clear-bounce { email } -> the address without its bouncing
// mark: later campaigns reach it again.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { EMAIL_ENDPOINTS } from '@portal/shared';
import { callEndpoint } from '../../../lib/call-endpoint';
import { ADDRESS_KEYS } from './email-keys';

export function clearBounce(email: string) {
  return callEndpoint(EMAIL_ENDPOINTS.clearBounce, { body: { email } });
}

export function useClearBounce() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: clearBounce,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADDRESS_KEYS.lists }),
  });
}
