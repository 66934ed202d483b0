// Long and hostile input must not make the screening hang: every rule is linear (no pattern
// retries another's characters, phrases are matched word by word). Here each input of
// helpers/hostile-text.ts is screened and its matches checked; how long each takes (against a
// bound that catches a pattern that backtracks: minutes, not seconds) is measured by
// `npm run bench:screening`, as a shared machine's speed is not a test's to judge.
import { describe, expect, it } from 'vitest';
import { HOSTILE_INPUTS } from '../../../test/helpers/hostile-text';
import { screenLetter, screenText } from './screen-text';

describe('screening 100,000 characters of hostile input', () => {
  it.each(Object.entries(HOSTILE_INPUTS))('%s', (_, text) => {
    const matches = screenText(text, 'message');
    for (const match of matches) expect(match.end).toBeGreaterThan(match.start);
  });

  it('reports offsets inside the text for random mixes of tricky characters', () => {
    const alphabet = [
      ...'aeiouwhtsp 0123456789.@-_#()[]',
      '\u200b',
      '\u00ad',
      '\u0430',
      'ｗ',
      '𝐰',
      '\n',
    ];
    let seed = 42;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed / 2_147_483_648;
    };
    for (let run = 0; run < 300; run += 1) {
      let text = '';
      const length = 1 + Math.floor(random() * 120);
      while (text.length < length) text += alphabet[Math.floor(random() * alphabet.length)];
      for (const match of screenLetter({ message: text })) {
        expect(match.start).toBeGreaterThanOrEqual(0);
        expect(match.end).toBeLessThanOrEqual(text.length);
        expect(match.start).toBeLessThan(match.end);
        expect(text.slice(match.start, match.end)).toBe(match.text);
      }
    }
  });
});
