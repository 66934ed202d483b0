// Saving a writer's letter: in one transaction under the letter's row lock (inserted the first
// time), its text, its languages (the server's: the writer's account language and the reader's)
// and its attachment, and with `send` what sending decides (letter-sending.ts): the screening,
// the language its text reads as, the translation, and whether it waits for a coordinator. The
// locks of letter-holds.ts keep a pause or a deactivation from crossing a send.
//
// A save reads the letter once under its lock (or inserts it) and writes it once; the
// translation and the language check are made from the text before the transaction, and dropped
// (or made again) if a concurrent save changed the text meanwhile.
import type { DetectedLanguage, LetterEventAction } from '@portal/shared';
import type { Database } from '../../db/client';
import type { SponsorshipLetterRow } from '../../db/schema/index';
import { appError } from '../../lib/errors';
import type { AuthContext } from '../../lib/auth-context';
import { detectLetterLanguage } from './detect-language';
import { languagesOf, lockLetterHolds } from './letter-holds';
import { queueArrivedNotice } from './letter-mail';
import {
  SYSTEM_ACTIONS,
  machineTranslation,
  sendChanges,
  type LetterLanguages,
  type LetterText,
  type MachineTranslation,
} from './letter-sending';
import type { LettersContext } from './letters-context';
import {
  findLetter,
  insertLetterEvents,
  insertLetterIfAbsent,
  letterVisibility,
  lockWriterLetter,
  updateLetter,
  type LetterRecord,
  type LetterSides,
  type NewLetter,
  type WriterTarget,
} from './letters.repo';
import type { LetterHolds } from './review-reasons';
/** What a writer sends when saving (the contract's body, parsed); no languages. */
export interface LetterChanges {
  subject?: string | undefined;
  message?: string | undefined;
  attachmentFileId?: number | null | undefined;
  send: boolean;
}

export interface NewLetterInput extends LetterChanges {
  sponsorshipId: number;
  number: number;
  subject: string;
  message: string;
}

/** The purpose of an upload made to be attached to a letter. */
export const ATTACHMENT_PURPOSE = 'letterAttachment';

function isEditable(letter: Pick<SponsorshipLetterRow, 'status'>): boolean {
  return letter.status === 'draft' || letter.status === 'returned';
}

/** What a writer fills: every field but the attachment, for sending. */
function isComplete(text: LetterText): boolean {
  return text.subject.trim() !== '' && text.message.trim() !== '';
}

function sameText(a: LetterText, b: LetterText): boolean {
  return a.subject === b.subject && a.message === b.message;
}

/** The writer's new letter, inserted; or, when it exists already, locked. */
async function insertOrLock(
  { clock }: LettersContext,
  tx: Database,
  auth: AuthContext,
  target: WriterTarget,
  sides: LetterSides,
): Promise<SponsorshipLetterRow | undefined> {
  const now = clock.now();
  const languages = languagesOf(sides, target.writer);
  const inserted = await insertLetterIfAbsent(tx, {
    ...target,
    periodId: sides.periodId,
    sponsorId: sides.sponsorId,
    studentId: sides.studentId,
    writerUserId: auth.userId,
    originalLanguage: languages.original,
    targetLanguage: languages.target,
    createdAt: now,
    updatedAt: now,
  });
  return inserted ?? lockWriterLetter(tx, target);
}

/** Moves a new upload onto the letter; the replaced file (if any) is deleted after commit. */
async function attach(
  { files }: LettersContext,
  tx: Database,
  userId: number,
  locked: SponsorshipLetterRow,
  fileId: number | null | undefined,
): Promise<{ attachmentFileId: number | null; replaced: number | undefined }> {
  const current = locked.attachmentFileId;
  if (fileId === undefined || fileId === current)
    return { attachmentFileId: current, replaced: undefined };
  if (fileId !== null) {
    const moved = await files.moveFile(tx, fileId, {
      from: { ownerKind: 'user', ownerId: userId, purpose: ATTACHMENT_PURPOSE },
      to: { ownerKind: 'letter', ownerId: locked.id, purpose: 'attachment' },
    });
    if (!moved) throw appError('LETTER_ATTACHMENT_UNAVAILABLE');
  }
  return { attachmentFileId: fileId, replaced: current ?? undefined };
}

/** What a save asks, and what was made from the text before its transaction. */
interface SaveRequest {
  auth: AuthContext;
  target: WriterTarget;
  sides: LetterSides;
  fields: LetterChanges;
  /** The letter as the caller read it (a PATCH). */
  existing: SponsorshipLetterRow | undefined;
  textOf: (letter: LetterText | undefined) => LetterText;
  /** The text as the caller read it, with its detected language and translation (a send). */
  before: LetterText;
  expected: LetterLanguages;
  detectedBefore: DetectedLanguage | null;
  translation: MachineTranslation;
}

/** A send's columns and events; the language check and translation are made again if stale. */
async function sendOf(
  { config }: LettersContext,
  request: SaveRequest,
  text: LetterText,
  languages: LetterLanguages,
  attachmentFileId: number | null,
  holds: LetterHolds,
  now: Date,
) {
  const { before, expected } = request;
  const isUnchanged =
    sameText(text, before) &&
    languages.original === expected.original &&
    languages.target === expected.target;
  return sendChanges({
    text,
    languages,
    detected: isUnchanged
      ? request.detectedBefore
      : await detectLetterLanguage(`${text.subject}\n${text.message}`),
    // Made from other words or for other languages: a coordinator translates instead.
    translation: isUnchanged ? request.translation : undefined,
    attachmentFileId,
    holds,
    config,
    now,
  });
}

/** What a save did: the row as saved, and the letter as it was locked (a PATCH's). */
export interface SavedLetter {
  saved: SponsorshipLetterRow;
  /** The letter the caller read, as locked with its joins: the answer, with `saved` as its row. */
  record: LetterRecord | undefined;
  /** A new file was attached: the record's joins name the one it replaced. */
  hasNewAttachment: boolean;
}

/**
 * The save's transaction: the letter locked (the one the caller read, with its joins) or
 * inserted, changed once, its events kept.
 */
async function writeLetter(
  context: LettersContext,
  tx: Database,
  request: SaveRequest,
): Promise<SavedLetter & { replaced: number | undefined }> {
  const { clock, config, mailer } = context;
  const { auth, target, sides, fields, existing } = request;
  const record = existing
    ? await findLetter(tx, letterVisibility(auth), existing.id, { lock: true })
    : undefined;
  const locked = existing ? record?.letter : await insertOrLock(context, tx, auth, target, sides);
  if (!locked) throw appError('NOT_FOUND');
  if (!isEditable(locked)) throw appError('LETTER_NOT_EDITABLE');
  const text = request.textOf(locked);
  if (fields.send && !isComplete(text)) throw appError('LETTER_FIELDS_REQUIRED');
  const now = clock.now();
  const locks = fields.send ? await lockLetterHolds(tx, locked) : undefined;
  const current = locks?.sides ?? sides;
  if (locks?.holds.isWriterInactive) throw appError('LETTER_WRITER_INACTIVE');
  const languages = languagesOf(current, target.writer);
  const attachment = await attach(context, tx, auth.userId, locked, fields.attachmentFileId);
  let changes: Partial<NewLetter> = {
    ...text,
    originalLanguage: languages.original,
    targetLanguage: languages.target,
    attachmentFileId: attachment.attachmentFileId,
    writerUserId: auth.userId,
    updatedAt: now,
  };
  let events: LetterEventAction[] = [];
  if (locks) {
    const sent = await sendOf(
      context,
      request,
      text,
      languages,
      attachment.attachmentFileId,
      locks.holds,
      now,
    );
    changes = { ...changes, ...sent.changes };
    events = sent.events;
  }
  const saved = await updateLetter(tx, locked.id, changes);
  await insertLetterEvents(
    tx,
    events.map((action) => ({
      letterId: saved.id,
      action,
      actorUserId: SYSTEM_ACTIONS.has(action) ? null : auth.userId,
    })),
    now,
  );
  if (saved.status === 'delivered' && locks)
    await queueArrivedNotice(mailer, tx, config.publicUrl, current, saved);
  const hasNewAttachment =
    attachment.attachmentFileId !== null && attachment.attachmentFileId !== locked.attachmentFileId;
  return { saved, record, hasNewAttachment, replaced: attachment.replaced };
}

/**
 * Saves the writer's letter and sends it when asked. `existing` is the letter as the caller
 * read it (a PATCH), whose text fills the fields the body leaves out.
 */
export async function save(
  context: LettersContext,
  auth: AuthContext,
  target: WriterTarget,
  sides: LetterSides,
  fields: LetterChanges,
  existing?: SponsorshipLetterRow,
): Promise<SavedLetter> {
  if (existing && !isEditable(existing)) throw appError('LETTER_NOT_EDITABLE');
  const textOf = (letter: LetterText | undefined): LetterText => ({
    subject: fields.subject ?? letter?.subject ?? '',
    message: fields.message ?? letter?.message ?? '',
  });
  const before = textOf(existing);
  if (fields.send && !isComplete(before)) throw appError('LETTER_FIELDS_REQUIRED');
  const expected = languagesOf(sides, target.writer);
  const detectedBefore = fields.send
    ? await detectLetterLanguage(`${before.subject}\n${before.message}`)
    : null;
  // A text that reads as another language than its writer's waits for a coordinator, who
  // sets the languages: a translation from the wrong language would only mislead.
  const isMismatch = detectedBefore !== null && detectedBefore !== expected.original;
  const translation =
    fields.send && !isMismatch
      ? await machineTranslation(context.translator, before, expected)
      : undefined;
  const request: SaveRequest = {
    auth,
    target,
    sides,
    fields,
    existing,
    textOf,
    before,
    expected,
    detectedBefore,
    translation,
  };
  const { replaced, ...result } = await context.db.transaction((tx) =>
    writeLetter(context, tx, request),
  );
  if (replaced !== undefined) await context.files.deleteFile(replaced);
  return result;
}
