import { describe, expect, it } from 'vitest';
import {
  emptySponsorForm,
  ownSponsorFormSchema,
  parentFormSchema,
  parentToForm,
  sponsorFormSchema,
} from './form-schema';

describe('sponsor form schemas', () => {
  it('asks to choose a school and turns the pick into a number', () => {
    const empty = sponsorFormSchema.safeParse({
      ...emptySponsorForm(),
      firstName: 'Ana',
      lastName: 'Gómez',
      email: 'ana@example.org',
    });
    expect(empty.success).toBe(false);
    expect(empty.error?.issues[0]?.path).toEqual(['schoolId']);
    expect(empty.error?.issues[0]?.message).toContain('validation.chooseSchool');

    const values = sponsorFormSchema.parse({
      ...emptySponsorForm(),
      firstName: 'Ana',
      lastName: 'Gómez',
      email: 'ANA@Example.org',
      schoolId: '4',
    });
    expect(values).toMatchObject({ schoolId: 4, birthdate: null, email: 'ana@example.org' });
    expect(values).not.toHaveProperty('userId');
  });

  it('keeps a real birthdate and refuses a wrong one', () => {
    const base = {
      ...emptySponsorForm(),
      firstName: 'A',
      lastName: 'B',
      email: 'a@b.co',
      schoolId: '1',
    };
    expect(sponsorFormSchema.parse({ ...base, birthdate: '2010-05-01' }).birthdate).toBe(
      '2010-05-01',
    );
    expect(sponsorFormSchema.safeParse({ ...base, birthdate: '2010-13-01' }).success).toBe(false);
  });

  it("a sponsor's own form only has the fields a sponsor may change", () => {
    const values = ownSponsorFormSchema.parse({
      firstName: 'Ana',
      lastName: 'Gómez',
      phone: '300 123',
      email: 'x@y.z',
    });
    expect(Object.keys(values).sort()).toEqual(['firstName', 'lastName', 'phone']);
  });

  it('requires a relationship for a parent', () => {
    const result = parentFormSchema.safeParse({
      ...parentToForm(),
      firstName: 'Luz',
      lastName: 'Gómez',
      email: 'luz@example.org',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['relationship']);
    expect(
      parentFormSchema.parse({
        ...parentToForm(),
        firstName: 'Luz',
        lastName: 'Gómez',
        email: 'luz@example.org',
        relationship: 'mother',
      }).relationship,
    ).toBe('mother');
  });
});
