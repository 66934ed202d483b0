import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './constants';
import { MESSAGES, fieldMessage, formatMessage, parseFieldMessage } from './messages';
import { formatWait } from './wait';

describe('message catalogue', () => {
  it('has the same keys in every language, none empty', () => {
    const english = Object.keys(MESSAGES['en-US']).sort();
    for (const language of LANGUAGES) {
      expect(Object.keys(MESSAGES[language]).sort()).toEqual(english);
      for (const text of Object.values(MESSAGES[language])) expect(text.trim()).not.toBe('');
    }
  });

  it("keeps the seed's messages word for word in en-US", () => {
    const english = Object.values(MESSAGES['en-US']);
    for (const seedMessage of [
      'Page no found',
      'Undefined error',
      'Incorrect username or password',
      'Email is already registered',
      'Error saving the letter, try again',
      'Attendance code is invalid',
      'Required',
      'Min {{num}} characters',
      'Invalid email',
      'Max amount allowed: $ {{num}}',
      'Min amount allowed: $ {{num}}',
      'You must fill all fields',
      'All agreements must be accepted',
      'already available year',
    ]) {
      expect(english).toContain(seedMessage);
    }
  });

  it('fills parameters and falls back to the placeholder when one is missing', () => {
    expect(formatMessage('en-US', 'validation.minChars', { num: 8 })).toBe('Min 8 characters');
    expect(formatMessage('es-CO', 'validation.minChars', { num: 8 })).toBe('Mínimo 8 caracteres');
    expect(formatMessage('en-US', 'validation.minChars')).toBe('Min {{num}} characters');
  });

  it('agrees with the number it carries: one minute, two minutes, one row', () => {
    expect(
      formatMessage('es-CO', 'errors.tooManyAttempts', { wait: formatWait(60, 'es-CO') }),
    ).toContain('Espere 1 minuto e intente');
    expect(
      formatMessage('es-CO', 'errors.tooManyAttempts', { wait: formatWait(120, 'es-CO') }),
    ).toContain('Espere 2 minutos e intente');
    expect(
      formatMessage('en-US', 'errors.tooManyAttempts', { wait: formatWait(60, 'en-US') }),
    ).toContain('Wait 1 minute and');
    expect(formatMessage('en-US', 'errors.importHasProblems', { count: 1 })).toContain(
      'has 1 row with problems. Fix it',
    );
  });

  it('has a one form for every message whose number changes its words, in both languages', () => {
    for (const [key, text] of Object.entries(MESSAGES['en-US'])) {
      if (!/\{\{(minutes|count)\}\}/.test(text) || key.endsWith('_one')) continue;
      expect(MESSAGES['en-US'], key).toHaveProperty([`${key}_one`]);
      expect(MESSAGES['es-CO'], key).toHaveProperty([`${key}_one`]);
    }
  });

  it('packs and unpacks field messages with parameters', () => {
    expect(parseFieldMessage(fieldMessage('validation.required'))).toEqual({
      key: 'validation.required',
    });
    expect(parseFieldMessage(fieldMessage('validation.minChars', { num: 8 }))).toEqual({
      key: 'validation.minChars',
      params: { num: 8 },
    });
    // Zod's own messages (or anything unknown) become a generic translated message.
    expect(parseFieldMessage('Invalid input: expected string').key).toBe('validation.invalidValue');
    expect(parseFieldMessage('validation.minChars|{broken').key).toBe('validation.minChars');
  });
});
