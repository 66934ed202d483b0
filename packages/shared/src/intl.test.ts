import { describe, expect, it } from 'vitest';
import { intlFormatter } from './intl';

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
