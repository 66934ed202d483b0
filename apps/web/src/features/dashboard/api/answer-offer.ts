// POST /edrocks/api/sponsorships/offers/:id { answer: 'accept' | 'decline' } -> the offer as
// answered (409 OFFER_CLOSED once answered, replaced or past its time; accepting may be refused
// as a pairing is: STUDENT_FULL, STUDENT_NOT_SPONSORABLE, ALREADY_SPONSORED, AGREEMENTS_REQUIRED,
// NO_AVAILABLE_YEAR). Whatever the outcome the offers are read again, and after an acceptance
// the sponsor's students too.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SPONSOR_OFFER_ENDPOINTS, type SponsorOfferAnswer } from '@portal/shared';
import { QUERY_KEYS } from '../../../config/query-keys';
import { callEndpoint } from '../../../lib/call-endpoint';
import { OFFER_KEYS, SPONSORSHIPS_KEY } from './offer-keys';

export function answerOffer(id: number, body: SponsorOfferAnswer) {
  return callEndpoint(SPONSOR_OFFER_ENDPOINTS.answer, { params: { id }, body });
}

export function useAnswerOffer(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SponsorOfferAnswer) => answerOffer(id, body),
    onSettled: async (_offer, _error, body) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: OFFER_KEYS.all }),
        body.answer === 'accept'
          ? Promise.all([
              queryClient.invalidateQueries({ queryKey: QUERY_KEYS.students.all }),
              queryClient.invalidateQueries({ queryKey: SPONSORSHIPS_KEY }),
            ])
          : null,
      ]);
    },
  });
}
