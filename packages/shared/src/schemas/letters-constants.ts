// Letters: the plain values the screens and the schemas share (numbers, statuses, why a letter
// waits, limits). Kept apart from the schemas (letters.ts) so that a screen that only lists
// letters needs no validator in the browser (docs/decisions/028-validator-off-the-first-paint.md).
import { LANGUAGES } from '../constants';
import { daysBetween } from './periods-constants';

export const LETTER_NUMBERS = [1, 2, 3, 4] as const;
export const LETTERS_PER_YEAR = LETTER_NUMBERS.length;
export const LETTER_STATUSES = ['draft', 'in_review', 'returned', 'delivered'] as const;
export type LetterStatus = (typeof LETTER_STATUSES)[number];

/** Who wrote a letter: the sponsor writes letter N, the student answers it. */
export const LETTER_WRITERS = ['sponsor', 'student'] as const;
export type LetterWriter = (typeof LETTER_WRITERS)[number];

export const LETTER_SUBJECT_MAX_LENGTH = 200;
export const LETTER_MESSAGE_MAX_LENGTH = 10_000;
export const LETTER_NOTE_MAX_LENGTH = 2_000;
export const LETTER_TITLE_MAX_LENGTH = 100;
export const LETTER_THEME_MAX_LENGTH = 300;

/**
 * Why a sent letter waits for a coordinator (docs/decisions/029):
 * - `translation`: the languages differ and there is no translation yet;
 * - `approval`: a machine translation to approve;
 * - `safeguarding`: the screening found something;
 * - `attachment`: a file is attached (a coordinator always sees it before delivery);
 * - `languageMismatch`: the text reads as another language than its writer's;
 * - `readerLanguage`: the reader has no account, so the language they read is unknown;
 * - `reviewAll`: the programme reviews every letter (LETTER_REVIEW_ALL);
 * - `writerInactive`: the writer (or their account) is deactivated: delivery is refused;
 * - `paused`: letters of the sponsorship are paused: delivery is refused until resumed.
 */
export const REVIEW_REASONS = [
  'translation',
  'approval',
  'safeguarding',
  'attachment',
  'languageMismatch',
  'readerLanguage',
  'reviewAll',
  'writerInactive',
  'paused',
] as const;
export type ReviewReason = (typeof REVIEW_REASONS)[number];

/** Reasons that refuse delivery until they end (the coordinator may still return the letter). */
export const BLOCKING_REVIEW_REASONS = [
  'writerInactive',
  'paused',
] as const satisfies readonly ReviewReason[];

/** The language a letter's text reads as: English, Spanish, or another one. */
export const DETECTED_LANGUAGES = [...LANGUAGES, 'other'] as const;
export type DetectedLanguage = (typeof DETECTED_LANGUAGES)[number];

export const TRANSLATION_SOURCES = ['machine', 'manual'] as const;
export type TranslationSource = (typeof TRANSLATION_SOURCES)[number];

/** What happened to a letter, in its record of decisions. */
export const LETTER_EVENT_ACTIONS = [
  'sent',
  'machineTranslated',
  'machineTranslationFailed',
  'flagged',
  'claimed',
  'released',
  'translated',
  'languagesCorrected',
  'delivered',
  'returned',
] as const;
export type LetterEventAction = (typeof LETTER_EVENT_ACTIONS)[number];

/**
 * Days a sponsorship has for its first letter when it starts after (or shortly before) the
 * letter's due date: a brand-new sponsorship is never late on its first day.
 */
export const LETTER_GRACE_DAYS = 30;

/**
 * The coordinators' "letters due": letters not sent yet that fall due today or within this many
 * days (the dashboard's figure and the letters report's column count the same window).
 */
export const LETTER_DUE_SOON_DAYS = 30;

function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * A letter's due dates for one sponsorship, which started on `startDay` (YYYY-MM-DD): the year's
 * dates when it started at least LETTER_GRACE_DAYS before the letter's, otherwise both moved
 * later together, so that the letter is due LETTER_GRACE_DAYS after the start and its answer
 * keeps its time after the letter. Every place that says "late" reads these.
 */
export function sponsorshipDueDates<
  Letter extends { dueDate: string | null; answerDueDate: string | null },
>(letter: Letter, startDay: string): Letter {
  if (letter.dueDate === null) return letter;
  const shift = Math.max(0, daysBetween(letter.dueDate, addDays(startDay, LETTER_GRACE_DAYS)));
  if (shift === 0) return letter;
  return {
    ...letter,
    dueDate: addDays(letter.dueDate, shift),
    answerDueDate: letter.answerDueDate === null ? null : addDays(letter.answerDueDate, shift),
  };
}

/**
 * A year letter's title and theme in `language`: the Spanish ones for es-CO, the English ones
 * otherwise, each falling back to the other language's when empty (coordinators write them in
 * one language, or both).
 */
export function yearLetterTexts(
  letter: { title: string; theme: string; titleEs: string; themeEs: string },
  language: (typeof LANGUAGES)[number],
): { title: string; theme: string } {
  const pick = (english: string, spanish: string) =>
    language === 'es-CO' ? spanish || english : english || spanish;
  return { title: pick(letter.title, letter.titleEs), theme: pick(letter.theme, letter.themeEs) };
}

/**
 * Where a writer stands with one letter of the year: `sent` once it left (delivered or in
 * review), otherwise `due` until its due date and `late` after it (`open` without a date).
 */
export const LETTER_DUE_STATES = ['sent', 'open', 'due', 'late'] as const;
export type LetterDueState = (typeof LETTER_DUE_STATES)[number];

/**
 * After a sponsorship ends, its two may still write to each other for this many days (and read
 * their letters for good): a goodbye after the sponsor changed their mind, the year lapsed or the
 * student left. An ending by a coordinator closes writing at once: it may be a safeguarding
 * decision.
 */
export const LETTER_WRITING_DAYS_AFTER_END = 90;
/** The endings after which the two may still write for LETTER_WRITING_DAYS_AFTER_END days. */
export const ENDINGS_KEEPING_LETTERS = ['declined', 'lapsed', 'studentLeft'] as const;

/** Why a writer may not write now: agreements to accept, or a deactivated sponsor or account. */
export const LETTER_WRITE_BLOCKS = ['agreements', 'inactive'] as const;
export type LetterWriteBlock = (typeof LETTER_WRITE_BLOCKS)[number];

/** Which letters: received (delivered to the caller), sent by the caller, or their drafts. */
export const LETTER_BOXES = ['inbox', 'sent', 'drafts', 'all'] as const;
export type LetterBox = (typeof LETTER_BOXES)[number];

/** The letters' API paths (letters-endpoints.ts). */
export const LETTER_PATHS = {
  letters: '/edrocks/api/letters',
  lettersExport: '/edrocks/api/letters/export',
  letter: '/edrocks/api/letters/:id',
  letterRead: '/edrocks/api/letters/:id/read',
  letterOverview: '/edrocks/api/letters/overview',
  letterAttachments: '/edrocks/api/letters/attachments',
  letterReviewQueue: '/edrocks/api/letters/review',
  letterClaim: '/edrocks/api/letters/:id/claim',
  letterTranslation: '/edrocks/api/letters/:id/translation',
  letterLanguages: '/edrocks/api/letters/:id/languages',
  letterDeliver: '/edrocks/api/letters/:id/deliver',
  letterReturn: '/edrocks/api/letters/:id/return',
  /** The four letters of a year (titles, themes, due dates), on the Years screen. */
  yearLetters: '/edrocks/api/periods/:id/letters',
} as const;
