// The labelled sentences the screening is measured on: corpus.<language>.json (every one must
// come out as labelled; the tests fail on any miss) and holdout.<language>.json (written before
// the rules were tuned and never used to tune them; reported, not required).
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { SCREENING_KINDS } from '@portal/shared';

export const CORPUS_LANGUAGES = ['en', 'es'] as const;
export type CorpusLanguage = (typeof CORPUS_LANGUAGES)[number];

const sentenceSchema = z.union([
  z.strictObject({
    text: z.string().min(1),
    hold: z.literal(true),
    kinds: z.array(z.enum(SCREENING_KINDS)).min(1),
  }),
  z.strictObject({ text: z.string().min(1), hold: z.literal(false) }),
]);
const corpusSchema = z.strictObject({
  $comment: z.string(),
  sentences: z.array(sentenceSchema).min(1),
});
export type CorpusSentence = z.infer<typeof sentenceSchema>;

export function readCorpus(set: 'corpus' | 'holdout', language: CorpusLanguage): CorpusSentence[] {
  const file = new URL(`${set}.${language}.json`, import.meta.url);
  return corpusSchema.parse(JSON.parse(readFileSync(file, 'utf8'))).sentences;
}
