// POST /edrocks/api/email/preview { audience, subject, body, recipient? } -> the exact message
// (subject, HTML, text, headers) one recipient of the audience gets.
import { useMutation } from '@tanstack/react-query';
import { EMAIL_ENDPOINTS, type PreviewInput } from '@portal/shared';
import { callEndpoint } from '../../../lib/call-endpoint';

export function previewMessage(body: PreviewInput) {
  return callEndpoint(EMAIL_ENDPOINTS.preview, { body });
}

export function usePreviewMessage() {
  return useMutation({ mutationFn: previewMessage });
}
