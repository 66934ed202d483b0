// The words of a normalised text, as the phrase rules and the spelled-out numbers read them.
// A word is a run of letters and digits; "@", "$" and "|" inside a word stay in it ("wh@tsapp",
// "in$tagram"), and so does an apostrophe, which the comparison then ignores ("don't" = "dont").
import type { NormalisedText } from './normalised-text';

export interface Token {
  /** Offsets in the normalised text, end exclusive. */
  readonly start: number;
  readonly end: number;
  /** The word without apostrophes, as phrases compare it. */
  readonly key: string;
  /**
   * For a word mixing letters with digits or symbols ("wh4ts4pp", "1nsta"), the word with the
   * usual swaps undone; null for a plain word or number, which is compared as written.
   */
  readonly loose: string | null;
  /** The word with every swap undone, whatever it is: how indexes and pieces compare it. */
  readonly shape: string;
  readonly isNumber: boolean;
}

const WORD = /[\p{L}\p{N}]+(?:['@$|][\p{L}\p{N}]+)*/gu;

/** Digits and symbols written for letters, and the letters confused with each other (l, 1, i). */
const SWAPS: Readonly<Record<string, string>> = {
  '0': 'o',
  '1': 'i',
  l: 'i',
  '|': 'i',
  '!': 'i',
  '3': 'e',
  '4': 'a',
  '@': 'a',
  '5': 's',
  $: 's',
  '7': 't',
  '8': 'b',
  '9': 'g',
};

/** A word with every swap undone: the form a disguised word and its plain spelling share. */
export function looseForm(word: string): string {
  let loose = '';
  for (const character of word) loose += SWAPS[character] ?? character;
  return loose;
}

/** Only a word with a letter and a digit or symbol is read loosely: "15" is a number, not "is". */
function looseKey(key: string): string | null {
  if (!/[\d@$|]/u.test(key) || !/\p{L}/u.test(key)) return null;
  return looseForm(key);
}

export function tokenize(normalised: NormalisedText): Token[] {
  const tokens: Token[] = [];
  for (const word of normalised.text.matchAll(WORD)) {
    const key = word[0].replace(/'/g, '');
    tokens.push({
      start: word.index,
      end: word.index + word[0].length,
      key,
      loose: looseKey(key),
      shape: looseForm(key),
      isNumber: /^\d+$/.test(key),
    });
  }
  return tokens;
}

/** What separates two tokens in the normalised text. */
export function separatorBetween(text: string, before: Token, after: Token): string {
  return text.slice(before.end, after.start);
}
