import { describe, expect, it } from 'vitest';
import { MESSAGES } from './messages';
import { TU_FORMS, withoutDoubledPeriods } from './sentence';

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

describe('TU_FORMS', () => {
  it('finds the familiar forms and leaves usted and third-person forms alone', () => {
    expect(TU_FORMS.test('No tienes acceso a esta página')).toBe(true);
    expect(TU_FORMS.test('Tu carta 2 necesita un cambio')).toBe(true);
    expect(TU_FORMS.test('Emily te escribió. Envíala de nuevo.')).toBe(true);
    expect(TU_FORMS.test('Recibes este correo porque participas en el programa')).toBe(true);
    expect(TU_FORMS.test('No tiene acceso a esta página')).toBe(false);
    expect(TU_FORMS.test('El programa revisa su carta; lea la nota. Tutor, texto, tutela.')).toBe(
      false,
    );
  });

  it('finds none in the shared messages in es-CO', () => {
    const familiar = Object.entries(MESSAGES['es-CO']).filter(([, text]) => TU_FORMS.test(text));
    expect(familiar).toEqual([]);
  });
});
