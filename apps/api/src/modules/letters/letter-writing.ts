// Writing and sending: a writer saves their letter N (inserting it the first time) and sends it
// when asked, in one transaction under the letter's row lock. The languages are the server's:
// the writer's account language and the reader's (null without an account). Sending screens the
// letter, reads which language its text is in, translates it when a service is configured, and
// delivers it at once only when nothing holds it (review-reasons.ts); the locks of
// letter-holds.ts keep a pause or a deactivation from crossing it.
//
// A save reads the letter once under its lock (or inserts it) and writes it once; the
// translation and the language check are made from the text before the transaction, and dropped
// (or made again) if a concurrent save changed the text meanwhile.
import type { LetterSaved, LetterWriter } from '@portal/shared';
import type { Database } from '../../db/client';
import type { SponsorshipLetterRow } from '../../db/schema/index';
import { appError } from '../../lib/errors';
import { discardUpload, UPLOAD_POLICIES, type IncomingUpload } from '../../lib/files/upload';
import type { AuthContext } from '../../lib/auth-context';
import { detectLetterLanguage } from './detect-language';
import { languagesOf, lockLetterHolds } from './letter-holds';
import { queueArrivedNotice } from './letter-mail';
import { SYSTEM_ACTIONS, machineTranslation, sendChanges, type LetterText } from './letter-sending';
import { isParticipant, sideOf, type LettersServiceDeps } from './letters-context';
import {
  deleteLetter,
  findLetter,
  findLetterSides,
  insertLetterEvents,
  insertLetterIfAbsent,
  letterVisibility,
  lockWriterLetter,
  updateLetter,
  type LetterSides,
  type NewLetter,
  type WriterTarget,
} from './letters.repo';
import { isWriterInactive } from './review-reasons';

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

const ATTACHMENT_PURPOSE = 'letterAttachment';

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

export function createLetterWriting(deps: LettersServiceDeps) {
  const { db, clock, config, files, mailer, translator, agreements } = deps;

  /**
   * The sponsorship the caller writes in, checked: theirs (404), the writer and their account
   * active (409 LETTER_WRITER_INACTIVE), current, in an open year, and a sponsor's agreements.
   */
  async function writableSponsorship(auth: AuthContext, sponsorshipId: number) {
    const sides = isParticipant(auth)
      ? await findLetterSides(db, sponsorshipId, auth.userId)
      : undefined;
    if (!sides) throw appError('NOT_FOUND');
    const writer: LetterWriter = sides.sponsorUserId === auth.userId ? 'sponsor' : 'student';
    if (isWriterInactive(writer, sides)) throw appError('LETTER_WRITER_INACTIVE');
    if (sides.endedAt !== null) throw appError('SPONSORSHIP_ENDED');
    if (sides.periodStatus === 'closed') throw appError('PERIOD_CLOSED');
    if (writer === 'sponsor') {
      const missing = await agreements.missingSponsorAgreements(
        db,
        sides.sponsorId,
        sides.periodStartDate,
      );
      if (missing.length > 0) throw appError('AGREEMENTS_REQUIRED');
    }
    return { sides, writer };
  }

  /** The writer's letter, locked: when the caller read it already, else inserted (or locked). */
  async function lockOrInsert(
    tx: Database,
    auth: AuthContext,
    target: WriterTarget,
    sides: LetterSides,
    isKnown: boolean,
  ): Promise<SponsorshipLetterRow | undefined> {
    if (isKnown) return lockWriterLetter(tx, target);
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

  /**
   * Saves the writer's letter and sends it when asked. `existing` is the letter as the caller
   * read it (a PATCH), whose text fills the fields the body leaves out.
   */
  async function save(
    auth: AuthContext,
    target: WriterTarget,
    sides: LetterSides,
    fields: LetterChanges,
    existing?: SponsorshipLetterRow,
  ): Promise<SponsorshipLetterRow> {
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
        ? await machineTranslation(translator, before, expected)
        : undefined;

    let replaced: number | undefined;
    const row = await db.transaction(async (tx) => {
      const locked = await lockOrInsert(tx, auth, target, sides, existing !== undefined);
      if (!locked) throw appError('NOT_FOUND');
      if (!isEditable(locked)) throw appError('LETTER_NOT_EDITABLE');
      const text = textOf(locked);
      if (fields.send && !isComplete(text)) throw appError('LETTER_FIELDS_REQUIRED');
      const now = clock.now();
      const locks = fields.send ? await lockLetterHolds(tx, locked) : undefined;
      const current = locks?.sides ?? sides;
      if (locks?.holds.isWriterInactive) throw appError('LETTER_WRITER_INACTIVE');
      const languages = languagesOf(current, target.writer);
      const attachment = await attach(tx, auth.userId, locked, fields.attachmentFileId);
      replaced = attachment.replaced;
      let changes: Partial<NewLetter> = {
        ...text,
        originalLanguage: languages.original,
        targetLanguage: languages.target,
        attachmentFileId: attachment.attachmentFileId,
        writerUserId: auth.userId,
        updatedAt: now,
      };
      let events: ReturnType<typeof sendChanges>['events'] = [];
      if (locks) {
        const isUnchanged =
          sameText(text, before) &&
          languages.original === expected.original &&
          languages.target === expected.target;
        const sent = sendChanges({
          text,
          languages,
          detected: isUnchanged
            ? detectedBefore
            : await detectLetterLanguage(`${text.subject}\n${text.message}`),
          // Made from other words or for other languages: a coordinator translates instead.
          translation: isUnchanged ? translation : undefined,
          attachmentFileId: attachment.attachmentFileId,
          holds: locks.holds,
          config,
          now,
        });
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
      return saved;
    });
    if (replaced !== undefined) await files.deleteFile(replaced);
    return row;
  }

  return {
    async create(auth: AuthContext, input: NewLetterInput): Promise<LetterSaved> {
      const { sides, writer } = await writableSponsorship(auth, input.sponsorshipId);
      const row = await save(
        auth,
        { sponsorshipId: sides.id, number: input.number, writer },
        sides,
        {
          subject: input.subject,
          message: input.message,
          attachmentFileId: input.attachmentFileId,
          send: input.send,
        },
      );
      return { id: row.id, status: row.status };
    },

    /** Saves (and with `send`, sends) a letter the caller wrote; answers its id. */
    async update(auth: AuthContext, id: number, body: LetterChanges): Promise<number> {
      const current = await findLetter(db, letterVisibility(auth), id);
      if (!current || sideOf(current, auth.userId) !== current.letter.writer)
        throw appError('NOT_FOUND');
      const { sides, writer } = await writableSponsorship(auth, current.letter.sponsorshipId);
      const { letter } = current;
      await save(
        auth,
        { sponsorshipId: sides.id, number: letter.number, writer },
        sides,
        body,
        letter,
      );
      return id;
    },

    async remove(auth: AuthContext, id: number): Promise<void> {
      let attachment: number | null = null;
      await db.transaction(async (tx) => {
        const locked = await findLetter(tx, letterVisibility(auth), id, { lock: true });
        if (!locked || sideOf(locked, auth.userId) !== locked.letter.writer)
          throw appError('NOT_FOUND');
        if (locked.letter.status !== 'draft') throw appError('LETTER_NOT_EDITABLE');
        attachment = locked.letter.attachmentFileId;
        await deleteLetter(tx, id);
      });
      if (attachment !== null) await files.deleteFile(attachment);
    },

    /** Stores an upload for the caller to attach to a letter (participants only). */
    async uploadAttachment(auth: AuthContext, upload: IncomingUpload) {
      if (!isParticipant(auth)) {
        discardUpload(upload);
        throw appError('NOT_FOUND');
      }
      const file = await files.storeFile({
        upload,
        policy: UPLOAD_POLICIES.attachment,
        ownerKind: 'user',
        ownerId: auth.userId,
        purpose: ATTACHMENT_PURPOSE,
        createdBy: auth.userId,
      });
      return {
        fileId: file.id,
        name: file.originalName,
        contentType: file.contentType,
        sizeBytes: file.sizeBytes,
        url: files.urls.signedFileUrl(file.id),
      };
    },
  };
}
