// The phrase lists (terms.en.json, terms.es.json): per kind, the phrases that stop a text for
// review, in the language of phrase-language.ts. Every text is screened with both languages'
// phrases (a letter and its translation are in different languages, and children mix them), and
// the sets of both files are merged by name, so "{family}" is "mom" and "mamá" alike.
// The lists fail closed: a file that is missing, malformed, or leaves a kind without phrases
// stops the API from starting rather than letting letters through unscreened.
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { SCREENING_KINDS, type ScreeningKind } from '@portal/shared';
import type { Found } from './found';
import { PhraseCompiler, firstKeys, lookupKeys, type Element } from './phrase-language';
import { PhraseMatch, sequenceEnds, type MatchInput } from './phrase-matcher';

export const TERM_FILES = ['terms.en.json', 'terms.es.json'] as const;

/** Kinds that only phrases find: each language's file must have phrases for every one. */
export const REQUIRED_PHRASE_KINDS = [
  'handle',
  'messagingApp',
  'address',
  'money',
  'meeting',
  'secrecy',
  'photoRequest',
  'personalDetails',
  'grooming',
] as const satisfies readonly ScreeningKind[];

const phraseListSchema = z.array(z.string().trim().min(1));

export const termsFileSchema = z.strictObject({
  $comment: z.string().optional(),
  sets: z.record(z.string().regex(/^[a-zA-Z]+$/), phraseListSchema).default({}),
  phrases: z.partialRecord(z.enum(SCREENING_KINDS), phraseListSchema),
});
export type TermsFile = z.infer<typeof termsFileSchema>;

export interface CompiledPhrase {
  readonly kind: ScreeningKind;
  readonly source: string;
  readonly elements: readonly Element[];
}

export interface PhraseIndex {
  /** Phrases by the index key of their first word (`indexKey`; "#": they start with a number). */
  readonly byFirstKey: ReadonlyMap<string, readonly CompiledPhrase[]>;
  readonly size: number;
}

/** A terms file's content, refused unless every kind only phrases find has phrases. */
export function checkTermsFile(file: string, raw: unknown): TermsFile {
  const terms = termsFileSchema.parse(raw);
  for (const kind of REQUIRED_PHRASE_KINDS) {
    if ((terms.phrases[kind] ?? []).length === 0) throw new Error(`${file} has no ${kind} phrase`);
  }
  return terms;
}

export function readTermsFile(file: string): TermsFile {
  return checkTermsFile(file, JSON.parse(readFileSync(new URL(file, import.meta.url), 'utf8')));
}

/** Compiles the lists of several files into one index; throws on any phrase it cannot read. */
export function compilePhrases(files: readonly TermsFile[]): PhraseIndex {
  const sets = new Map<string, string[]>();
  for (const file of files) {
    for (const [name, members] of Object.entries(file.sets)) {
      sets.set(name, [...(sets.get(name) ?? []), ...members]);
    }
  }
  const compiler = new PhraseCompiler(sets);
  const byFirstKey = new Map<string, CompiledPhrase[]>();
  let size = 0;
  for (const file of files) {
    for (const kind of SCREENING_KINDS) {
      for (const source of file.phrases[kind] ?? []) {
        const phrase = { kind, source, elements: compiler.compilePhrase(source) };
        for (const key of firstKeys(phrase.elements)) {
          const phrases = byFirstKey.get(key);
          if (phrases) phrases.push(phrase);
          else byFirstKey.set(key, [phrase]);
        }
        size += 1;
      }
    }
  }
  return { byFirstKey, size };
}

const PHRASES = compilePhrases(TERM_FILES.map(readTermsFile));

/** Where the phrases of `index` (the lists by default) occur, as normalised-text offsets. */
export function findPhrases(input: MatchInput, index: PhraseIndex = PHRASES): Found[] {
  const found: Found[] = [];
  const { tokens } = input;
  const match = new PhraseMatch(input);
  tokens.forEach((token, from) => {
    const candidates: CompiledPhrase[] = [];
    for (const key of lookupKeys(token.shape))
      candidates.push(...(index.byFirstKey.get(key) ?? []));
    if (/^\d/.test(token.key)) candidates.push(...(index.byFirstKey.get('#') ?? []));
    const longest = new Map<ScreeningKind, number>();
    for (const phrase of candidates) {
      const ends = sequenceEnds(phrase.elements, match, from);
      if (ends.length === 0) continue;
      const end = Math.max(...ends);
      if (end > from && end > (longest.get(phrase.kind) ?? from)) longest.set(phrase.kind, end);
    }
    for (const [kind, end] of longest) {
      found.push({ kind, start: token.start, end: tokens[end - 1]!.end });
    }
  });
  return found;
}
