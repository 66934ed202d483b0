// POST /edrocks/api/sponsorships/offers { sponsorId, studentId } -> the offer, open for
// SPONSOR_OFFER_DAYS (coordinators; it replaces the sponsor's open one). Refused with 409
// STUDENT_FULL, STUDENT_NOT_SPONSORABLE or OFFER_JUST_MADE, 404 out of the coordinator's reach.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SPONSOR_OFFER_ENDPOINTS, type SponsorOfferBody } from '@portal/shared';
import { recordKeys } from '../../../config/query-keys';
import { callEndpoint } from '../../../lib/call-endpoint';

export function offerStudent(body: SponsorOfferBody) {
  return callEndpoint(SPONSOR_OFFER_ENDPOINTS.create, { body });
}

export function useOfferStudent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: offerStudent,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: recordKeys('sponsorOffers').all }),
  });
}
