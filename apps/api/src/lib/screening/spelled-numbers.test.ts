import { describe, expect, it } from 'vitest';
import { screenText } from './screen-text';

function phones(text: string): string[] {
  return screenText(text, 'message')
    .filter((match) => match.kind === 'phone')
    .map((match) => match.text);
}

describe('phone numbers written in words', () => {
  it.each([
    'three one five two two two one nine nine eight',
    'four one five, five five five, zero one three two',
    'tres cero cero, uno dos tres, cuatro cinco seis siete',
    'trescientos diez, quinientos cincuenta y cinco, doce treinta y cuatro',
    'double five two, three oh oh, nine nine one four',
    'doble cinco, tres cero cero, nueve nueve uno cuatro',
    'nine-one-seven-five-five-five-two-three-six-eight',
    'three 1 0, 5 5 5, 1 2 three 4',
    'five hundred five, five five five, twelve thirty four',
    'treinta y dos, diez, cuarenta y cinco, sesenta y siete, cero uno',
    'three one five, five five five, one two three four',
  ])('%s', (text) => {
    expect(phones(`Call me: ${text} ok`)).toEqual([text]);
  });

  it.each([
    'I have two sisters and three cats',
    'Tengo dos hermanos y tres gatos',
    'tengo diez años y mi hermano doce',
    'one, two, three, four, five, six, seven, eight, nine, ten',
    'uno, dos, tres, cuatro, cinco, seis, siete',
    'ten, twenty, thirty, forty, fifty, sixty, seventy',
    'Nací el doce de mayo de dos mil catorce',
    'dos mil veintiséis - dos mil veintisiete',
    'The 2026-2027 school year, three two one go',
    'treinta y dos grados y cuarenta y cinco minutos',
    'I waited five, maybe ten minutes',
    'Oh, five friends came, oh my',
    'dos o tres veces',
    'we won three to one',
    'one hundred and five pages',
  ])('leaves "%s" alone', (text) => {
    expect(phones(text)).toEqual([]);
  });

  it('reads "oh" as zero only between numbers', () => {
    expect(phones('five oh three two two one eight eight')).toHaveLength(1);
    expect(phones('oh five three two two one eight eight')).toEqual([
      'five three two two one eight eight',
    ]);
  });
});
