import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@portal/shared';
import { formatNumber } from './format';

describe('formatNumber', () => {
  const wholeNumbers = [0, 7, 999, 1000, 1234, 12345, 123456, 1234567, -1234, 9007199254740991];

  it.each(LANGUAGES)('writes whole numbers in %s exactly as Intl does', (language) => {
    for (const value of wholeNumbers) {
      expect(formatNumber(value, language)).toBe(new Intl.NumberFormat(language).format(value));
    }
  });

  it('leaves fractions and formatting options to Intl', () => {
    expect(formatNumber(1234.5, 'es-CO')).toBe('1.234,5');
    expect(formatNumber(0.25, 'en-US', { style: 'percent' })).toBe('25%');
    expect(formatNumber(1234, 'en-US', { minimumFractionDigits: 2 })).toBe('1,234.00');
  });
});
