// The safeguarding screening's vocabulary, shared by every text that travels from a sponsor or a
// donor toward a child or a public page: letters, a sponsor's donation-page text, donors'
// messages. The API screens (apps/api/src/lib/screening); coordinators see the matches marked.
import { z } from 'zod';

/** What the screening looks for: ways to reach a child outside the programme, and risky content. */
export const SCREENING_KINDS = [
  'email',
  'phone',
  'url',
  'handle',
  'messagingApp',
  'address',
  'money',
  'meeting',
  'secrecy',
  'photoRequest',
  'personalDetails',
  'grooming',
] as const;
export type ScreeningKind = (typeof SCREENING_KINDS)[number];

/** The screened texts: a letter's fields (the translation too) and the donation pages' texts. */
export const SCREENED_FIELDS = [
  'subject',
  'message',
  'translatedSubject',
  'translatedMessage',
  'pageText',
  'donorMessage',
] as const;
export type ScreenedField = (typeof SCREENED_FIELDS)[number];

/** A letter's screened fields, in the order the review screen shows them. */
export const LETTER_SCREENED_FIELDS = [
  'subject',
  'message',
  'translatedSubject',
  'translatedMessage',
] as const satisfies readonly ScreenedField[];

export const screeningMatchSchema = z.object({
  field: z.enum(SCREENED_FIELDS),
  kind: z.enum(SCREENING_KINDS),
  /** UTF-16 offsets into the field's text, end exclusive: the screen highlights exactly these. */
  start: z.number().int(),
  end: z.number().int(),
  text: z.string(),
});
export type ScreeningMatch = z.infer<typeof screeningMatchSchema>;
