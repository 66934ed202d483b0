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

  it('finds digits hidden with invisible characters or other scripts', () => {
    expect(found('310\u200b555\u200b1234', 'phone')).toEqual(['310\u200b555\u200b1234']);
    expect(found('٣١٠ ٥٥٥ ١٢٣٤', 'phone')).toEqual(['٣١٠ ٥٥٥ ١٢٣٤']);
  });
});
