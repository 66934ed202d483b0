// A letter as each viewer sees it: its writer (their own words, the return note), its recipient
// (once delivered, the translation first; never a sponsor's last name), and coordinators (both
// last names, why it waits, what the screening found, the pause, the history). The response
// schemas filter what leaves; these decide what goes in.
import type {
  DetectedLanguage,
  Language,
  Letter,
  LetterAttachment,
  LetterEventAction,
  LetterPerson,
  LetterSummary,
  LetterWriter,
  ReviewQueueItem,
} from '@portal/shared';
import type { AuthContext } from '../../lib/auth-context';
import {
  fullName,
  isParticipant,
  iso,
  otherSide,
  sideOf,
  type LettersContext,
} from './letters-context';
import { findLetterEvents, type LetterRecord } from './letters.repo';
import { isWriterInactive, reviewReasons, type LetterHolds } from './review-reasons';

/** What the sponsorship and the writer hold a letter for, from its record's joins. */
export function holdsOf(record: LetterRecord): LetterHolds {
  return {
    isPaused: record.lettersPausedAt !== null,
    isWriterInactive: isWriterInactive(record.letter.writer, record),
  };
}

function person(
  { files }: LettersContext,
  record: LetterRecord,
  kind: LetterWriter,
  withLastName: boolean,
): LetterPerson {
  const isSponsor = kind === 'sponsor';
  const photo = isSponsor ? record.sponsorPhotoFileId : record.studentPhotoFileId;
  return {
    kind,
    id: isSponsor ? record.letter.sponsorId : record.letter.studentId,
    firstName: isSponsor ? record.sponsorFirstName : record.studentFirstName,
    lastName: withLastName ? (isSponsor ? record.sponsorLastName : record.studentLastName) : null,
    photoUrl: files.urls.photoUrl(photo, 'thumb'),
  };
}

function attachmentOf({ files }: LettersContext, record: LetterRecord): LetterAttachment | null {
  const fileId = record.letter.attachmentFileId;
  if (fileId === null || record.attachmentName === null) return null;
  return {
    fileId,
    name: record.attachmentName,
    contentType: record.attachmentContentType ?? 'application/octet-stream',
    sizeBytes: record.attachmentSize ?? 0,
    url: files.urls.signedFileUrl(fileId),
  };
}

/** Who holds a waiting letter, unless their claim has lapsed. */
export function claimOf({ clock, config }: LettersContext, record: LetterRecord) {
  const { claimedBy, claimedAt } = record.letter;
  if (claimedBy === null || claimedAt === null) return null;
  if (claimedAt.getTime() < clock.now().getTime() - config.letterClaimTtlMs) return null;
  return { id: claimedBy, name: fullName(record.claimerFirstName, record.claimerLastName) };
}

export async function toLetter(
  context: LettersContext,
  auth: AuthContext,
  record: LetterRecord,
): Promise<Letter> {
  const { letter } = record;
  const isCoordinator = !isParticipant(auth);
  const side = sideOf(record, auth.userId);
  const claim = claimOf(context, record);
  const events = isCoordinator ? await findLetterEvents(context.db, letter.id) : [];
  return {
    id: letter.id,
    sponsorshipId: letter.sponsorshipId,
    periodId: letter.periodId,
    number: letter.number,
    writer: person(context, record, letter.writer, isCoordinator),
    recipient: person(context, record, otherSide(letter.writer), isCoordinator),
    status: letter.status,
    subject: letter.subject,
    message: letter.message,
    originalLanguage: letter.originalLanguage as Language,
    targetLanguage: letter.targetLanguage as Language | null,
    translatedSubject: letter.translatedSubject,
    translatedMessage: letter.translatedMessage,
    translationSource: letter.translationSource,
    attachment: attachmentOf(context, record),
    // A recipient never learns that a letter was returned, nor why.
    returnNote: side === letter.writer || isCoordinator ? letter.returnNote : null,
    createdAt: letter.createdAt.toISOString(),
    updatedAt: letter.updatedAt.toISOString(),
    sentAt: iso(letter.sentAt),
    deliveredAt: iso(letter.deliveredAt),
    readAt: iso(letter.readAt),
    canEdit: side === letter.writer && (letter.status === 'draft' || letter.status === 'returned'),
    review: isCoordinator
      ? {
          reasons: letter.status === 'in_review' ? reviewReasons(letter, holdsOf(record)) : [],
          matches: letter.screeningMatches,
          detectedLanguage: letter.detectedLanguage as DetectedLanguage | null,
          pause:
            record.lettersPausedAt === null
              ? null
              : { since: record.lettersPausedAt.toISOString(), note: record.lettersPauseNote },
          claimedBy: claim,
          claimedAt: claim ? iso(letter.claimedAt) : null,
          events: events.map((event) => ({
            action: event.action as LetterEventAction,
            at: event.at.toISOString(),
            by: event.firstName === null ? null : fullName(event.firstName, event.lastName),
            note: event.note,
          })),
          village: { id: record.villageId, name: record.villageName },
          school: { id: record.schoolId, name: record.schoolName },
        }
      : null,
  };
}

export function toSummary(
  context: LettersContext,
  auth: AuthContext,
  record: LetterRecord,
): LetterSummary {
  const { letter } = record;
  const isCoordinator = !isParticipant(auth);
  const side = sideOf(record, auth.userId);
  const isRecipient = side !== undefined && side !== letter.writer;
  return {
    id: letter.id,
    sponsorshipId: letter.sponsorshipId,
    number: letter.number,
    writer: person(context, record, letter.writer, isCoordinator),
    recipient: person(context, record, otherSide(letter.writer), isCoordinator),
    status: letter.status,
    subject: (isRecipient ? letter.translatedSubject : null) ?? letter.subject,
    hasAttachment: letter.attachmentFileId !== null,
    updatedAt: letter.updatedAt.toISOString(),
    sentAt: iso(letter.sentAt),
    deliveredAt: iso(letter.deliveredAt),
    readAt: iso(letter.readAt),
    unread: isRecipient && letter.status === 'delivered' && letter.readAt === null,
  };
}

export function toQueueItem(context: LettersContext, record: LetterRecord): ReviewQueueItem {
  const { letter } = record;
  return {
    id: letter.id,
    number: letter.number,
    writer: person(context, record, letter.writer, true),
    recipient: person(context, record, otherSide(letter.writer), true),
    originalLanguage: letter.originalLanguage as Language,
    targetLanguage: letter.targetLanguage as Language | null,
    reasons: reviewReasons(letter, holdsOf(record)),
    matchCount: letter.screeningMatches.length,
    sentAt: (letter.sentAt ?? letter.updatedAt).toISOString(),
    claimedBy: claimOf(context, record),
    village: { id: record.villageId, name: record.villageName },
    school: { id: record.schoolId, name: record.schoolName },
  };
}
