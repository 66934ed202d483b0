// POST /edrocks/api/letters {sponsorshipId, number, subject, message, attachmentFileId, send}
// -> 201 {id, status}. Writes letter N of a sponsorship or saves over its draft (or returned
// letter); `send: true` sends it (422 LETTER_FIELDS_REQUIRED, 409 AGREEMENTS_REQUIRED,
// LETTER_NOT_EDITABLE, LETTER_WRITER_INACTIVE). The server sets the languages.
import { useMutation } from '@tanstack/react-query';
import { LETTER_ENDPOINTS, type CreateLetterBody } from '@portal/shared';
import { callEndpoint } from '../../../lib/call-endpoint';

export function saveLetter(body: CreateLetterBody) {
  return callEndpoint(LETTER_ENDPOINTS.create, { body });
}

export function useSaveLetter() {
  return useMutation({ mutationFn: saveLetter });
}
