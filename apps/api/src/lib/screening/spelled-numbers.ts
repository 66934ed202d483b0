// Phone numbers written in words, alone or mixed with digits: "three one five, five five five",
// "tres cero cero, uno dos", "trescientos diez, quinientos cincuenta y cinco", "double five",
// "five oh three". A run of number words (and digits) is read into the groups a person would say
// (treinta y dos = 32, five hundred five = 505), the groups are put side by side, and seven
// digits or more make a phone number, as they do when written in digits. The words are data
// (number-words.json). Quantities stay quantities: "dos mil veintiséis" or a year in digits is a
// number of its own, never part of a phone; a count ("one, two, three, four, five, six, seven")
// is not a phone either.
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import type { Found } from './found';
import type { MatchInput } from './phrase-matcher';
import { separatorBetween } from './tokens';

/** The same rule as for digits: fewer than seven digits is a quantity, an age, a year. */
export const MIN_PHONE_DIGITS = 7;

const valuesSchema = z.record(z.string(), z.number().int().nonnegative());
const languageSchema = z.strictObject({
  digits: valuesSchema,
  twoDigits: valuesSchema,
  tens: valuesSchema,
  hundreds: valuesSchema,
  hundredWords: z.array(z.string()),
  thousandWords: z.array(z.string()),
  joiners: z.array(z.string()),
  zeroBetween: z.array(z.string()),
  repeats: valuesSchema,
});
const numberWordsSchema = z.strictObject({
  $comment: z.string().optional(),
  languages: z.record(z.string(), languageSchema),
});

type WordKind =
  | 'digit'
  | 'twoDigits'
  | 'tens'
  | 'hundreds'
  | 'hundredWord'
  | 'thousandWord'
  | 'joiner'
  | 'zeroBetween'
  | 'repeat';

interface NumberWord {
  readonly kind: WordKind;
  readonly value: number;
}

function loadVocabulary(): ReadonlyMap<string, NumberWord> {
  const file = new URL('number-words.json', import.meta.url);
  const { languages } = numberWordsSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
  const vocabulary = new Map<string, NumberWord>();
  const add = (words: Record<string, number> | string[], kind: WordKind) => {
    const entries = Array.isArray(words)
      ? words.map((word) => [word, 0] as const)
      : Object.entries(words);
    for (const [word, value] of entries) vocabulary.set(word, { kind, value });
  };
  for (const language of Object.values(languages)) {
    add(language.digits, 'digit');
    add(language.twoDigits, 'twoDigits');
    add(language.tens, 'tens');
    add(language.hundreds, 'hundreds');
    add(language.hundredWords, 'hundredWord');
    add(language.thousandWords, 'thousandWord');
    add(language.joiners, 'joiner');
    add(language.zeroBetween, 'zeroBetween');
    add(language.repeats, 'repeat');
  }
  return vocabulary;
}

const VOCABULARY = loadVocabulary();

/** Between two words of one number: spaces and the marks people put in phone numbers. */
const SEQUENCE_SEPARATOR = /^[ ,.\-()+]{1,4}$/;
/** A year in digits is a quantity (2026-2027), not a piece of a phone number. */
const YEAR = /^(?:19|20)\d{2}$/;

interface Group {
  readonly digits: string;
  readonly value: number;
  readonly first: number;
  readonly last: number;
  /** A thousand or a year: a quantity that stands alone. */
  readonly isQuantity: boolean;
  readonly isWords: boolean;
}

/** A number being said: "trescientos" waits for "diez", "thirty" for "two". */
interface Spoken {
  value: number;
  stage: 'digit' | 'tens' | 'hundreds' | 'thousands' | 'whole';
  first: number;
  last: number;
  isQuantity: boolean;
}

const WAITS_FOR_DIGIT = new Set<Spoken['stage']>(['tens', 'hundreds', 'thousands']);
const WAITS_FOR_TENS = new Set<Spoken['stage']>(['hundreds', 'thousands']);

class SequenceReader {
  readonly groups: Group[] = [];
  private spoken: Spoken | null = null;

  constructor(private readonly input: MatchInput) {}

  private close(): void {
    const spoken = this.spoken;
    if (!spoken) return;
    this.groups.push({
      digits: String(spoken.value),
      value: spoken.value,
      first: spoken.first,
      last: spoken.last,
      isQuantity: spoken.isQuantity,
      isWords: true,
    });
    this.spoken = null;
  }

  private start(value: number, stage: Spoken['stage'], at: number, isQuantity = false): void {
    this.close();
    this.spoken = { value, stage, first: at, last: at, isQuantity };
  }

  private wordAt(index: number): NumberWord | 'digits' | undefined {
    const token = this.input.tokens[index];
    if (!token || !this.isJoined(index)) return undefined;
    return token.isNumber ? 'digits' : VOCABULARY.get(token.key);
  }

  /** Whether word `index` continues the run of word `index - 1`. */
  isJoined(index: number): boolean {
    const { tokens, text } = this.input;
    return SEQUENCE_SEPARATOR.test(separatorBetween(text, tokens[index - 1]!, tokens[index]!));
  }

  /** Reads one word into the run; false when the run ends before it. */
  read(index: number): boolean | 'skipNext' {
    const token = this.input.tokens[index]!;
    if (token.isNumber) {
      this.close();
      const value = Number(token.key);
      this.groups.push({
        digits: token.key,
        value,
        first: index,
        last: index,
        isQuantity: YEAR.test(token.key),
        isWords: false,
      });
      return true;
    }
    const word = VOCABULARY.get(token.key);
    if (!word) return false;
    const spoken = this.spoken;
    const next = this.wordAt(index + 1);
    switch (word.kind) {
      case 'joiner': {
        const isNextPart =
          next !== undefined &&
          next !== 'digits' &&
          ['digit', 'twoDigits', 'tens'].includes(next.kind);
        if (!spoken || !WAITS_FOR_DIGIT.has(spoken.stage) || !isNextPart) return false;
        spoken.last = index;
        return true;
      }
      case 'zeroBetween': {
        // "oh" is a zero only inside a number ("five oh three", "three oh oh nine").
        const isNumberNext = next === 'digits' || (next !== undefined && next.kind !== 'joiner');
        if ((!spoken && this.groups.length === 0) || !isNumberNext) return false;
        this.start(0, 'whole', index);
        return true;
      }
      case 'repeat': {
        const repeated = this.input.tokens[index + 1];
        const digit =
          next === 'digits' && repeated?.key.length === 1
            ? repeated.key
            : next !== 'digits' && next?.kind === 'digit'
              ? String(next.value)
              : undefined;
        if (digit === undefined) return false;
        this.close();
        const digits = digit.repeat(word.value);
        this.groups.push({
          digits,
          value: Number(digits),
          first: index,
          last: index + 1,
          isQuantity: false,
          isWords: true,
        });
        return 'skipNext';
      }
      case 'digit':
        if (spoken && word.value > 0 && WAITS_FOR_DIGIT.has(spoken.stage)) {
          spoken.value += word.value;
          spoken.stage = 'whole';
          spoken.last = index;
        } else this.start(word.value, word.value === 0 ? 'whole' : 'digit', index);
        return true;
      case 'twoDigits':
      case 'tens': {
        const stage = word.kind === 'tens' ? 'tens' : 'whole';
        if (spoken && WAITS_FOR_TENS.has(spoken.stage)) {
          spoken.value += word.value;
          spoken.stage = stage;
          spoken.last = index;
        } else this.start(word.value, stage, index);
        return true;
      }
      case 'hundreds':
        if (spoken?.stage === 'thousands') {
          spoken.value += word.value;
          spoken.stage = 'hundreds';
          spoken.last = index;
        } else this.start(word.value, 'hundreds', index);
        return true;
      case 'hundredWord':
        if (spoken?.stage === 'digit') {
          spoken.value *= 100;
          spoken.stage = 'hundreds';
          spoken.last = index;
        } else this.start(100, 'hundreds', index);
        return true;
      case 'thousandWord':
        if (spoken && !spoken.isQuantity && spoken.value < 1000) {
          spoken.value *= 1000;
          spoken.stage = 'thousands';
          spoken.isQuantity = true;
          spoken.last = index;
        } else this.start(1000, 'thousands', index, true);
        return true;
    }
  }

  finish(): Group[] {
    this.close();
    return this.groups;
  }
}

function isNumberStart(input: MatchInput, index: number): boolean {
  const token = input.tokens[index]!;
  if (token.isNumber) return true;
  const kind = VOCABULARY.get(token.key)?.kind;
  return kind !== undefined && kind !== 'joiner' && kind !== 'zeroBetween';
}

/** Counting ("one, two, three...", "ten, twenty, thirty...") is not a phone number. */
function isCount(groups: readonly Group[]): boolean {
  if (groups.length < 3) return false;
  const step = groups[1]!.value - groups[0]!.value;
  return (
    step !== 0 &&
    groups.every((group, index) => index === 0 || group.value - groups[index - 1]!.value === step)
  );
}

function phonesIn(groups: readonly Group[], input: MatchInput): Found[] {
  const found: Found[] = [];
  let run: Group[] = [];
  const flush = () => {
    const digits = run.map((group) => group.digits).join('');
    if (run.some((group) => group.isWords) && digits.length >= MIN_PHONE_DIGITS && !isCount(run)) {
      found.push({
        kind: 'phone',
        start: input.tokens[run[0]!.first]!.start,
        end: input.tokens[run[run.length - 1]!.last]!.end,
      });
    }
    run = [];
  };
  for (const group of groups) {
    if (group.isQuantity) flush();
    else run.push(group);
  }
  flush();
  return found;
}

/** Phone numbers written wholly or partly in words, as normalised-text offsets. */
export function findSpelledPhones(input: MatchInput): Found[] {
  const found: Found[] = [];
  let index = 0;
  while (index < input.tokens.length) {
    if (!isNumberStart(input, index)) {
      index += 1;
      continue;
    }
    const reader = new SequenceReader(input);
    let next = index;
    while (next < input.tokens.length && (next === index || reader.isJoined(next))) {
      const read = reader.read(next);
      if (read === false) break;
      next += read === 'skipNext' ? 2 : 1;
    }
    found.push(...phonesIn(reader.finish(), input));
    index = Math.max(next, index + 1);
  }
  return found;
}
