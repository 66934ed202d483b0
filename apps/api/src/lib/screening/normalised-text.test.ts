import { describe, expect, it } from 'vitest';
import { foldCharacter, foldForMatching, normaliseText, originalSpan } from './normalised-text';

/** The original text behind a span of the normalised one. */
function behind(original: string, start: number, end: number): string {
  const span = originalSpan(normaliseText(original), start, end);
  return original.slice(span.start, span.end);
}

describe('normalising a text before screening', () => {
  it('reads look-alike letters of other scripts as the Latin letters they imitate', () => {
    // Cyrillic А, Greek ο, Cherokee Ꮃ, Latin small capital ᴡ, a Roman numeral Ⅾ.
    expect(normaliseText('Whats\u0410pp').text).toBe('whatsapp');
    expect(normaliseText('Fac\u03bfbook').text).toBe('facobook');
    expect(normaliseText('\u13b3hatsapp \u1d21hatsapp').text).toBe('whatsapp whatsapp');
    expect(normaliseText('\u216eiscord').text).toBe('discord');
  });

  it('keeps punctuation as punctuation and ASCII as written', () => {
    expect(normaliseText('¡Hola! ¿Qué tal?').text).toBe('¡hola! ¿que tal?');
    expect(normaliseText('summer rn').text).toBe('summer rn');
  });

  it('drops invisible characters and undoes compatibility forms', () => {
    expect(normaliseText('wh\u200bats\u00adapp\u2060').text).toBe('whatsapp');
    expect(normaliseText('\u202awhats\u200fapp\u202c').text).toBe('whatsapp');
    expect(normaliseText('ｗｈａｔｓａｐｐ ３１０').text).toBe('whatsapp 310');
    expect(normaliseText('𝐰𝐡𝐚𝐭𝐬𝐚𝐩𝐩').text).toBe('whatsapp');
  });

  it('reads digits of other scripts as their values', () => {
    expect(normaliseText('\u0663\u0661\u0660 \u096b\u096b\u096b').text).toBe('310 555');
  });

  it('joins letters spelled out with spaces, dots or dashes', () => {
    expect(normaliseText('w h a t s a p p').text).toBe('whatsapp');
    expect(normaliseText('W.h.a.t.s.A.p.p').text).toBe('whatsapp');
    expect(normaliseText('t-e-l-e-g-r-a-m').text).toBe('telegram');
    expect(normaliseText('d o n t  t e l l').text).toBe('dont tell');
    expect(normaliseText('a n a @ g m a i l . c o m').text).toBe('ana@gmail.com');
    // Where letters turn into digits the number stays a number of its own.
    expect(normaliseText('w h a t s a p p 3 1 0').text).toBe('whatsapp 310');
  });

  it('joins one letter a line, and keeps a letter after an apostrophe in its word', () => {
    expect(normaliseText('w\nh\na\nt\ns').text).toBe('whats');
    expect(normaliseText("let's m e e t").text).toBe("let's meet");
  });

  it('reads a right-to-left override the way it is shown', () => {
    const original = 'add me on \u202emargatsni\u202c now';
    const normalised = normaliseText(original);
    expect(normalised.text).toBe('add me on instagram now');
    const start = normalised.text.indexOf('instagram');
    // The span covers the reversed word (and the invisible mark that closes it).
    expect(behind(original, start, start + 9)).toBe('margatsni\u202c');
  });

  it('extends a span over the marks and invisible characters after its last letter', () => {
    const original = 'W\u0334h\u0337a\u0336t\u0338 x';
    expect(normaliseText(original).text).toBe('what x');
    expect(behind(original, 0, 4)).toBe('W\u0334h\u0337a\u0336t\u0338');
  });

  it('leaves ordinary short words apart', () => {
    expect(normaliseText('I am a boy').text).toBe('i am a boy');
    expect(normaliseText('p.o. box').text).toBe('p.o. box');
  });

  it('maps every span of the normalised text back to the original', () => {
    const original = 'Call Whats\u0410pp: w h a t s a p p, ｗｈａｔｓａｐｐ';
    const normalised = normaliseText(original);
    expect(normalised.text).toBe('call whatsapp: whatsapp, whatsapp');
    const at = (word: string, from = 0) => normalised.text.indexOf(word, from);
    const first = at('whatsapp');
    expect(behind(original, first, first + 8)).toBe('Whats\u0410pp');
    const second = at('whatsapp', first + 1);
    expect(behind(original, second, second + 8)).toBe('w h a t s a p p');
    const third = at('whatsapp', second + 1);
    expect(behind(original, third, third + 8)).toBe('ｗｈａｔｓａｐｐ');
  });

  it('keeps the whole of a character that became several', () => {
    const original = 'ﬁne';
    expect(normaliseText(original).text).toBe('fine');
    expect(behind(original, 0, 1)).toBe('ﬁ');
    expect(behind(original, 1, 3)).toBe('ﬁn');
  });

  it('folds one character at a time the same way', () => {
    expect(foldCharacter('É')).toBe('e');
    expect(foldCharacter('\u200b')).toBe('');
    expect(foldCharacter('’')).toBe("'");
    expect(foldCharacter('\u00a0')).toBe(' ');
  });
});

describe('foldForMatching', () => {
  it('keeps the length, so offsets in the folded text are offsets in the original', () => {
    for (const text of ['Ésta es mi dirección', 'Whats\u0410pp 𝐰', 'a\u200bb ﬁ ½', '']) {
      expect(foldForMatching(text)).toHaveLength(text.length);
    }
  });

  it('folds case, accents and look-alikes, and keeps what folds to nothing', () => {
    expect(foldForMatching('Ésta ÑANDÚ')).toBe('esta nandu');
    expect(foldForMatching('Whats\u0410pp')).toBe('whatsapp');
    expect(foldForMatching('a\u200bb')).toBe('a\u200bb');
    expect(foldForMatching('line\nbreak')).toBe('line\nbreak');
  });
});
