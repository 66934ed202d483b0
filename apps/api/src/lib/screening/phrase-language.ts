// The phrase lists' little language, compiled to elements the matcher walks word by word:
//
//   word        that word, ignoring case, accents and look-alikes ("don't" also matches "dont")
//   word*       a word starting so (send* = send, sends, sending)
//   word~       that word or a typo of it (one letter wrong, missing, added or swapped), for
//               names no ordinary word is one typo away from ("instagran", "watsapp")
//   a|b|c       any one of these words (each may end with *)
//   {name}      any phrase of the set `name` (the "sets" of both languages' files, merged)
//   x?          x may be missing (a word, alternatives or a set)
//   ...         up to three words in between
//   #           a number, as in an address ("45", "45 # 12-30", "7 no 10")
//   !a|b        the next word is none of these (it consumes nothing)
//
// Matching word by word (never a regular expression over the text) keeps the time linear in the
// text's length, whatever the lists hold.
import { normaliseText } from './normalised-text';
import { looseForm, tokenize } from './tokens';

export interface WordOption {
  readonly key: string;
  readonly loose: string;
  readonly isPrefix: boolean;
  readonly isFuzzy: boolean;
}

export type Element =
  | { readonly type: 'word'; readonly options: readonly WordOption[] }
  | { readonly type: 'gap' }
  | { readonly type: 'number' }
  | { readonly type: 'not'; readonly options: readonly WordOption[] }
  | {
      readonly type: 'choice';
      readonly sequences: ReadonlyArray<readonly Element[]>;
      readonly isOptional: boolean;
    };

/** Words in a gap (`...`): "send me some more money" is "send* ... money". */
export const GAP_WORDS = 3;

export type PhraseSets = ReadonlyMap<string, readonly string[]>;

/** The words a literal is made of, as the text's tokens are ("e-mail" is two: e, mail). */
function literalKeys(literal: string): string[] {
  return tokenize(normaliseText(literal)).map((token) => token.key);
}

function wordOption(key: string, isPrefix: boolean, isFuzzy: boolean): WordOption {
  return { key, loose: looseForm(key), isPrefix, isFuzzy };
}

/** A typo is only tolerated in a long word: short words have too many neighbours. */
export const MIN_FUZZY_LENGTH = 6;

/** `a|b*|c-d`: one word element, or a choice when an alternative is several words. */
function alternativesElement(text: string, phrase: string): Element {
  const sequences = text.split('|').map((alternative) => {
    const isPrefix = alternative.endsWith('*');
    const isFuzzy = alternative.endsWith('~');
    const keys = literalKeys(isPrefix || isFuzzy ? alternative.slice(0, -1) : alternative);
    if (keys.length === 0) throw new Error(`"${alternative}" has no word in "${phrase}"`);
    if (isFuzzy && (keys.length > 1 || keys[0]!.length < MIN_FUZZY_LENGTH)) {
      throw new Error(`"${alternative}" is too short for a typo in "${phrase}"`);
    }
    return keys.map((key, index): Element => ({
      type: 'word',
      options: [wordOption(key, isPrefix && index === keys.length - 1, isFuzzy)],
    }));
  });
  if (sequences.every((sequence) => sequence.length === 1)) {
    return {
      type: 'word',
      options: sequences.flatMap((sequence) =>
        sequence.flatMap((element) => (element.type === 'word' ? element.options : [])),
      ),
    };
  }
  return { type: 'choice', sequences, isOptional: false };
}

function notElement(text: string, phrase: string): Element {
  const word = alternativesElement(text, phrase);
  if (word.type !== 'word') throw new Error(`"!${text}" must be single words in "${phrase}"`);
  return { type: 'not', options: word.options };
}

/** The fewest words a sequence can match. */
export function shortestLength(elements: readonly Element[]): number {
  let length = 0;
  for (const element of elements) {
    if (element.type === 'word' || element.type === 'number') length += 1;
    if (element.type === 'choice' && !element.isOptional) {
      length += Math.min(...element.sequences.map(shortestLength));
    }
  }
  return length;
}

export class PhraseCompiler {
  private readonly compiledSets = new Map<string, Element>();
  private readonly compiling = new Set<string>();

  constructor(private readonly sets: PhraseSets) {}

  private setElement(name: string, phrase: string): Element {
    const known = this.compiledSets.get(name);
    if (known) return known;
    const phrases = this.sets.get(name);
    if (!phrases) throw new Error(`Unknown set {${name}} in "${phrase}"`);
    if (this.compiling.has(name)) throw new Error(`The set {${name}} contains itself`);
    this.compiling.add(name);
    const element: Element = {
      type: 'choice',
      sequences: phrases.map((member) => this.compile(member)),
      isOptional: false,
    };
    this.compiling.delete(name);
    this.compiledSets.set(name, element);
    return element;
  }

  private item(text: string, phrase: string): Element {
    if (text === '...') return { type: 'gap' };
    if (text === '#') return { type: 'number' };
    if (text.startsWith('!')) return notElement(text.slice(1), phrase);
    const set = /^\{([a-zA-Z]+)\}$/.exec(text);
    if (set) return this.setElement(set[1]!, phrase);
    return alternativesElement(text, phrase);
  }

  /** One phrase of a list or a set, as elements. */
  compile(phrase: string): Element[] {
    const items = phrase.trim().split(/\s+/);
    return items.map((raw) => {
      const isOptional = raw.length > 1 && raw.endsWith('?');
      const element = this.item(isOptional ? raw.slice(0, -1) : raw, phrase);
      if (!isOptional) return element;
      if (element.type === 'gap' || element.type === 'not') {
        throw new Error(`"${raw}" cannot be optional in "${phrase}"`);
      }
      return { type: 'choice', sequences: [[element]], isOptional: true };
    });
  }

  /** A phrase of a list: it must start and end with words and cannot match nothing. */
  compilePhrase(phrase: string): Element[] {
    const elements = this.compile(phrase);
    const first = elements[0];
    const last = elements[elements.length - 1];
    if (!first || first.type === 'gap' || first.type === 'not' || last?.type === 'gap') {
      throw new Error(`"${phrase}" must start and end with a word`);
    }
    if (shortestLength(elements) === 0) throw new Error(`"${phrase}" can match nothing`);
    return elements;
  }
}

/**
 * Where a word is indexed: by the first two letters of its loose form (one for a one-letter
 * word), or by the first letter alone when a typo is tolerated (it may be in the second).
 */
export function indexKey(option: WordOption): string {
  return option.isFuzzy ? option.loose.slice(0, 1) : option.loose.slice(0, 2);
}

/** The index keys under which the words that can match a text word `shape` are found. */
export function lookupKeys(shape: string): readonly string[] {
  return shape.length >= 2 ? [shape.slice(0, 2), shape.slice(0, 1)] : [shape];
}

/** The index keys of the words a sequence can start with ("#" for a number). */
export function firstKeys(elements: readonly Element[], keys = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === 'not') continue;
    if (element.type === 'gap') throw new Error('A phrase cannot start with a gap');
    if (element.type === 'number') {
      keys.add('#');
      return keys;
    }
    if (element.type === 'word') {
      for (const option of element.options) keys.add(indexKey(option));
      return keys;
    }
    for (const sequence of element.sequences) firstKeys(sequence, keys);
    const canBeSkipped =
      element.isOptional || element.sequences.some((sequence) => shortestLength(sequence) === 0);
    if (!canBeSkipped) return keys;
  }
  return keys;
}
