// POST /edrocks/public/signup: a school code makes a signed-in sponsor of that school, a village
// code a signed-in student of that village; wrong, disabled and closed codes, e-mails already
// used (also by simultaneous sign-ups) are clear 4xx answers that leave nothing behind; repeated
// failures from one address are slowed, then refused.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, authResponseSchema, sponsorDetailsSchema, SPONSOR_PATHS } from '@portal/shared';
import { ManualClock } from '../../../test/helpers/clock';
import {
  bearer,
  buildTestApp,
  createTestContext,
  errorOf,
  queryRows,
  type TestContext,
} from '../../../test/helpers/test-app';
import { PRIVACY_VERSION, TERMS_VERSION } from '../policy/policy-texts';
import { createPlace } from '../../../test/helpers/fixtures';

let ctx: TestContext;
let schoolId: number;
let villageId: number;
let ipCounter = 0;
/** Each test signs up from its own address, so the per-address throttle never mixes tests. */
const newIp = () => `10.9.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;
let emailCounter = 0;
const newEmail = (prefix = 'new') => `${prefix}-${++emailCounter}@signup.test`;

const SCHOOL_CODE = 'K7QM3XPA';
const VILLAGE_CODE = 'V1LL4GE9';

/** The signed-in sponsor's own record (GET /edrocks/api/sponsors/me). */
async function ownSponsor(access: string) {
  const response = await ctx.app.inject({
    method: 'GET',
    url: SPONSOR_PATHS.sponsorsMe,
    headers: bearer(access),
  });
  return sponsorDetailsSchema.parse(response.json());
}

function body(overrides: Record<string, unknown> = {}) {
  return {
    code: SCHOOL_CODE,
    firstName: 'Camila',
    lastName: 'Sánchez',
    email: newEmail(),
    password: 'una clave segura',
    confirmPassword: 'una clave segura',
    acceptTerms: true,
    language: 'es-CO',
    birthdate: '1999-04-12',
    ...overrides,
  };
}

function signup(payload: Record<string, unknown>, ip = newIp(), language = 'en-US') {
  return ctx.app.inject({
    method: 'POST',
    url: API.signup,
    remoteAddress: ip,
    headers: { 'accept-language': language },
    payload,
  });
}

async function count(
  table: 'users' | 'sponsors' | 'students' | 'policy_acceptances',
  email?: string,
) {
  const where =
    email === undefined
      ? sql``
      : table === 'users' || table === 'sponsors'
        ? sql` where lower(email) = lower(${email})`
        : sql` where user_id in (select id from users where lower(email) = lower(${email}))`;
  const rows = await queryRows<{ n: number }>(
    ctx.database,
    sql`select count(*)::int as n from ${sql.raw(table)}${where}`,
  );
  return rows[0]?.n ?? 0;
}

beforeAll(async () => {
  ctx = await createTestContext();
  const { db } = ctx.database;
  schoolId = await createPlace(db, 'school', { name: 'Colegio Registro', code: SCHOOL_CODE });
  villageId = await createPlace(db, 'village', { name: 'Vereda Registro', code: VILLAGE_CODE });
  await createPlace(db, 'school', { name: 'Colegio Apagado', enabled: false, code: 'D1SABLED' });
  await createPlace(db, 'village', {
    name: 'Vereda Cerrada',
    registrationEnabled: false,
    code: 'CL0SED99',
  });
});
afterAll(() => ctx.close());

describe('POST /edrocks/public/signup with a school code', () => {
  it('creates a SPONSOR user and their sponsor record, and signs them in', async () => {
    const payload = body({ email: 'Camila.Sanchez@Example.ORG', firstName: ' Camila ' });
    const response = await signup(payload);
    expect(response.statusCode).toBe(201);
    expect(response.headers['cache-control']).toBe('no-store');
    const session = authResponseSchema.parse(response.json());
    expect(session.data).toMatchObject({
      role: 'SPONSOR',
      email: 'camila.sanchez@example.org',
      firstName: 'Camila',
      lastName: 'Sánchez',
      language: 'es-CO',
    });
    // Signed in at once: the access token opens the sponsor's own record.
    const own = await ctx.app.inject({
      method: 'GET',
      url: SPONSOR_PATHS.sponsorsMe,
      headers: bearer(session.access),
    });
    expect(own.statusCode).toBe(200);
    expect(sponsorDetailsSchema.parse(own.json())).toMatchObject({
      email: 'camila.sanchez@example.org',
      schoolId,
      schoolName: 'Colegio Registro',
      userId: session.data.id,
      active: true,
    });
    // The refresh token works, and so does the password.
    const refreshed = await ctx.app.inject({
      method: 'GET',
      url: `${API.auth}?refresh=${encodeURIComponent(session.refresh)}`,
    });
    expect(refreshed.statusCode).toBe(200);
    await ctx.login('camila.sanchez@example.org', 'una clave segura');
    // The consent given is recorded, with the versions of the texts.
    const consents = await queryRows<{ document: string; version: string; language: string }>(
      ctx.database,
      sql`select document, version, language from policy_acceptances where user_id = ${session.data.id} order by document`,
    );
    expect(consents).toEqual([
      { document: 'privacy', version: PRIVACY_VERSION, language: 'es-CO' },
      { document: 'terms', version: TERMS_VERSION, language: 'es-CO' },
    ]);
  });

  it('accepts the code in any case, with spaces or dashes', async () => {
    const response = await signup(body({ code: ' k7qm-3xpa ' }));
    expect(response.statusCode).toBe(201);
  });
});

describe('POST /edrocks/public/signup with a village code', () => {
  it('creates a STUDENT user and their student record in the village, signed in', async () => {
    const email = newEmail('student');
    const response = await signup(
      body({
        code: VILLAGE_CODE,
        email,
        firstName: 'Mateo',
        lastName: 'Quintero',
        birthdate: undefined,
      }),
    );
    expect(response.statusCode).toBe(201);
    const session = authResponseSchema.parse(response.json());
    expect(session.data).toMatchObject({ role: 'STUDENT', email, firstName: 'Mateo' });
    const [student] = await queryRows<{
      first_name: string;
      last_name: string;
      village_id: number;
      status: string;
      birthdate: string | null;
      grade: string | null;
    }>(
      ctx.database,
      sql`select first_name, last_name, village_id, status, birthdate, grade from students where user_id = ${session.data.id}`,
    );
    expect(student).toEqual({
      first_name: 'Mateo',
      last_name: 'Quintero',
      village_id: villageId,
      status: 'active',
      birthdate: null,
      grade: null,
    });
    expect(await count('sponsors', email)).toBe(0);
    // A student has no sponsor record, and sees no sponsor yet.
    const cards = await ctx.app.inject({
      method: 'GET',
      url: SPONSOR_PATHS.mySponsors,
      headers: bearer(session.access),
    });
    expect(cards.json()).toEqual({ items: [] });
  });
});

describe("a sponsor's birth date at sign-up", () => {
  it('is required with a school code: 400 "Required" on birthdate, in both languages, nothing created', async () => {
    const before = { users: await count('users'), sponsors: await count('sponsors') };
    const email = newEmail('no-birthdate');
    const english = await signup(body({ email, birthdate: undefined }));
    expect(english.statusCode).toBe(400);
    expect(errorOf(english)).toMatchObject({
      code: 'VALIDATION_ERROR',
      issues: [{ path: 'birthdate', message: 'Required' }],
    });
    const spanish = await signup(body({ email, birthdate: undefined }), newIp(), 'es-CO');
    expect(errorOf(spanish).issues).toEqual([{ path: 'birthdate', message: 'Obligatorio' }]);
    expect({ users: await count('users'), sponsors: await count('sponsors') }).toEqual(before);
    // A student may leave it out.
    const student = await signup(body({ code: VILLAGE_CODE, birthdate: undefined }));
    expect(student.statusCode).toBe(201);
  });

  it('refuses dates that are not real, in the future, of the wrong type, or of no sponsor age', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const cases: Array<[unknown, string]> = [
      ['2010-02-30', 'Enter a valid date'],
      ['2999-01-01', 'Enter a valid date'],
      ['14/03/2010', 'Enter a valid date'],
      [20100314, 'Enter a valid date'],
      [null, 'Enter a valid date'],
      ['x'.repeat(5000), 'Enter a valid date'],
      [today, 'Check the date: a sponsor is between 10 and 100 years old'],
      ['1901-01-01', 'Check the date: a sponsor is between 10 and 100 years old'],
    ];
    const before = await count('users');
    for (const [birthdate, message] of cases) {
      const response = await signup(body({ birthdate }));
      expect(response.statusCode, JSON.stringify(birthdate).slice(0, 40)).toBe(400);
      const issues = errorOf(response).issues ?? [];
      expect(issues.length).toBeGreaterThan(0);
      for (const issue of issues) expect(issue).toEqual({ path: 'birthdate', message });
    }
    expect(await count('users')).toBe(before);
  });

  it("keeps it on the sponsor's record; the sponsor cannot change it", async () => {
    const response = await signup(body({ birthdate: '2010-03-14' }));
    expect(response.statusCode).toBe(201);
    const session = authResponseSchema.parse(response.json());
    const own = await ownSponsor(session.access);
    expect(own).toMatchObject({ birthdate: '2010-03-14', isMinor: true });
    const change = await ctx.app.inject({
      method: 'PATCH',
      url: SPONSOR_PATHS.sponsor.replace(':id', String(own.id)),
      headers: bearer(session.access),
      payload: { birthdate: '2000-03-14' },
    });
    expect(change.statusCode).toBe(403);
    const [row] = await queryRows<{ birthdate: string }>(
      ctx.database,
      sql`select birthdate::text as birthdate from sponsors where id = ${own.id}`,
    );
    expect(row?.birthdate).toBe('2010-03-14');
  });

  it("keeps a student's on the student's record", async () => {
    const response = await signup(body({ code: VILLAGE_CODE, birthdate: '2015-06-01' }));
    expect(response.statusCode).toBe(201);
    const session = authResponseSchema.parse(response.json());
    const [row] = await queryRows<{ birthdate: string }>(
      ctx.database,
      sql`select birthdate::text as birthdate from students where user_id = ${session.data.id}`,
    );
    expect(row?.birthdate).toBe('2015-06-01');
  });

  it("records a sponsor's sign-up as a sign-in source (the device only hashed), not a student's", async () => {
    const deviceId = 'device-of-a-new-sponsor-0001';
    const sponsor = await signup(body({ deviceId }), '10.66.0.1');
    const student = await signup(body({ code: VILLAGE_CODE, deviceId }), '10.66.0.2');
    const ids = [sponsor, student].map(
      (response) => authResponseSchema.parse(response.json()).data.id,
    );
    const rows = await queryRows<{ user_id: number; ip: string; device_hash: string }>(
      ctx.database,
      sql`select user_id, ip, device_hash from sign_in_sources where user_id in (${ids[0]}, ${ids[1]})`,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ user_id: ids[0], ip: '10.66.0.1' });
    expect(rows[0]!.device_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]!.device_hash).not.toContain(deviceId);
    const bad = await signup(body({ deviceId: 'no spaces allowed here!' }));
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).issues).toEqual([{ path: 'deviceId', message: 'This value is not valid' }]);
  });
});

const CODE_REFUSED_EN =
  'This registration code cannot be used right now. Ask your coordinator for the right code.';
const CODE_REFUSED_ES =
  'Este código de registro no se puede usar por ahora. Pida el código correcto a su coordinador.';

describe('the names people give themselves (what the other side of every letter reads)', () => {
  it('refuses a name that carries a way to reach someone, in both languages, creating nothing', async () => {
    const before = { users: await count('users'), sponsors: await count('sponsors') };
    const email = newEmail('contact-in-name');
    const english = await signup(body({ email, firstName: 'Ana WhatsApp 3105551234' }));
    expect(english.statusCode).toBe(400);
    expect(errorOf(english)).toMatchObject({
      code: 'VALIDATION_ERROR',
      issues: [
        {
          path: 'firstName',
          message: 'Write only your name, in letters (spaces, hyphens and apostrophes are fine)',
        },
      ],
    });
    const spanish = await signup(
      body({ email, code: VILLAGE_CODE, lastName: 'Ruiz insta ana.ruiz' }),
      newIp(),
      'es-CO',
    );
    expect(errorOf(spanish).issues).toEqual([
      {
        path: 'lastName',
        message: 'Escriba solo su nombre, con letras (se admiten espacios, guiones y apóstrofos)',
      },
    ]);
    expect({ users: await count('users'), sponsors: await count('sponsors') }).toEqual(before);
  });

  it("refuses the same in a sponsor's own change of name, and takes a plain one", async () => {
    const session = authResponseSchema.parse((await signup(body())).json());
    const own = await ownSponsor(session.access);
    const rename = (firstName: string) =>
      ctx.app.inject({
        method: 'PATCH',
        url: SPONSOR_PATHS.sponsor.replace(':id', String(own.id)),
        headers: bearer(session.access),
        payload: { firstName },
      });
    const refused = await rename('Ana (snap: ana_r)');
    expect(refused.statusCode).toBe(400);
    expect(errorOf(refused).issues).toEqual([
      {
        path: 'firstName',
        message: 'Write only your name, in letters (spaces, hyphens and apostrophes are fine)',
      },
    ]);
    expect((await rename('Ana María')).statusCode).toBe(200);
    const [row] = await queryRows<{ first_name: string }>(
      ctx.database,
      sql`select first_name from sponsors where id = ${own.id}`,
    );
    expect(row?.first_name).toBe('Ana María');
  });
});

describe('POST /edrocks/public/signup refusals', () => {
  it.each([
    ['an unknown code', 'NOPE1234', 'REGISTRATION_CODE_INVALID', CODE_REFUSED_EN, CODE_REFUSED_ES],
    // The same answer for a place that exists but is disabled or closed: no code is confirmed.
    [
      'a code of a disabled school',
      'D1SABLED',
      'REGISTRATION_CODE_INVALID',
      CODE_REFUSED_EN,
      CODE_REFUSED_ES,
    ],
    [
      'a code of a village closed to registration',
      'CL0SED99',
      'REGISTRATION_CODE_INVALID',
      CODE_REFUSED_EN,
      CODE_REFUSED_ES,
    ],
  ])('refuses %s with a translated 400 and creates nothing', async (_, code, errorCode, en, es) => {
    const email = newEmail('refused');
    const english = await signup(body({ code, email }));
    expect(english.statusCode).toBe(400);
    expect(errorOf(english)).toMatchObject({ code: errorCode, message: en });
    const spanish = await signup(body({ code, email }), newIp(), 'es-CO');
    expect(errorOf(spanish).message).toBe(es);
    expect(await count('users', email)).toBe(0);
  });

  it('answers 409 "Email is already registered" for a used e-mail, whatever its case', async () => {
    const existing = await ctx.createUser({ role: 'ADMIN' });
    const usersBefore = await count('users');
    const sponsorsBefore = await count('sponsors');
    const response = await signup(body({ email: existing.email.toUpperCase() }));
    expect(response.statusCode).toBe(409);
    expect(errorOf(response)).toMatchObject({
      code: 'EMAIL_ALREADY_REGISTERED',
      message: 'Email is already registered',
    });
    const spanish = await signup(body({ email: existing.email }), newIp(), 'es-CO');
    expect(errorOf(spanish).message).toBe('El correo electrónico ya está registrado');
    expect(await count('users')).toBe(usersBefore);
    expect(await count('sponsors')).toBe(sponsorsBefore);
  });

  it('answers 409 when a coordinator already recorded a sponsor with that e-mail, leaving no user', async () => {
    const email = newEmail('recorded');
    await ctx.database.db.execute(sql`
      insert into sponsors (first_name, last_name, email, school_id, first_name_key, last_name_key, search_text)
      values ('Ya', 'Registrado', ${email}, ${schoolId}, 'ya', 'registrado', 'ya registrado')`);
    const response = await signup(body({ email }));
    expect(response.statusCode).toBe(409);
    expect(errorOf(response).code).toBe('EMAIL_ALREADY_REGISTERED');
    // The user inserted in the transaction was rolled back.
    expect(await count('users', email)).toBe(0);
    expect(await count('sponsors', email)).toBe(1);
  });

  it('lets exactly one of simultaneous sign-ups with the same e-mail win, with no orphan rows', async () => {
    const email = newEmail('race');
    const responses = await Promise.all(
      [SCHOOL_CODE, VILLAGE_CODE, SCHOOL_CODE, VILLAGE_CODE].map((code, i) =>
        signup(body({ code, email: i % 2 === 0 ? email : email.toUpperCase() })),
      ),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([201, 409, 409, 409]);
    for (const response of responses.filter((candidate) => candidate.statusCode === 409))
      expect(errorOf(response).code).toBe('EMAIL_ALREADY_REGISTERED');
    expect(await count('users', email)).toBe(1);
    const winner = authResponseSchema.parse(
      responses.find((response) => response.statusCode === 201)?.json(),
    );
    // One sponsor or one student, belonging to the one user; nothing else.
    const sponsors = await count('sponsors', email);
    const students = await count('students', email);
    expect(sponsors + students).toBe(1);
    expect(winner.data.role === 'SPONSOR' ? sponsors : students).toBe(1);
    expect(await count('policy_acceptances', email)).toBe(2);
  });

  it('refuses missing and wrong fields with translated messages, creating nothing', async () => {
    const before = await count('users');
    const empty = await signup({}, newIp(), 'es-CO');
    expect(empty.statusCode).toBe(400);
    expect(errorOf(empty).issues).toEqual(
      expect.arrayContaining([
        { path: 'code', message: 'Obligatorio' },
        { path: 'firstName', message: 'Obligatorio' },
        { path: 'lastName', message: 'Obligatorio' },
        { path: 'email', message: 'Obligatorio' },
        { path: 'password', message: 'Obligatorio' },
        {
          path: 'acceptTerms',
          message: 'Debe aceptar los términos y condiciones y la política de privacidad',
        },
      ]),
    );
    const wrong = await signup(
      body({
        acceptTerms: false,
        password: 'short',
        confirmPassword: 'short',
        email: 'not-an-email',
        language: 'fr-FR',
        code: 'X'.repeat(65),
        firstName: 42,
      }),
    );
    expect(wrong.statusCode).toBe(400);
    expect(errorOf(wrong).issues).toEqual(
      expect.arrayContaining([
        {
          path: 'acceptTerms',
          message: 'You must accept the terms and conditions and the privacy policy',
        },
        { path: 'password', message: 'Min 8 characters' },
        { path: 'email', message: 'Invalid email' },
        { path: 'language', message: 'This value is not valid' },
        { path: 'code', message: 'Max 64 characters' },
        { path: 'firstName', message: 'Required' },
      ]),
    );
    const mismatch = await signup(body({ confirmPassword: 'otra clave distinta' }));
    expect(mismatch.statusCode).toBe(400);
    expect(errorOf(mismatch).issues).toEqual([
      { path: 'confirmPassword', message: 'Passwords must match' },
    ]);
    const huge = await signup(body({ lastName: 'x'.repeat(1024 * 1024) }));
    expect(huge.statusCode).toBe(413);
    const notJson = await ctx.app.inject({
      method: 'POST',
      url: API.signup,
      headers: { 'content-type': 'text/plain' },
      payload: 'code=K7QM3XPA',
    });
    expect(notJson.statusCode).toBe(415);
    expect(await count('users')).toBe(before);
  });
});

describe('sign-up throttling', () => {
  it('lets at most the limit of 40 parallel wrong codes through, then refuses with 429', async () => {
    const clock = new ManualClock();
    const throttled = await createTestContext({ clock, env: { SIGNUP_MAX_FAILURES_PER_IP: '20' } });
    const other = await buildTestApp(throttled.testDatabase.openAnother(), {
      clock,
      env: { SIGNUP_MAX_FAILURES_PER_IP: '20' },
    });
    try {
      await createPlace(throttled.database.db, 'school', { name: 'Colegio T', code: SCHOOL_CODE });
      const attempt = (app: typeof throttled.app, code: string, ip: string) =>
        app.inject({ method: 'POST', url: API.signup, remoteAddress: ip, payload: body({ code }) });
      const ip = '10.200.0.1';
      const responses = await Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          attempt(
            i % 2 === 0 ? throttled.app : other.app,
            `GUESS${String(i).padStart(3, '0')}`,
            ip,
          ),
        ),
      );
      const wrong = responses.filter((response) => response.statusCode === 400).length;
      const refused = responses.filter((response) => response.statusCode === 429).length;
      expect([wrong, refused]).toEqual([20, 20]);
      // Refused: even the right code, from this address, for the window.
      const locked = await attempt(throttled.app, SCHOOL_CODE, ip);
      expect(locked.statusCode).toBe(429);
      expect(errorOf(locked)).toMatchObject({
        code: 'TOO_MANY_SIGNUP_ATTEMPTS',
        message: 'Too many failed sign-up attempts. Wait 15 minutes and try again.',
        retryAfterSeconds: 15 * 60,
      });
      expect(locked.headers['retry-after']).toBe(String(15 * 60));
      // Another address is not affected, and the window ends.
      expect((await attempt(throttled.app, SCHOOL_CODE, '10.200.0.2')).statusCode).toBe(201);
      clock.advance(15 * 60 * 1000 + 1000);
      expect((await attempt(throttled.app, SCHOOL_CODE, ip)).statusCode).toBe(201);
    } finally {
      await other.close();
      await other.database.close();
      await throttled.close();
    }
  });

  it('makes at most the limit of accounts per address, also when they arrive together', async () => {
    const env = { SIGNUP_MAX_ACCOUNTS_PER_IP: '3' };
    const clock = new ManualClock();
    const throttled = await createTestContext({ clock, env });
    const other = await buildTestApp(throttled.testDatabase.openAnother(), { clock, env });
    try {
      await createPlace(throttled.database.db, 'school', { name: 'Colegio F', code: SCHOOL_CODE });
      const attempt = (app: typeof throttled.app, ip: string, overrides = {}) =>
        app.inject({
          method: 'POST',
          url: API.signup,
          remoteAddress: ip,
          headers: { 'accept-language': 'es-CO' },
          payload: body(overrides),
        });
      const ip = '10.202.0.1';
      // A failed sign-up makes no account and uses none of the address's accounts.
      expect((await attempt(throttled.app, ip, { code: 'WRONG123' })).statusCode).toBe(400);
      const responses = await Promise.all(
        Array.from({ length: 10 }, (_, i) => attempt(i % 2 === 0 ? throttled.app : other.app, ip)),
      );
      const statuses = responses.map((response) => response.statusCode);
      expect(statuses.filter((status) => status === 201)).toHaveLength(3);
      expect(statuses.filter((status) => status === 429)).toHaveLength(7);
      const refused = responses.find((response) => response.statusCode === 429)!;
      expect(errorOf(refused)).toMatchObject({
        code: 'TOO_MANY_SIGNUPS',
        message:
          'Se crearon demasiadas cuentas desde esta conexión. Espere 60 minutos e intente de nuevo.',
      });
      expect((await attempt(throttled.app, '10.202.0.2')).statusCode).toBe(201);
      clock.advance(60 * 60 * 1000 + 1000);
      expect((await attempt(other.app, ip)).statusCode).toBe(201);
    } finally {
      await other.close();
      await other.database.close();
      await throttled.close();
    }
  });

  it('does not count successful sign-ups against a shared address', async () => {
    const throttled = await createTestContext({ env: { SIGNUP_MAX_FAILURES_PER_IP: '3' } });
    try {
      await createPlace(throttled.database.db, 'school', { name: 'Colegio S', code: SCHOOL_CODE });
      // A whole class signing up from the school's one address.
      for (let i = 0; i < 6; i += 1) {
        const response = await throttled.app.inject({
          method: 'POST',
          url: API.signup,
          remoteAddress: '10.201.0.1',
          payload: body(),
        });
        expect(response.statusCode).toBe(201);
      }
    } finally {
      await throttled.close();
    }
  });
});
