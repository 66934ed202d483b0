// POST /edrocks/api/letters/:id/deliver -> the letter, delivered to its recipient (409
// LETTER_TRANSLATION_MISSING without a translation, 409 LETTER_CLAIMED).
import { LETTER_ENDPOINTS } from '@portal/shared';
import { callEndpoint } from '../../../lib/call-endpoint';
import { useLetterDecision } from './use-letter-decision';

export function deliverLetter(id: number) {
  return callEndpoint(LETTER_ENDPOINTS.deliver, { params: { id } });
}

export function useDeliverLetter() {
  return useLetterDecision(deliverLetter);
}
