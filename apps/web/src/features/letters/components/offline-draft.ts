// A letter's words in the phone app's outbox (lib/offline/outbox.ts, decision 050): written with
// every change the server has not confirmed, so that words typed offline, even in an app closed
// before its save, reach the server when the connection returns. Saving a draft is idempotent
// (one letter per sponsorship, number and writer, saved over): sending the same words twice
// leaves one letter with those words.
import { saveLetter } from '../api/save-letter';
import { queueEntry, removeEntryIfUnchanged } from '../../../lib/offline/outbox';
import {
  draftStorageKey,
  readStoredDraft,
  removeStoredDraft,
  type DraftValues,
} from './draft-storage';

/** The outbox's name for a letter's draft (its sender, app/offline-senders.ts). */
export const LETTER_DRAFT_KIND = 'letterDraft';

export interface QueuedDraft {
  userId: number;
  sponsorshipId: number;
  number: number;
  subject: string;
  message: string;
  attachmentFileId: number | null;
}

function toQueued(
  userId: number,
  sponsorshipId: number,
  number: number,
  values: DraftValues,
): QueuedDraft {
  return {
    userId,
    sponsorshipId,
    number,
    subject: values.subject,
    message: values.message,
    attachmentFileId: values.attachment?.fileId ?? null,
  };
}

const entryId = (sponsorshipId: number, number: number) => `${sponsorshipId}.${number}`;

export function queueDraft(
  userId: number,
  sponsorshipId: number,
  number: number,
  values: DraftValues,
): Promise<void> {
  const draft = toQueued(userId, sponsorshipId, number, values);
  return queueEntry(userId, LETTER_DRAFT_KIND, entryId(sponsorshipId, number), draft).catch(
    () => undefined,
  );
}

/** The server has these words: the queued copy goes, unless newer words replaced it. */
export function unqueueDraft(
  userId: number,
  sponsorshipId: number,
  number: number,
  values: DraftValues,
): Promise<void> {
  const draft = toQueued(userId, sponsorshipId, number, values);
  return removeEntryIfUnchanged(userId, {
    kind: LETTER_DRAFT_KIND,
    id: entryId(sponsorshipId, number),
    payload: draft,
  }).catch(() => undefined);
}

function isQueuedDraft(value: unknown): value is QueuedDraft {
  if (typeof value !== 'object' || value === null) return false;
  const draft = value as Record<string, unknown>;
  return (
    typeof draft.userId === 'number' &&
    typeof draft.sponsorshipId === 'number' &&
    typeof draft.number === 'number' &&
    typeof draft.subject === 'string' &&
    typeof draft.message === 'string'
  );
}

/** Saves a queued draft; the browser's copy of the same words has done its work too. */
export async function sendQueuedDraft(payload: unknown) {
  if (!isQueuedDraft(payload)) return null;
  const { userId, sponsorshipId, number, subject, message, attachmentFileId } = payload;
  const saved = await saveLetter({
    sponsorshipId,
    number,
    subject,
    message,
    attachmentFileId,
    send: false,
  });
  const key = draftStorageKey(userId, sponsorshipId, number);
  const stored = readStoredDraft(key);
  if (stored && stored.subject === subject && stored.message === message) removeStoredDraft(key);
  return saved;
}
