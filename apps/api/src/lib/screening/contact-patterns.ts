// Contact details written out: links and e-mail addresses (linkify-it), phone numbers in digits
// (libphonenumber-js, plus runs of 7-15 digits it misses), "@handles", and the e-mail addresses
// and links people spell to get past a filter: "name at gmail dot com", "name (at) gmail [dot]
// com", "nombre arroba gmail punto com", "name @ gmail . com", "www punto pagina punto com".
// All of it runs on the normalised text (look-alikes, invisible characters and spelled-out
// letters already undone). Every pattern here is bounded: no quantifier can retry another's
// characters, so a pattern's time grows linearly with the text.
import { findNumbers, type CountryCode } from 'libphonenumber-js/max';
import { LinkifyIt } from 'linkify-it';
import type { Found } from './found';
import { MIN_PHONE_DIGITS } from './spelled-numbers';

/** The programme's countries: a number written without its country code is read as one of these. */
const PHONE_COUNTRIES: readonly CountryCode[] = ['CO', 'US'];
const MAX_PHONE_DIGITS = 15;

// Links written without http(s):// ("www.x.com", "x.co") are the ones children write.
const linkify = new LinkifyIt({ fuzzyLink: true, fuzzyIP: true });

/** "@name" on its own (not inside an e-mail address): a social handle. */
const HANDLE = /(?<![\p{L}\p{N}._%+-])@[a-z0-9_](?:[a-z0-9_.]{0,28}[a-z0-9_])?(?![\p{L}\p{N}@])/gu;
/** Runs of digits with the separators people write in phone numbers, for what the library misses. */
const DIGIT_RUN = /(?<![\p{L}\p{N}])\+?\(?\d(?:[\d\s().\-/]*\d)?(?![\p{L}\p{N}])/gu;
/** Dates and times are digit runs too, and innocent ones. */
const DATE_LIKE = [
  /^\d{1,4}[-/.]\d{1,2}[-/.]\d{1,4}$/,
  /^\d{1,2}[:.]\d{2}$/,
  /^(?:19|20)\d{2}(?:\s*[-/]\s*(?:19|20)?\d{2})?$/,
];

/** "@", "(at)", "[arroba]", " arroba ": an "at" nobody writes by chance. */
const AT = String.raw`(?:\s*@\s*|\s*[(\[{<]\s*(?:at|arroba|@)\s*[)\]}>]\s*|\s+arroba\s+)`;
/** " at ": an English word too ("look at x.co" is a link), so what follows must be spelled. */
const WORD_AT = String.raw`\s+at\s+`;
/** A dot spelled or spaced: "(dot)", "[.]", " dot ", " punto ", " . ". */
const SPELLED_DOT = String.raw`(?:\s*[(\[{<]\s*(?:dot|punto|\.)\s*[)\]}>]\s*|\s+(?:dot|punto)\s+|\s+\.\s+)`;
const DOT = String.raw`(?:${SPELLED_DOT}|\.)`;
const NAME_PART = String.raw`[a-z0-9_+-]{1,64}`;
const NAME = String.raw`(?<![a-z0-9._+-])${NAME_PART}(?:${DOT}${NAME_PART}){0,3}`;
const LABEL = String.raw`[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?`;
const TLD = String.raw`(?:com|net|org|edu|gov|info|biz|co|es|mx|us|io|me|uk|ca|ar|pe|ec|ve|cl|br)`;
/** Mail services: "name at gmail" is an address even without "dot com". */
const MAIL_SERVICE = String.raw`(?:g\s?mail|hot\s?mail|out\s?look|yahoo|icloud|proton\s?mail|proton|aol|msn|yandex)`;
const DOMAIN = String.raw`(?:${MAIL_SERVICE}|${LABEL})`;

const SPELLED_EMAIL = new RegExp(
  String.raw`${NAME}${AT}(?:${DOMAIN}(?:${DOT}${LABEL}){0,3}${DOT}${TLD}|${MAIL_SERVICE})(?![a-z0-9])`,
  'g',
);
/** Words that take "at" in a sentence ("look at www dot..." is a link, not look@www...). */
const AT_WORDS = String.raw`(?:look|looking|me|us|you|him|her|them|it|write|meet|be|is|are|am|was|were|stay|live|here|there|home|school|work|play|good|great|best|smile|laugh|point|see)`;
const WORD_AT_EMAIL = new RegExp(
  String.raw`(?!${AT_WORDS}${WORD_AT})${NAME}${WORD_AT}(?!www)` +
    String.raw`(?:${DOMAIN}(?:${DOT}${LABEL}){0,3}${SPELLED_DOT}${TLD}|${MAIL_SERVICE})(?![a-z0-9])`,
  'g',
);
/** A link with at least one spelled dot (plain "x.com" is linkify's). */
const SPELLED_LINK = new RegExp(
  String.raw`(?<![a-z0-9.-])(?:(?:www|https?)(?:${DOT}|\s*:\s*//\s*))?` +
    String.raw`${LABEL}(?:${DOT}${LABEL}){0,3}${SPELLED_DOT}${TLD}(?![a-z0-9])`,
  'g',
);

function digitCount(text: string): number {
  return text.replace(/\D/g, '').length;
}

function findPattern(text: string, pattern: RegExp, kind: Found['kind']): Found[] {
  return [...text.matchAll(pattern)].map((match) => ({
    kind,
    start: match.index,
    end: match.index + match[0].length,
  }));
}

function findLinks(text: string): Found[] {
  return (linkify.match(text) ?? []).map((link) => ({
    kind: link.schema === 'mailto:' ? 'email' : 'url',
    start: link.index,
    end: link.lastIndex,
  }));
}

/**
 * Letters written for digits inside a number ("31O 555 l234"): o as 0, i and l as 1. Replaced
 * one for one, so offsets stay.
 */
const LETTER_FOR_DIGIT =
  /(?<=\d[\s().\-/]{0,3}(?:[oil][\s().\-/]{0,3}){0,3})[oil](?=(?:[\s().\-/]{0,3}[oil]){0,3}[\s().\-/]{0,3}\d)/g;

function asDigits(text: string): string {
  return text.replace(LETTER_FOR_DIGIT, (letter) => (letter === 'o' ? '0' : '1'));
}

function findDigitPhones(normalised: string): Found[] {
  const text = asDigits(normalised);
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

/** Links, e-mail addresses, handles and phone numbers in digits, in a normalised text. */
export function findContacts(text: string): Found[] {
  return [
    ...findLinks(text),
    ...findPattern(text, SPELLED_EMAIL, 'email'),
    ...findPattern(text, WORD_AT_EMAIL, 'email'),
    ...findPattern(text, SPELLED_LINK, 'url'),
    ...findPattern(text, HANDLE, 'handle'),
    ...findDigitPhones(text),
  ];
}
