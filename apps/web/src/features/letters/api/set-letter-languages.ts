// PUT /edrocks/api/letters/:id/languages {originalLanguage, targetLanguage} -> the waiting letter
// with the languages a coordinator set; the translation it needs is decided again (a translation
// made for another pair is dropped, the translation service may draft one). 409 LETTER_CLAIMED,
// LETTER_NOT_WAITING.
import { LETTER_ENDPOINTS, type LetterLanguagesBody } from '@portal/shared';
import { callEndpoint } from '../../../lib/call-endpoint';
import { useLetterDecision } from './use-letter-decision';

export function setLetterLanguages(id: number, body: LetterLanguagesBody) {
  return callEndpoint(LETTER_ENDPOINTS.setLanguages, { params: { id }, body });
}

export function useSetLetterLanguages(id: number) {
  return useLetterDecision((body: LetterLanguagesBody) => setLetterLanguages(id, body));
}
