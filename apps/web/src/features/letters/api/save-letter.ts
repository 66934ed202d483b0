// POST /edrocks/api/letters {sponsorshipId, number, subject, message, originalLanguage,
// targetLanguage, attachmentFileId, send} -> 201 {id, status}. Writes letter N of a sponsorship
// or saves over its draft (or returned letter); `send: true` sends it (422
// LETTER_FIELDS_REQUIRED, 409 AGREEMENTS_REQUIRED, 409 LETTER_NOT_EDITABLE).
import { useMutation } from '@tanstack/react-query';
import { LETTER_ENDPOINTS, type CreateLetterBody } from '@portal/shared';
import { callEndpoint } from '../../../lib/call-endpoint';

export function saveLetter(body: CreateLetterBody) {
  return callEndpoint(LETTER_ENDPOINTS.create, { body });
}

export function useSaveLetter() {
  return useMutation({ mutationFn: saveLetter });
}
