import { describe, expect, it } from 'vitest';
import { defineAreaErrors, isAreaErrors, type AreaError } from './area-errors';
import { LANGUAGES } from './constants';
import { ERRORS } from './errors';
import * as shared from './index';

const placeholdersOf = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort();

describe('defineAreaErrors', () => {
  it('gives each refusal its code and a key of its area', () => {
    const errors = defineAreaErrors('widgets', {
      WIDGET_FULL: { status: 409, message: { 'en-US': 'Full.', 'es-CO': 'Lleno.' } },
    });
    expect(errors.WIDGET_FULL).toEqual({
      code: 'WIDGET_FULL',
      status: 409,
      messageKey: 'widgets.errors.WIDGET_FULL',
      message: { 'en-US': 'Full.', 'es-CO': 'Lleno.' },
    });
    expect(isAreaErrors(errors)).toBe(true);
    expect(isAreaErrors({ WIDGET_FULL: { status: 409 } })).toBe(false);
  });

  it('refuses an empty message, a badly shaped code or area name', () => {
    const words = { 'en-US': 'Full.', 'es-CO': 'Lleno.' };
    expect(() =>
      defineAreaErrors('widgets', {
        WIDGET_FULL: { status: 409, message: { ...words, 'es-CO': ' ' } },
      }),
    ).toThrow(/no message in es-CO/);
    expect(() =>
      defineAreaErrors('widgets', { widgetFull: { status: 409, message: words } }),
    ).toThrow(/SCREAMING_SNAKE_CASE/);
    expect(() =>
      defineAreaErrors('Widgets', { WIDGET_FULL: { status: 409, message: words } }),
    ).toThrow(/kebab-case/);
  });
});

describe("every area's refusals exported by the shared package", () => {
  const areaErrors: AreaError[] = Object.values(shared)
    .filter(isAreaErrors)
    .flatMap((errors) => Object.values(errors));

  it("never reuse a platform code or another area's code", () => {
    const codes = areaErrors.map((error) => error.code);
    // The scan sees the areas' declarations (else the checks below would pass on nothing).
    expect(codes).toContain('ASSESSMENT_SUBMITTED');
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) expect(Object.keys(ERRORS)).not.toContain(code);
  });

  it('say the same placeholders in every language, none empty', () => {
    for (const error of areaErrors) {
      const english = placeholdersOf(error.message['en-US']);
      for (const language of LANGUAGES) {
        expect(error.message[language].trim()).not.toBe('');
        expect(placeholdersOf(error.message[language])).toEqual(english);
      }
    }
  });
});
