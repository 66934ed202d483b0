// The locks a letter's send or delivery takes before it decides, in one order everywhere (the
// letter's row first, by the caller; then the sponsorship's share lock; then the sponsor's row
// when the sponsor wrote it): a pause of the sponsorship or a deactivation of the sponsor that
// commits meanwhile is seen, and one that starts meanwhile waits for this decision. The two sides
// are then read again, so the languages and the accounts are those of this moment.
import type { Language, LetterWriter } from '@portal/shared';
import type { Database } from '../../db/client';
import { appError } from '../../lib/errors';
import { lockSponsorshipForLetters } from '../sponsorship/letters-pause.service';
import { lockSponsorRow } from '../sponsors/sponsors.service';
import { findLetterSides, type LetterSides } from './letters.repo';
import { isWriterInactive, type LetterHolds } from './review-reasons';

export async function lockLetterHolds(
  tx: Database,
  letter: { sponsorshipId: number; sponsorId: number; writer: LetterWriter },
): Promise<{ holds: LetterHolds; sides: LetterSides }> {
  const sponsorship = await lockSponsorshipForLetters(tx, letter.sponsorshipId);
  if (letter.writer === 'sponsor') await lockSponsorRow(tx, letter.sponsorId);
  const sides = sponsorship && (await findLetterSides(tx, letter.sponsorshipId));
  if (!sponsorship || !sides) throw appError('NOT_FOUND');
  return {
    holds: {
      isPaused: sponsorship.isPaused,
      isWriterInactive: isWriterInactive(letter.writer, sides),
    },
    sides,
  };
}

function languageOf(value: string | null): Language | null {
  return value === 'en-US' || value === 'es-CO' ? value : null;
}

/** The languages of a letter from its two sides' accounts: the writer's, and the reader's. */
export function languagesOf(
  sides: LetterSides,
  writer: LetterWriter,
): { original: Language; target: Language | null } {
  const [own, other] =
    writer === 'sponsor'
      ? [sides.sponsorLanguage, sides.studentLanguage]
      : [sides.studentLanguage, sides.sponsorLanguage];
  return {
    // A writer always has an account (they are signed in); English only as a type's fallback.
    original: languageOf(own) ?? 'en-US',
    target: languageOf(other),
  };
}
