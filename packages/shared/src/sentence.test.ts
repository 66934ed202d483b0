import { describe, expect, it } from 'vitest';
import { withoutDoubledPeriods } from './sentence';

describe('withoutDoubledPeriods', () => {
  it('ends a sentence that ends with an abbreviation in one period, and keeps ellipses', () => {
    expect(withoutDoubledPeriods('Ingresó el código el 8:20 p. m..')).toBe(
      'Ingresó el código el 8:20 p. m.',
    );
    expect(withoutDoubledPeriods('Hasta las 8:20 p. m.. Luego no.')).toBe(
      'Hasta las 8:20 p. m. Luego no.',
    );
    expect(withoutDoubledPeriods('Elija...')).toBe('Elija...');
    expect(withoutDoubledPeriods('Sin puntos')).toBe('Sin puntos');
  });
});
