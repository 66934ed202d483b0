// Writing and sending: a writer saves their letter N (inserting it the first time) and sends it
// when asked (letter-saving.ts), in the sponsorship they write in; a draft is removed; an upload
// is kept for the caller to attach. Sending screens the letter, reads which language its text is
// in, translates it when a service is configured, and delivers it at once only when nothing
// holds it (review-reasons.ts).
import type { Letter, LetterSaved, LetterWriter } from '@portal/shared';
import { appError } from '../../lib/errors';
import { discardUpload, UPLOAD_POLICIES, type IncomingUpload } from '../../lib/files/upload';
import type { AuthContext } from '../../lib/auth-context';
import { get } from './letter-reading';
import { toLetter } from './letter-projections';
import { isParticipant, sideOf, type LettersContext } from './letters-context';
import { deleteLetter, findLetter, findLetterSides, letterVisibility } from './letters.repo';
import { isWriterInactive } from './review-reasons';
import { isWritable } from './writing-window';
import { ATTACHMENT_PURPOSE, save, type LetterChanges, type NewLetterInput } from './letter-saving';

export type { LetterChanges, NewLetterInput } from './letter-saving';

/**
 * The sponsorship the caller writes in, checked: theirs (404), the writer and their account
 * active (409 LETTER_WRITER_INACTIVE), current or within its writing window after an ending
 * (writing-window.ts), in an open year, and a sponsor's agreements.
 */
async function writableSponsorship(
  context: LettersContext,
  auth: AuthContext,
  sponsorshipId: number,
) {
  const { db, agreements } = context;
  const sides = isParticipant(auth)
    ? await findLetterSides(db, sponsorshipId, auth.userId)
    : undefined;
  if (!sides) throw appError('NOT_FOUND');
  const writer: LetterWriter = sides.sponsorUserId === auth.userId ? 'sponsor' : 'student';
  if (isWriterInactive(writer, sides)) throw appError('LETTER_WRITER_INACTIVE');
  if (!isWritable(sides, context.clock.now())) throw appError('SPONSORSHIP_ENDED');
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

export async function create(
  context: LettersContext,
  auth: AuthContext,
  input: NewLetterInput,
): Promise<LetterSaved> {
  const { sides, writer } = await writableSponsorship(context, auth, input.sponsorshipId);
  const { saved } = await save(
    context,
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
  return { id: saved.id, status: saved.status };
}

/** Saves (and with `send`, sends) a letter the caller wrote; answers it as they now see it. */
export async function update(
  context: LettersContext,
  auth: AuthContext,
  id: number,
  body: LetterChanges,
): Promise<Letter> {
  const current = await findLetter(context.db, letterVisibility(auth), id);
  if (!current || sideOf(current, auth.userId) !== current.letter.writer)
    throw appError('NOT_FOUND');
  const { sides, writer } = await writableSponsorship(context, auth, current.letter.sponsorshipId);
  const { letter } = current;
  const { saved, record, hasNewAttachment } = await save(
    context,
    auth,
    { sponsorshipId: sides.id, number: letter.number, writer },
    sides,
    body,
    letter,
  );
  // The letter as the save locked it, with its row as saved: read again only for the name of a
  // newly attached file.
  if (record && !hasNewAttachment) return toLetter(context, auth, { ...record, letter: saved });
  return get(context, auth, id);
}

export async function remove(
  context: LettersContext,
  auth: AuthContext,
  id: number,
): Promise<void> {
  let attachment: number | null = null;
  await context.db.transaction(async (tx) => {
    const locked = await findLetter(tx, letterVisibility(auth), id, { lock: true });
    if (!locked || sideOf(locked, auth.userId) !== locked.letter.writer)
      throw appError('NOT_FOUND');
    if (locked.letter.status !== 'draft') throw appError('LETTER_NOT_EDITABLE');
    attachment = locked.letter.attachmentFileId;
    await deleteLetter(tx, id);
  });
  if (attachment !== null) await context.files.deleteFile(attachment);
}

/** Stores an upload for the caller to attach to a letter (participants only). */
export async function uploadAttachment(
  { files }: LettersContext,
  auth: AuthContext,
  upload: IncomingUpload,
) {
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
}
