import { describe, expect, it } from 'vitest';
import { centsToUnits, formatMoney, unitsToCents } from './money';

describe('money', () => {
  it('formats cents per language, with or without the cents', () => {
    expect(formatMoney(2500, 'USD', 'en-US')).toBe('$25.00');
    expect(formatMoney(2500, 'USD', 'en-US', { compact: true })).toBe('$25');
    expect(formatMoney(2550, 'USD', 'en-US', { compact: true })).toBe('$25.50');
    expect(formatMoney(123456, 'USD', 'es-CO').replace(/\s/g, ' ')).toBe('$ 1.234,56');
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
