// POST /edrocks/api/document-status/reminders {periodId, sponsorIds} -> {queued, skipped}: one
// e-mail per person with something outstanding, through the mail queue.
import { useMutation } from '@tanstack/react-query';
import { DOCUMENT_STATUS_ENDPOINTS, type DocumentStatusRemindersBody } from '@portal/shared';
import { callEndpoint } from '../../../lib/call-endpoint';

export function sendReminders(body: DocumentStatusRemindersBody) {
  return callEndpoint(DOCUMENT_STATUS_ENDPOINTS.reminders, { body });
}

export function useSendReminders() {
  return useMutation({ mutationFn: sendReminders });
}
