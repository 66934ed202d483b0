// POST /edrocks/api/donations/manual {amountCents, method, paidOn, firstName, lastName, email?,
// memo?, sponsorId?, studentId?} -> 201 the gift, confirmed at once.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DONATION_ENDPOINTS, type ManualDonationBody } from '@portal/shared';
import { callEndpoint } from '../../../lib/call-endpoint';
import { refreshDonations } from './donation-keys';

export function addManualDonation(body: ManualDonationBody) {
  return callEndpoint(DONATION_ENDPOINTS.addManual, { body });
}

export function useAddManualDonation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addManualDonation,
    onSuccess: () => refreshDonations(queryClient),
  });
}
