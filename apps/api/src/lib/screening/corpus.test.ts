import { describe, expect, it } from 'vitest';
import { CORPUS_LANGUAGES, readCorpus } from './corpus';
import { screenText } from './screen-text';

describe.each(CORPUS_LANGUAGES)('the labelled corpus in %s', (language) => {
  const sentences = readCorpus('corpus', language);

  it('has a hundred sentences or more, about half of them to hold', () => {
    expect(sentences.length).toBeGreaterThanOrEqual(100);
    const held = sentences.filter((sentence) => sentence.hold).length;
    expect(held / sentences.length).toBeGreaterThan(0.4);
    expect(held / sentences.length).toBeLessThan(0.6);
  });

  it.each(sentences.map((sentence) => [sentence.text, sentence] as const))('%s', (_, sentence) => {
    const found = screenText(sentence.text, 'message');
    const kinds = [...new Set(found.map((match) => match.kind))].sort();
    expect(kinds).toEqual(sentence.hold ? [...sentence.kinds].sort() : []);
    for (const match of found) expect(sentence.text.slice(match.start, match.end)).toBe(match.text);
  });
});

describe.each(CORPUS_LANGUAGES)('the held-out set in %s', (language) => {
  it('has forty sentences or more, both to hold and to deliver', () => {
    const sentences = readCorpus('holdout', language);
    expect(sentences.length).toBeGreaterThanOrEqual(40);
    expect(sentences.some((sentence) => sentence.hold)).toBe(true);
    expect(sentences.some((sentence) => !sentence.hold)).toBe(true);
  });
});
