import { describe, expect, it } from 'vitest';
import { centsToUnits, formatMoney, unitsToCents } from './money';

describe('money', () => {
  it('formats cents per language, with or without the cents', () => {
    expect(formatMoney(2500, 'USD', 'en-US')).toBe('$25.00');
    expect(formatMoney(2500, 'USD', 'en-US', { compact: true })).toBe('$25');
    expect(formatMoney(2550, 'USD', 'en-US', { compact: true })).toBe('$25.50');
    expect(formatMoney(123456, 'USD', 'es-CO').replace(/\s/g, ' ')).toBe('US$ 1.234,56');
  });

  it('never leaves the currency in doubt: dollars are not pesos in either language', () => {
    const read = (cents: number, currency: string, language: 'en-US' | 'es-CO') =>
      formatMoney(cents, currency, language, { compact: true }).replace(/\s/g, ' ');
    expect(read(2500, 'USD', 'es-CO')).toBe('US$ 25');
    expect(read(2500, 'USD', 'en-US')).toBe('$25');
    // Pesos: "$" in Colombia, named in English, where "$" would be read as dollars.
    expect(read(2500000, 'COP', 'es-CO')).toBe('$ 25.000');
    expect(read(2500000, 'COP', 'en-US')).toBe('COP 25,000');
    expect(read(2500, 'EUR', 'es-CO')).toBe('EUR 25');
  });

  it('reads typed amounts into cents and refuses anything else', () => {
    expect(unitsToCents('25')).toBe(2500);
    expect(unitsToCents('25.5')).toBe(2550);
    expect(unitsToCents('25,05')).toBe(2505);
    expect(unitsToCents('-3')).toBeUndefined();
    expect(unitsToCents('1e3')).toBeUndefined();
    expect(unitsToCents('25.555')).toBeUndefined();
    expect(centsToUnits(36500)).toBe(365);
  });
});
