// /edrocks/api/students: who may list, read, create, change and delete students (admins only
// within their villages and schools, 404 outside; a sponsor reaches only paired students, of
// which there are none before pairing exists; a student only their own record), validation
// (never a 500), the soft delete hiding a student everywhere, accent-insensitive search, stable
// paging for every sort, exports, and races decided by the database.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  GRADES,
  STUDENT_ENDPOINTS,
  ageOn,
  endpointPath,
  studentDetailsSchema,
  studentPageSchema,
  utcDate,
  type CreateStudentBody,
  type Role,
  type StudentDetails,
  type StudentListItem,
  type StudentSortField,
  STUDENT_PATHS,
} from '@portal/shared';
import { schools, students, villages } from '../../db/schema/index';
import { buildSearchText } from '../../lib/search-text';
import {
  insertStudent,
  lockStudent,
  setStudentPhotoFileId,
  studentVisibility,
  updateStudent,
} from './students.repo';
import { ManualClock } from '../../../test/helpers/clock';
import {
  EVERY_ROLE,
  NO_CURSORS,
  assignAdmin,
  createActors,
  createPlace,
  idsOf,
  referenceIds,
  tokensOf,
} from '../../../test/helpers/fixtures';
import { parseCsv, readXlsx } from '../../../test/helpers/export-files';
import {
  bearer,
  createTestContext,
  errorOf,
  queryRows,
  type TestContext,
} from '../../../test/helpers/test-app';

const DAY_MS = 86_400_000;
/** The server's clock runs 10 days behind the real one: the server, not the browser, decides "today". */
const clock = new ManualClock(new Date(Date.now() - 10 * DAY_MS));
const today = () => utcDate(clock.now());

let ctx: TestContext;
type Actor = Role | 'ADMIN_OF_SCHOOL' | 'OTHER_STUDENT';
let tokens = {} as Record<Actor, string>;
let userIds = {} as Record<Actor, number>;
let colombiaId = 0;
let usaId = 0;

/** Places of the tests: the admin is assigned village A; the school admin school B. */
const place = { villageA: 0, villageB: 0, villageOff: 0, schoolA: 0, schoolB: 0, schoolOff: 0 };

/** A village or school of the tests (Colombia, enabled unless said). */
function insertPlace(
  table: typeof villages | typeof schools,
  name: string,
  enabled = true,
): Promise<number> {
  return createPlace(ctx.database.db, table === villages ? 'village' : 'school', { name, enabled });
}

beforeAll(async () => {
  ctx = await createTestContext({ clock });
  ({ colombia: colombiaId, usa: usaId } = await referenceIds(ctx.database.db));
  place.villageA = await insertPlace(villages, 'Vereda La Esperanza');
  place.villageB = await insertPlace(villages, 'Vereda El Rosal');
  place.villageOff = await insertPlace(villages, 'Vereda Cerrada', false);
  place.schoolA = await insertPlace(schools, 'Colegio San José');
  place.schoolB = await insertPlace(schools, 'Colegio El Hato');
  place.schoolOff = await insertPlace(schools, 'Colegio Cerrado', false);

  const actors = await createActors(ctx, {
    ...EVERY_ROLE,
    ADMIN_OF_SCHOOL: 'ADMIN',
    OTHER_STUDENT: 'STUDENT',
  });
  tokens = tokensOf(actors);
  userIds = idsOf(actors);
  const { db } = ctx.database;
  await assignAdmin(db, userIds.ADMIN, { villageIds: [place.villageA] });
  await assignAdmin(db, userIds.ADMIN_OF_SCHOOL, { schoolIds: [place.schoolB] });
});
afterAll(() => ctx.close());

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

function call(
  method: Method,
  url: string,
  actor: Actor | null,
  payload?: unknown,
  headers: Record<string, string> = {},
) {
  return ctx.app.inject({
    method,
    url,
    headers: { ...(actor ? bearer(tokens[actor]) : {}), ...headers },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

function queryString(query: Record<string, string | number>): string {
  return new URLSearchParams(
    Object.entries(query).map(([key, value]): [string, string] => [key, String(value)]),
  ).toString();
}

function listUrl(query: Record<string, string | number> = {}): string {
  return `${STUDENT_PATHS.students}?${queryString(query)}`;
}

async function list(actor: Actor, query: Record<string, string | number> = {}) {
  const response = await call('GET', listUrl(query), actor);
  expect(response.statusCode, response.body).toBe(200);
  return studentPageSchema.parse(response.json());
}

function exportUrl(query: Record<string, string | number>): string {
  return `${STUDENT_PATHS.studentsExport}?${queryString(query)}`;
}

let nameCounter = 0;
function body(overrides: Partial<CreateStudentBody> = {}): CreateStudentBody {
  nameCounter += 1;
  return {
    firstName: 'María José',
    lastName: `Núñez ${nameCounter}`,
    birthdate: '2012-05-17',
    gender: 'female',
    grade: '7-seventh',
    villageId: place.villageA,
    ...overrides,
  };
}

async function create(
  overrides: Partial<CreateStudentBody> = {},
  actor: Actor = 'SUPER_ADMIN',
): Promise<StudentDetails> {
  const response = await call('POST', STUDENT_PATHS.students, actor, body(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return studentDetailsSchema.parse(response.json());
}

/** Every row of `table` as the database has it, whatever the API shows. */
async function storedStatus(id: number): Promise<string | undefined> {
  const rows = await queryRows<{ status: string }>(
    ctx.database,
    sql`select status from ${students} where id = ${id}`,
  );
  return rows[0]?.status;
}

describe('POST /edrocks/api/students', () => {
  it('creates a student with every field and answers its details', async () => {
    const response = await call('POST', STUDENT_PATHS.students, 'SUPER_ADMIN', {
      firstName: '  José ',
      lastName: 'Pérez Núñez',
      birthdate: '2014-02-28',
      gender: 'male',
      grade: '5-fifth',
      status: 'active',
      villageId: place.villageA,
      schoolId: place.schoolA,
      externalId: ' EXT-0001 ',
      leadershipDistinction: true,
      role: 'SUPER_ADMIN',
      status2: 'ignored',
    });
    expect(response.statusCode, response.body).toBe(201);
    const student = studentDetailsSchema.parse(response.json());
    expect(student).toEqual({
      view: 'full',
      id: expect.any(Number),
      firstName: 'José',
      lastName: 'Pérez Núñez',
      fullName: 'José Pérez Núñez',
      birthdate: '2014-02-28',
      age: ageOn('2014-02-28', today()),
      gender: 'male',
      grade: '5-fifth',
      status: 'active',
      school: { id: place.schoolA, name: 'Colegio San José' },
      village: { id: place.villageA, name: 'Vereda La Esperanza' },
      photoUrl: null,
      // The village's country, as none was given.
      country: { id: colombiaId, code: 'CO', name: 'Colombia' },
      externalId: 'EXT-0001',
      leadershipDistinction: true,
      photoFileId: null,
      userId: null,
      sponsors: [],
      paired: false,
      createdAt: clock.now().toISOString(),
      updatedAt: clock.now().toISOString(),
    });
    const details = await call(
      'GET',
      endpointPath(STUDENT_ENDPOINTS.get, { id: student.id }),
      'SUPER_ADMIN',
    );
    expect(details.json()).toEqual(student);
  });

  it('takes the defaults: active, no school, no provider id, no distinction', async () => {
    const student = await create({ countryId: usaId });
    expect(student).toMatchObject({
      status: 'active',
      school: null,
      externalId: null,
      leadershipDistinction: false,
      country: { id: usaId, code: 'US' },
    });
    const withoutCountry = await create({ countryId: null });
    expect(withoutCountry.country).toBeNull();
  });

  it('lets a global admin create, and an admin create in an assigned village', async () => {
    await create({}, 'GLOBAL_ADMIN');
    const student = await create({ villageId: place.villageA }, 'ADMIN');
    expect(student.village.id).toBe(place.villageA);
  });

  it('refuses sponsors and students (403) and anonymous callers (401)', async () => {
    for (const actor of ['SPONSOR', 'STUDENT'] as const) {
      const response = await call('POST', STUDENT_PATHS.students, actor, body());
      expect(response.statusCode).toBe(403);
      expect(errorOf(response).code).toBe('FORBIDDEN');
    }
    const response = await call('POST', STUDENT_PATHS.students, null, body());
    expect(response.statusCode).toBe(401);
    expect(errorOf(response).code).toBe('UNAUTHENTICATED');
  });

  it('answers every missing required field, translated', async () => {
    const response = await call(
      'POST',
      STUDENT_PATHS.students,
      'SUPER_ADMIN',
      {},
      {
        'accept-language': 'es-CO',
      },
    );
    expect(response.statusCode).toBe(400);
    const error = errorOf(response);
    expect(error.code).toBe('VALIDATION_ERROR');
    expect(error.message).toBe('Algunos campos no son válidos. Revíselos e intente de nuevo.');
    expect(new Set(error.issues?.map((issue) => issue.path))).toEqual(
      new Set(['firstName', 'lastName', 'birthdate', 'gender', 'grade', 'villageId']),
    );
    for (const issue of error.issues ?? []) expect(issue.message).toBe('Obligatorio');
  });

  it.each([
    ['a blank name', { firstName: '   ' }, 'firstName', 'Required'],
    ['a name too long', { lastName: 'x'.repeat(10_000) }, 'lastName', 'Max 100 characters'],
    ['a number as a name', { firstName: 42 }, 'firstName', 'Required'],
    ['a day that does not exist', { birthdate: '2026-02-30' }, 'birthdate', 'Enter a valid date'],
    ['a month that does not exist', { birthdate: '2015-13-01' }, 'birthdate', 'Enter a valid date'],
    ['a date in another format', { birthdate: '17/05/2012' }, 'birthdate', 'Enter a valid date'],
    ['a date before 1900', { birthdate: '1899-12-31' }, 'birthdate', 'Enter a valid date'],
    ['a number as a date', { birthdate: 20120517 }, 'birthdate', 'Enter a valid date'],
    ['a null village', { villageId: null }, 'villageId', 'This value is not valid'],
    [
      'a future birthdate',
      { birthdate: '2999-01-01' },
      'birthdate',
      'The date cannot be in the future',
    ],
    ['an unknown grade', { grade: '13-thirteenth' }, 'grade', 'This value is not valid'],
    ['an unknown gender', { gender: 'other' }, 'gender', 'This value is not valid'],
    ['the delete status', { status: 'delete' }, 'status', 'This value is not valid'],
    ['a village id as text', { villageId: String(1) }, 'villageId', 'This value is not valid'],
    ['a negative village id', { villageId: -3 }, 'villageId', 'This value is not valid'],
    ['a huge village id', { villageId: 2 ** 40 }, 'villageId', 'This value is not valid'],
    ['a fractional school id', { schoolId: 1.5 }, 'schoolId', 'This value is not valid'],
    [
      'a text distinction',
      { leadershipDistinction: 'yes' },
      'leadershipDistinction',
      'This value is not valid',
    ],
    ['a provider id too long', { externalId: 'x'.repeat(65) }, 'externalId', 'Max 64 characters'],
    ['a number as provider id', { externalId: 7 }, 'externalId', 'This value is not valid'],
  ])('refuses %s with a field message', async (_label, change, path, message) => {
    const response = await call('POST', STUDENT_PATHS.students, 'SUPER_ADMIN', {
      ...body(),
      ...(change as object),
    });
    expect(response.statusCode, response.body).toBe(400);
    const error = errorOf(response);
    expect(error.code).toBe('VALIDATION_ERROR');
    expect(error.issues).toContainEqual({ path, message });
  });

  it('answers date mistakes in Spanish for es-CO', async () => {
    const headers = { 'accept-language': 'es-CO' };
    const impossible = await call(
      'POST',
      STUDENT_PATHS.students,
      'SUPER_ADMIN',
      body({ birthdate: '2026-02-30' }),
      headers,
    );
    expect(errorOf(impossible).issues).toEqual([
      { path: 'birthdate', message: 'Ingrese una fecha válida' },
    ]);
    const future = await call(
      'POST',
      STUDENT_PATHS.students,
      'SUPER_ADMIN',
      body({ birthdate: '2999-01-01' }),
      headers,
    );
    expect(errorOf(future).issues).toEqual([
      { path: 'birthdate', message: 'La fecha no puede ser futura' },
    ]);
    const grade = await call(
      'POST',
      STUDENT_PATHS.students,
      'SUPER_ADMIN',
      body({ grade: 'sexto' as never }),
      headers,
    );
    expect(errorOf(grade).issues).toEqual([{ path: 'grade', message: 'Este valor no es válido' }]);
  });

  it('checks the birthdate against the server clock, not only the browser one', async () => {
    // Tomorrow for the server, already past for the real clock the shared schema uses.
    const tomorrow = utcDate(new Date(clock.now().getTime() + DAY_MS));
    const response = await call(
      'POST',
      STUDENT_PATHS.students,
      'SUPER_ADMIN',
      body({ birthdate: tomorrow }),
    );
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).issues).toEqual([
      { path: 'birthdate', message: 'The date cannot be in the future' },
    ]);
    const born = await create({ birthdate: today() });
    expect(born.age).toBe(0);
  });

  it('refuses a body of 1 MB or more (413) and one that is not JSON', async () => {
    const huge = await call('POST', STUDENT_PATHS.students, 'SUPER_ADMIN', {
      ...body(),
      firstName: 'x'.repeat(1024 * 1024),
    });
    expect(huge.statusCode).toBe(413);
    expect(errorOf(huge).code).toBe('PAYLOAD_TOO_LARGE');
    const broken = await ctx.app.inject({
      method: 'POST',
      url: STUDENT_PATHS.students,
      headers: { ...bearer(tokens.SUPER_ADMIN), 'content-type': 'application/json' },
      payload: '{"firstName":',
    });
    expect(broken.statusCode).toBe(400);
    const text = await ctx.app.inject({
      method: 'POST',
      url: STUDENT_PATHS.students,
      headers: { ...bearer(tokens.SUPER_ADMIN), 'content-type': 'text/plain' },
      payload: 'José',
    });
    expect(text.statusCode).toBe(415);
  });

  it('answers 404 for an unknown village or school, 409 for a disabled one, 400 for an unknown country', async () => {
    const unknownVillage = await call(
      'POST',
      STUDENT_PATHS.students,
      'SUPER_ADMIN',
      body({ villageId: 999_999 }),
      { 'accept-language': 'es-CO' },
    );
    expect(unknownVillage.statusCode).toBe(404);
    expect(errorOf(unknownVillage)).toMatchObject({
      code: 'PLACE_NOT_FOUND',
      message: 'No encontramos el colegio o la vereda que eligió. Elija uno de la lista.',
      issues: [{ path: 'villageId' }],
    });
    const unknownSchool = await call(
      'POST',
      STUDENT_PATHS.students,
      'SUPER_ADMIN',
      body({ schoolId: 999_999 }),
    );
    expect(unknownSchool.statusCode).toBe(404);
    expect(errorOf(unknownSchool).issues?.[0]?.path).toBe('schoolId');

    const disabledVillage = await call(
      'POST',
      STUDENT_PATHS.students,
      'SUPER_ADMIN',
      body({ villageId: place.villageOff }),
    );
    expect(disabledVillage.statusCode).toBe(409);
    expect(errorOf(disabledVillage)).toMatchObject({
      code: 'PLACE_DISABLED',
      message: 'This school or village is disabled and cannot receive new students.',
      issues: [{ path: 'villageId' }],
    });
    const disabledSchool = await call(
      'POST',
      STUDENT_PATHS.students,
      'SUPER_ADMIN',
      body({ schoolId: place.schoolOff }),
    );
    expect(disabledSchool.statusCode).toBe(409);

    const unknownCountry = await call(
      'POST',
      STUDENT_PATHS.students,
      'SUPER_ADMIN',
      body({ countryId: 999_999 }),
    );
    expect(unknownCountry.statusCode).toBe(400);
    expect(errorOf(unknownCountry).issues).toEqual([
      { path: 'countryId', message: 'This value is not valid' },
    ]);
  });

  it("refuses an admin's student in a village or school not assigned to them, as unknown (404)", async () => {
    const village = await call(
      'POST',
      STUDENT_PATHS.students,
      'ADMIN',
      body({ villageId: place.villageB }),
    );
    expect(village.statusCode).toBe(404);
    expect(errorOf(village).code).toBe('PLACE_NOT_FOUND');
    const school = await call(
      'POST',
      STUDENT_PATHS.students,
      'ADMIN',
      body({ villageId: place.villageA, schoolId: place.schoolA }),
    );
    expect(school.statusCode).toBe(404);
    expect(errorOf(school).issues?.[0]?.path).toBe('schoolId');
    // The disabled village is not theirs either: unknown, not "disabled" (nothing revealed).
    const disabled = await call(
      'POST',
      STUDENT_PATHS.students,
      'ADMIN',
      body({ villageId: place.villageOff }),
    );
    expect(disabled.statusCode).toBe(404);
  });

  it('tells a scoped admin an id cannot be used, never that an out-of-scope student holds it', async () => {
    await create({ externalId: 'HIDDEN-1', villageId: place.villageB });
    await create({ externalId: 'MINE-1' });
    const outOfScope = await call(
      'POST',
      STUDENT_PATHS.students,
      'ADMIN',
      body({ externalId: 'HIDDEN-1' }),
    );
    const inScope = await call(
      'POST',
      STUDENT_PATHS.students,
      'ADMIN',
      body({ externalId: 'MINE-1' }),
    );
    expect([outOfScope.statusCode, inScope.statusCode]).toEqual([409, 409]);
    // The same answer either way: nothing says a student exists, let alone where.
    expect(errorOf(outOfScope)).toEqual(errorOf(inScope));
    expect(errorOf(outOfScope).message).toBe('This ID cannot be used. Check it or leave it empty.');
  });

  it('keeps provider ids unique among students shown, also under simultaneous requests', async () => {
    await create({ externalId: 'DUP-1' });
    const again = await call(
      'POST',
      STUDENT_PATHS.students,
      'SUPER_ADMIN',
      body({ externalId: 'DUP-1' }),
      {
        'accept-language': 'es-CO',
      },
    );
    expect(again.statusCode).toBe(409);
    expect(errorOf(again)).toMatchObject({
      code: 'STUDENT_EXTERNAL_ID_TAKEN',
      message: 'Este ID no se puede usar. Revíselo o déjelo vacío.',
      issues: [
        { path: 'externalId', message: 'Este ID no se puede usar. Revíselo o déjelo vacío.' },
      ],
    });

    const racing = await Promise.all(
      Array.from({ length: 6 }, () =>
        call('POST', STUDENT_PATHS.students, 'SUPER_ADMIN', body({ externalId: 'RACE-1' })),
      ),
    );
    expect(racing.map((response) => response.statusCode).sort()).toEqual([
      201, 409, 409, 409, 409, 409,
    ]);
    const stored = await queryRows<{ n: number }>(
      ctx.database,
      sql`select count(*)::int as n from ${students} where external_id = 'RACE-1'`,
    );
    expect(stored[0]?.n).toBe(1);
  });
});

describe('GET /edrocks/api/students/:id', () => {
  let inA: StudentDetails;
  let inB: StudentDetails;
  let inBWithSchoolB: StudentDetails;

  beforeAll(async () => {
    inA = await create({ villageId: place.villageA });
    inB = await create({ villageId: place.villageB });
    inBWithSchoolB = await create({ villageId: place.villageB, schoolId: place.schoolB });
  });

  it('answers super and global admins for any student', async () => {
    for (const actor of ['SUPER_ADMIN', 'GLOBAL_ADMIN'] as const) {
      const response = await call(
        'GET',
        endpointPath(STUDENT_ENDPOINTS.get, { id: inB.id }),
        actor,
      );
      expect(response.statusCode).toBe(200);
      expect(studentDetailsSchema.parse(response.json()).id).toBe(inB.id);
    }
  });

  it('answers an admin only for students of their villages or schools; 404 outside', async () => {
    expect(
      (await call('GET', endpointPath(STUDENT_ENDPOINTS.get, { id: inA.id }), 'ADMIN')).statusCode,
    ).toBe(200);
    const outside = await call('GET', endpointPath(STUDENT_ENDPOINTS.get, { id: inB.id }), 'ADMIN');
    expect(outside.statusCode).toBe(404);
    expect(errorOf(outside).code).toBe('NOT_FOUND');
    // Through the school: the school admin reaches a student of an unassigned village.
    expect(
      (
        await call(
          'GET',
          endpointPath(STUDENT_ENDPOINTS.get, { id: inBWithSchoolB.id }),
          'ADMIN_OF_SCHOOL',
        )
      ).statusCode,
    ).toBe(200);
    expect(
      (await call('GET', endpointPath(STUDENT_ENDPOINTS.get, { id: inB.id }), 'ADMIN_OF_SCHOOL'))
        .statusCode,
    ).toBe(404);
  });

  it('answers a sponsor 404: they reach only paired students, and there is no pairing yet', async () => {
    const response = await call(
      'GET',
      endpointPath(STUDENT_ENDPOINTS.get, { id: inA.id }),
      'SPONSOR',
    );
    expect(response.statusCode).toBe(404);
  });

  it('answers a student their own record only', async () => {
    const own = await create({ firstName: 'Mateo', lastName: 'García' });
    await ctx.database.db.execute(
      sql`update ${students} set user_id = ${userIds.STUDENT} where id = ${own.id}`,
    );
    const response = await call(
      'GET',
      endpointPath(STUDENT_ENDPOINTS.get, { id: own.id }),
      'STUDENT',
    );
    expect(response.statusCode).toBe(200);
    expect(studentDetailsSchema.parse(response.json())).toMatchObject({
      id: own.id,
      userId: userIds.STUDENT,
      sponsors: [],
      paired: false,
    });
    expect(
      (await call('GET', endpointPath(STUDENT_ENDPOINTS.get, { id: own.id }), 'OTHER_STUDENT'))
        .statusCode,
    ).toBe(404);
    expect(
      (await call('GET', endpointPath(STUDENT_ENDPOINTS.get, { id: inA.id }), 'STUDENT'))
        .statusCode,
    ).toBe(404);
    const page = await list('STUDENT');
    expect(page.items.map((item) => item.id)).toEqual([own.id]);
    expect(page.total).toBe(1);
    expect((await list('OTHER_STUDENT')).total).toBe(0);
  });

  it('answers 404 for an unknown id, 400 for a malformed one, 401 without a token', async () => {
    expect(
      (await call('GET', endpointPath(STUDENT_ENDPOINTS.get, { id: 999_999 }), 'SUPER_ADMIN'))
        .statusCode,
    ).toBe(404);
    for (const id of ['abc', '0', '-1', '1.5', '99999999999']) {
      const response = await call('GET', `${STUDENT_PATHS.students}/${id}`, 'SUPER_ADMIN');
      expect(response.statusCode, id).toBe(400);
      expect(errorOf(response).issues).toEqual([{ path: 'id', message: 'Enter a number' }]);
    }
    expect(
      (await call('GET', endpointPath(STUDENT_ENDPOINTS.get, { id: inA.id }), null)).statusCode,
    ).toBe(401);
  });
});

describe('PATCH /edrocks/api/students/:id', () => {
  it('changes only the fields sent, and the search follows the new names', async () => {
    const student = await create({ externalId: 'PATCH-1', schoolId: place.schoolA });
    clock.advance(60_000);
    const response = await call(
      'PATCH',
      endpointPath(STUDENT_ENDPOINTS.get, { id: student.id }),
      'SUPER_ADMIN',
      {
        firstName: 'Andrés Felipe',
        grade: '8-eighth',
        status: 'inactive',
        schoolId: null,
        leadershipDistinction: true,
      },
    );
    expect(response.statusCode, response.body).toBe(200);
    const changed = studentDetailsSchema.parse(response.json());
    expect(changed).toMatchObject({
      firstName: 'Andrés Felipe',
      lastName: student.lastName,
      grade: '8-eighth',
      status: 'inactive',
      school: null,
      externalId: 'PATCH-1',
      leadershipDistinction: true,
      birthdate: student.birthdate,
      createdAt: student.createdAt,
      updatedAt: clock.now().toISOString(),
    });
    const found = await list('SUPER_ADMIN', { q: 'andres felipe' });
    expect(found.items.map((item) => item.id)).toContain(student.id);
  });

  it('answers the unchanged student for an empty body', async () => {
    const student = await create();
    const response = await call(
      'PATCH',
      endpointPath(STUDENT_ENDPOINTS.get, { id: student.id }),
      'SUPER_ADMIN',
      {},
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(student);
  });

  it('refuses bad values like creation does, and the delete status', async () => {
    const student = await create();
    for (const [change, path] of [
      [{ birthdate: '2026-02-30' }, 'birthdate'],
      [{ birthdate: '2999-12-31' }, 'birthdate'],
      [{ grade: 'college-2' }, 'grade'],
      [{ status: 'delete' }, 'status'],
      [{ villageId: null }, 'villageId'],
      [{ firstName: '' }, 'firstName'],
      [{ lastName: 'y'.repeat(101) }, 'lastName'],
    ] as const) {
      const response = await call(
        'PATCH',
        endpointPath(STUDENT_ENDPOINTS.get, { id: student.id }),
        'SUPER_ADMIN',
        change,
      );
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      expect(errorOf(response).issues?.[0]?.path).toBe(path);
    }
    expect(
      (
        await call('GET', endpointPath(STUDENT_ENDPOINTS.get, { id: student.id }), 'SUPER_ADMIN')
      ).json(),
    ).toEqual(student);
  });

  it('moves a student only into an enabled place, but keeps one whose place was disabled since', async () => {
    const student = await create({ villageId: place.villageB });
    const toDisabled = await call(
      'PATCH',
      endpointPath(STUDENT_ENDPOINTS.get, { id: student.id }),
      'SUPER_ADMIN',
      {
        villageId: place.villageOff,
      },
    );
    expect(toDisabled.statusCode).toBe(409);
    const toUnknown = await call(
      'PATCH',
      endpointPath(STUDENT_ENDPOINTS.get, { id: student.id }),
      'SUPER_ADMIN',
      {
        schoolId: 999_999,
      },
    );
    expect(toUnknown.statusCode).toBe(404);

    const closing = await insertPlace(villages, 'Vereda Que Cierra');
    const resident = await create({ villageId: closing });
    await ctx.database.db.execute(
      sql`update ${villages} set enabled = false where id = ${closing}`,
    );
    const response = await call(
      'PATCH',
      endpointPath(STUDENT_ENDPOINTS.get, { id: resident.id }),
      'SUPER_ADMIN',
      {
        villageId: closing,
        grade: '9-ninth',
      },
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(studentDetailsSchema.parse(response.json()).grade).toBe('9-ninth');
  });

  it('lets an admin change students of their scope only, and move them only into their places', async () => {
    const theirs = await create({ villageId: place.villageA });
    const notTheirs = await create({ villageId: place.villageB });
    const ok = await call(
      'PATCH',
      endpointPath(STUDENT_ENDPOINTS.get, { id: theirs.id }),
      'ADMIN',
      { grade: '1-first' },
    );
    expect(ok.statusCode).toBe(200);
    const outside = await call(
      'PATCH',
      endpointPath(STUDENT_ENDPOINTS.get, { id: notTheirs.id }),
      'ADMIN',
      { grade: '1-first' },
    );
    expect(outside.statusCode).toBe(404);
    const moveOut = await call(
      'PATCH',
      endpointPath(STUDENT_ENDPOINTS.get, { id: theirs.id }),
      'ADMIN',
      {
        villageId: place.villageB,
      },
    );
    expect(moveOut.statusCode).toBe(404);
    expect(errorOf(moveOut).code).toBe('PLACE_NOT_FOUND');
    expect(
      studentDetailsSchema.parse(
        (await call('GET', endpointPath(STUDENT_ENDPOINTS.get, { id: theirs.id }), 'ADMIN')).json(),
      ).village.id,
    ).toBe(place.villageA);
  });

  it('refuses (403) a change that would put the student out of the admin reach, and keeps it', async () => {
    const student = await create({ villageId: place.villageB, schoolId: place.schoolB });
    const response = await call(
      'PATCH',
      endpointPath(STUDENT_ENDPOINTS.get, { id: student.id }),
      'ADMIN_OF_SCHOOL',
      {
        schoolId: null,
      },
    );
    expect(response.statusCode).toBe(403);
    const kept = studentDetailsSchema.parse(
      (
        await call('GET', endpointPath(STUDENT_ENDPOINTS.get, { id: student.id }), 'SUPER_ADMIN')
      ).json(),
    );
    expect(kept.school?.id).toBe(place.schoolB);
  });

  it('refuses sponsors and students, even on their own record', async () => {
    const own = await create();
    await ctx.database.db.execute(
      sql`update ${students} set user_id = ${userIds.OTHER_STUDENT} where id = ${own.id}`,
    );
    for (const actor of ['SPONSOR', 'OTHER_STUDENT'] as const) {
      const response = await call(
        'PATCH',
        endpointPath(STUDENT_ENDPOINTS.get, { id: own.id }),
        actor,
        { grade: 'college' },
      );
      expect(response.statusCode).toBe(403);
    }
    expect(
      (
        await call('PATCH', endpointPath(STUDENT_ENDPOINTS.get, { id: own.id }), null, {
          grade: 'college',
        })
      ).statusCode,
    ).toBe(401);
  });

  it('answers 404 for unknown ids and 409 for a taken provider id', async () => {
    expect(
      (
        await call('PATCH', endpointPath(STUDENT_ENDPOINTS.get, { id: 999_999 }), 'SUPER_ADMIN', {
          grade: 'college',
        })
      ).statusCode,
    ).toBe(404);
    await create({ externalId: 'TAKEN-9' });
    const student = await create();
    const response = await call(
      'PATCH',
      endpointPath(STUDENT_ENDPOINTS.get, { id: student.id }),
      'SUPER_ADMIN',
      {
        externalId: 'TAKEN-9',
      },
    );
    expect(response.statusCode).toBe(409);
    const cleared = await call(
      'PATCH',
      endpointPath(STUDENT_ENDPOINTS.get, { id: student.id }),
      'SUPER_ADMIN',
      {
        externalId: ' ',
      },
    );
    expect(studentDetailsSchema.parse(cleared.json()).externalId).toBeNull();
  });

  it('serialises simultaneous changes of one student: each applies whole', async () => {
    const student = await create();
    const grades = ['1-first', '2-second', '3-third', '4-fourth', '5-fifth'] as const;
    const responses = await Promise.all(
      grades.map((grade) =>
        call('PATCH', endpointPath(STUDENT_ENDPOINTS.get, { id: student.id }), 'SUPER_ADMIN', {
          grade,
          lastName: `Ríos ${grade}`,
        }),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const final = studentDetailsSchema.parse(
      (
        await call('GET', endpointPath(STUDENT_ENDPOINTS.get, { id: student.id }), 'SUPER_ADMIN')
      ).json(),
    );
    expect(final.lastName).toBe(`Ríos ${final.grade}`);
  });
});

describe('DELETE /edrocks/api/students/:id (soft delete)', () => {
  it('hides the student from the list, counts, search, export and details, but keeps the row', async () => {
    const village = await insertPlace(villages, 'Vereda Del Borrado');
    const kept = await create({ villageId: village, firstName: 'Sofía', lastName: 'Borrero' });
    const gone = await create({
      villageId: village,
      firstName: 'Sofía',
      lastName: 'Borrado',
      externalId: 'GONE-1',
    });
    const response = await call(
      'DELETE',
      endpointPath(STUDENT_ENDPOINTS.get, { id: gone.id }),
      'SUPER_ADMIN',
    );
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');

    const page = await list('SUPER_ADMIN', { villageId: village });
    expect(page.items.map((item) => item.id)).toEqual([kept.id]);
    expect(page.total).toBe(1);
    expect((await list('SUPER_ADMIN', { q: 'borrado' })).total).toBe(0);
    for (const status of ['active', 'inactive', 'alumni']) {
      expect((await list('SUPER_ADMIN', { villageId: village, status })).items).not.toContainEqual(
        expect.objectContaining({ id: gone.id }),
      );
    }
    const csv = parseCsv(
      (await call('GET', exportUrl({ villageId: village }), 'SUPER_ADMIN')).body,
    );
    expect(csv).toHaveLength(2);
    expect(csv[1]?.[0]).toBe(String(kept.id));

    expect(
      (await call('GET', endpointPath(STUDENT_ENDPOINTS.get, { id: gone.id }), 'SUPER_ADMIN'))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await call('PATCH', endpointPath(STUDENT_ENDPOINTS.get, { id: gone.id }), 'SUPER_ADMIN', {
          grade: 'college',
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await call('DELETE', endpointPath(STUDENT_ENDPOINTS.get, { id: gone.id }), 'SUPER_ADMIN'))
        .statusCode,
    ).toBe(404);
    expect(await storedStatus(gone.id)).toBe('delete');
    // Its provider id is free again for a student who is shown.
    await create({ externalId: 'GONE-1' });
  });

  it('filters the status "delete" out of reach: asking for it is a bad request', async () => {
    const response = await call('GET', listUrl({ status: 'delete' }), 'SUPER_ADMIN');
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).issues).toEqual([
      { path: 'status', message: 'This value is not valid' },
    ]);
  });

  it('lets an admin delete within scope only; refuses sponsors and students', async () => {
    const theirs = await create({ villageId: place.villageA });
    const notTheirs = await create({ villageId: place.villageB });
    expect(
      (await call('DELETE', endpointPath(STUDENT_ENDPOINTS.get, { id: notTheirs.id }), 'ADMIN'))
        .statusCode,
    ).toBe(404);
    expect(await storedStatus(notTheirs.id)).toBe('active');
    expect(
      (await call('DELETE', endpointPath(STUDENT_ENDPOINTS.get, { id: theirs.id }), 'ADMIN'))
        .statusCode,
    ).toBe(204);
    for (const actor of ['SPONSOR', 'STUDENT'] as const) {
      expect(
        (await call('DELETE', endpointPath(STUDENT_ENDPOINTS.get, { id: notTheirs.id }), actor))
          .statusCode,
      ).toBe(403);
    }
    expect(
      (await call('DELETE', endpointPath(STUDENT_ENDPOINTS.get, { id: notTheirs.id }), null))
        .statusCode,
    ).toBe(401);
    expect((await call('DELETE', `${STUDENT_PATHS.students}/abc`, 'SUPER_ADMIN')).statusCode).toBe(
      400,
    );
  });

  it('deletes once when several requests race', async () => {
    const student = await create();
    const responses = await Promise.all(
      Array.from({ length: 4 }, () =>
        call('DELETE', endpointPath(STUDENT_ENDPOINTS.get, { id: student.id }), 'SUPER_ADMIN'),
      ),
    );
    expect(responses.map((response) => response.statusCode).sort()).toEqual([204, 404, 404, 404]);
  });
});

describe('GET /edrocks/api/students (list)', () => {
  /** A village of its own, so that other tests' students do not change these pages. */
  let village = 0;
  const seeded: StudentDetails[] = [];

  beforeAll(async () => {
    village = await insertPlace(villages, 'Vereda Ordenada');
    const names: Array<[string, string]> = [
      ['José', 'Pérez'],
      ['Jose', 'Perez'],
      ['María', 'Álvarez'],
      ['Andrés', 'Núñez'],
      ['Ana', 'Zapata'],
      ['Ángela', 'Bernal'],
      ['Camilo', 'Ospina'],
      ['Valentina', 'Ospina'],
      ['Juan', 'Ospina'],
      ['Luisa', 'Gómez'],
      ['Luisa', 'Gómez'],
      ['Samuel', 'Ríos'],
    ];
    for (const [index, [firstName, lastName]] of names.entries()) {
      seeded.push(
        await create({
          villageId: village,
          firstName,
          lastName,
          grade: GRADES[(index * 4) % GRADES.length],
          gender: index % 2 === 0 ? 'female' : 'male',
          status: index % 5 === 4 ? 'alumni' : 'active',
          schoolId: index % 3 === 0 ? place.schoolA : null,
          birthdate: `20${String(10 + index).padStart(2, '0')}-0${(index % 9) + 1}-15`,
        }),
      );
      clock.advance(index % 2 === 0 ? 0 : 1000);
    }
  });

  it('answers list items with names, age, grade, status, school, village and photo', async () => {
    const page = await list('SUPER_ADMIN', { villageId: village, pageSize: 2 });
    expect(page).toMatchObject({ page: 1, pageSize: 2, total: seeded.length });
    const first = seeded.find((student) => student.lastName === 'Álvarez');
    expect(page.items[0]).toEqual({
      view: 'full',
      id: first?.id,
      firstName: 'María',
      lastName: 'Álvarez',
      fullName: 'María Álvarez',
      birthdate: first?.birthdate,
      age: first ? ageOn(first.birthdate ?? '', today()) : undefined,
      gender: first?.gender,
      grade: first?.grade,
      status: first?.status,
      school: first?.school,
      village: { id: village, name: 'Vereda Ordenada' },
      photoUrl: null,
    } satisfies Partial<StudentListItem>);
  });

  it('sorts names without regard to accents or case, with stable ties', async () => {
    const page = await list('SUPER_ADMIN', { villageId: village, pageSize: 100 });
    expect(page.items.map((item) => `${item.lastName}, ${item.firstName}`)).toEqual([
      'Álvarez, María',
      'Bernal, Ángela',
      'Gómez, Luisa',
      'Gómez, Luisa',
      'Núñez, Andrés',
      'Ospina, Camilo',
      'Ospina, Juan',
      'Ospina, Valentina',
      expect.stringMatching(/^Pérez, José$|^Perez, Jose$/),
      expect.stringMatching(/^Pérez, José$|^Perez, Jose$/),
      'Ríos, Samuel',
      'Zapata, Ana',
    ]);
    const twins = page.items.filter((item) => item.lastName === 'Gómez').map((item) => item.id);
    expect(twins).toEqual([...twins].sort((a, b) => a - b));
    const byFirst = await list('SUPER_ADMIN', {
      villageId: village,
      pageSize: 100,
      sort: 'firstName',
    });
    expect(byFirst.items.slice(0, 3).map((item) => item.firstName)).toEqual([
      'Ana',
      'Andrés',
      'Ángela',
    ]);
  });

  it('sorts grades in school order, not alphabetically', async () => {
    const page = await list('SUPER_ADMIN', { villageId: village, pageSize: 100, sort: 'grade' });
    const ranks = page.items.map((item) => GRADES.indexOf(item.grade ?? 'college'));
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    const desc = await list('SUPER_ADMIN', {
      villageId: village,
      pageSize: 100,
      sort: 'grade',
      order: 'desc',
    });
    expect(desc.items.map((item) => item.id)).toEqual(page.items.map((item) => item.id).reverse());
  });

  it.each([
    ['lastName', 'asc'],
    ['lastName', 'desc'],
    ['firstName', 'asc'],
    ['grade', 'desc'],
    ['createdAt', 'asc'],
    ['createdAt', 'desc'],
    ['village', 'asc'],
  ] as Array<[StudentSortField, 'asc' | 'desc']>)(
    'pages through every student once, sorted by %s %s',
    async (sort, order) => {
      const all = await list('SUPER_ADMIN', { villageId: village, pageSize: 100, sort, order });
      const paged: number[] = [];
      for (let page = 1; page <= 5; page += 1) {
        const result = await list('SUPER_ADMIN', {
          villageId: village,
          pageSize: 5,
          page,
          sort,
          order,
        });
        expect(result.total).toBe(seeded.length);
        paged.push(...result.items.map((item) => item.id));
      }
      expect(paged).toEqual(all.items.map((item) => item.id));
      expect(new Set(paged).size).toBe(seeded.length);
    },
  );

  it('sorts by village name across villages', async () => {
    const page = await list('SUPER_ADMIN', { sort: 'village', pageSize: 200 });
    const names = page.items.map((item) => item.village.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it('finds names by any part, without accents or case, every word typed', async () => {
    const ids = (items: StudentListItem[]) => items.map((item) => item.id).sort();
    const perez = seeded.filter((student) => /^P[eé]rez$/.test(student.lastName)).map((s) => s.id);
    for (const q of ['Jose', 'josé', 'PEREZ', 'pérez', 'ose pere', 'perez jose', '  jOsE  ']) {
      const page = await list('SUPER_ADMIN', { villageId: village, q });
      expect(ids(page.items), q).toEqual([...perez].sort());
      expect(page.total).toBe(2);
    }
    expect((await list('SUPER_ADMIN', { villageId: village, q: 'nunez' })).items[0]?.lastName).toBe(
      'Núñez',
    );
    for (const q of ['%', '_', 'jose zapata', "'; drop table students; --", '\\']) {
      expect((await list('SUPER_ADMIN', { villageId: village, q })).total, q).toBe(0);
    }
  });

  it('filters by school, village, grade, status and gender, together', async () => {
    const check = async (query: Record<string, string | number>, expected: StudentDetails[]) => {
      const page = await list('SUPER_ADMIN', { villageId: village, pageSize: 100, ...query });
      expect(page.items.map((item) => item.id).sort()).toEqual(
        expected.map((student) => student.id).sort(),
      );
      expect(page.total).toBe(expected.length);
    };
    await check(
      { schoolId: place.schoolA },
      seeded.filter((s) => s.school?.id === place.schoolA),
    );
    await check(
      { status: 'alumni' },
      seeded.filter((s) => s.status === 'alumni'),
    );
    await check(
      { gender: 'male' },
      seeded.filter((s) => s.gender === 'male'),
    );
    const grade = seeded[1]?.grade ?? 'college';
    await check(
      { grade },
      seeded.filter((s) => s.grade === grade),
    );
    await check(
      { gender: 'female', status: 'active', schoolId: place.schoolA },
      seeded.filter(
        (s) => s.gender === 'female' && s.status === 'active' && s.school?.id === place.schoolA,
      ),
    );
    await check({ villageId: place.villageOff }, []);
  });

  it('answers an empty page past the end, with the total', async () => {
    const page = await list('SUPER_ADMIN', { villageId: village, page: 1000, pageSize: 50 });
    expect(page).toEqual({
      items: [],
      total: seeded.length,
      page: 1000,
      pageSize: 50,
      ...NO_CURSORS,
    });
  });

  it.each([
    [{ page: 0 }, 'page'],
    [{ page: 'two' }, 'page'],
    [{ pageSize: 201 }, 'pageSize'],
    [{ pageSize: -1 }, 'pageSize'],
    [{ sort: 'birthdate' }, 'sort'],
    [{ order: 'up' }, 'order'],
    [{ grade: 'thirteenth' }, 'grade'],
    [{ gender: 'x' }, 'gender'],
    [{ schoolId: 'abc' }, 'schoolId'],
    [{ villageId: 0 }, 'villageId'],
    [{ q: 'x'.repeat(101) }, 'q'],
    [{ q: 'x'.repeat(1024 * 1024) }, 'q'],
  ])('refuses the query %j with a field message', async (query, path) => {
    const response = await call(
      'GET',
      listUrl(query as Record<string, string | number>),
      'SUPER_ADMIN',
      undefined,
      { 'accept-language': 'es-CO' },
    );
    expect(response.statusCode).toBe(400);
    const error = errorOf(response);
    expect(error.code).toBe('VALIDATION_ERROR');
    expect(error.issues?.map((issue) => issue.path)).toEqual([path]);
    expect(error.issues?.[0]?.message).toMatch(
      /^(Este valor no es válido|Ingrese un número|Máximo 100 caracteres)$/,
    );
  });

  it("limits an admin's list to their villages and schools", async () => {
    const admin = await list('ADMIN', { pageSize: 200 });
    expect(admin.items.length).toBeGreaterThan(0);
    expect(admin.items.every((item) => item.village.id === place.villageA)).toBe(true);
    expect(admin.total).toBe(admin.items.length);
    const bySchool = await list('ADMIN_OF_SCHOOL', { pageSize: 200 });
    expect(bySchool.items.length).toBeGreaterThan(0);
    expect(bySchool.items.every((item) => item.school?.id === place.schoolB)).toBe(true);
    // A filter cannot widen the scope.
    expect((await list('ADMIN', { villageId: place.villageB })).total).toBe(0);
  });

  it('shows a sponsor no student before pairing exists', async () => {
    expect(await list('SPONSOR')).toEqual({
      items: [],
      total: 0,
      page: 1,
      pageSize: 50,
      ...NO_CURSORS,
    });
  });

  it('needs a token', async () => {
    expect((await call('GET', listUrl(), null)).statusCode).toBe(401);
  });
});

describe('GET /edrocks/api/students/export', () => {
  let village = 0;
  const BULK = 2_345;

  beforeAll(async () => {
    village = await insertPlace(villages, 'Vereda Exportada');
    // More rows than one export batch (250), all created in the same millisecond: the keyset
    // must carry the id tie-breaker for every sort.
    const rows = Array.from({ length: BULK }, (_, index) => {
      const firstName = index % 7 === 0 ? 'Ñusta' : 'Juan';
      const lastName = ['Ávila', 'Díaz', 'Ortiz', '=cmd|calc'][index % 4] ?? 'Ortiz';
      return {
        firstName,
        lastName,
        birthdate: '2010-01-01',
        gender: 'male' as const,
        grade: GRADES[index % GRADES.length],
        villageId: village,
        countryId: colombiaId,
        lastNameKey: buildSearchText(lastName),
        firstNameKey: buildSearchText(firstName),
        searchText: buildSearchText(firstName, lastName),
        createdAt: clock.now(),
        updatedAt: clock.now(),
      };
    });
    await ctx.database.db.insert(students).values(rows);
  });

  it.each(['lastName', 'firstName', 'grade', 'createdAt', 'village'] as const)(
    'exports every filtered row once as CSV, in the order of the list (%s)',
    async (sort) => {
      const response = await call(
        'GET',
        exportUrl({ villageId: village, sort, order: 'desc', format: 'csv' }),
        'SUPER_ADMIN',
      );
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="students-${today()}.csv"`,
      );
      const rows = parseCsv(response.body);
      expect(rows[0]).toEqual([
        'ID',
        'Provider ID',
        'Last name',
        'First name',
        'Birthdate',
        'Age',
        'Gender',
        'Grade',
        'Status',
        'School',
        'Village',
        'Country',
        'Leadership distinction',
        'Created',
      ]);
      const ids = rows.slice(1).map((row) => Number(row[0]));
      expect(ids).toHaveLength(BULK);
      expect(new Set(ids).size).toBe(BULK);
      const firstPage = await list('SUPER_ADMIN', {
        villageId: village,
        sort,
        order: 'desc',
        pageSize: 200,
      });
      expect(ids.slice(0, 200)).toEqual(firstPage.items.map((item) => item.id));
      const lastPage = await list('SUPER_ADMIN', {
        villageId: village,
        sort,
        order: 'desc',
        pageSize: 200,
        page: Math.ceil(BULK / 200),
      });
      expect(ids.slice(-lastPage.items.length)).toEqual(lastPage.items.map((item) => item.id));
    },
  );

  it('translates headers and values for es-CO and defuses formulas', async () => {
    const response = await call(
      'GET',
      exportUrl({ villageId: village, q: 'nusta calc', format: 'csv' }),
      'SUPER_ADMIN',
      undefined,
      { 'accept-language': 'es-CO,es;q=0.9' },
    );
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="estudiantes-${today()}.csv"`,
    );
    const rows = parseCsv(response.body);
    expect(rows[0]?.slice(0, 8)).toEqual([
      'ID',
      'ID del proveedor',
      'Apellidos',
      'Nombres',
      'Fecha de nacimiento',
      'Edad',
      'Género',
      'Grado',
    ]);
    expect(rows.length).toBeGreaterThan(1);
    const row = rows[1] ?? [];
    expect(row.slice(2, 4)).toEqual(["'=cmd|calc", 'Ñusta']);
    expect(row[5]).toBe(String(ageOn('2010-01-01', today())));
    expect(row[6]).toBe('Masculino');
    expect(row.slice(8, 13)).toEqual(['Activo', '', 'Vereda Exportada', 'Colombia', 'No']);
  });

  it('exports as Excel, readable by exceljs', async () => {
    const response = await call(
      'GET',
      exportUrl({ villageId: village, q: 'avila', format: 'xlsx', sort: 'grade' }),
      'SUPER_ADMIN',
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    const sheet = await readXlsx(response.rawPayload);
    expect(sheet[0]?.[0]).toBe('ID');
    const expected = Math.ceil(BULK / 4);
    expect(sheet).toHaveLength(expected + 1);
    expect(sheet[1]?.[2]).toBe('Ávila');
    expect(sheet[1]?.[7]).toBe('Preschool');
    expect(sheet.at(-1)?.[7]).toBe('College');
  });

  it('exports only what the caller may see', async () => {
    const sponsor = parseCsv((await call('GET', exportUrl({ format: 'csv' }), 'SPONSOR')).body);
    expect(sponsor).toHaveLength(1);
    const admin = parseCsv((await call('GET', exportUrl({ format: 'csv' }), 'ADMIN')).body);
    expect(admin.length).toBeGreaterThan(1);
    expect(admin.slice(1).every((row) => row[10] === 'Vereda La Esperanza')).toBe(true);
    const adminPage = await list('ADMIN');
    expect(admin.length - 1).toBe(adminPage.total);
  });

  it('refuses an unknown format and needs a token', async () => {
    const response = await call('GET', exportUrl({ format: 'pdf' }), 'SUPER_ADMIN');
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).issues?.[0]?.path).toBe('format');
    expect((await call('GET', exportUrl({ format: 'csv' }), null)).statusCode).toBe(401);
  });
});

describe('a student who signed up on their own', () => {
  it('is listed, shown and exported without birthdate, gender or grade until completed', async () => {
    const village = await insertPlace(villages, 'Vereda Inscrita');
    const user = await ctx.createUser({ role: 'STUDENT' });
    // What sign-up stores: names, village and account only.
    const id = await insertStudent(
      ctx.database.db,
      { firstName: 'Emiliano', lastName: 'Suárez', villageId: village, userId: user.id },
      clock.now(),
    );
    const known = await create({ villageId: village, grade: 'college' });
    const page = await list('SUPER_ADMIN', { villageId: village, sort: 'grade' });
    // An unknown grade sorts after college.
    expect(page.items.map((item) => item.id)).toEqual([known.id, id]);
    expect(page.items[1]).toMatchObject({ birthdate: null, age: null, gender: null, grade: null });
    const details = studentDetailsSchema.parse(
      (await call('GET', endpointPath(STUDENT_ENDPOINTS.get, { id }), 'SUPER_ADMIN')).json(),
    );
    expect(details).toMatchObject({ status: 'active', userId: user.id, country: null });
    const csv = parseCsv(
      (await call('GET', exportUrl({ villageId: village, sort: 'grade' }), 'SUPER_ADMIN')).body,
    );
    expect(csv[2]?.slice(2, 8)).toEqual(['Suárez', 'Emiliano', '', '', '', '']);
    const completed = await call(
      'PATCH',
      endpointPath(STUDENT_ENDPOINTS.get, { id }),
      'SUPER_ADMIN',
      {
        birthdate: '2011-01-31',
        gender: 'male',
        grade: '9-ninth',
      },
    );
    expect(completed.statusCode).toBe(200);
    expect(studentDetailsSchema.parse(completed.json())).toMatchObject({
      age: ageOn('2011-01-31', today()),
      grade: '9-ninth',
    });
  });
});

describe('OpenAPI description', () => {
  it('documents every students endpoint', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/docs/json' });
    expect(response.statusCode).toBe(200);
    const spec = response.json<{ paths: Record<string, Record<string, unknown>> }>();
    expect(Object.keys(spec.paths[STUDENT_PATHS.students] ?? {}).sort()).toEqual(['get', 'post']);
    expect(Object.keys(spec.paths[STUDENT_PATHS.studentsExport] ?? {})).toEqual(['get']);
    expect(Object.keys(spec.paths['/edrocks/api/students/{id}'] ?? {}).sort()).toEqual([
      'delete',
      'get',
      'patch',
    ]);
  });
});

describe('writes bounded by the caller', () => {
  it("does not change a student outside an admin's villages, even when a service forgets to check first", async () => {
    const outside = await create({ villageId: place.villageB, firstName: 'Intacta' });
    const admin = studentVisibility({
      userId: userIds.ADMIN,
      role: 'ADMIN',
      sessionId: 'test',
      access: 'scoped',
    });
    const { db } = ctx.database;
    await updateStudent(db, admin, outside, { firstName: 'Cambiada' }, clock.now());
    expect(await setStudentPhotoFileId(db, admin, outside.id, null, clock.now())).toBeUndefined();
    expect(await lockStudent(db, admin, outside.id)).toBeUndefined();
    const stored = studentDetailsSchema.parse(
      (
        await call('GET', endpointPath(STUDENT_ENDPOINTS.get, { id: outside.id }), 'SUPER_ADMIN')
      ).json(),
    );
    expect(stored.firstName).toBe('Intacta');
  });
});
