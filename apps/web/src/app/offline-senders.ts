// What the phone app's outbox sends (lib/offline/outbox.ts) and what it says once the server has
// answered: a letter's draft written offline, an attendance code entered offline. Here, in the
// app, since the outbox is shared code and the sends are two features'.
import type { QueryClient } from '@tanstack/react-query';
import { getErrorMessage } from '../lib/errors';
import type { AnyTranslate } from '../lib/i18n/feature-translation';
import { notify } from '../lib/notify';
import type { OutboxResult, OutboxSender } from '../lib/offline/outbox';
import {
  LETTER_DRAFT_KIND,
  sendQueuedDraft,
  type QueuedDraft,
} from '../features/letters/components/offline-draft';
import {
  ATTENDANCE_CODE_KIND,
  sendQueuedCode,
  type QueuedCode,
} from '../features/meetings/components/offline-code';

export const OUTBOX_SENDERS: Readonly<Record<string, OutboxSender>> = {
  [LETTER_DRAFT_KIND]: sendQueuedDraft,
  [ATTENDANCE_CODE_KIND]: sendQueuedCode,
};

/** Says what became of each thing sent, and refreshes what it changed. */
export function reportOutbox(
  results: OutboxResult[],
  t: AnyTranslate,
  queryClient: QueryClient,
): void {
  for (const result of results) {
    const { kind, payload } = result.entry;
    const reason = result.isSent ? '' : getErrorMessage(result.error, t);
    if (kind === LETTER_DRAFT_KIND) {
      const { number } = payload as QueuedDraft;
      if (result.isSent) notify.success(t('outbox.draftSaved', { number }));
      else notify.error(t('outbox.draftRefused', { number, reason }));
    } else if (kind === ATTENDANCE_CODE_KIND) {
      const { code } = payload as QueuedCode;
      if (result.isSent) notify.success(t('outbox.codeRecorded', { code }));
      else notify.error(t('outbox.codeRefused', { code, reason }));
    }
  }
  if (results.length > 0) {
    void queryClient.invalidateQueries({ queryKey: ['letters'] });
    void queryClient.invalidateQueries({ queryKey: ['meetings'] });
  }
}
