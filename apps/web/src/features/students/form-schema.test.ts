import { describe, expect, it } from 'vitest';
import { emptyStudentForm, studentFormSchema, toCreateBody, toUpdateBody } from './form-schema';

const filled = {
  ...emptyStudentForm(),
  firstName: ' José ',
  lastName: 'Pérez',
  birthdate: '2014-03-09',
  gender: 'male',
  grade: '5-fifth',
  villageId: '3',
};

describe('student form schema', () => {
  it('says "Required" for every missing required field, pickers included', () => {
    const result = studentFormSchema.safeParse(emptyStudentForm());
    expect(result.success).toBe(false);
    const paths = result.error?.issues.map((issue) => issue.path.join('.')).sort();
    expect(paths).toEqual(['birthdate', 'firstName', 'gender', 'grade', 'lastName', 'villageId']);
    expect(result.error?.issues.every((issue) => issue.message.startsWith('validation.required')));
  });

  it('turns picked ids into numbers and blank pickers into null', () => {
    const values = studentFormSchema.parse(filled);
    expect(values).toMatchObject({
      firstName: 'José',
      villageId: 3,
      schoolId: null,
      countryId: null,
      externalId: null,
      status: 'active',
      leadershipDistinction: false,
    });
  });

  it('leaves the country out of a new student without one (the village country applies)', () => {
    const body = toCreateBody(studentFormSchema.parse(filled));
    expect(body).not.toHaveProperty('countryId');
    const withCountry = toCreateBody(studentFormSchema.parse({ ...filled, countryId: '2' }));
    expect(withCountry.countryId).toBe(2);
  });

  it('sends a blank school and country as null on an edit (none)', () => {
    const body = toUpdateBody(studentFormSchema.parse({ ...filled, schoolId: '' }));
    expect(body.schoolId).toBeNull();
    expect(body.countryId).toBeNull();
  });

  it('refuses a future birthdate and an impossible day', () => {
    expect(studentFormSchema.safeParse({ ...filled, birthdate: '2999-01-01' }).success).toBe(false);
    expect(studentFormSchema.safeParse({ ...filled, birthdate: '2015-02-30' }).success).toBe(false);
  });
});
