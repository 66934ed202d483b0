// What the donation pages screen before anything shows (decisions/031): a sponsor's page text and
// a donor's message and first name go through the letters' screening (ways to reach a child,
// risky content) and the page's own matcher of the child's private words (personal-details.ts).
// Anything found holds the text for a coordinator. First names shown on a page are cut to what a
// first name is: letters only, never a surname, nothing the screening would hold.
import type { ScreenedField, ScreeningMatch } from '@portal/shared';
import { screenText } from '../../lib/screening/screen-text';
import type { Pairing } from './donation-pairings.repo';
import { findPersonalDetails, foldedWordsOf, type PersonalDetails } from './personal-details';

/** Who a page is about: what its texts must not name. */
export function personalDetailsOf(
  pairing: Pick<
    Pairing,
    'studentLastName' | 'sponsorLastName' | 'studentVillageName' | 'studentSchoolName'
  >,
): PersonalDetails {
  return {
    surnames: [pairing.studentLastName, pairing.sponsorLastName],
    places: [pairing.studentVillageName, pairing.studentSchoolName ?? ''].filter(Boolean),
  };
}

/** Every match in one text, in reading order (one entry per place and kind). */
export function screenPageField(
  text: string,
  field: ScreenedField,
  details: PersonalDetails,
): ScreeningMatch[] {
  const found = [...screenText(text, field), ...findPersonalDetails(text, details, field)];
  const seen = new Set<string>();
  return found
    .filter((match) => {
      const key = `${match.kind}:${match.start}:${match.end}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .sort((a, b) => a.start - b.start || a.end - b.end);
}

export function screenPageText(text: string, details: PersonalDetails): ScreeningMatch[] {
  return screenPageField(text, 'pageText', details);
}

export interface DonorMessageScreening {
  matches: ScreeningMatch[];
  nameMatches: ScreeningMatch[];
  isHeld: boolean;
}

/** A donor's message and the first name shown beside it. */
export function screenDonorMessage(
  gift: { firstName: string; message: string },
  details: PersonalDetails,
): DonorMessageScreening {
  const matches = screenPageField(gift.message, 'donorMessage', details);
  const nameMatches = screenPageField(gift.firstName, 'donorMessage', details);
  return { matches, nameMatches, isHeld: matches.length > 0 || nameMatches.length > 0 };
}

/** A word of a first name: letters (any alphabet), with the apostrophes and hyphens names have. */
const NAME_WORD = /^[\p{L}\p{M}'’-]+$/u;
const FIRST_NAME_MAX_WORDS = 2;
const FIRST_NAME_MAX_LENGTH = 40;

/**
 * What a page may show of a first name: its first words made only of letters (two at most),
 * without any word of the surnames, and nothing when the screening finds anything in it. Empty
 * means the page names nobody ("A donor").
 */
export function publicFirstName(firstName: string, surnames: readonly string[]): string {
  const surnameWords = new Set(surnames.flatMap((surname) => foldedWordsOf(surname)));
  const kept: string[] = [];
  for (const word of firstName.trim().split(/\s+/)) {
    if (!NAME_WORD.test(word)) break;
    if (foldedWordsOf(word).some((part) => surnameWords.has(part))) continue;
    kept.push(word);
    if (kept.length === FIRST_NAME_MAX_WORDS) break;
  }
  const name = kept.join(' ');
  if (name.length > FIRST_NAME_MAX_LENGTH) return '';
  return screenText(name, 'donorMessage').length > 0 ? '' : name;
}
