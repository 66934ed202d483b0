// The safeguarding screening: before anything a person writes reaches a child or a public page
// (a letter, a sponsor's donation-page text, a donor's message), it is searched for ways to reach
// a child outside the programme (e-mail addresses, phone numbers, links, social handles,
// messaging apps, street addresses, requests for personal details) and for risky content
// (requests for photos, secrecy, meeting in person or alone, money and gifts).
//
// The text is first normalised (normalised-text.ts: look-alike letters of other scripts, invisible
// characters, letters spelled out with spaces or dots, compatibility forms), with a map back to
// the original's offsets. On that text run the contact patterns (contact-patterns.ts), numbers
// written in words (spelled-numbers.ts) and the phrase lists (phrases.ts, terms.<language>.json:
// coordinators' wording changes are data, not code). Matches are reported on the original text,
// which is what the review screen highlights. See docs/decisions/034-screening-normalisation.md.
import { LETTER_SCREENED_FIELDS, type ScreenedField, type ScreeningMatch } from '@portal/shared';
import { findContacts } from './contact-patterns';
import { normaliseText, originalSpan } from './normalised-text';
import { withoutOverlaps } from './overlaps';
import { findPhrases } from './phrases';
import { findSpelledPhones } from './spelled-numbers';
import { tokenize } from './tokens';

export { foldForMatching } from './normalised-text';

/** The places in one text that the safeguarding review should look at, in reading order. */
export function screenText(text: string, field: ScreenedField): ScreeningMatch[] {
  if (text.trim() === '') return [];
  const normalised = normaliseText(text);
  const input = { text: normalised.text, tokens: tokenize(normalised) };
  const found = [
    ...findContacts(normalised.text),
    ...findSpelledPhones(input),
    ...findPhrases(input),
  ]
    .filter((item) => item.end > item.start)
    .map((item) => ({ ...item, ...originalSpan(normalised, item.start, item.end) }));
  return withoutOverlaps(found).map((item) => ({
    field,
    kind: item.kind,
    start: item.start,
    end: item.end,
    text: text.slice(item.start, item.end),
  }));
}

export type ScreenedFields = Partial<
  Record<(typeof LETTER_SCREENED_FIELDS)[number], string | null>
>;

/** Every match in a letter's screened fields (subject, message and their translations). */
export function screenLetter(fields: ScreenedFields): ScreeningMatch[] {
  return LETTER_SCREENED_FIELDS.flatMap((field) => screenText(fields[field] ?? '', field));
}
