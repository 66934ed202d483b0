// /edrocks/api/sponsorships: pairing within the limit of three sponsors per student and year,
// held by the database under concurrency (also across two API instances on one database), holds
// that count and expire (manual clock), un-pairing that keeps the record, who may do what, what a
// sponsor sees of the students they may choose, and bad input.
import { Buffer } from 'node:buffer';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  holdSchema,
  sponsorableStudentPageSchema,
  sponsorshipPageSchema,
  sponsorshipSchema,
  openStudentPageSchema,
  unpairedSponsorPageSchema,
  type Grade,
  type Role,
  PERIOD_PATHS,
  SPONSORSHIP_PATHS,
  STUDENT_PATHS,
} from '@portal/shared';
import {
  bearer,
  buildTestApp,
  createTestContext,
  errorOf,
  queryRows,
  uniqueEmail,
  type TestApp,
  type TestContext,
} from '../../../test/helpers/test-app';
import {
  assignAdmin,
  createActor,
  createPlace,
  referenceIds,
  type Actor,
} from '../../../test/helpers/fixtures';
import { makeAgreementsOptional } from '../../../test/helpers/agreements';
import { ManualClock } from '../../../test/helpers/clock';
import { parseCsv } from '../../../test/helpers/export-files';
import { insertSponsorIfFree } from '../sponsors/sponsors.service';
import { insertStudent } from '../students/students.service';

const clock = new ManualClock(new Date('2026-11-25T15:00:00Z'));
let ctx: TestContext;
let second: TestApp;
let actors: Record<Role, Actor>;
let colombia = 0;
let villageA = 0;
let villageB = 0;
let closedVillage = 0;
let schoolA = 0;
let schoolB = 0;
let periodId = 0;
let ownSponsorId = 0;
let counter = 0;

const one = (id: number | string) => SPONSORSHIP_PATHS.sponsorship.replace(':id', String(id));

async function newStudent(
  villageId = villageA,
  extra: {
    firstName?: string;
    lastName?: string;
    birthdate?: string;
    status?: 'active' | 'inactive';
    grade?: Grade;
    schoolId?: number;
  } = {},
) {
  counter += 1;
  return insertStudent(
    ctx.database.db,
    {
      firstName: extra.firstName ?? `Niño${counter}`,
      lastName: extra.lastName ?? `Apellido${counter}`,
      birthdate: extra.birthdate ?? '2015-03-04',
      gender: 'female',
      grade: extra.grade ?? '5-fifth',
      villageId,
      schoolId: extra.schoolId ?? null,
      countryId: colombia,
      externalId: null,
      leadershipDistinction: false,
      userId: null,
      status: extra.status ?? 'active',
    },
    clock.now(),
  );
}

async function newSponsor(
  schoolId = schoolA,
  extra: { userId?: number; active?: boolean; lastName?: string } = {},
) {
  counter += 1;
  const id = await insertSponsorIfFree(ctx.database.db, {
    firstName: `Padrino${counter}`,
    lastName: extra.lastName ?? `Apellido${counter}`,
    email: uniqueEmail('sponsor'),
    phone: '',
    schoolId,
    birthdate: '2008-01-01',
    leadershipDistinction: false,
    active: extra.active ?? true,
    userId: extra.userId ?? null,
  });
  if (id === undefined) throw new Error('sponsor not inserted');
  return id;
}

function pair(actor: Actor, body: unknown, app: TestApp['app'] = ctx.app) {
  return app.inject({
    method: 'POST',
    url: SPONSORSHIP_PATHS.sponsorships,
    headers: bearer(actor.token),
    payload: body as Record<string, unknown>,
  });
}

async function currentCount(studentId: number): Promise<number> {
  const [row] = await queryRows<{ count: number }>(
    ctx.database,
    sql`select count(*)::int as count from sponsorships where student_id = ${studentId} and ended_at is null`,
  );
  return row?.count ?? 0;
}

beforeAll(async () => {
  ctx = await createTestContext({ clock });
  second = await buildTestApp(ctx.testDatabase.openAnother(), { clock });
  const db = ctx.database.db;
  ({ colombia } = await referenceIds(db));
  villageA = await createPlace(db, 'village', { name: 'Vereda A' });
  villageB = await createPlace(db, 'village', { name: 'Vereda B' });
  closedVillage = await createPlace(db, 'village', { name: 'Vereda Cerrada', enabled: false });
  schoolA = await createPlace(db, 'school', { name: 'Colegio A' });
  schoolB = await createPlace(db, 'school', { name: 'Colegio B' });
  actors = {
    SUPER_ADMIN: await createActor(ctx, 'SUPER_ADMIN'),
    GLOBAL_ADMIN: await createActor(ctx, 'GLOBAL_ADMIN'),
    ADMIN: await createActor(ctx, 'ADMIN'),
    SPONSOR: await createActor(ctx, 'SPONSOR', { firstName: 'Emily', lastName: 'Johnson' }),
    STUDENT: await createActor(ctx, 'STUDENT'),
  };
  await assignAdmin(db, actors.ADMIN.id, { schoolIds: [schoolA], villageIds: [villageA] });
  ownSponsorId = await newSponsor(schoolA, { userId: actors.SPONSOR.id });
  // The agreements' gate has its own tests (modules/agreements): here nothing is required.
  await makeAgreementsOptional(ctx.database);
  const created = await actors.SUPER_ADMIN.request('POST', PERIOD_PATHS.periods, {
    name: '2026-2027',
    startDate: '2026-08-01',
    endDate: '2027-07-31',
  });
  periodId = (created.json() as { id: number }).id;
  await actors.SUPER_ADMIN.request(
    'POST',
    PERIOD_PATHS.periodActivate.replace(':id', String(periodId)),
  );
});
afterAll(async () => {
  await second.close();
  await ctx.close();
});
beforeEach(async () => {
  await ctx.database.db.execute(sql`delete from sponsorship_holds`);
});

describe('pairing by coordinators', () => {
  it('pairs a sponsor and a student in the available year and lists it', async () => {
    const student = await newStudent();
    const sponsor = await newSponsor();
    const response = await pair(actors.GLOBAL_ADMIN, { studentId: student, sponsorId: sponsor });
    expect(response.statusCode, response.body).toBe(201);
    const created = sponsorshipSchema.parse(response.json());
    expect(created).toMatchObject({
      periodId,
      periodName: '2026-2027',
      student: { id: student, village: { id: villageA, name: 'Vereda A' } },
      sponsor: { id: sponsor, school: { id: schoolA, name: 'Colegio A' } },
      startedAt: clock.now().toISOString(),
      endedAt: null,
      endReason: null,
    });
    const listed = sponsorshipPageSchema.parse(
      (
        await actors.SUPER_ADMIN.request(
          'GET',
          `${SPONSORSHIP_PATHS.sponsorships}?studentId=${student}`,
        )
      ).json(),
    );
    expect(listed.items.map((item) => item.id)).toEqual([created.id]);
    // The student's details show the sponsor and the paired flag.
    const details = (
      await actors.SUPER_ADMIN.request('GET', STUDENT_PATHS.student.replace(':id', String(student)))
    ).json() as { sponsors: Array<{ id: number }>; paired: boolean };
    expect(details.sponsors.map((item) => item.id)).toEqual([sponsor]);
    expect(details.paired).toBe(true);
  });

  it('refuses the fourth sponsor of a student with STUDENT_FULL, in both languages', async () => {
    const student = await newStudent();
    for (let index = 0; index < 3; index += 1) {
      const response = await pair(actors.SUPER_ADMIN, {
        studentId: student,
        sponsorId: await newSponsor(),
      });
      expect(response.statusCode).toBe(201);
    }
    const fourth = await pair(actors.SUPER_ADMIN, {
      studentId: student,
      sponsorId: await newSponsor(),
    });
    expect(fourth.statusCode).toBe(409);
    expect(errorOf(fourth)).toMatchObject({
      code: 'STUDENT_FULL',
      message: 'This student already has 3 sponsors this year',
    });
    const spanish = await ctx.app.inject({
      method: 'POST',
      url: SPONSORSHIP_PATHS.sponsorships,
      headers: { ...bearer(actors.SUPER_ADMIN.token), 'accept-language': 'es-CO' },
      payload: { studentId: student, sponsorId: await newSponsor() },
    });
    expect(errorOf(spanish).message).toBe('Este estudiante ya tiene 3 padrinos este año');
    expect(await currentCount(student)).toBe(3);
  });

  it('refuses the same sponsor twice for one student with ALREADY_SPONSORED', async () => {
    const student = await newStudent();
    const sponsor = await newSponsor();
    expect(
      (await pair(actors.SUPER_ADMIN, { studentId: student, sponsorId: sponsor })).statusCode,
    ).toBe(201);
    const again = await pair(actors.SUPER_ADMIN, { studentId: student, sponsorId: sponsor });
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).code).toBe('ALREADY_SPONSORED');
  });

  it('ends exactly three of 50 simultaneous pairings of one student, across two API instances', async () => {
    const student = await newStudent();
    const sponsorIds: number[] = [];
    for (let index = 0; index < 50; index += 1) sponsorIds.push(await newSponsor());
    const responses = await Promise.all(
      sponsorIds.map((sponsorId, index) =>
        pair(
          actors.SUPER_ADMIN,
          { studentId: student, sponsorId },
          index % 2 ? second.app : ctx.app,
        ),
      ),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(3);
    expect(statuses.filter((status) => status === 409)).toHaveLength(47);
    for (const response of responses.filter((r) => r.statusCode === 409)) {
      expect(errorOf(response).code).toBe('STUDENT_FULL');
    }
    expect(await currentCount(student)).toBe(3);
  });

  it('un-pairs after which the record stays, with when and why, and the place is free again', async () => {
    const student = await newStudent();
    const sponsors = [await newSponsor(), await newSponsor(), await newSponsor()];
    const pairings = [];
    for (const sponsorId of sponsors) {
      pairings.push(
        sponsorshipSchema.parse(
          (await pair(actors.SUPER_ADMIN, { studentId: student, sponsorId })).json(),
        ),
      );
    }
    const ended = await actors.ADMIN.request('DELETE', `${one(pairings[0]!.id)}?reason=declined`);
    expect(ended.statusCode, ended.body).toBe(200);
    expect(sponsorshipSchema.parse(ended.json())).toMatchObject({
      endReason: 'declined',
      endedAt: clock.now().toISOString(),
    });
    const again = await actors.ADMIN.request('DELETE', one(pairings[0]!.id));
    expect(errorOf(again).code).toBe('SPONSORSHIP_ENDED');
    const history = sponsorshipPageSchema.parse(
      (
        await actors.SUPER_ADMIN.request(
          'GET',
          `${SPONSORSHIP_PATHS.sponsorships}?studentId=${student}&active=false`,
        )
      ).json(),
    );
    expect(history.items.map((item) => item.id)).toEqual([pairings[0]!.id]);
    expect(
      (await pair(actors.SUPER_ADMIN, { studentId: student, sponsorId: await newSponsor() }))
        .statusCode,
    ).toBe(201);
  });

  it('keeps an admin to their places: both the student and the sponsor must be theirs', async () => {
    const inside = await newStudent(villageA);
    const outside = await newStudent(villageB);
    const ownSchool = await newSponsor(schoolA);
    const otherSchool = await newSponsor(schoolB);
    expect(
      (await pair(actors.ADMIN, { studentId: outside, sponsorId: ownSchool })).statusCode,
    ).toBe(404);
    expect(
      (await pair(actors.ADMIN, { studentId: inside, sponsorId: otherSchool })).statusCode,
    ).toBe(404);
    expect((await pair(actors.ADMIN, { studentId: inside, sponsorId: ownSchool })).statusCode).toBe(
      201,
    );
    const hidden = sponsorshipSchema.parse(
      (await pair(actors.SUPER_ADMIN, { studentId: outside, sponsorId: otherSchool })).json(),
    );
    const seen = sponsorshipPageSchema.parse(
      (await actors.ADMIN.request('GET', SPONSORSHIP_PATHS.sponsorships)).json(),
    );
    expect(seen.items.map((item) => item.id)).not.toContain(hidden.id);
    expect(
      seen.items.every(
        (item) => item.student.village.id === villageA || item.sponsor.school.id === schoolA,
      ),
    ).toBe(true);
    expect((await actors.ADMIN.request('DELETE', one(hidden.id))).statusCode).toBe(404);
  });

  it('refuses students who cannot be sponsored and inactive sponsors', async () => {
    const inactive = await newStudent(villageA, { status: 'inactive' });
    const inClosedVillage = await newStudent(closedVillage);
    const sponsor = await newSponsor();
    for (const studentId of [inactive, inClosedVillage]) {
      const response = await pair(actors.SUPER_ADMIN, { studentId, sponsorId: sponsor });
      expect(errorOf(response).code).toBe('STUDENT_NOT_SPONSORABLE');
    }
    const inactiveSponsor = await newSponsor(schoolA, { active: false });
    const response = await pair(actors.SUPER_ADMIN, {
      studentId: await newStudent(),
      sponsorId: inactiveSponsor,
    });
    expect(errorOf(response).code).toBe('SPONSOR_INACTIVE');
  });

  it('answers bad input with 4xx and a translated message', async () => {
    const cases: unknown[] = [
      {},
      { studentId: '1', sponsorId: 1 },
      { studentId: 1.5, sponsorId: 1 },
      { studentId: -1, sponsorId: 1 },
      { studentId: 2 ** 40, sponsorId: 1 },
      { studentId: [1], sponsorId: 1 },
    ];
    for (const body of cases) {
      const response = await pair(actors.SUPER_ADMIN, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(errorOf(response).message).toBe(
        'Some fields are not valid. Check them and try again.',
      );
    }
    expect(
      (await pair(actors.SUPER_ADMIN, { studentId: 99_999_999, sponsorId: ownSponsorId }))
        .statusCode,
    ).toBe(404);
    expect((await pair(actors.SUPER_ADMIN, { studentId: await newStudent() })).statusCode).toBe(
      404,
    );
    expect((await actors.SUPER_ADMIN.request('DELETE', one('x'))).statusCode).toBe(400);
    expect((await actors.SUPER_ADMIN.request('DELETE', `${one(1)}?reason=bored`)).statusCode).toBe(
      400,
    );
    expect((await actors.SUPER_ADMIN.request('DELETE', one(99_999_999))).statusCode).toBe(404);
    for (const query of ['periodId=abc', 'active=maybe', 'sort=secret', 'pageSize=9999']) {
      expect(
        (await actors.SUPER_ADMIN.request('GET', `${SPONSORSHIP_PATHS.sponsorships}?${query}`))
          .statusCode,
        query,
      ).toBe(400);
    }
  });

  it('refuses students (403) and anonymous callers (401)', async () => {
    expect((await pair(actors.STUDENT, { studentId: 1, sponsorId: 1 })).statusCode).toBe(403);
    expect((await actors.STUDENT.request('GET', SPONSORSHIP_PATHS.sponsorships)).statusCode).toBe(
      403,
    );
    expect(
      (await ctx.app.inject({ method: 'GET', url: SPONSORSHIP_PATHS.sponsorships })).statusCode,
    ).toBe(401);
  });
});

describe('export', () => {
  it("exports the year's filtered sponsorships as CSV with headers in the caller's language", async () => {
    const village = await createPlace(ctx.database.db, 'village', { name: 'Vereda Exportada' });
    const student = await newStudent(village, { firstName: 'Lucía' });
    await pair(actors.SUPER_ADMIN, { studentId: student, sponsorId: await newSponsor() });
    const response = await ctx.app.inject({
      method: 'GET',
      url: `${SPONSORSHIP_PATHS.sponsorshipsExport}?format=csv&villageId=${village}`,
      headers: { ...bearer(actors.SUPER_ADMIN.token), 'accept-language': 'es-CO' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(
      /apadrinamientos-\d{4}-\d{2}-\d{2}\.csv/,
    );
    const rows = parseCsv(response.body.replace(/^\uFEFF/, ''));
    expect(rows[0]).toEqual([
      'Año',
      'Estudiante',
      'Vereda',
      'Colegio del estudiante',
      'Padrino',
      'Colegio del padrino',
      'Desde',
      'Terminó',
      'Motivo del fin',
    ]);
    expect(rows.slice(1).filter((row) => row.length > 1)).toHaveLength(1);
    expect(rows[1]?.slice(0, 3)).toEqual([
      '2026-2027',
      expect.stringContaining('Lucía'),
      'Vereda Exportada',
    ]);
    expect(
      (await actors.STUDENT.request('GET', SPONSORSHIP_PATHS.sponsorshipsExport)).statusCode,
    ).toBe(403);
  });
});

describe('sponsors choosing a student', () => {
  it('lists students with room, without last names, filtered, and places a hold that counts', async () => {
    const village = await createPlace(ctx.database.db, 'village', { name: 'Vereda Hold' });
    const young = await newStudent(village, { firstName: 'Ana', birthdate: '2019-01-01' });
    const older = await newStudent(village, { firstName: 'Beto', birthdate: '2012-06-01' });
    const listed = sponsorableStudentPageSchema.parse(
      (
        await actors.SPONSOR.request(
          'GET',
          `${SPONSORSHIP_PATHS.sponsorableStudents}?villageId=${village}`,
        )
      ).json(),
    );
    expect(
      listed.items.map((item) => [item.firstName, item.lastName, item.age, item.sponsorCount]),
    ).toEqual([
      ['Ana', null, 7, 0],
      ['Beto', null, 14, 0],
    ]);
    const byAge = sponsorableStudentPageSchema.parse(
      (
        await actors.SPONSOR.request(
          'GET',
          `${SPONSORSHIP_PATHS.sponsorableStudents}?villageId=${village}&ageMin=10&ageMax=14`,
        )
      ).json(),
    );
    expect(byAge.items.map((item) => item.id)).toEqual([older]);

    // Two coordinators' pairings and the sponsor's hold fill the student: nobody else gets in.
    await pair(actors.SUPER_ADMIN, { studentId: young, sponsorId: await newSponsor() });
    await pair(actors.SUPER_ADMIN, { studentId: young, sponsorId: await newSponsor() });
    const hold = await actors.SPONSOR.request('POST', SPONSORSHIP_PATHS.sponsorshipHold, {
      studentId: young,
    });
    expect(hold.statusCode, hold.body).toBe(201);
    expect(holdSchema.parse(hold.json()).expiresAt).toBe(
      new Date(clock.now().getTime() + 30 * 60_000).toISOString(),
    );
    const blocked = await pair(actors.SUPER_ADMIN, {
      studentId: young,
      sponsorId: await newSponsor(),
    });
    expect(errorOf(blocked).code).toBe('STUDENT_FULL');
    // The holder still sees the student (their own hold does not count against them).
    const forHolder = sponsorableStudentPageSchema.parse(
      (
        await actors.SPONSOR.request(
          'GET',
          `${SPONSORSHIP_PATHS.sponsorableStudents}?villageId=${village}`,
        )
      ).json(),
    );
    expect(forHolder.items.map((item) => item.firstName)).toEqual(['Ana', 'Beto']);

    // The hold expires: the place is free again, without any job.
    clock.advance(31 * 60_000);
    expect((await actors.SPONSOR.request('GET', SPONSORSHIP_PATHS.sponsorshipHold)).json()).toEqual(
      {
        hold: null,
      },
    );
    const after = await pair(actors.SUPER_ADMIN, {
      studentId: young,
      sponsorId: await newSponsor(),
    });
    expect(after.statusCode).toBe(201);
  });

  it('turns the hold into the sponsorship; one hold per sponsor; only their own sponsorships', async () => {
    const first = await newStudent();
    const chosen = await newStudent();
    await actors.SPONSOR.request('POST', SPONSORSHIP_PATHS.sponsorshipHold, { studentId: first });
    await actors.SPONSOR.request('POST', SPONSORSHIP_PATHS.sponsorshipHold, { studentId: chosen });
    const current = (
      await actors.SPONSOR.request('GET', SPONSORSHIP_PATHS.sponsorshipHold)
    ).json() as {
      hold: { studentId: number };
    };
    expect(current.hold.studentId).toBe(chosen);
    const holds = await queryRows<{ count: number }>(
      ctx.database,
      sql`select count(*)::int as count from sponsorship_holds`,
    );
    expect(holds).toEqual([{ count: 1 }]);

    // Any sponsorId a sponsor sends is ignored: it is always their own.
    const response = await pair(actors.SPONSOR, { studentId: chosen, sponsorId: 1 });
    expect(response.statusCode, response.body).toBe(201);
    expect(sponsorshipSchema.parse(response.json()).sponsor.id).toBe(ownSponsorId);
    expect((await actors.SPONSOR.request('GET', SPONSORSHIP_PATHS.sponsorshipHold)).json()).toEqual(
      {
        hold: null,
      },
    );

    const mine = sponsorshipPageSchema.parse(
      (await actors.SPONSOR.request('GET', SPONSORSHIP_PATHS.sponsorships)).json(),
    );
    expect(mine.items.every((item) => item.sponsor.id === ownSponsorId)).toBe(true);
    expect(mine.items.map((item) => item.student.id)).toContain(chosen);
    // The sponsor now reaches the student's record; un-pairing is for coordinators.
    expect(
      (await actors.SPONSOR.request('GET', STUDENT_PATHS.student.replace(':id', String(chosen))))
        .statusCode,
    ).toBe(200);
    // A sponsor who ends their own sponsorship declines it, whatever reason they send.
    const declined = await actors.SPONSOR.request(
      'DELETE',
      `${one(mine.items[0]!.id)}?reason=studentLeft`,
    );
    expect(sponsorshipSchema.parse(declined.json()).endReason).toBe('declined');
  });

  it('keeps holds to sponsors and refuses a hold on a full student', async () => {
    // A coordinator has no sponsor record to hold for.
    expect(
      (await actors.ADMIN.request('POST', SPONSORSHIP_PATHS.sponsorshipHold, { studentId: 1 }))
        .statusCode,
    ).toBe(404);
    expect((await actors.ADMIN.request('GET', SPONSORSHIP_PATHS.sponsorshipHold)).json()).toEqual({
      hold: null,
    });
    expect(
      (await actors.STUDENT.request('GET', SPONSORSHIP_PATHS.sponsorableStudents)).statusCode,
    ).toBe(403);
    const student = await newStudent();
    for (let index = 0; index < 3; index += 1) {
      await pair(actors.SUPER_ADMIN, { studentId: student, sponsorId: await newSponsor() });
    }
    const hold = await actors.SPONSOR.request('POST', SPONSORSHIP_PATHS.sponsorshipHold, {
      studentId: student,
    });
    expect(errorOf(hold).code).toBe('STUDENT_FULL');
    expect(
      (await actors.SPONSOR.request('POST', SPONSORSHIP_PATHS.sponsorshipHold, { studentId: 'x' }))
        .statusCode,
    ).toBe(400);
  });
});

describe('who is waiting: students with fewer than 3 sponsors, sponsors without a student', () => {
  const VALIDATION = 'Some fields are not valid. Check them and try again.';

  async function openStudents(actor: Actor, query = '') {
    const response = await actor.request(
      'GET',
      `${SPONSORSHIP_PATHS.sponsorshipOpenStudents}?${query}`,
    );
    expect(response.statusCode, response.body).toBe(200);
    return openStudentPageSchema.parse(response.json());
  }

  async function unpairedSponsors(actor: Actor, query = '') {
    const response = await actor.request(
      'GET',
      `${SPONSORSHIP_PATHS.sponsorshipUnpairedSponsors}?${query}`,
    );
    expect(response.statusCode, response.body).toBe(200);
    return unpairedSponsorPageSchema.parse(response.json());
  }

  /** Pairs the student with `count` new sponsors; answers the sponsorships' ids. */
  async function pairWithNew(studentId: number, count: number, schoolId = schoolA) {
    const ids: number[] = [];
    for (let index = 0; index < count; index += 1) {
      const response = await pair(actors.SUPER_ADMIN, {
        studentId,
        sponsorId: await newSponsor(schoolId),
      });
      expect(response.statusCode, response.body).toBe(201);
      ids.push(sponsorshipSchema.parse(response.json()).id);
    }
    return ids;
  }

  /** A hold of a new sponsor on the student in the available year, ending at `expiresAt`. */
  async function holdUntil(studentId: number, expiresAt: Date) {
    const sponsorId = await newSponsor();
    await ctx.database.db.execute(
      sql`insert into sponsorship_holds (sponsor_id, period_id, student_id, expires_at) values (${sponsorId}, ${periodId}, ${studentId}, ${expiresAt.toISOString()}::timestamptz)`,
    );
  }

  const names = (page: { items: Array<{ lastName: string }> }) =>
    page.items.map((item) => item.lastName);

  it('counts current sponsorships and live holds: 3 is full, an ended sponsorship or an expired hold does not count', async () => {
    const db = ctx.database.db;
    const village = await createPlace(db, 'village', { name: 'Vereda Espera' });
    const school = await createPlace(db, 'school', { name: 'Colegio Espera' });
    const full = await newStudent(village, { lastName: 'Arango' });
    const withEnded = await newStudent(village, { lastName: 'Bedoya', schoolId: school });
    const withLiveHold = await newStudent(village, { lastName: 'Cárdenas' });
    const withExpiredHold = await newStudent(village, { lastName: 'Duque' });
    const waiting = await newStudent(village, { lastName: 'Echeverri', grade: '1-first' });
    await newStudent(village, { lastName: 'Franco', status: 'inactive' });
    const inClosedVillage = await newStudent(closedVillage, { lastName: 'Gaviria' });

    const fullPairings = await pairWithNew(full, 3);
    const [endedPairing] = await pairWithNew(withEnded, 3);
    expect((await actors.SUPER_ADMIN.request('DELETE', one(endedPairing!))).statusCode).toBe(200);
    await pairWithNew(withLiveHold, 2);
    await holdUntil(withLiveHold, new Date(clock.now().getTime() + 10 * 60_000));
    await pairWithNew(withExpiredHold, 2);
    await holdUntil(withExpiredHold, new Date(clock.now().getTime() - 60_000));

    const page = await openStudents(actors.GLOBAL_ADMIN, `villageId=${village}`);
    expect(page.items.map((item) => [item.id, item.lastName, item.sponsorCount])).toEqual([
      [withEnded, 'Bedoya', 2],
      [withExpiredHold, 'Duque', 2],
      [waiting, 'Echeverri', 0],
    ]);
    expect(page).toMatchObject({ total: 3, totalKind: 'exact', page: 1, next: null });
    expect(page.items[0]).toMatchObject({
      firstName: expect.any(String),
      fullName: expect.stringContaining('Bedoya'),
      grade: '5-fifth',
      photoUrl: null,
      village: { id: village, name: 'Vereda Espera' },
      school: { id: school, name: 'Colegio Espera' },
    });
    expect(page.items[1]?.school).toBeNull();
    // The filters: the student's school, the search, the grade order.
    expect(names(await openStudents(actors.GLOBAL_ADMIN, `schoolId=${school}`))).toEqual([
      'Bedoya',
    ]);
    expect(names(await openStudents(actors.GLOBAL_ADMIN, `q=echeverri`))).toEqual(['Echeverri']);
    expect(
      names(await openStudents(actors.GLOBAL_ADMIN, `villageId=${village}&sort=grade`)),
    ).toEqual(['Echeverri', 'Bedoya', 'Duque']);
    // Students who cannot be paired are never waiting.
    expect((await openStudents(actors.SUPER_ADMIN, `villageId=${closedVillage}`)).items).toEqual(
      [],
    );
    expect(
      (await openStudents(actors.SUPER_ADMIN, `q=gaviria`)).items.map((i) => i.id),
    ).not.toContain(inClosedVillage);

    // Un-pairing one of the full student's sponsors opens a place.
    await actors.SUPER_ADMIN.request('DELETE', one(fullPairings[0]!));
    const after = await openStudents(actors.SUPER_ADMIN, `villageId=${village}`);
    expect(after.items.map((item) => [item.lastName, item.sponsorCount])).toEqual([
      ['Arango', 2],
      ['Bedoya', 2],
      ['Duque', 2],
      ['Echeverri', 0],
    ]);
  });

  it('lists active sponsors without a current sponsorship; an ended one or a hold is not a student', async () => {
    const db = ctx.database.db;
    const school = await createPlace(db, 'school', { name: 'Colegio Sin Estudiante' });
    const paired = await newSponsor(school, { lastName: 'Alzate' });
    const ended = await newSponsor(school, { lastName: 'Botero' });
    const never = await newSponsor(school, { lastName: 'Correa' });
    const holding = await newSponsor(school, { lastName: 'Díaz' });
    await newSponsor(school, { lastName: 'Estrada', active: false });
    expect(
      (await pair(actors.SUPER_ADMIN, { studentId: await newStudent(), sponsorId: paired }))
        .statusCode,
    ).toBe(201);
    const endedPairing = sponsorshipSchema.parse(
      (await pair(actors.SUPER_ADMIN, { studentId: await newStudent(), sponsorId: ended })).json(),
    );
    await actors.SUPER_ADMIN.request('DELETE', one(endedPairing.id));
    await ctx.database.db.execute(
      sql`insert into sponsorship_holds (sponsor_id, period_id, student_id, expires_at) values (${holding}, ${periodId}, ${await newStudent()}, ${new Date(clock.now().getTime() + 60_000).toISOString()}::timestamptz)`,
    );

    const page = await unpairedSponsors(actors.GLOBAL_ADMIN, `schoolId=${school}`);
    expect(page.items.map((item) => item.id)).toEqual([ended, never, holding]);
    expect(page.total).toBe(3);
    const [first] = page.items;
    expect(first).toMatchObject({
      lastName: 'Botero',
      fullName: expect.stringContaining('Botero'),
      email: expect.stringContaining('@'),
      school: { id: school, name: 'Colegio Sin Estudiante' },
      photoUrl: null,
    });
    expect(new Date(first!.since).toISOString()).toBe(first!.since);
    // Newest first, then the search (names and e-mail).
    expect(
      (
        await unpairedSponsors(actors.GLOBAL_ADMIN, `schoolId=${school}&sort=since&order=desc`)
      ).items.map((item) => item.id),
    ).toEqual([holding, never, ended]);
    expect(
      (await unpairedSponsors(actors.GLOBAL_ADMIN, `q=correa`)).items.map((item) => item.id),
    ).toEqual([never]);
    expect(
      (
        await unpairedSponsors(actors.GLOBAL_ADMIN, `q=${encodeURIComponent(first!.email)}`)
      ).items.map((item) => item.id),
    ).toEqual([ended]);

    // Pages follow one another through their cursors.
    const firstPage = await unpairedSponsors(actors.SUPER_ADMIN, `schoolId=${school}&pageSize=1`);
    expect(firstPage.items.map((item) => item.id)).toEqual([ended]);
    const two = await unpairedSponsors(
      actors.SUPER_ADMIN,
      `schoolId=${school}&pageSize=1&page=2&cursor=${firstPage.next}`,
    );
    expect(two.items.map((item) => item.id)).toEqual([never]);
    const three = await unpairedSponsors(
      actors.SUPER_ADMIN,
      `schoolId=${school}&pageSize=1&page=3&cursor=${two.next}&sort=sponsor`,
    );
    expect(three.items.map((item) => item.id)).toEqual([holding]);
    expect(three.next).toBeNull();
  });

  it('reads another year: its own sponsorships count, holds of the available year do not', async () => {
    const db = ctx.database.db;
    const village = await createPlace(db, 'village', { name: 'Vereda Otro Año' });
    const school = await createPlace(db, 'school', { name: 'Colegio Otro Año' });
    const student = await newStudent(village, { lastName: 'Henao' });
    const sponsors = [await newSponsor(school), await newSponsor(school), await newSponsor(school)];
    for (const sponsorId of sponsors) {
      expect((await pair(actors.SUPER_ADMIN, { studentId: student, sponsorId })).statusCode).toBe(
        201,
      );
    }
    const created = await actors.SUPER_ADMIN.request('POST', PERIOD_PATHS.periods, {
      name: '2027-2028',
      startDate: '2027-08-01',
      endDate: '2028-07-31',
    });
    expect(created.statusCode, created.body).toBe(201);
    const nextYear = (created.json() as { id: number }).id;
    expect((await openStudents(actors.SUPER_ADMIN, `villageId=${village}`)).items).toEqual([]);
    expect(
      (
        await openStudents(actors.SUPER_ADMIN, `villageId=${village}&periodId=${nextYear}`)
      ).items.map((item) => [item.id, item.sponsorCount]),
    ).toEqual([[student, 0]]);
    expect((await unpairedSponsors(actors.SUPER_ADMIN, `schoolId=${school}`)).items).toEqual([]);
    expect(
      (
        await unpairedSponsors(actors.SUPER_ADMIN, `schoolId=${school}&periodId=${nextYear}`)
      ).items.map((item) => item.id),
    ).toEqual(sponsors);
  });

  it('shows each role only whom it may pair: admins their places, sponsors nobody, students 403', async () => {
    const db = ctx.database.db;
    const village = await createPlace(db, 'village', { name: 'Vereda Alcance' });
    const school = await createPlace(db, 'school', { name: 'Colegio Alcance' });
    const farVillage = await createPlace(db, 'village', { name: 'Vereda Lejana' });
    const farSchool = await createPlace(db, 'school', { name: 'Colegio Lejano' });
    const inVillage = await newStudent(village, { lastName: 'Alcance Uno' });
    const viaSchool = await newStudent(farVillage, { lastName: 'Alcance Dos', schoolId: school });
    const outside = await newStudent(farVillage, { lastName: 'Alcance Tres' });
    const ownSponsor = await newSponsor(school, { lastName: 'Alcance Cuatro' });
    const farSponsor = await newSponsor(farSchool, { lastName: 'Alcance Cinco' });
    const inScope = await createActor(ctx, 'ADMIN');
    await assignAdmin(db, inScope.id, { schoolIds: [school], villageIds: [village] });
    const outOfScope = await createActor(ctx, 'ADMIN');
    await assignAdmin(db, outOfScope.id, {
      schoolIds: [await createPlace(db, 'school', { name: 'Colegio Ajeno' })],
      villageIds: [await createPlace(db, 'village', { name: 'Vereda Ajena' })],
    });
    const studentIds = async (actor: Actor, query = '') =>
      (await openStudents(actor, `q=alcance${query}`)).items.map((item) => item.id).sort();
    const sponsorIds = async (actor: Actor, query = '') =>
      (await unpairedSponsors(actor, `q=alcance${query}`)).items.map((item) => item.id).sort();
    const everyStudent = [inVillage, viaSchool, outside].sort();

    for (const actor of [actors.SUPER_ADMIN, actors.GLOBAL_ADMIN]) {
      expect(await studentIds(actor)).toEqual(everyStudent);
      expect(await sponsorIds(actor)).toEqual([ownSponsor, farSponsor].sort());
    }
    expect(await studentIds(inScope)).toEqual([inVillage, viaSchool].sort());
    expect(await studentIds(inScope, `&villageId=${farVillage}`)).toEqual([viaSchool]);
    expect(await sponsorIds(inScope)).toEqual([ownSponsor]);
    // Asking for someone else's place is an empty page, not an error that tells it exists.
    expect(await sponsorIds(inScope, `&schoolId=${farSchool}`)).toEqual([]);
    expect(await studentIds(outOfScope)).toEqual([]);
    expect(await sponsorIds(outOfScope)).toEqual([]);

    // A sponsor reaches the area but these lists are about other people: an empty page.
    for (const query of ['', `schoolId=${school}`, `villageId=${village}`, 'q=alcance']) {
      const students = await openStudents(actors.SPONSOR, query);
      expect(students).toMatchObject({ items: [], total: 0 });
      const sponsors = await unpairedSponsors(actors.SPONSOR, query);
      expect(sponsors).toMatchObject({ items: [], total: 0 });
    }
    for (const url of [
      SPONSORSHIP_PATHS.sponsorshipOpenStudents,
      SPONSORSHIP_PATHS.sponsorshipUnpairedSponsors,
    ]) {
      expect((await actors.STUDENT.request('GET', url)).statusCode).toBe(403);
      expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }

    // What the admin sees, the admin can pair; then both leave the lists.
    expect((await pair(inScope, { studentId: inVillage, sponsorId: ownSponsor })).statusCode).toBe(
      201,
    );
    expect(
      (await openStudents(inScope, 'q=alcance')).items.find((item) => item.id === inVillage)
        ?.sponsorCount,
    ).toBe(1);
    expect(await sponsorIds(inScope)).toEqual([]);
  });

  it("exports both lists as CSV in the caller's language, with the list's filters and scope", async () => {
    const db = ctx.database.db;
    const village = await createPlace(db, 'village', { name: 'Vereda Exporte' });
    const school = await createPlace(db, 'school', { name: 'Colegio Exporte' });
    const student = await newStudent(village, { firstName: 'Lucía', lastName: 'Ospina' });
    await pairWithNew(student, 1);
    const sponsor = await newSponsor(school, { lastName: 'Restrepo' });
    const spanish = { 'accept-language': 'es-CO' };
    const rowsOf = (body: string) =>
      parseCsv(body.replace(/^\uFEFF/, '')).filter((row) => row.length > 1);

    const students = await actors.SUPER_ADMIN.request(
      'GET',
      `${SPONSORSHIP_PATHS.sponsorshipOpenStudentsExport}?format=csv&villageId=${village}`,
      undefined,
      spanish,
    );
    expect(students.statusCode, students.body).toBe(200);
    expect(students.headers['content-disposition']).toMatch(
      /estudiantes-con-menos-de-3-padrinos-\d{4}-\d{2}-\d{2}\.csv/,
    );
    expect(rowsOf(students.body)).toEqual([
      ['Año', 'Apellidos', 'Nombres', 'Grado', 'Vereda', 'Colegio', 'Padrinos (de 3)'],
      ['2026-2027', 'Ospina', 'Lucía', 'Quinto', 'Vereda Exporte', '', '1'],
    ]);

    const sponsors = await actors.GLOBAL_ADMIN.request(
      'GET',
      `${SPONSORSHIP_PATHS.sponsorshipUnpairedSponsorsExport}?format=csv&schoolId=${school}`,
    );
    expect(sponsors.statusCode, sponsors.body).toBe(200);
    expect(sponsors.headers['content-disposition']).toMatch(/sponsors-without-a-student-/);
    const [header, row, ...rest] = rowsOf(sponsors.body);
    expect(header).toEqual(['Year', 'Last name', 'First name', 'Email', 'School', 'Member since']);
    expect(row?.slice(0, 2)).toEqual(['2026-2027', 'Restrepo']);
    expect(row?.[4]).toBe('Colegio Exporte');
    expect(rest).toEqual([]);
    const [listed] = (await unpairedSponsors(actors.GLOBAL_ADMIN, `schoolId=${school}`)).items;
    expect(listed?.id).toBe(sponsor);
    expect(row?.[5]).toBe(listed?.since);

    // The admin's scope and a sponsor's empty lists hold for the files too.
    for (const actor of [actors.ADMIN, actors.SPONSOR]) {
      const file = await actor.request(
        'GET',
        `${SPONSORSHIP_PATHS.sponsorshipUnpairedSponsorsExport}?format=csv&schoolId=${school}`,
      );
      expect(file.statusCode).toBe(200);
      expect(rowsOf(file.body)).toHaveLength(1);
    }
    for (const url of [
      SPONSORSHIP_PATHS.sponsorshipOpenStudentsExport,
      SPONSORSHIP_PATHS.sponsorshipUnpairedSponsorsExport,
    ]) {
      expect((await actors.STUDENT.request('GET', url)).statusCode).toBe(403);
      expect((await actors.SUPER_ADMIN.request('GET', `${url}?format=pdf`)).statusCode).toBe(400);
      expect((await actors.SUPER_ADMIN.request('GET', `${url}?periodId=99999999`)).statusCode).toBe(
        404,
      );
      const xlsx = await actors.SUPER_ADMIN.request('GET', `${url}?format=xlsx`);
      expect(xlsx.statusCode).toBe(200);
      expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    }
  });

  it('answers bad input with 400 and a message, an unknown year with 404, never 500', async () => {
    // Base64 of text that is not a cursor.
    const garbageCursor = Buffer.from('not a cursor').toString('base64url');
    const badQueries = [
      'periodId=abc',
      'periodId=1.5',
      'periodId=-1',
      'periodId=0',
      `periodId=${2 ** 40}`,
      'periodId=1&periodId=2',
      'schoolId=x',
      'schoolId=2147483648',
      'sort=secret',
      'order=up',
      'page=0',
      'page=abc',
      'pageSize=0',
      'pageSize=9999',
      `q=${'a'.repeat(101)}`,
      'cursor=not*valid',
      `page=2&cursor=${garbageCursor}`,
    ];
    for (const url of [
      SPONSORSHIP_PATHS.sponsorshipOpenStudents,
      SPONSORSHIP_PATHS.sponsorshipUnpairedSponsors,
    ]) {
      for (const query of badQueries) {
        const response = await actors.SUPER_ADMIN.request('GET', `${url}?${query}`);
        expect([url, query, response.statusCode]).toEqual([url, query, 400]);
        expect(errorOf(response).message).toBe(VALIDATION);
      }
      if (url === SPONSORSHIP_PATHS.sponsorshipOpenStudents) {
        const response = await actors.SUPER_ADMIN.request('GET', `${url}?villageId=2147483648`);
        expect(response.statusCode).toBe(400);
      }
      const unknownYear = await actors.GLOBAL_ADMIN.request('GET', `${url}?periodId=99999999`);
      expect(unknownYear.statusCode).toBe(404);
      expect(errorOf(unknownYear).message).toBe('We could not find what you asked for.');
      const spanish = await actors.GLOBAL_ADMIN.request(
        'GET',
        `${url}?periodId=99999999`,
        undefined,
        {
          'accept-language': 'es-CO',
        },
      );
      expect(errorOf(spanish).message).toBe('No encontramos lo que buscaba.');
      // An unknown place is a filter that matches nobody.
      const unknownPlace = await actors.GLOBAL_ADMIN.request('GET', `${url}?schoolId=99999999`);
      expect(unknownPlace.statusCode).toBe(200);
      expect((unknownPlace.json() as { items: unknown[] }).items).toEqual([]);
    }
  });
});

describe('without an available year', () => {
  it('answers NO_AVAILABLE_YEAR to pairings and an empty list', async () => {
    await ctx.database.db.execute(sql`update periods set status = 'closed' where id = ${periodId}`);
    try {
      const response = await pair(actors.SUPER_ADMIN, {
        studentId: await newStudent(),
        sponsorId: await newSponsor(),
      });
      expect(errorOf(response).code).toBe('NO_AVAILABLE_YEAR');
      const listed = sponsorshipPageSchema.parse(
        (await actors.SUPER_ADMIN.request('GET', SPONSORSHIP_PATHS.sponsorships)).json(),
      );
      expect(listed.items).toEqual([]);
      // Without a year the coordinators' lists of who is waiting are empty; a closed year reads.
      for (const url of [
        SPONSORSHIP_PATHS.sponsorshipOpenStudents,
        SPONSORSHIP_PATHS.sponsorshipUnpairedSponsors,
      ]) {
        const response = await actors.SUPER_ADMIN.request('GET', url);
        expect(response.statusCode).toBe(200);
        expect(response.json()).toMatchObject({ items: [], total: 0 });
        const closed = await actors.SUPER_ADMIN.request('GET', `${url}?periodId=${periodId}`);
        expect(closed.statusCode).toBe(200);
        expect((closed.json() as { total: number }).total).toBeGreaterThan(0);
      }
    } finally {
      await ctx.database.db.execute(
        sql`update periods set status = 'available' where id = ${periodId}`,
      );
    }
  });
});
