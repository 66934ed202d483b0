// The safeguarding screening: before anything a person writes reaches a child or a public page
// (a letter, a sponsor's donation-page text, a donor's message), it is searched for ways to reach
// a child outside the programme (e-mail addresses, phone numbers, links, social handles,
// messaging apps, street addresses) and for risky content (requests for money or gifts, meeting
// in person). Links and e-mails come from linkify-it and phone numbers from libphonenumber-js;
// the phrases live in terms.<language>.json so coordinators' wording changes are data, not code.
// Every text is screened with every language's phrases: a letter and its translation are in
// different languages, and children mix them.
import { readFileSync } from 'node:fs';
import { findNumbers, type CountryCode } from 'libphonenumber-js/max';
import { LinkifyIt } from 'linkify-it';
import { z } from 'zod';
import {
  LETTER_SCREENED_FIELDS,
  type ScreenedField,
  type ScreeningKind,
  type ScreeningMatch,
} from '@portal/shared';

/** The kinds found by phrases; e-mails, phones and links are found by their libraries. */
const PHRASE_KINDS = ['handle', 'messagingApp', 'address', 'money', 'meeting'] as const;
type PhraseKind = (typeof PHRASE_KINDS)[number];

const termsFileSchema = z.object(
  Object.fromEntries(PHRASE_KINDS.map((kind) => [kind, z.array(z.string().min(1))])) as Record<
    PhraseKind,
    z.ZodArray<z.ZodString>
  >,
);

const TERM_FILES = ['terms.en.json', 'terms.es.json'];

/** The programme's countries: a number written without its country code is read as one of these. */
const PHONE_COUNTRIES: readonly CountryCode[] = ['CO', 'US'];

/** Fewer digits than this is a quantity, a year or a page, not a way to call someone. */
const MIN_PHONE_DIGITS = 7;
const MAX_PHONE_DIGITS = 15;

function loadTerms(): Record<PhraseKind, string[]> {
  const all = Object.fromEntries(PHRASE_KINDS.map((kind) => [kind, [] as string[]])) as Record<
    PhraseKind,
    string[]
  >;
  for (const file of TERM_FILES) {
    const raw: unknown = JSON.parse(readFileSync(new URL(file, import.meta.url), 'utf8'));
    const terms = termsFileSchema.parse(raw);
    for (const kind of PHRASE_KINDS) all[kind].push(...terms[kind]);
  }
  return all;
}

/**
 * Lower case without accents, one output character per UTF-16 unit of the input, so an offset
 * found in the folded text is the same offset in the original (what the review screen marks).
 */
export function foldForMatching(text: string): string {
  let folded = '';
  for (const unit of text) {
    const base = unit.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
    // Keep the length: a unit that folds to nothing or to several characters keeps one.
    const kept = base.length > 0 ? base[0]! : unit;
    folded += unit.length === 2 ? unit : kept;
  }
  return folded;
}

const WORD_CHAR = String.raw`[\p{L}\p{N}]`;
const GAP = String.raw`(?:[\s,]+[\p{L}\p{N}'’$.]+){0,3}[\s,]+`;
const NUMBER = String.raw`\d+[a-z]?(?:\s*(?:#|no\.?|n°)?\s*\d+[a-z]?(?:-\d+)?)?`;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A phrase of the word lists as a pattern: `*` ends a word freely, `...` is a gap, `#` a number. */
function phrasePattern(phrase: string): string {
  const words = foldForMatching(phrase).trim().split(/\s+/);
  let pattern = '';
  words.forEach((word, index) => {
    if (word === '...') {
      pattern += GAP;
      return;
    }
    if (index > 0 && words[index - 1] !== '...') pattern += String.raw`\s+`;
    if (word === '#') pattern += NUMBER;
    else if (word.endsWith('*')) pattern += escapeRegExp(word.slice(0, -1)) + `${WORD_CHAR}*`;
    else pattern += escapeRegExp(word);
  });
  return pattern;
}

function phraseRegExp(phrases: readonly string[]): RegExp {
  const alternatives = [...new Set(phrases.map(phrasePattern))]
    // Longest first, so "whats app" wins over "whats".
    .sort((a, b) => b.length - a.length)
    .join('|');
  return new RegExp(`(?<!${WORD_CHAR})(?:${alternatives})(?!${WORD_CHAR})`, 'gu');
}

const PHRASES: ReadonlyArray<[PhraseKind, RegExp]> = (() => {
  const terms = loadTerms();
  return PHRASE_KINDS.map((kind) => [kind, phraseRegExp(terms[kind])] as [PhraseKind, RegExp]);
})();

// Links written without http(s):// ("www.x.com", "x.co") are the ones children write.
const linkify = new LinkifyIt({ fuzzyLink: true, fuzzyIP: true });
/** "@name" on its own (not inside an e-mail address): a social handle. */
const HANDLE =
  /(?<![\p{L}\p{N}._%+-])@[A-Za-z0-9_](?:[A-Za-z0-9_.]{0,28}[A-Za-z0-9_])?(?![\p{L}\p{N}@])/gu;
/** Runs of digits with the separators people write in phone numbers, for what the library misses. */
const DIGIT_RUN = /(?<![\p{L}\p{N}])\+?\(?\d(?:[\d\s().\-/]*\d)?(?![\p{L}\p{N}])/gu;
/** Dates and times are digit runs too, and innocent ones. */
const DATE_LIKE = [
  /^\d{1,4}[-/.]\d{1,2}[-/.]\d{1,4}$/,
  /^\d{1,2}[:.]\d{2}$/,
  /^(?:19|20)\d{2}(?:\s*[-/]\s*(?:19|20)?\d{2})?$/,
];

interface Found {
  kind: ScreeningKind;
  start: number;
  end: number;
}

function digitCount(text: string): number {
  return text.replace(/\D/g, '').length;
}

function findLinks(text: string): Found[] {
  return (linkify.match(text) ?? []).map((link) => ({
    kind: link.schema === 'mailto:' ? 'email' : 'url',
    start: link.index,
    end: link.lastIndex,
  }));
}

function findPhones(text: string): Found[] {
  const found: Found[] = [];
  for (const country of PHONE_COUNTRIES) {
    for (const number of findNumbers(text, { defaultCountry: country, v2: true })) {
      found.push({ kind: 'phone', start: number.startsAt, end: number.endsAt });
    }
  }
  for (const run of text.matchAll(DIGIT_RUN)) {
    const candidate = run[0].trim();
    const digits = digitCount(candidate);
    if (digits < MIN_PHONE_DIGITS || digits > MAX_PHONE_DIGITS) continue;
    if (DATE_LIKE.some((pattern) => pattern.test(candidate))) continue;
    found.push({ kind: 'phone', start: run.index, end: run.index + candidate.length });
  }
  return found;
}

function findPattern(text: string, pattern: RegExp, kind: ScreeningKind): Found[] {
  return [...text.matchAll(pattern)].map((match) => ({
    kind,
    start: match.index,
    end: match.index + match[0].length,
  }));
}

function overlaps(a: Found, b: Found): boolean {
  return a.start < b.end && b.start < a.end;
}

/**
 * Keeps one match per place: a phone or handle inside an e-mail or link is part of it, and of two
 * overlapping matches of one kind the longer stays.
 */
function withoutOverlaps(found: Found[]): Found[] {
  const links = found.filter((item) => item.kind === 'email' || item.kind === 'url');
  const candidates = found
    .filter(
      (item) =>
        item.kind === 'email' ||
        item.kind === 'url' ||
        !(item.kind === 'phone' || item.kind === 'handle') ||
        !links.some((link) => overlaps(link, item)),
    )
    .sort((a, b) => b.end - b.start - (a.end - a.start) || a.start - b.start);
  const kept: Found[] = [];
  for (const item of candidates) {
    if (kept.some((other) => other.kind === item.kind && overlaps(other, item))) continue;
    kept.push(item);
  }
  return kept.sort((a, b) => a.start - b.start || a.end - b.end);
}

/** The places in one text that the safeguarding review should look at, in reading order. */
export function screenText(text: string, field: ScreenedField): ScreeningMatch[] {
  if (text.trim() === '') return [];
  const folded = foldForMatching(text);
  const found: Found[] = [
    ...findLinks(text),
    ...findPhones(text),
    ...findPattern(text, HANDLE, 'handle'),
    ...PHRASES.flatMap(([kind, pattern]) => findPattern(folded, pattern, kind)),
  ];
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
