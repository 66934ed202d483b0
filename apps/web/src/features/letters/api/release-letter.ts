// DELETE /edrocks/api/letters/:id/claim -> the letter, given back to the queue.
import { LETTER_ENDPOINTS } from '@portal/shared';
import { callEndpoint } from '../../../lib/call-endpoint';
import { useLetterDecision } from './use-letter-decision';

export function releaseLetter(id: number) {
  return callEndpoint(LETTER_ENDPOINTS.release, { params: { id } });
}

export function useReleaseLetter() {
  return useLetterDecision(releaseLetter);
}
