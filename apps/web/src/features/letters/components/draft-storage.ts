// What a writer typed and the server has not confirmed yet, kept in localStorage per user,
// sponsorship and letter number: a reload, a crash or a dropped network loses nothing. The entry
// is removed once a save of exactly those words succeeds. The languages are not kept: the server
// sets them (an entry from before, with languages, still restores its words).
import type { LetterAttachment } from '@portal/shared';
import { LETTER_DRAFT_STORAGE_PREFIX } from '../../../config/storage-keys';

export interface DraftValues {
  subject: string;
  message: string;
  attachment: LetterAttachment | null;
}

export function draftStorageKey(userId: number, sponsorshipId: number, number: number): string {
  return `${LETTER_DRAFT_STORAGE_PREFIX}${userId}.${sponsorshipId}.${number}`;
}

function isAttachment(value: unknown): value is LetterAttachment {
  if (typeof value !== 'object' || value === null) return false;
  const file = value as Record<string, unknown>;
  return (
    typeof file.fileId === 'number' &&
    typeof file.name === 'string' &&
    typeof file.contentType === 'string' &&
    typeof file.url === 'string'
  );
}

export function readStoredDraft(key: string): DraftValues | null {
  try {
    const raw = localStorage.getItem(key);
    if (!raw) return null;
    const value = JSON.parse(raw) as Record<string, unknown>;
    if (typeof value.subject !== 'string' || typeof value.message !== 'string') return null;
    return {
      subject: value.subject,
      message: value.message,
      attachment: isAttachment(value.attachment) ? value.attachment : null,
    };
  } catch {
    return null;
  }
}

export function writeStoredDraft(key: string, values: DraftValues): void {
  try {
    localStorage.setItem(key, JSON.stringify(values));
  } catch {
    // Storage full or refused: the words stay on the screen.
  }
}

export function removeStoredDraft(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {
    // Nothing to do.
  }
}

export function sameDraft(a: DraftValues | null, b: DraftValues | null): boolean {
  if (a === null || b === null) return a === b;
  return (
    a.subject === b.subject &&
    a.message === b.message &&
    (a.attachment?.fileId ?? null) === (b.attachment?.fileId ?? null)
  );
}
