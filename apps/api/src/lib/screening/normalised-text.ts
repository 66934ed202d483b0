// The text as the screening's rules read it, and the way back to the text as written. A writer
// who wants to slip a contact past a keyword list hides it: "WhatsАpp" with a Cyrillic А,
// "w h a t s a p p", "W.h.a.t.s.A.p.p", a zero-width space inside a word, full-width digits.
// `normaliseText` undoes these before anything is matched, and keeps for every unit of the
// normalised text the span of the original it came from, so a match is reported on the original
// (what the review screen highlights).
import { lookAlikeOf } from './look-alikes';

/** A normalised text: `text`, and for each of its UTF-16 units the original's [start, end). */
export interface NormalisedText {
  readonly original: string;
  readonly text: string;
  readonly starts: readonly number[];
  readonly ends: readonly number[];
}

/** Zero-width characters, soft hyphens, bidi controls, variation selectors, tags: unseen. */
const INVISIBLE = /^\p{Default_Ignorable_Code_Point}$/u;
const APOSTROPHE = /^['’‘ʼʻ`´′ʹ]$/u;
const LINE_BREAK = /^[\n\r\v\f\u0085\u2028\u2029]$/u;
const SPACE = /^\s$/u;

function withoutMarks(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '');
}

/** Folded characters seen so far: a letter folds the same way every time. */
const folds = new Map<string, string>();
const MAX_KEPT_FOLDS = 4096;

/**
 * One character (code point) as the rules read it: nothing for an invisible one, a space or a
 * line break for white space, otherwise compatibility-normalised (NFKC: "ｗ" and "𝐰" are "w"),
 * lower case, without accents, and a look-alike of another script as the ASCII it imitates.
 */
export function foldCharacter(character: string): string {
  const known = folds.get(character);
  if (known !== undefined) return known;
  let folded: string;
  if (INVISIBLE.test(character)) folded = '';
  else if (APOSTROPHE.test(character)) folded = "'";
  else if (LINE_BREAK.test(character)) folded = '\n';
  else if (SPACE.test(character)) folded = ' ';
  else {
    const compatible = withoutMarks(character.normalize('NFKC'));
    let ascii = '';
    for (const part of compatible) {
      const lower = part.toLowerCase();
      // The lower case first (Cyrillic "І" is "і", an i), then the letter as written (Cherokee
      // "Ꮃ" imitates a W; its lower case imitates nothing).
      ascii +=
        part.codePointAt(0)! < 0x80 ? lower : (lookAlikeOf(lower) ?? lookAlikeOf(part) ?? lower);
    }
    folded = withoutMarks(ascii.toLowerCase()).replace(/\s/gu, ' ');
  }
  if (folds.size >= MAX_KEPT_FOLDS) folds.clear();
  folds.set(character, folded);
  return folded;
}

/**
 * Lower case without accents or look-alikes, one output character per UTF-16 unit of the input,
 * so an offset found in the folded text is the same offset in the original. Characters that fold
 * to nothing (invisible ones), white space and characters outside the Basic Multilingual Plane
 * are kept as they are.
 */
export function foldForMatching(text: string): string {
  let folded = '';
  for (const character of text) {
    if (character.length === 2 || SPACE.test(character)) {
      folded += character;
      continue;
    }
    const fold = foldCharacter(character);
    folded += fold.length > 0 ? fold[0]! : character;
  }
  return folded;
}

/**
 * Three or more single letters or digits, each alone between separators of one to three
 * characters: "w h a t s a p p", "W.h.a.t.s.A.p.p", "3 1 0 5 5 5", one letter a line. A letter
 * after an apostrophe belongs to its word ("let's"). The separators cannot hold a letter or
 * digit, so the pattern runs in linear time.
 */
const SPELLED_OUT =
  /(?<![\p{L}\p{N}'@$|])[\p{L}\p{N}](?:[^\p{L}\p{N}']{1,3}[\p{L}\p{N}](?![\p{L}\p{N}'])){2,}/gu;
const SINGLE = /[\p{L}\p{N}]/u;
const DIGIT = /^\p{N}$/u;

/**
 * The units of a spelled-out run to drop: the separator the writer repeats (the spaces of
 * "w h a t s"), and white space around any other one, which stays (the "." of "g m a i l . c o m"
 * keeps "gmail.com" a domain); a wider space between words stays one space ("d o n t  t e l l"
 * reads "dont tell"). Where letters turn into digits the separator stays whole, so
 * "w h a t s a p p 3 1 0" reads "whatsapp 310" and the number is still a number.
 */
function spelledOutDrops(run: string, at: number, drops: Set<number>): void {
  const separators: Array<{ start: number; text: string; isBetweenKinds: boolean }> = [];
  let index = 0;
  let previous = '';
  while (index < run.length) {
    const character = String.fromCodePoint(run.codePointAt(index)!);
    if (SINGLE.test(character)) {
      previous = character;
      index += character.length;
      continue;
    }
    const start = index;
    while (index < run.length && !SINGLE.test(String.fromCodePoint(run.codePointAt(index)!))) {
      index += 1;
    }
    const next = String.fromCodePoint(run.codePointAt(index)!);
    separators.push({
      start,
      text: run.slice(start, index),
      isBetweenKinds: DIGIT.test(previous) !== DIGIT.test(next),
    });
  }
  const counts = new Map<string, number>();
  for (const separator of separators) {
    counts.set(separator.text, (counts.get(separator.text) ?? 0) + 1);
  }
  const repeated = [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
  for (const separator of separators) {
    if (separator.isBetweenKinds) continue;
    const isRepeated = separator.text === repeated;
    const isSpace = /^\s+$/u.test(separator.text);
    for (let offset = 0; offset < separator.text.length; offset += 1) {
      const isKeptSpace = isSpace && offset === 0;
      const isDropped = isRepeated || (!isKeptSpace && /\s/u.test(separator.text[offset]!));
      if (isDropped) drops.add(at + separator.start + offset);
    }
  }
}

/** Right-to-left override: what follows is shown reversed, up to PDF, PDI or a line's end. */
const RIGHT_TO_LEFT_OVERRIDE = '\u202e';
const OVERRIDE_END = /^[\u202c\u2069\n\r\u2028\u2029]$/u;

interface FoldedCharacter {
  readonly folded: string;
  readonly start: number;
  readonly end: number;
}

/**
 * The characters in the order a reader sees them: a run after a right-to-left override
 * ("\u202emargatsni" shows as "instagram") is put back the way round it is displayed.
 */
function displayOrder(original: string): FoldedCharacter[] {
  const characters: FoldedCharacter[] = [];
  let reversed: FoldedCharacter[] | null = null;
  let offset = 0;
  for (const character of original) {
    const item = {
      folded: foldCharacter(character),
      start: offset,
      end: offset + character.length,
    };
    offset += character.length;
    if (character === RIGHT_TO_LEFT_OVERRIDE) {
      if (reversed) characters.push(...reversed.reverse());
      reversed = [];
    } else if (reversed && OVERRIDE_END.test(character)) {
      characters.push(...reversed.reverse(), item);
      reversed = null;
    } else if (reversed) reversed.push(item);
    else characters.push(item);
  }
  if (reversed) characters.push(...reversed.reverse());
  return characters;
}

/** The text as the screening's rules read it, with the way back to the original's offsets. */
export function normaliseText(original: string): NormalisedText {
  let text = '';
  const starts: number[] = [];
  const ends: number[] = [];
  for (const { folded, start, end } of displayOrder(original)) {
    for (let unit = 0; unit < folded.length; unit += 1) {
      starts.push(start);
      ends.push(end);
    }
    text += folded;
  }
  const drops = new Set<number>();
  for (const run of text.matchAll(SPELLED_OUT)) spelledOutDrops(run[0], run.index, drops);
  if (drops.size === 0) return { original, text, starts, ends };
  let kept = '';
  const keptStarts: number[] = [];
  const keptEnds: number[] = [];
  for (let index = 0; index < text.length; index += 1) {
    if (drops.has(index)) continue;
    kept += text[index];
    keptStarts.push(starts[index]!);
    keptEnds.push(ends[index]!);
  }
  return { original, text: kept, starts: keptStarts, ends: keptEnds };
}

/** Marks and invisible characters: they fold to nothing, but belong to the letter before them. */
const TRAILING = /^[\p{M}\p{Default_Ignorable_Code_Point}]$/u;

/**
 * The original's [start, end) of the normalised text's units [start, end): from the first to the
 * last character they came from (a reversed run is read the way it is shown), and the marks and
 * invisible characters that trail the last, so the highlight covers what the reader sees.
 */
export function originalSpan(
  normalised: NormalisedText,
  start: number,
  end: number,
): { start: number; end: number } {
  let from = normalised.starts[start]!;
  let to = normalised.ends[end - 1]!;
  for (let index = start; index < end; index += 1) {
    from = Math.min(from, normalised.starts[index]!);
    to = Math.max(to, normalised.ends[index]!);
  }
  const { original } = normalised;
  while (to < original.length) {
    const next = String.fromCodePoint(original.codePointAt(to)!);
    if (!TRAILING.test(next) || next === RIGHT_TO_LEFT_OVERRIDE) break;
    to += next.length;
  }
  return { start: from, end: to };
}
