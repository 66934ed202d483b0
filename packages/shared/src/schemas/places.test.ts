import { describe, expect, it } from 'vitest';
import { formatMessage } from '../messages';
import { createPlaceBodySchema } from './places';
import {
  formatRegistrationCode,
  normalizeRegistrationCode,
  PLACE_EXPORT_COLUMNS,
  REGISTRATION_CODE_ALPHABET,
} from './places-constants';

describe('registration codes', () => {
  it('use no look-alike characters', () => {
    for (const ambiguous of ['0', 'O', '1', 'I', 'L']) {
      expect(REGISTRATION_CODE_ALPHABET).not.toContain(ambiguous);
    }
    expect(new Set(REGISTRATION_CODE_ALPHABET).size).toBe(REGISTRATION_CODE_ALPHABET.length);
  });

  it('compare without case, spaces or dashes, and print in groups of four', () => {
    expect(normalizeRegistrationCode(' k7qm-3xpa ')).toBe('K7QM3XPA');
    expect(normalizeRegistrationCode('K7QM 3XPA')).toBe('K7QM3XPA');
    expect(formatRegistrationCode('K7QM3XPA')).toBe('K7QM-3XPA');
    expect(formatRegistrationCode('ABC')).toBe('ABC');
  });
});

describe('place bodies', () => {
  it('default what a new place does not say, and never take a code', () => {
    expect(
      createPlaceBodySchema.parse({ name: ' Vereda ', countryId: 1, registrationCode: 'X' }),
    ).toEqual({
      name: 'Vereda',
      countryId: 1,
      stateId: null,
      enabled: true,
      registrationEnabled: false,
    });
  });
});

describe('place export headers', () => {
  it('exist in every language', () => {
    for (const column of PLACE_EXPORT_COLUMNS) {
      expect(formatMessage('en-US', `placesExport.${column}`)).not.toContain('placesExport');
      expect(formatMessage('es-CO', `placesExport.${column}`)).not.toContain('placesExport');
    }
  });
});
