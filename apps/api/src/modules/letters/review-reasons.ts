// Why a sent letter waits for a coordinator, in code: sending decides with it whether a letter
// is delivered at once (no reason) or waits, and the queue and the review screen show it. The
// queue's filter says the same in SQL (REASON_CONDITIONS, review-queue-list.ts).
//
// Every reason fails closed: an unknown reader language, a deactivated writer, a paused
// sponsorship, an attachment, a text that reads as another language than its writer's,
// or the programme's "review every letter" each hold the letter.
import type { LetterWriter, ReviewReason } from '@portal/shared';
import type { SponsorshipLetterRow } from '../../db/schema/index';

/** What a letter's sponsorship and writer hold it for, read through joins (or under locks). */
export interface LetterHolds {
  isPaused: boolean;
  isWriterInactive: boolean;
}

export type ReasonFields = Pick<
  SponsorshipLetterRow,
  | 'originalLanguage'
  | 'targetLanguage'
  | 'translatedMessage'
  | 'translationSource'
  | 'translationApproved'
  | 'screeningMatches'
  | 'screeningCleared'
  | 'attachmentFileId'
  | 'detectedLanguage'
  | 'languagesChecked'
  | 'reviewAll'
>;

/**
 * Whether the writer is deactivated: a sponsor whose record or account is, a student whose
 * account is. (A writer without an account writes nothing through the API: letters a
 * coordinator keeps for them, from paper, are not held for it.)
 */
export function isWriterInactive(
  writer: LetterWriter,
  sides: {
    sponsorActive: boolean;
    sponsorUserActive: boolean | null;
    studentUserActive: boolean | null;
  },
): boolean {
  if (writer === 'sponsor') return !sides.sponsorActive || sides.sponsorUserActive === false;
  return sides.studentUserActive === false;
}

export function reviewReasons(letter: ReasonFields, holds: LetterHolds): ReviewReason[] {
  const reasons: ReviewReason[] = [];
  if (letter.targetLanguage === null) reasons.push('readerLanguage');
  else if (letter.originalLanguage !== letter.targetLanguage && letter.translatedMessage === null)
    reasons.push('translation');
  if (letter.translationSource === 'machine' && !letter.translationApproved)
    reasons.push('approval');
  if (letter.screeningMatches.length > 0 && !letter.screeningCleared) reasons.push('safeguarding');
  if (letter.attachmentFileId !== null) reasons.push('attachment');
  if (
    letter.detectedLanguage !== null &&
    letter.detectedLanguage !== letter.originalLanguage &&
    !letter.languagesChecked
  )
    reasons.push('languageMismatch');
  if (letter.reviewAll) reasons.push('reviewAll');
  if (holds.isWriterInactive) reasons.push('writerInactive');
  if (holds.isPaused) reasons.push('paused');
  return reasons;
}
