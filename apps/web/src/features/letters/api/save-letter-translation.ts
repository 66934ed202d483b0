// PUT /edrocks/api/letters/:id/translation {translatedSubject, translatedMessage} -> the letter
// with the coordinator's translation (screened again; the coordinator now holds the letter).
import { LETTER_ENDPOINTS, type LetterTranslationBody } from '@portal/shared';
import { callEndpoint } from '../../../lib/call-endpoint';
import { useLetterDecision } from './use-letter-decision';

export function saveLetterTranslation(id: number, body: LetterTranslationBody) {
  return callEndpoint(LETTER_ENDPOINTS.translate, { params: { id }, body });
}

export function useSaveLetterTranslation(id: number) {
  return useLetterDecision((body: LetterTranslationBody) => saveLetterTranslation(id, body));
}
