import { describe, expect, it } from 'vitest';
import { normaliseText } from './normalised-text';
import {
  REQUIRED_PHRASE_KINDS,
  TERM_FILES,
  checkTermsFile,
  compilePhrases,
  findPhrases,
  readTermsFile,
  type TermsFile,
} from './phrases';
import { tokenize } from './tokens';

/** Where the phrases of a small list occur in `text`, as the original's slices. */
function matches(text: string, phrases: string[], sets: Record<string, string[]> = {}): string[] {
  const index = compilePhrases([{ sets, phrases: { meeting: phrases } }]);
  const normalised = normaliseText(text);
  return findPhrases({ text: normalised.text, tokens: tokenize(normalised) }, index).map((found) =>
    normalised.text.slice(found.start, found.end),
  );
}

describe('the phrase language', () => {
  it('matches whole words, ignoring case, accents and apostrophes', () => {
    expect(matches("Don't TELL", ['dont tell'])).toEqual(["don't tell"]);
    expect(matches('dónde vives', ['donde vives'])).toEqual(['donde vives']);
    expect(matches('welcome', ['come'])).toEqual([]);
  });

  it('reads word* as any ending, a|b as either word and x? as optional', () => {
    expect(matches('sending it', ['send*'])).toEqual(['sending']);
    expect(matches('meet me, see me', ['meet|see me'])).toEqual(['meet me', 'see me']);
    expect(matches('our secret and our little secret', ['our little? secret'])).toEqual([
      'our secret',
      'our little secret',
    ]);
  });

  it('allows up to three words in a gap, no more', () => {
    expect(matches('send me some more money', ['send ... money'])).toEqual([
      'send me some more money',
    ]);
    expect(matches('send me some more of your money', ['send ... money'])).toEqual([]);
  });

  it('reads # as a house number', () => {
    expect(matches('calle 45 # 12-30', ['calle #'])).toEqual(['calle 45 # 12-30']);
    expect(matches('carrera 7 no 10', ['carrera #'])).toEqual(['carrera 7 no 10']);
    expect(matches('calle mayor', ['calle #'])).toEqual([]);
  });

  it('expands sets, which may name other sets and hold several words per entry', () => {
    const sets = { parents: ['mom', 'dad'], family: ['{parents}', 'big sister'] };
    expect(matches('tell your big sister', ['tell your {family}'], sets)).toEqual([
      'tell your big sister',
    ]);
    expect(matches('tell your dad', ['tell your {family}'], sets)).toEqual(['tell your dad']);
  });

  it('checks the next word with !', () => {
    expect(matches('our secret recipe', ['our secret !recipe'])).toEqual([]);
    expect(matches('our secret, ok', ['our secret !recipe'])).toEqual(['our secret']);
    expect(matches('it is our secret', ['our secret !recipe'])).toEqual(['our secret']);
  });

  it('tolerates one typo in a long word marked ~, and nowhere else', () => {
    expect(matches('my instagran and instgram', ['instagram~'])).toEqual(['instagran', 'instgram']);
    expect(matches('my instagran', ['instagram'])).toEqual([]);
    expect(matches('my instaaagram', ['instagram~'])).toEqual([]);
  });

  it('reads words disguised with digits and symbols, and words written in pieces', () => {
    expect(matches('wh4ts4pp, wh@tsapp, wh ats app, whats-app', ['whatsapp'])).toEqual([
      'wh4ts4pp',
      'wh@tsapp',
      'wh ats app',
      'whats-app',
    ]);
    // Two plain words apart are two words ("we chat" is not "wechat"); so is a number.
    expect(matches('we chat every day', ['wechat'])).toEqual([]);
    expect(matches('my number 15', ['is'])).toEqual([]);
  });

  it('refuses phrases it cannot read', () => {
    const compile =
      (phrase: string, sets: Record<string, string[]> = {}) =>
      () =>
        compilePhrases([{ sets, phrases: { meeting: [phrase] } }]);
    expect(compile('tell {nobody}')).toThrow('Unknown set {nobody}');
    expect(compile('a {loop}', { loop: ['b {loop}'] })).toThrow('contains itself');
    expect(compile('... money')).toThrow('must start and end with a word');
    expect(compile('money ...')).toThrow('must start and end with a word');
    expect(compile('little?')).toThrow('can match nothing');
    expect(compile('app~')).toThrow('too short for a typo');
  });
});

describe('the phrase lists', () => {
  const files = TERM_FILES.map((file) => [file, readTermsFile(file)] as const);

  it.each(files)('%s has phrases for every kind only phrases find', (_, terms) => {
    for (const kind of REQUIRED_PHRASE_KINDS) {
      expect(terms.phrases[kind]?.length ?? 0).toBeGreaterThan(0);
    }
  });

  it('compile, every phrase of both languages', () => {
    const index = compilePhrases(files.map(([, terms]) => terms));
    expect(index.size).toBe(
      files.reduce((total, [, terms]) => total + Object.values(terms.phrases).flat().length, 0),
    );
  });

  it('fail closed: a file without the phrases of a kind is refused', () => {
    const complete = files[0]![1];
    const { secrecy: _secrecy, ...withoutSecrecy } = complete.phrases;
    const incomplete: TermsFile = { ...complete, phrases: withoutSecrecy };
    expect(() => checkTermsFile('terms.xx.json', incomplete)).toThrow('has no secrecy phrase');
    expect(() => checkTermsFile('terms.xx.json', { phrases: {} })).toThrow('has no handle phrase');
    expect(() => checkTermsFile('terms.xx.json', { ...complete, meetings: [] })).toThrow();
  });
});
