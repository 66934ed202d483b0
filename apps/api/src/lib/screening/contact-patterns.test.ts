import { describe, expect, it } from 'vitest';
import type { ScreeningKind } from '@portal/shared';
import { screenText } from './screen-text';

function found(text: string, kind: ScreeningKind): string[] {
  return screenText(text, 'message')
    .filter((match) => match.kind === kind)
    .map((match) => match.text);
}

describe('contact details written to get past a filter', () => {
  it.each([
    'ana.perez at gmail dot com',
    'ana.perez (at) gmail (dot) com',
    'ana.perez [at] gmail [.] com',
    'ana.perez @ gmail . com',
    'ana punto perez arroba hotmail punto com',
    'ana_perez ARROBA outlook PUNTO es',
    'ana.perez at gmail',
    'ana.perez {at} yahoo {dot} co',
  ])('reads "%s" as an e-mail address', (address) => {
    expect(found(`Write to ${address} please`, 'email')).toEqual([address]);
  });

  it.each([
    'www dot my-drawings dot com',
    'www punto misdibujos punto co',
    'misdibujos punto com punto co',
    'my-drawings (dot) net',
  ])('reads "%s" as a link', (link) => {
    expect(found(`Look at ${link} please`, 'url')).toEqual([link]);
  });

  it('reads "at" as an English word where nothing spelled follows', () => {
    expect(found('Also look at mis-dibujos.co for more', 'email')).toEqual([]);
    expect(found('Also look at mis-dibujos.co for more', 'url')).toEqual(['mis-dibujos.co']);
    expect(found('We met at school and played at home', 'email')).toEqual([]);
  });

  it('reads a phone or link inside an e-mail address as part of it', () => {
    const matches = screenText('Mail me: 3105551234 at gmail dot com', 'message');
    expect(matches.map((match) => [match.kind, match.text])).toEqual([
      ['email', '3105551234 at gmail dot com'],
    ]);
  });

  it('reads o, i and l written for digits inside a number', () => {
    expect(found('call 31O 555 l234', 'phone')).toEqual(['31O 555 l234']);
    expect(found('3lo-555-loo1', 'phone')).toEqual(['3lo-555-loo1']);
    expect(found('I have 2 oil lamps 3 and 10 lions', 'phone')).toEqual([]);
  });

  it('reads a mail service written in two words', () => {
    expect(found('ana at g mail dot com', 'email')).toEqual(['ana at g mail dot com']);
    expect(found('ana @ hot mail', 'email')).toEqual(['ana @ hot mail']);
  });

  it('finds digits hidden with invisible characters or other scripts', () => {
    expect(found('310\u200b555\u200b1234', 'phone')).toEqual(['310\u200b555\u200b1234']);
    expect(found('٣١٠ ٥٥٥ ١٢٣٤', 'phone')).toEqual(['٣١٠ ٥٥٥ ١٢٣٤']);
    expect(found('③①⓪ ⑤⑤⑤ ①②③④', 'phone')).toEqual(['③①⓪ ⑤⑤⑤ ①②③④']);
    const keycaps =
      '3\ufe0f\u20e31\ufe0f\u20e30\ufe0f\u20e3 5\ufe0f\u20e35\ufe0f\u20e35\ufe0f\u20e3 1\ufe0f\u20e32\ufe0f\u20e33\ufe0f\u20e34\ufe0f\u20e3';
    expect(found(keycaps, 'phone')).toEqual([keycaps]);
  });
});
