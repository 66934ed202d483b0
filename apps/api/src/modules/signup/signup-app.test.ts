// Sign-up in the phone app (`mobile: true`, as its sign-in): for sponsors only. A village's
// (student's) code is refused with a translated message before any account is made; a school's
// code works there, and the web portal still takes both.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, authResponseSchema } from '@portal/shared';
import {
  createTestContext,
  errorOf,
  queryRows,
  type TestContext,
} from '../../../test/helpers/test-app';
import { createPlace } from '../../../test/helpers/fixtures';

const SCHOOL_CODE = 'APPSCH01';
const VILLAGE_CODE = 'APPV1LL2';

let ctx: TestContext;
let counter = 0;

beforeAll(async () => {
  ctx = await createTestContext();
  await createPlace(ctx.database.db, 'school', { name: 'Colegio App', code: SCHOOL_CODE });
  await createPlace(ctx.database.db, 'village', { name: 'Vereda App', code: VILLAGE_CODE });
});
afterAll(() => ctx.close());

function body(code: string, overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    code,
    firstName: 'Camila',
    lastName: 'Sánchez',
    email: `app-${counter}@signup.test`,
    password: 'una clave segura',
    confirmPassword: 'una clave segura',
    acceptTerms: true,
    language: 'es-CO',
    birthdate: '1999-04-12',
    ...overrides,
  };
}

function signup(payload: Record<string, unknown>, language = 'en-US') {
  return ctx.app.inject({
    method: 'POST',
    url: API.signup,
    remoteAddress: `10.8.0.${counter}`,
    headers: { 'accept-language': language },
    payload,
  });
}

async function countRows(table: 'users' | 'students' | 'policy_acceptances') {
  const [row] = await queryRows<{ n: number }>(
    ctx.database,
    sql`select count(*)::int as n from ${sql.raw(table)}`,
  );
  return row?.n ?? 0;
}

describe('sign-up in the phone app', () => {
  it("refuses a student's code in both languages, before any account is made", async () => {
    const before = {
      users: await countRows('users'),
      students: await countRows('students'),
      acceptances: await countRows('policy_acceptances'),
    };
    const english = await signup(body(VILLAGE_CODE, { mobile: true, birthdate: undefined }));
    expect(english.statusCode).toBe(400);
    expect(errorOf(english)).toMatchObject({
      code: 'REGISTRATION_CODE_SPONSORS_ONLY',
      messageKey: 'errors.registrationCodeSponsorsOnly',
      message: 'This app is for sponsors. Students sign up with this code on the portal website.',
    });
    const spanish = await signup(body(VILLAGE_CODE, { mobile: true }), 'es-CO');
    expect(spanish.statusCode).toBe(400);
    expect(errorOf(spanish).message).toBe(
      'Esta aplicación es para padrinos. Los estudiantes se registran con este código en el sitio web del portal.',
    );
    expect({
      users: await countRows('users'),
      students: await countRows('students'),
      acceptances: await countRows('policy_acceptances'),
    }).toEqual(before);
  });

  it('answers a wrong code as before, telling nothing about the app', async () => {
    const response = await signup(body('N0SUCHC0', { mobile: true }));
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).code).toBe('REGISTRATION_CODE_INVALID');
  });

  it("takes a sponsor's code in the app, and a student's code on the web portal", async () => {
    const sponsor = await signup(body(SCHOOL_CODE, { mobile: true }));
    expect(sponsor.statusCode, sponsor.body).toBe(201);
    expect(authResponseSchema.parse(sponsor.json()).data.role).toBe('SPONSOR');

    for (const mobile of [undefined, false]) {
      const student = await signup(body(VILLAGE_CODE, { mobile, birthdate: undefined }));
      expect(student.statusCode, student.body).toBe(201);
      expect(authResponseSchema.parse(student.json()).data.role).toBe('STUDENT');
    }
  });
});
