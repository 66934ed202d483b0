import { describe, expect, it } from 'vitest';
import { signupBodySchema } from './signup';
import {
  birthdateField,
  createSponsorBodySchema,
  createSponsorParentBodySchema,
  updateSponsorBodySchema,
  updateSponsorParentBodySchema,
} from './sponsors';

describe('sponsor schemas', () => {
  it('fills the defaults of a new sponsor and parent', () => {
    expect(
      createSponsorBodySchema.parse({
        firstName: ' Ana ',
        lastName: 'Gómez',
        email: 'Ana@Example.org',
        schoolId: 3,
      }),
    ).toEqual({
      firstName: 'Ana',
      lastName: 'Gómez',
      email: 'ana@example.org',
      schoolId: 3,
      phone: '',
      birthdate: null,
      userId: null,
    });
    expect(
      createSponsorParentBodySchema.parse({
        firstName: 'Luz',
        lastName: 'Gómez',
        email: 'luz@example.org',
        relationship: 'mother',
      }),
    ).toMatchObject({
      address1: '',
      address2: '',
      city: '',
      zipCode: '',
      state: '',
      phoneNumber: '',
    });
  });

  it('leaves out of an update what was not sent (no defaults)', () => {
    expect(updateSponsorBodySchema.parse({ phone: '123' })).toEqual({ phone: '123' });
    expect(updateSponsorParentBodySchema.parse({ city: 'Tunja' })).toEqual({ city: 'Tunja' });
    expect(updateSponsorBodySchema.parse({ birthdate: null })).toEqual({ birthdate: null });
  });

  it('accepts only real, past birthdates from 1900', () => {
    expect(birthdateField.safeParse('2010-02-28').success).toBe(true);
    for (const value of ['2010-02-30', '1899-12-31', '2999-01-01', '10/02/2010', ''])
      expect(birthdateField.safeParse(value).success, value).toBe(false);
  });

  it('takes ids in bodies as numbers only', () => {
    const base = { firstName: 'A', lastName: 'B', email: 'a@example.org' };
    expect(createSponsorBodySchema.safeParse({ ...base, schoolId: '3' }).success).toBe(false);
    expect(createSponsorBodySchema.safeParse({ ...base, schoolId: 1.5 }).success).toBe(false);
  });
});

describe('sign-up schema', () => {
  const valid = {
    code: 'K7QM-3XPA',
    firstName: 'Camila',
    lastName: 'Sánchez',
    email: 'camila@example.org',
    password: 'una clave segura',
    confirmPassword: 'una clave segura',
    acceptTerms: true,
    language: 'es-CO',
  };

  it('accepts a complete form', () => {
    expect(signupBodySchema.parse(valid)).toMatchObject({ code: 'K7QM-3XPA', acceptTerms: true });
  });

  it('needs the terms accepted and the passwords to match', () => {
    const refused = signupBodySchema.safeParse({ ...valid, acceptTerms: false });
    expect(refused.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['acceptTerms', 'validation.acceptTerms'],
    ]);
    const mismatch = signupBodySchema.safeParse({ ...valid, confirmPassword: 'otra' });
    expect(mismatch.error?.issues.map((issue) => issue.message)).toEqual([
      'validation.passwordsMustMatch',
    ]);
  });
});
