// POST /edrocks/api/letters/:id/return {note} -> the letter, back with its writer, who reads the
// note, edits and sends again.
import { LETTER_ENDPOINTS } from '@portal/shared';
import { callEndpoint } from '../../../lib/call-endpoint';
import { useLetterDecision } from './use-letter-decision';

export function returnLetter(id: number, note: string) {
  return callEndpoint(LETTER_ENDPOINTS.returnToWriter, { params: { id }, body: { note } });
}

export function useReturnLetter(id: number) {
  return useLetterDecision((note: string) => returnLetter(id, note));
}
