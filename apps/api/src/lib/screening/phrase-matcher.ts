// Walks the phrase elements over a text's words. Positions are sets of word indexes moved
// element by element (no backtracking), so a phrase costs at most its length times the gap's
// width at each word, however the text is written.
import { GAP_WORDS, indexKey, lookupKeys, type Element, type WordOption } from './phrase-language';
import { looseForm, separatorBetween, type Token } from './tokens';

/** A word this long may also be written in pieces ("wh ats app", "insta-gram"). */
const MIN_PIECED_LENGTH = 6;
const MAX_PIECES = 8;
/** Between two pieces of one word: up to three characters on one line, no sentence's end. */
const PIECE_SEPARATOR = /^[^\n]{1,3}$/u;
const SENTENCE_END = /[.!?]\s/u;
const NUMBERISH = /^\d+[a-z]?$/;
const NUMBER_WORDS = new Set(['no', 'n', 'nro', 'num', 'numero']);

export interface MatchInput {
  readonly text: string;
  readonly tokens: readonly Token[];
}

type ChoiceElement = Extract<Element, { type: 'choice' }>;

/**
 * One text's matching: where each choice (a set, alternatives, an optional part) ends from each
 * word is worked out once, however many phrases use it ("{family}" is in dozens).
 */
export class PhraseMatch {
  private readonly choiceEnds = new Map<ChoiceElement, Map<number, readonly number[]>>();

  constructor(readonly input: MatchInput) {}

  known(element: ChoiceElement, from: number): readonly number[] | undefined {
    return this.choiceEnds.get(element)?.get(from);
  }

  remember(element: ChoiceElement, from: number, ends: readonly number[]): readonly number[] {
    let byPosition = this.choiceEnds.get(element);
    if (!byPosition) {
      byPosition = new Map();
      this.choiceEnds.set(element, byPosition);
    }
    byPosition.set(from, ends);
    return ends;
  }
}

/** A choice's sequences by the index key of the word they start with ("" for any word). */
const sequencesByFirstKey = new WeakMap<
  ChoiceElement,
  ReadonlyMap<string, ReadonlyArray<readonly Element[]>>
>();

function indexedSequences(
  element: ChoiceElement,
): ReadonlyMap<string, ReadonlyArray<readonly Element[]>> {
  const known = sequencesByFirstKey.get(element);
  if (known) return known;
  const index = new Map<string, Array<readonly Element[]>>();
  for (const sequence of element.sequences) {
    const first = sequence[0];
    const keys = first?.type === 'word' ? new Set(first.options.map(indexKey)) : new Set(['']);
    for (const key of keys) index.set(key, [...(index.get(key) ?? []), sequence]);
  }
  sequencesByFirstKey.set(element, index);
  return index;
}

/** The sequences of a choice that can start at `token` (the others cannot match there). */
function candidateSequences(
  element: ChoiceElement,
  token: Token | undefined,
): ReadonlyArray<readonly Element[]> {
  const index = indexedSequences(element);
  const anyWord = index.get('') ?? [];
  if (!token) return anyWord;
  const found: Array<readonly Element[]> = [];
  for (const key of lookupKeys(token.shape)) found.push(...(index.get(key) ?? []));
  return anyWord.length === 0 ? found : [...found, ...anyWord];
}

/** Whether `a` becomes `b` by one letter changed, dropped, added, or two neighbours swapped. */
export function isOneTypoAway(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start += 1;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA -= 1;
    endB -= 1;
  }
  const restA = a.slice(start, endA);
  const restB = b.slice(start, endB);
  if (restA.length <= 1 && restB.length <= 1) return true;
  return restA.length === 2 && restB.length === 2 && restA[0] === restB[1] && restA[1] === restB[0];
}

function isWordMatch(option: WordOption, token: Token): boolean {
  const isExact = option.isPrefix ? token.key.startsWith(option.key) : token.key === option.key;
  if (isExact) return true;
  // A disguised word ("wh4tsapp", "1nsta") is compared with the swaps undone (a word without
  // a letter never is: "15" is not "is").
  if (token.loose !== null) {
    const isLoose = option.isPrefix
      ? token.loose.startsWith(option.loose)
      : token.loose === option.loose;
    if (isLoose) return true;
  }
  return option.isFuzzy && isOneTypoAway(token.shape, option.loose);
}

/**
 * Ends of `option` written in pieces from word `from`: three pieces or more ("wh ats app"), or
 * two joined by something other than a space ("whats-app", "insta.gram"). Two words apart
 * ("we chat") are left to the lists, which name such pairs when they mean them.
 */
function piecedEnds(option: WordOption, input: MatchInput, from: number): number[] {
  if (option.key.length < MIN_PIECED_LENGTH) return [];
  const { tokens, text } = input;
  const first = tokens[from]!;
  // The first piece must be the word's beginning; nearly every word fails here, cheaply.
  const isStart =
    first.key.length >= 2 &&
    first.key.length < option.key.length &&
    (option.key.startsWith(first.key) || option.loose.startsWith(first.shape));
  if (!isStart) return [];
  let joined = first.key;
  let hasMark = false;
  const ends: number[] = [];
  for (let next = from + 1; next < tokens.length && next - from < MAX_PIECES; next += 1) {
    const separator = separatorBetween(text, tokens[next - 1]!, tokens[next]!);
    if (!PIECE_SEPARATOR.test(separator) || SENTENCE_END.test(separator)) break;
    if (/\S/u.test(separator)) hasMark = true;
    const before = joined.length;
    joined += tokens[next]!.key;
    const pieces = next - from + 1;
    if (pieces < 3 && !hasMark) continue;
    const candidates = [joined, looseForm(joined)];
    const wanted = [option.key, option.loose];
    const isMatch = candidates.some((candidate, index) =>
      option.isPrefix
        ? candidate.startsWith(wanted[index]!) && before < wanted[index]!.length
        : candidate === wanted[index],
    );
    if (isMatch) ends.push(next + 1);
    if (joined.length >= option.key.length && !option.isPrefix) break;
  }
  return ends;
}

function numberEnds(input: MatchInput, from: number): number[] {
  const { tokens, text } = input;
  const isNumberish = (index: number) => NUMBERISH.test(tokens[index]?.key ?? '');
  if (!isNumberish(from)) return [];
  const ends = [from + 1];
  let second = from + 1;
  if (NUMBER_WORDS.has(tokens[second]?.key ?? '') && isNumberish(second + 1)) second += 1;
  const separator = tokens[second]
    ? separatorBetween(text, tokens[second - 1]!, tokens[second]!)
    : '';
  if (!isNumberish(second) || !/^[\s#°.]*$/u.test(separator)) return ends;
  ends.push(second + 1);
  const third = second + 1;
  if (isNumberish(third) && separatorBetween(text, tokens[second]!, tokens[third]!) === '-') {
    ends.push(third + 1);
  }
  return ends;
}

function stepEnds(element: Element, match: PhraseMatch, from: number): readonly number[] {
  const { input } = match;
  const { tokens } = input;
  switch (element.type) {
    case 'word': {
      const token = tokens[from];
      if (!token) return [];
      const ends: number[] = [];
      for (const option of element.options) {
        if (isWordMatch(option, token)) {
          if (ends[0] !== from + 1) ends.unshift(from + 1);
        }
        ends.push(...piecedEnds(option, input, from));
      }
      return ends;
    }
    case 'gap': {
      const ends: number[] = [];
      for (let skipped = 0; skipped <= GAP_WORDS && from + skipped <= tokens.length; skipped += 1) {
        ends.push(from + skipped);
      }
      return ends;
    }
    case 'number':
      return numberEnds(input, from);
    case 'not': {
      const token = tokens[from];
      const isExcluded = token && element.options.some((option) => isWordMatch(option, token));
      return isExcluded ? [] : [from];
    }
    case 'choice': {
      const known = match.known(element, from);
      if (known) return known;
      const ends = element.isOptional ? [from] : [];
      for (const sequence of candidateSequences(element, tokens[from])) {
        ends.push(...sequenceEnds(sequence, match, from));
      }
      return match.remember(element, from, ends);
    }
  }
}

/** Every word index where `elements` can end when they start at word `from`. */
export function sequenceEnds(
  elements: readonly Element[],
  match: PhraseMatch,
  from: number,
): readonly number[] {
  let positions: readonly number[] = [from];
  for (const element of elements) {
    if (positions.length === 1) {
      positions = stepEnds(element, match, positions[0]!);
    } else {
      const next = new Set<number>();
      for (const position of positions) {
        for (const end of stepEnds(element, match, position)) next.add(end);
      }
      positions = [...next];
    }
    if (positions.length === 0) return positions;
  }
  return positions;
}
