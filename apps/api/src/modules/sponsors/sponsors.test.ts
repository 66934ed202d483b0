// /edrocks/api/sponsors: who may list, export, read, create, change and (de)activate sponsors;
// admin scoping (out of scope is 404); search without accents; bad input is a translated 4xx.
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SPONSOR_ENDPOINTS,
  endpointPath,
  sponsorCardListSchema,
  sponsorDetailsSchema,
  sponsorPageSchema,
  type SponsorDetails,
  SPONSOR_PATHS,
} from '@portal/shared';
import {
  createTestContext,
  errorOf,
  queryRows,
  type TestContext,
} from '../../../test/helpers/test-app';
import {
  NO_CURSORS,
  assignAdmin,
  createActor,
  createPlace,
  type Actor,
} from '../../../test/helpers/fixtures';

let ctx: TestContext;
let superAdmin: Actor;
let globalAdmin: Actor;
let admin: Actor;
let sponsorActor: Actor;
let studentActor: Actor;
let schoolA: number;
let schoolB: number;
let disabledSchool: number;
let ownSponsor: SponsorDetails;
let sponsorInB: SponsorDetails;

let counter = 0;
const email = (prefix: string) => `${prefix}-${++counter}@sponsors.test`;

async function createSponsor(payload: Record<string, unknown>, actor = superAdmin) {
  const response = await actor.request('POST', SPONSOR_PATHS.sponsors, {
    firstName: 'Ana',
    lastName: 'Gómez',
    email: email('sponsor'),
    ...payload,
  });
  if (response.statusCode !== 201)
    throw new Error(`create sponsor: ${response.statusCode} ${response.body}`);
  return sponsorDetailsSchema.parse(response.json());
}

function queryString(query: Record<string, string | number>) {
  return new URLSearchParams(
    Object.entries(query).map(([key, value]): [string, string] => [key, String(value)]),
  ).toString();
}

function listUrl(query: Record<string, string | number> = {}) {
  return `${SPONSOR_PATHS.sponsors}?${queryString(query)}`;
}

async function list(actor: Actor, query: Record<string, string | number> = {}) {
  const response = await actor.request('GET', listUrl(query));
  expect(response.statusCode, response.body).toBe(200);
  return sponsorPageSchema.parse(response.json());
}

beforeAll(async () => {
  ctx = await createTestContext();
  const { db } = ctx.database;
  schoolA = await createPlace(db, 'school', { name: 'Colegio Alfa' });
  schoolB = await createPlace(db, 'school', { name: 'Bachillerato Beta' });
  disabledSchool = await createPlace(db, 'school', { name: 'Colegio Cerrado', enabled: false });
  superAdmin = await createActor(ctx, 'SUPER_ADMIN');
  globalAdmin = await createActor(ctx, 'GLOBAL_ADMIN');
  admin = await createActor(ctx, 'ADMIN');
  await assignAdmin(db, admin.id, { schoolIds: [schoolA] });
  sponsorActor = await createActor(ctx, 'SPONSOR');
  studentActor = await createActor(ctx, 'STUDENT');
  ownSponsor = await createSponsor({
    firstName: 'José',
    lastName: 'Rodríguez',
    email: sponsorActor.email,
    schoolId: schoolA,
    userId: sponsorActor.id,
    phone: '+57 300 111 2233',
  });
  sponsorInB = await createSponsor({
    firstName: 'Emily',
    lastName: 'Johnson',
    schoolId: schoolB,
  });
});
afterAll(() => ctx.close());

describe('GET /edrocks/api/sponsors', () => {
  it('shows every sponsor to super and global admins', async () => {
    for (const actor of [superAdmin, globalAdmin]) {
      const page = await list(actor);
      const ids = page.items.map((item) => item.id);
      expect(ids).toEqual(expect.arrayContaining([ownSponsor.id, sponsorInB.id]));
      expect(page.total).toBe(page.items.length);
    }
  });

  it("limits an admin to their schools' sponsors, whatever the filter", async () => {
    const page = await list(admin);
    expect(page.items.length).toBeGreaterThan(0);
    expect(page.items.every((item) => item.schoolId === schoolA)).toBe(true);
    expect((await list(admin, { schoolId: schoolB })).total).toBe(0);
  });

  it('shows a sponsor only their own record, and a student none', async () => {
    const own = await list(sponsorActor);
    expect(own.items.map((item) => item.id)).toEqual([ownSponsor.id]);
    expect(own.items[0]).toMatchObject({
      fullName: 'José Rodríguez',
      schoolName: 'Colegio Alfa',
      hasAccount: true,
      photoUrl: null,
    });
    expect(await list(studentActor)).toEqual({
      items: [],
      total: 0,
      page: 1,
      pageSize: 50,
      ...NO_CURSORS,
    });
  });

  it('answers 401 without a session', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: SPONSOR_PATHS.sponsors });
    expect(response.statusCode).toBe(401);
    expect(errorOf(response).code).toBe('UNAUTHENTICATED');
  });

  it('finds names without accents or case, by several words and by e-mail', async () => {
    const school = await createPlace(ctx.database.db, 'school', { name: 'Colegio Búsqueda' });
    const maria = await createSponsor({
      firstName: 'María José',
      lastName: 'Peñaloza',
      email: 'mjp.search@example.org',
      schoolId: school,
    });
    await createSponsor({ firstName: 'Mario', lastName: 'Pena', schoolId: school });
    const ids = async (q: string) =>
      (await list(superAdmin, { q, schoolId: school })).items.map((item) => item.id);
    expect(await ids('maria jose')).toEqual([maria.id]);
    expect(await ids('PEÑALOZA')).toEqual([maria.id]);
    expect(await ids('penaloza maría')).toEqual([maria.id]);
    expect(await ids('mjp.search')).toEqual([maria.id]);
    expect(await ids('pena')).toHaveLength(2);
    // LIKE wildcards typed in the box match only themselves.
    expect(await ids('%')).toEqual([]);
    expect(await ids('_')).toEqual([]);
    expect(await ids('   ')).toHaveLength(2);
  });

  it('sorts by last name, first name, school and creation, both ways, and pages', async () => {
    const school = await createPlace(ctx.database.db, 'school', { name: 'Colegio Orden' });
    const names = [
      ['Carla', 'Álvarez'],
      ['Bruno', 'Zapata'],
      ['Alba', 'Mejía'],
      ['Diego', 'mejia'],
    ];
    const created: number[] = [];
    for (const [firstName, lastName] of names)
      created.push((await createSponsor({ firstName, lastName, schoolId: school })).id);
    const order = async (sort: string, direction: 'asc' | 'desc') =>
      (await list(superAdmin, { schoolId: school, sort, order: direction })).items.map(
        (item) => `${item.firstName} ${item.lastName}`,
      );
    // Accents and case do not change the order: "Álvarez" sorts as "alvarez".
    expect(await order('lastName', 'asc')).toEqual([
      'Carla Álvarez',
      'Alba Mejía',
      'Diego mejia',
      'Bruno Zapata',
    ]);
    expect(await order('lastName', 'desc')).toEqual([
      'Bruno Zapata',
      'Diego mejia',
      'Alba Mejía',
      'Carla Álvarez',
    ]);
    expect(await order('firstName', 'asc')).toEqual([
      'Alba Mejía',
      'Bruno Zapata',
      'Carla Álvarez',
      'Diego mejia',
    ]);
    const byCreation = await list(superAdmin, { schoolId: school, sort: 'createdAt' });
    expect(byCreation.items.map((item) => item.id)).toEqual(created);

    const first = await list(superAdmin, { schoolId: school, pageSize: 3 });
    const second = await list(superAdmin, { schoolId: school, pageSize: 3, page: 2 });
    expect(first.total).toBe(4);
    expect(first.items).toHaveLength(3);
    expect(second.items.map((item) => item.lastName)).toEqual(['Zapata']);

    const bySchool = await list(superAdmin, { sort: 'schoolName', pageSize: 200 });
    const schoolNames = bySchool.items.map((item) => item.schoolName);
    expect(schoolNames[0]).toBe('Bachillerato Beta');
    expect(schoolNames.indexOf('Colegio Alfa')).toBeLessThan(schoolNames.indexOf('Colegio Orden'));
  });

  it('filters by active', async () => {
    const school = await createPlace(ctx.database.db, 'school', { name: 'Colegio Activo' });
    const active = await createSponsor({ schoolId: school });
    const inactive = await createSponsor({ schoolId: school });
    await superAdmin.request(
      'POST',
      endpointPath(SPONSOR_ENDPOINTS.deactivate, { id: inactive.id }),
    );
    const ids = async (value: string) =>
      (await list(superAdmin, { schoolId: school, active: value })).items.map((item) => item.id);
    expect(await ids('true')).toEqual([active.id]);
    expect(await ids('false')).toEqual([inactive.id]);
  });

  it('refuses a bad query with translated field messages', async () => {
    const response = await admin.request(
      'GET',
      listUrl({
        page: 0,
        pageSize: 1000,
        sort: 'password',
        order: 'up',
        active: 'maybe',
        schoolId: 'abc',
        q: 'x'.repeat(101),
      }),
      undefined,
      { 'accept-language': 'es-CO' },
    );
    expect(response.statusCode).toBe(400);
    const body = errorOf(response);
    expect(body.code).toBe('VALIDATION_ERROR');
    expect(body.message).toBe('Algunos campos no son válidos. Revíselos e intente de nuevo.');
    const paths = body.issues?.map((issue) => issue.path).sort();
    expect(paths).toEqual(['active', 'order', 'page', 'pageSize', 'q', 'schoolId', 'sort']);
    expect(body.issues).toContainEqual({ path: 'q', message: 'Máximo 100 caracteres' });
  });
});

describe('GET /edrocks/api/sponsors/export', () => {
  async function exportCsv(
    actor: Actor,
    query: Record<string, string | number>,
    language = 'en-US',
  ) {
    const response = await actor.request(
      'GET',
      `${SPONSOR_PATHS.sponsorsExport}?${queryString(query)}`,
      undefined,
      { 'accept-language': language },
    );
    expect(response.statusCode, response.body).toBe(200);
    return response;
  }

  it('exports the filtered rows as CSV with translated headers', async () => {
    const en = await exportCsv(superAdmin, { schoolId: schoolA, q: 'jose' });
    expect(en.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(en.headers['content-disposition']).toMatch(
      /^attachment; filename="sponsors-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = en.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toBe(
      'Last name,First name,Email,Phone number,School,Active,Leadership distinction,Has an account,Created',
    );
    expect(lines).toHaveLength(2);
    // The export helper quotes cells a spreadsheet would run as a formula (here a leading +).
    const cells = lines[1]?.split(',');
    expect(cells?.slice(0, 8)).toEqual([
      'Rodríguez',
      'José',
      sponsorActor.email,
      "'+57 300 111 2233",
      'Colegio Alfa',
      'Yes',
      'No',
      'Yes',
    ]);
    expect(cells?.[8]).toMatch(/^\d{4}-\d{2}-\d{2}T/);

    const es = await exportCsv(superAdmin, { schoolId: schoolA, q: 'jose' }, 'es-CO');
    expect(es.headers['content-disposition']).toContain('filename="padrinos-');
    expect(es.body.replace(/^\uFEFF/, '').split('\n')[0]).toBe(
      'Apellidos,Nombres,Correo electrónico,Teléfono,Colegio,Activo,Distinción de liderazgo,Tiene cuenta,Creado',
    );
  });

  it('exports an admin only their schools, a sponsor their own row, a student nothing', async () => {
    const rowsOf = async (actor: Actor) =>
      (await exportCsv(actor, {})).body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\n')
        .slice(1);
    const adminRows = await rowsOf(admin);
    expect(adminRows.length).toBeGreaterThan(0);
    expect(adminRows.every((row) => row.includes(',Colegio Alfa,'))).toBe(true);
    expect(await rowsOf(sponsorActor)).toHaveLength(1);
    expect(await rowsOf(studentActor)).toHaveLength(0);
  });

  it('reads every row in keyset batches, in the list order, none twice', async () => {
    const school = await createPlace(ctx.database.db, 'school', { name: 'Colegio Masivo' });
    // 2,500 sponsors (more than two export batches), several sharing names and creation time.
    await ctx.database.db.execute(sql`
      insert into sponsors (first_name, last_name, email, school_id, first_name_key, last_name_key, search_text, created_at)
      select 'Nombre' || (n % 7), 'Apellido' || (n % 13), 'bulk-' || n || '@example.org', ${school},
             'nombre' || (n % 7), 'apellido' || (n % 13), 'bulk ' || n, '2026-01-01T00:00:00Z'::timestamptz + ((n % 5) || ' seconds')::interval
      from generate_series(1, 2500) as n`);
    for (const sort of ['lastName', 'createdAt']) {
      for (const order of ['asc', 'desc']) {
        const csv = (await exportCsv(superAdmin, { schoolId: school, sort, order })).body;
        const emails = csv
          .replace(/^\uFEFF/, '')
          .trim()
          .split('\n')
          .slice(1)
          .map((line) => line.split(',')[2]);
        expect(emails).toHaveLength(2500);
        expect(new Set(emails).size).toBe(2500);
        const page = await list(superAdmin, { schoolId: school, sort, order, pageSize: 200 });
        expect(emails.slice(0, 200)).toEqual(page.items.map((item) => item.email));
      }
    }
  });

  it('exports Excel', async () => {
    const response = await superAdmin.request(
      'GET',
      `${SPONSOR_PATHS.sponsorsExport}?format=xlsx&schoolId=${schoolB}`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet?.getRow(1).getCell(1).value).toBe('Last name');
    expect(sheet?.getRow(2).getCell(1).value).toBe('Johnson');
    expect(sheet?.rowCount).toBe(2);
  });

  it('refuses an unknown format', async () => {
    const response = await superAdmin.request('GET', `${SPONSOR_PATHS.sponsorsExport}?format=pdf`);
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).issues?.[0]?.path).toBe('format');
  });
});

describe('GET /edrocks/api/sponsors/:id', () => {
  it('shows a sponsor to admins in scope, with parents and derived fields', async () => {
    for (const actor of [superAdmin, globalAdmin, admin]) {
      const response = await actor.request(
        'GET',
        endpointPath(SPONSOR_ENDPOINTS.get, { id: ownSponsor.id }),
      );
      expect(response.statusCode).toBe(200);
      const details = sponsorDetailsSchema.parse(response.json());
      expect(details).toMatchObject({
        id: ownSponsor.id,
        fullName: 'José Rodríguez',
        userId: sponsorActor.id,
        birthdate: null,
        isMinor: null,
        parents: [],
      });
    }
  });

  it('answers 404 out of scope, for unknown ids, and for records that are not the caller’s', async () => {
    for (const [actor, id] of [
      [admin, sponsorInB.id],
      [superAdmin, 999_999],
      [sponsorActor, sponsorInB.id],
      [studentActor, ownSponsor.id],
    ] as const) {
      const response = await actor.request(
        'GET',
        endpointPath(SPONSOR_ENDPOINTS.get, { id }),
        undefined,
        {
          'accept-language': 'es-CO',
        },
      );
      expect(response.statusCode).toBe(404);
      expect(errorOf(response)).toMatchObject({
        code: 'NOT_FOUND',
        message: 'No encontramos lo que buscaba.',
      });
    }
  });

  it('lets a sponsor read their own record', async () => {
    const response = await sponsorActor.request(
      'GET',
      endpointPath(SPONSOR_ENDPOINTS.get, { id: ownSponsor.id }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: ownSponsor.id, email: sponsorActor.email });
  });

  it('refuses ids that are not positive whole numbers', async () => {
    for (const id of ['abc', '0', '-1', '1.5', '99999999999']) {
      const response = await superAdmin.request('GET', `${SPONSOR_PATHS.sponsors}/${id}`);
      expect(response.statusCode, id).toBe(400);
      expect(errorOf(response).issues?.[0]?.path).toBe('id');
    }
  });
});

describe('GET /edrocks/api/sponsors/me and /my-sponsors', () => {
  it("answers the signed-in sponsor's own record", async () => {
    const response = await sponsorActor.request('GET', SPONSOR_PATHS.sponsorsMe);
    expect(response.statusCode).toBe(200);
    expect(sponsorDetailsSchema.parse(response.json()).id).toBe(ownSponsor.id);
  });

  it('answers 404 to users without a sponsor record', async () => {
    for (const actor of [superAdmin, admin, studentActor])
      expect((await actor.request('GET', SPONSOR_PATHS.sponsorsMe)).statusCode).toBe(404);
  });

  it('gives a student their sponsors’ first name and photo only (none until pairing exists)', async () => {
    const response = await studentActor.request('GET', SPONSOR_PATHS.mySponsors);
    expect(response.statusCode).toBe(200);
    expect(sponsorCardListSchema.parse(response.json())).toEqual({ items: [] });
    for (const actor of [superAdmin, sponsorActor])
      expect((await actor.request('GET', SPONSOR_PATHS.mySponsors)).json()).toEqual({ items: [] });
  });
});

describe('POST /edrocks/api/sponsors', () => {
  it('creates a sponsor, trimming and lower-casing, for super admins and admins in scope', async () => {
    const response = await admin.request('POST', SPONSOR_PATHS.sponsors, {
      firstName: '  Valentina ',
      lastName: 'Ospina',
      email: 'Valentina.Ospina@Example.ORG',
      phone: '+57 311 222 3344',
      schoolId: schoolA,
      birthdate: '2011-03-04',
      role: 'SUPER_ADMIN',
    });
    expect(response.statusCode).toBe(201);
    const created = sponsorDetailsSchema.parse(response.json());
    expect(created).toMatchObject({
      firstName: 'Valentina',
      fullName: 'Valentina Ospina',
      email: 'valentina.ospina@example.org',
      schoolId: schoolA,
      schoolName: 'Colegio Alfa',
      birthdate: '2011-03-04',
      isMinor: true,
      active: true,
      leadershipDistinction: false,
      hasAccount: false,
      userId: null,
    });
    const adult = await createSponsor({ birthdate: '1990-12-31', schoolId: schoolB });
    expect(adult.isMinor).toBe(false);
  });

  it('refuses a school outside the admin’s scope, a disabled or unknown school', async () => {
    for (const [actor, schoolId] of [
      [admin, schoolB],
      [superAdmin, disabledSchool],
      [superAdmin, 999_999],
    ] as const) {
      const response = await actor.request(
        'POST',
        SPONSOR_PATHS.sponsors,
        { firstName: 'A', lastName: 'B', email: email('scope'), schoolId },
        { 'accept-language': 'es-CO' },
      );
      expect(response.statusCode).toBe(400);
      expect(errorOf(response).issues).toEqual([
        { path: 'schoolId', message: 'Elija un colegio de la lista' },
      ]);
    }
  });

  it('is refused to sponsors and students (403) and without a session (401)', async () => {
    const payload = { firstName: 'A', lastName: 'B', email: email('role'), schoolId: schoolA };
    for (const actor of [sponsorActor, studentActor]) {
      const response = await actor.request('POST', SPONSOR_PATHS.sponsors, payload);
      expect(response.statusCode).toBe(403);
      expect(errorOf(response).code).toBe('FORBIDDEN');
    }
    const anonymous = await ctx.app.inject({
      method: 'POST',
      url: SPONSOR_PATHS.sponsors,
      payload,
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('answers 409 for an e-mail another sponsor has, whatever its case', async () => {
    const response = await superAdmin.request('POST', SPONSOR_PATHS.sponsors, {
      firstName: 'Otra',
      lastName: 'Persona',
      email: sponsorActor.email.toUpperCase(),
      schoolId: schoolA,
    });
    expect(response.statusCode).toBe(409);
    expect(errorOf(response)).toMatchObject({
      code: 'EMAIL_ALREADY_REGISTERED',
      message: 'Email is already registered',
    });
  });

  it('tells a scoped admin an e-mail is already registered in their scope, and only that it cannot be used outside it', async () => {
    const attempt = (email: string) =>
      admin.request('POST', SPONSOR_PATHS.sponsors, {
        firstName: 'Otra',
        lastName: 'Persona',
        email,
        schoolId: schoolA,
      });
    const outOfScope = await attempt(sponsorInB.email);
    const inScope = await attempt(ownSponsor.email);
    expect([outOfScope.statusCode, inScope.statusCode]).toEqual([409, 409]);
    expect(errorOf(outOfScope)).toMatchObject({
      code: 'SPONSOR_EMAIL_UNAVAILABLE',
      message: 'This email cannot be used for this sponsor.',
    });
    expect(errorOf(inScope)).toMatchObject({
      code: 'EMAIL_ALREADY_REGISTERED',
      message: 'Email is already registered',
    });
    const inSpanish = await admin.request(
      'POST',
      SPONSOR_PATHS.sponsors,
      { firstName: 'Otra', lastName: 'Persona', email: ownSponsor.email, schoolId: schoolA },
      { 'accept-language': 'es-CO' },
    );
    expect(errorOf(inSpanish).message).toBe('El correo electrónico ya está registrado');
    // The same words when a change of e-mail meets a sponsor in scope, and the neutral ones outside.
    const other = await createSponsor({ schoolId: schoolA });
    const change = (email: string) =>
      admin.request('PATCH', endpointPath(SPONSOR_ENDPOINTS.get, { id: other.id }), { email });
    expect(errorOf(await change(ownSponsor.email)).code).toBe('EMAIL_ALREADY_REGISTERED');
    expect(errorOf(await change(sponsorInB.email)).code).toBe('SPONSOR_EMAIL_UNAVAILABLE');
  });

  it('lets exactly one of two simultaneous creations with the same e-mail win', async () => {
    const shared = email('race');
    const responses = await Promise.all(
      [superAdmin, globalAdmin, superAdmin].map((actor) =>
        actor.request('POST', SPONSOR_PATHS.sponsors, {
          firstName: 'Carrera',
          lastName: 'Simultánea',
          email: shared,
          schoolId: schoolA,
        }),
      ),
    );
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409, 409]);
    const rows = await queryRows<{ n: number }>(
      ctx.database,
      sql`select count(*)::int as n from sponsors where email = ${shared}`,
    );
    expect(rows[0]?.n).toBe(1);
  });

  it('links a SPONSOR account, once, and refuses other accounts', async () => {
    const account = await ctx.createUser({ role: 'SPONSOR' });
    const linked = await createSponsor({ schoolId: schoolA, userId: account.id });
    expect(linked).toMatchObject({ userId: account.id, hasAccount: true });
    const again = await superAdmin.request('POST', SPONSOR_PATHS.sponsors, {
      firstName: 'Dos',
      lastName: 'Veces',
      email: email('again'),
      schoolId: schoolA,
      userId: account.id,
    });
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).code).toBe('SPONSOR_ACCOUNT_ALREADY_LINKED');
    for (const userId of [admin.id, 999_999]) {
      const response = await superAdmin.request('POST', SPONSOR_PATHS.sponsors, {
        firstName: 'Mal',
        lastName: 'Enlace',
        email: email('link'),
        schoolId: schoolA,
        userId,
      });
      expect(response.statusCode).toBe(400);
      expect(errorOf(response).issues?.[0]?.path).toBe('userId');
    }
  });

  it('refuses missing fields, wrong types and oversized values with translated messages', async () => {
    const missing = await superAdmin.request(
      'POST',
      SPONSOR_PATHS.sponsors,
      {},
      { 'accept-language': 'es-CO' },
    );
    expect(missing.statusCode).toBe(400);
    expect(errorOf(missing).issues).toEqual(
      expect.arrayContaining([
        { path: 'firstName', message: 'Obligatorio' },
        { path: 'lastName', message: 'Obligatorio' },
        { path: 'email', message: 'Obligatorio' },
        { path: 'schoolId', message: 'Elija un colegio de la lista' },
      ]),
    );
    const wrongTypes = await superAdmin.request('POST', SPONSOR_PATHS.sponsors, {
      firstName: 12,
      lastName: ['x'],
      email: 'not-an-email',
      schoolId: '1',
      birthdate: '2031-02-30',
      userId: -4,
      phone: 'x'.repeat(41),
    });
    expect(wrongTypes.statusCode).toBe(400);
    expect(
      errorOf(wrongTypes)
        .issues?.map((issue) => issue.path)
        .sort(),
    ).toEqual(['birthdate', 'email', 'firstName', 'lastName', 'phone', 'schoolId', 'userId']);
    const future = await superAdmin.request('POST', SPONSOR_PATHS.sponsors, {
      firstName: 'A',
      lastName: 'B',
      email: email('future'),
      schoolId: schoolA,
      birthdate: '2999-01-01',
    });
    expect(errorOf(future).issues).toEqual([{ path: 'birthdate', message: 'Enter a valid date' }]);
    const long = await superAdmin.request('POST', SPONSOR_PATHS.sponsors, {
      firstName: 'x'.repeat(10_000),
      lastName: 'B',
      email: email('long'),
      schoolId: schoolA,
    });
    expect(long.statusCode).toBe(400);
    expect(errorOf(long).issues).toEqual([{ path: 'firstName', message: 'Max 100 characters' }]);
    const huge = await superAdmin.request('POST', SPONSOR_PATHS.sponsors, {
      firstName: 'x'.repeat(1024 * 1024),
      lastName: 'B',
      email: email('huge'),
      schoolId: schoolA,
    });
    expect(huge.statusCode).toBe(413);
    expect(errorOf(huge).code).toBe('PAYLOAD_TOO_LARGE');
    const notJson = await ctx.app.inject({
      method: 'POST',
      url: SPONSOR_PATHS.sponsors,
      headers: {
        authorization: `Bearer ${superAdmin.session.access}`,
        'content-type': 'application/json',
      },
      payload: '{"firstName":',
    });
    expect(notJson.statusCode).toBe(400);
  });
});

describe('PATCH /edrocks/api/sponsors/:id', () => {
  it('lets a coordinator change any field, keeping what is not sent', async () => {
    const sponsor = await createSponsor({
      firstName: 'Camilo',
      lastName: 'Torres',
      schoolId: schoolA,
      phone: '123',
    });
    const response = await admin.request(
      'PATCH',
      endpointPath(SPONSOR_ENDPOINTS.get, { id: sponsor.id }),
      {
        lastName: 'Tórres Díaz',
        // Earned through the leadership curriculum, never typed in: ignored.
        leadershipDistinction: true,
        birthdate: '2010-05-06',
      },
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      firstName: 'Camilo',
      lastName: 'Tórres Díaz',
      phone: '123',
      leadershipDistinction: false,
      isMinor: true,
    });
    // The search text follows the change.
    const found = await list(admin, { q: 'torres diaz' });
    expect(found.items.map((item) => item.id)).toEqual([sponsor.id]);
    const cleared = await admin.request(
      'PATCH',
      endpointPath(SPONSOR_ENDPOINTS.get, { id: sponsor.id }),
      { birthdate: null },
    );
    expect(cleared.json()).toMatchObject({ birthdate: null, isMinor: null });
    const unchanged = await admin.request(
      'PATCH',
      endpointPath(SPONSOR_ENDPOINTS.get, { id: sponsor.id }),
      {},
    );
    expect(unchanged.statusCode).toBe(200);
    expect(unchanged.json()).toMatchObject({ lastName: 'Tórres Díaz' });
  });

  it('moves a sponsor only to a school the admin reaches, and never one out of scope', async () => {
    const sponsor = await createSponsor({ schoolId: schoolA });
    const away = await admin.request(
      'PATCH',
      endpointPath(SPONSOR_ENDPOINTS.get, { id: sponsor.id }),
      { schoolId: schoolB },
    );
    expect(away.statusCode).toBe(400);
    expect(errorOf(away).issues?.[0]?.path).toBe('schoolId');
    const moved = await superAdmin.request(
      'PATCH',
      endpointPath(SPONSOR_ENDPOINTS.get, { id: sponsor.id }),
      { schoolId: schoolB },
    );
    expect(moved.json()).toMatchObject({ schoolId: schoolB, schoolName: 'Bachillerato Beta' });
    // Now out of the admin's scope: not found.
    const outOfScope = await admin.request(
      'PATCH',
      endpointPath(SPONSOR_ENDPOINTS.get, { id: sponsor.id }),
      { firstName: 'X' },
    );
    expect(outOfScope.statusCode).toBe(404);
  });

  it('lets a sponsor change their own names and phone, nothing else, and no one else’s', async () => {
    const response = await sponsorActor.request(
      'PATCH',
      endpointPath(SPONSOR_ENDPOINTS.get, { id: ownSponsor.id }),
      {
        phone: '+57 300 999 8877',
        firstName: 'José Luis',
      },
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ phone: '+57 300 999 8877', firstName: 'José Luis' });
    for (const field of [
      { email: 'new@example.org' },
      { schoolId: schoolB },
      { userId: null },
      { birthdate: '1980-01-01' },
    ]) {
      const refused = await sponsorActor.request(
        'PATCH',
        endpointPath(SPONSOR_ENDPOINTS.get, { id: ownSponsor.id }),
        field,
      );
      expect(refused.statusCode, JSON.stringify(field)).toBe(403);
    }
    const other = await sponsorActor.request(
      'PATCH',
      endpointPath(SPONSOR_ENDPOINTS.get, { id: sponsorInB.id }),
      { phone: '1' },
    );
    expect(other.statusCode).toBe(404);
    const student = await studentActor.request(
      'PATCH',
      endpointPath(SPONSOR_ENDPOINTS.get, { id: ownSponsor.id }),
      { phone: '1' },
    );
    expect(student.statusCode).toBe(403);
    const details = await superAdmin.request(
      'GET',
      endpointPath(SPONSOR_ENDPOINTS.get, { id: ownSponsor.id }),
    );
    expect(details.json()).toMatchObject({ email: sponsorActor.email, schoolId: schoolA });
  });

  it('answers 409 for an e-mail another sponsor has and for an account linked elsewhere', async () => {
    const sponsor = await createSponsor({ schoolId: schoolA });
    const taken = await superAdmin.request(
      'PATCH',
      endpointPath(SPONSOR_ENDPOINTS.get, { id: sponsor.id }),
      {
        email: sponsorInB.email.toUpperCase(),
      },
    );
    expect(taken.statusCode).toBe(409);
    expect(errorOf(taken).code).toBe('EMAIL_ALREADY_REGISTERED');
    const linked = await superAdmin.request(
      'PATCH',
      endpointPath(SPONSOR_ENDPOINTS.get, { id: sponsor.id }),
      {
        userId: sponsorActor.id,
      },
    );
    expect(linked.statusCode).toBe(409);
    expect(errorOf(linked).code).toBe('SPONSOR_ACCOUNT_ALREADY_LINKED');
    // Its own e-mail in another case is no conflict.
    const same = await superAdmin.request(
      'PATCH',
      endpointPath(SPONSOR_ENDPOINTS.get, { id: sponsor.id }),
      {
        email: sponsor.email.toUpperCase(),
      },
    );
    expect(same.statusCode).toBe(200);
  });

  it('refuses bad input and unknown ids', async () => {
    const bad = await superAdmin.request(
      'PATCH',
      endpointPath(SPONSOR_ENDPOINTS.get, { id: ownSponsor.id }),
      {
        firstName: '',
        schoolId: 'two',
      },
    );
    expect(bad.statusCode).toBe(400);
    expect(
      errorOf(bad)
        .issues?.map((issue) => issue.path)
        .sort(),
    ).toEqual(['firstName', 'schoolId']);
    const unknown = await superAdmin.request(
      'PATCH',
      endpointPath(SPONSOR_ENDPOINTS.get, { id: 999_999 }),
      { firstName: 'X' },
    );
    expect(unknown.statusCode).toBe(404);
  });
});

describe('POST /edrocks/api/sponsors/:id/deactivate and /activate', () => {
  it('lets coordinators deactivate and reactivate, keeping the record', async () => {
    const sponsor = await createSponsor({ schoolId: schoolA });
    const off = await admin.request(
      'POST',
      endpointPath(SPONSOR_ENDPOINTS.deactivate, { id: sponsor.id }),
    );
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ id: sponsor.id, active: false });
    const again = await admin.request(
      'POST',
      endpointPath(SPONSOR_ENDPOINTS.deactivate, { id: sponsor.id }),
    );
    expect(again.json()).toMatchObject({ active: false });
    const on = await globalAdmin.request(
      'POST',
      endpointPath(SPONSOR_ENDPOINTS.activate, { id: sponsor.id }),
    );
    expect(on.json()).toMatchObject({ active: true });
  });

  it('is refused to the sponsor (403), out of scope and unknown (404), and to students', async () => {
    expect(
      (
        await sponsorActor.request(
          'POST',
          endpointPath(SPONSOR_ENDPOINTS.deactivate, { id: ownSponsor.id }),
        )
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await studentActor.request(
          'POST',
          endpointPath(SPONSOR_ENDPOINTS.deactivate, { id: ownSponsor.id }),
        )
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await admin.request(
          'POST',
          endpointPath(SPONSOR_ENDPOINTS.deactivate, { id: sponsorInB.id }),
        )
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await superAdmin.request(
          'POST',
          endpointPath(SPONSOR_ENDPOINTS.deactivate, { id: 999_999 }),
        )
      ).statusCode,
    ).toBe(404);
    const details = await superAdmin.request(
      'GET',
      endpointPath(SPONSOR_ENDPOINTS.get, { id: ownSponsor.id }),
    );
    expect(details.json()).toMatchObject({ active: true });
  });
});
