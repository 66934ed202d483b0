// POST /edrocks/api/letters/:id/deliver -> the letter, delivered to its recipient (409
// LETTER_TRANSLATION_MISSING without a translation, LETTER_READER_LANGUAGE_UNKNOWN, LETTER_PAUSED
// while the sponsorship's letters are paused, LETTER_WRITER_DEACTIVATED, LETTER_CLAIMED).
import { LETTER_ENDPOINTS } from '@portal/shared';
import { callEndpoint } from '../../../lib/call-endpoint';
import { useLetterDecision } from './use-letter-decision';

export function deliverLetter(id: number) {
  return callEndpoint(LETTER_ENDPOINTS.deliver, { params: { id } });
}

export function useDeliverLetter() {
  return useLetterDecision(deliverLetter);
}
