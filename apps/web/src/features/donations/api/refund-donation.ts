// POST /edrocks/api/donations/:id/refund -> 202 the gift (the provider's webhook then marks it
// refunded); 409 NOT_REFUNDABLE when it is not a confirmed online gift.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DONATION_ENDPOINTS } from '@portal/shared';
import { callEndpoint } from '../../../lib/call-endpoint';
import { refreshDonations } from './donation-keys';

export function refundDonation(id: number) {
  return callEndpoint(DONATION_ENDPOINTS.refund, { params: { id } });
}

export function useRefundDonation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refundDonation,
    onSuccess: () => refreshDonations(queryClient),
  });
}
