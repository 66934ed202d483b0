import { describe, expect, it } from 'vitest';
import { canSee, canWrite } from '../roles';
import { endpointPath } from '../endpoint';
import {
  ageOn,
  createStudentBodySchema,
  isCalendarDate,
  studentExportQuerySchema,
  studentListQuerySchema,
  updateStudentBodySchema,
  utcDate,
} from './students';
import { STUDENT_ENDPOINTS } from './students-endpoints';

describe('student dates', () => {
  it('knows which days exist', () => {
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(isCalendarDate('2026-02-29')).toBe(false);
    expect(isCalendarDate('2026-02-30')).toBe(false);
    expect(isCalendarDate('2026-04-31')).toBe(false);
    expect(isCalendarDate('2026-1-05')).toBe(false);
    expect(isCalendarDate('')).toBe(false);
  });

  it('counts whole years, a birthday counting from its day', () => {
    expect(ageOn('2014-05-17', '2026-05-16')).toBe(11);
    expect(ageOn('2014-05-17', '2026-05-17')).toBe(12);
    expect(ageOn('2014-12-31', '2015-01-01')).toBe(0);
    // Born on 29 February: a year older on 1 March in common years.
    expect(ageOn('2016-02-29', '2027-02-28')).toBe(10);
    expect(ageOn('2016-02-29', '2027-03-01')).toBe(11);
    expect(ageOn('2016-02-29', '2028-02-29')).toBe(12);
  });

  it('takes today in UTC', () => {
    expect(utcDate(new Date('2026-11-21T23:30:00-05:00'))).toBe('2026-11-22');
  });
});

describe('student schemas', () => {
  const valid = {
    firstName: ' Ana ',
    lastName: 'Núñez',
    birthdate: '2012-05-17',
    gender: 'female',
    grade: '1-first',
    villageId: 3,
  };

  it('fills the defaults of a new student and trims', () => {
    expect(createStudentBodySchema.parse(valid)).toEqual({
      ...valid,
      firstName: 'Ana',
      status: 'active',
      schoolId: null,
      externalId: null,
      leadershipDistinction: false,
    });
    expect(createStudentBodySchema.parse({ ...valid, externalId: '  ' }).externalId).toBeNull();
  });

  it('changes only what a PATCH sends', () => {
    expect(updateStudentBodySchema.parse({ grade: 'college' })).toEqual({ grade: 'college' });
    expect(updateStudentBodySchema.safeParse({ status: 'delete' }).success).toBe(false);
  });

  it('says "Required" for a missing field and "not valid" for a wrong one', () => {
    const missing = createStudentBodySchema.safeParse({});
    const messages = Object.fromEntries(
      (missing.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
    );
    expect(messages).toMatchObject({
      birthdate: 'validation.required',
      gender: 'validation.required',
      villageId: 'validation.required',
    });
    const wrong = createStudentBodySchema.safeParse({ ...valid, villageId: '3', birthdate: 3 });
    expect(wrong.error?.issues.map((issue) => issue.message).sort()).toEqual([
      'validation.invalidDate',
      'validation.invalidValue',
    ]);
  });

  it('reads list and export queries with their defaults', () => {
    expect(studentListQuerySchema.parse({})).toEqual({
      page: 1,
      pageSize: 50,
      sort: 'lastName',
      order: 'asc',
    });
    expect(
      studentExportQuerySchema.parse({ villageId: '4', grade: '2-second', status: 'alumni' }),
    ).toEqual({
      villageId: 4,
      grade: '2-second',
      status: 'alumni',
      sort: 'lastName',
      order: 'asc',
      format: 'csv',
    });
    expect(studentListQuerySchema.safeParse({ status: 'delete' }).success).toBe(false);
  });

  it('builds the paths of a student and of their photo from the contracts', () => {
    expect(endpointPath(STUDENT_ENDPOINTS.get, { id: 42 })).toBe('/edrocks/api/students/42');
    expect(endpointPath(STUDENT_ENDPOINTS.setPhoto, { id: 42 })).toBe(
      '/edrocks/api/students/42/photo',
    );
  });

  it('lets sponsors and students read students but never change them', () => {
    for (const role of ['SPONSOR', 'STUDENT'] as const) {
      expect(canSee(role, 'students')).toBe(true);
      expect(canWrite(role, 'students')).toBe(false);
    }
    expect(canWrite('ADMIN', 'students')).toBe(true);
  });
});
