// POST /edrocks/api/letters/:id/claim -> the letter, held by the caller so two coordinators do
// not work on it at once (409 LETTER_CLAIMED, 409 LETTER_NOT_WAITING).
import { LETTER_ENDPOINTS } from '@portal/shared';
import { callEndpoint } from '../../../lib/call-endpoint';
import { useLetterDecision } from './use-letter-decision';

export function claimLetter(id: number) {
  return callEndpoint(LETTER_ENDPOINTS.claim, { params: { id } });
}

export function useClaimLetter() {
  return useLetterDecision(claimLetter);
}
