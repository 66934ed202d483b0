import { describe, expect, it } from 'vitest';
import { countryName, intlFormatter, languageName } from './intl';

describe('intlFormatter', () => {
  it('builds a formatter once per kind, language and options', () => {
    const first = intlFormatter(Intl.NumberFormat, 'en-US', { maximumFractionDigits: 1 });
    expect(intlFormatter(Intl.NumberFormat, 'en-US', { maximumFractionDigits: 1 })).toBe(first);
    expect(intlFormatter(Intl.NumberFormat, 'es-CO', { maximumFractionDigits: 1 })).not.toBe(first);
    expect(intlFormatter(Intl.NumberFormat, 'en-US', { maximumFractionDigits: 2 })).not.toBe(first);
    expect(intlFormatter(Intl.NumberFormat, 'en-US')).not.toBe(first);
  });

  it('keeps kinds apart and formats as a new formatter would', () => {
    const number = intlFormatter(Intl.NumberFormat, 'es-CO');
    const date = intlFormatter(Intl.DateTimeFormat, 'es-CO');
    expect(date).not.toBe(number);
    expect(number.format(1234.5)).toBe(new Intl.NumberFormat('es-CO').format(1234.5));
    const day = intlFormatter(Intl.DateTimeFormat, 'en-US', { dateStyle: 'long', timeZone: 'UTC' });
    expect(day.format(new Date('2026-11-28T12:00:00Z'))).toBe('November 28, 2026');
  });
});

describe('languageName and countryName', () => {
  it("name languages in the reader's language, without the country of the code", () => {
    expect(languageName('en-US', 'es-CO')).toBe('inglés');
    expect(languageName('es-CO', 'es-CO')).toBe('español');
    expect(languageName('es-CO', 'en-US')).toBe('Spanish');
    expect(languageName('en-US', 'es-CO', { capitalize: true })).toBe('Inglés');
  });

  it("name countries in the reader's language, with the stored name for an unknown code", () => {
    expect(countryName('US', 'es-CO')).toBe('Estados Unidos');
    expect(countryName('co', 'en-US')).toBe('Colombia');
    expect(countryName('XX', 'es-CO', 'Nowhere')).toBe('Nowhere');
    expect(countryName('not a code', 'es-CO', 'Nowhere')).toBe('Nowhere');
  });
});
