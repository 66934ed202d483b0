// The lapsed sponsors report across two years: sponsors of 2025-2026 whose sponsorship ended
// (un-paired by a coordinator) or did not (it stays current in its year), one who declined this
// year's recommitment request, one sponsoring again. Rows with the reason and the answer, the
// filters, who sees what, exports, bad input.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PERIOD_PATHS,
  REPORT_PATHS,
  SPONSORSHIP_PATHS,
  lapsedSponsorsPageSchema,
  type LapsedSponsorsPage,
} from '@portal/shared';
import { ManualClock } from '../../../test/helpers/clock';
import { parseCsv, readXlsx } from '../../../test/helpers/export-files';
import {
  activateEndingSponsorships,
  assignAdmin,
  createActor,
  createPlace,
  referenceIds,
  type Actor,
} from '../../../test/helpers/fixtures';
import { createTestContext, uniqueEmail, type TestContext } from '../../../test/helpers/test-app';
import { recommitments, sponsorships } from '../../db/schema/index';
import { insertSponsorIfFree } from '../sponsors/sponsors.service';
import { insertStudent } from '../students/students.service';

const clock = new ManualClock(new Date('2026-11-25T15:00:00.000Z'));
let ctx: TestContext;
const year = { last: 0, current: 0 };
const place = { roble: 0, pino: 0, north: 0, south: 0 };
const sponsor = { emily: 0, ben: 0, chloe: 0 };

type Name =
  'SUPER_ADMIN' | 'GLOBAL_ADMIN' | 'VILLAGE_ADMIN' | 'SCHOOL_ADMIN' | 'SPONSOR' | 'STUDENT';
let actors: Record<Name, Actor>;

async function lapsedReport(actor: Actor, query = ''): Promise<LapsedSponsorsPage> {
  const response = await actor.request('GET', `${REPORT_PATHS.lapsedSponsorsReport}?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return lapsedSponsorsPageSchema.parse(response.json());
}

const names = (page: LapsedSponsorsPage) => page.items.map((item) => item.fullName);

async function createYear(name: string, startDate: string, endDate: string): Promise<number> {
  const created = await actors.SUPER_ADMIN.request('POST', PERIOD_PATHS.periods, {
    name,
    startDate,
    endDate,
  });
  expect(created.statusCode, created.body).toBe(201);
  return created.json<{ id: number }>().id;
}

async function pair(sponsorId: number, studentId: number): Promise<number> {
  const paired = await actors.SUPER_ADMIN.request('POST', SPONSORSHIP_PATHS.sponsorships, {
    sponsorId,
    studentId,
  });
  expect(paired.statusCode, paired.body).toBe(201);
  return paired.json<{ id: number }>().id;
}

beforeAll(async () => {
  ctx = await createTestContext({ clock });
  const db = ctx.database.db;
  place.roble = await createPlace(db, 'village', { name: 'Vereda El Roble' });
  place.pino = await createPlace(db, 'village', { name: 'Vereda El Pino' });
  place.north = await createPlace(db, 'school', { name: 'North High' });
  place.south = await createPlace(db, 'school', { name: 'South High' });
  const person = (firstName: string) => ({
    firstName,
    lastName: 'Tester',
    email: uniqueEmail(firstName.toLowerCase()),
  });
  actors = {
    SUPER_ADMIN: await createActor(ctx, 'SUPER_ADMIN', person('Sara')),
    GLOBAL_ADMIN: await createActor(ctx, 'GLOBAL_ADMIN', person('Gloria')),
    VILLAGE_ADMIN: await createActor(ctx, 'ADMIN', person('Victor')),
    SCHOOL_ADMIN: await createActor(ctx, 'ADMIN', person('Simon')),
    SPONSOR: await createActor(ctx, 'SPONSOR', person('Emily')),
    STUDENT: await createActor(ctx, 'STUDENT', person('Valentina')),
  };
  await assignAdmin(db, actors.VILLAGE_ADMIN.id, { villageIds: [place.roble] });
  await assignAdmin(db, actors.SCHOOL_ADMIN.id, { schoolIds: [place.south] });
  const addSponsor = async (firstName: string, lastName: string, schoolId: number) =>
    (await insertSponsorIfFree(db, {
      firstName,
      lastName,
      email: `${firstName.toLowerCase()}@example.org`,
      phone: '',
      schoolId,
      birthdate: '1990-02-03',
      leadershipDistinction: false,
      active: true,
      userId: null,
    }))!;
  sponsor.emily = await addSponsor('Emily', 'Anderson', place.north);
  sponsor.ben = await addSponsor('Ben', 'Brown', place.south);
  sponsor.chloe = await addSponsor('Chloe', 'Clark', place.north);
  const { colombia } = await referenceIds(db);
  const addStudent = (firstName: string, villageId: number) =>
    insertStudent(
      db,
      {
        firstName,
        lastName: 'Tester',
        birthdate: '2015-03-04',
        gender: 'female',
        grade: '5-fifth',
        villageId,
        schoolId: null,
        countryId: colombia,
        externalId: null,
        leadershipDistinction: false,
        userId: null,
        status: 'active',
      },
      clock.now(),
    );
  const ana = await addStudent('Ana', place.roble);
  const bruno = await addStudent('Bruno', place.pino);
  const carla = await addStudent('Carla', place.pino);

  year.last = await createYear('2025-2026', '2025-08-01', '2026-07-31');
  const activated = await actors.SUPER_ADMIN.request(
    'POST',
    PERIOD_PATHS.periodActivate.replace(':id', String(year.last)),
  );
  expect(activated.statusCode, activated.body).toBe(200);
  const emilysLast = await pair(sponsor.emily, ana);
  const bens = await pair(sponsor.ben, bruno);
  await pair(sponsor.chloe, carla);
  const unpaired = await actors.SUPER_ADMIN.request(
    'DELETE',
    `${SPONSORSHIP_PATHS.sponsorship.replace(':id', String(bens))}?reason=unpaired`,
  );
  expect(unpaired.statusCode, unpaired.body).toBe(200);

  year.current = await createYear('2026-2027', '2026-08-01', '2027-07-31');
  const next = await activateEndingSponsorships(actors.SUPER_ADMIN, year.current);
  expect(next.statusCode, next.body).toBe(200);
  await pair(sponsor.chloe, carla);
  // Emily was asked to recommit and changed her mind: the request's sponsorship of this year
  // ended at once.
  const [declined] = await db
    .insert(sponsorships)
    .values({
      periodId: year.current,
      studentId: ana,
      sponsorId: sponsor.emily,
      startedAt: clock.now(),
      endedAt: clock.now(),
      endReason: 'declined',
    })
    .returning({ id: sponsorships.id });
  await db.insert(recommitments).values({
    periodId: year.current,
    previousSponsorshipId: emilysLast,
    sponsorshipId: declined!.id,
    sponsorId: sponsor.emily,
    studentId: ana,
    state: 'declined',
    reason: 'cost',
    answeredAt: clock.now(),
  });
});

afterAll(async () => {
  await ctx.close();
});

describe('the lapsed sponsors report', () => {
  it("lists last year's sponsors without a sponsorship now, with the reason and the answer", async () => {
    const report = await lapsedReport(actors.SUPER_ADMIN);
    expect(report.year).toEqual({ id: year.current, name: '2026-2027' });
    expect(report.previousYear).toEqual({ id: year.last, name: '2025-2026' });
    expect(report.items).toEqual([
      {
        id: sponsor.emily,
        firstName: 'Emily',
        lastName: 'Anderson',
        fullName: 'Emily Anderson',
        email: 'emily@example.org',
        school: { id: place.north, name: 'North High' },
        previousSponsorships: 1,
        // The year before's sponsorships stay current in that year: only the answer says why.
        lastEndedAt: null,
        endReason: null,
        recommitment: { state: 'declined', reason: 'cost' },
      },
      expect.objectContaining({
        fullName: 'Ben Brown',
        previousSponsorships: 1,
        endReason: 'unpaired',
        recommitment: null,
      }),
    ]);
    expect(report.total).toBe(2);
  });

  it('filters by end reason, school, village and name, and sorts by when they ended', async () => {
    expect(names(await lapsedReport(actors.SUPER_ADMIN, 'endReason=unpaired'))).toEqual([
      'Ben Brown',
    ]);
    expect(names(await lapsedReport(actors.SUPER_ADMIN, `schoolId=${place.north}`))).toEqual([
      'Emily Anderson',
    ]);
    expect(names(await lapsedReport(actors.SUPER_ADMIN, `villageId=${place.pino}`))).toEqual([
      'Ben Brown',
    ]);
    expect(names(await lapsedReport(actors.GLOBAL_ADMIN, 'q=emily'))).toEqual(['Emily Anderson']);
    const byEnd = await lapsedReport(actors.SUPER_ADMIN, 'sort=ended&order=desc&pageSize=1');
    expect(byEnd.total).toBe(2);
    expect(byEnd.next).not.toBeNull();
  });

  it('shows an admin their places only, and 404 for a filter outside them', async () => {
    expect(names(await lapsedReport(actors.VILLAGE_ADMIN))).toEqual(['Emily Anderson']);
    expect(names(await lapsedReport(actors.SCHOOL_ADMIN))).toEqual(['Ben Brown']);
    const refused = await actors.SCHOOL_ADMIN.request(
      'GET',
      `${REPORT_PATHS.lapsedSponsorsReport}?schoolId=${place.north}`,
    );
    expect(refused.statusCode).toBe(404);
  });

  it('answers an empty report for a year with none before it', async () => {
    const first = await lapsedReport(actors.SUPER_ADMIN, `periodId=${year.last}`);
    expect(first).toMatchObject({ items: [], total: 0, previousYear: null });
  });

  it('exports every filtered sponsor as CSV and Excel', async () => {
    const csv = await actors.SUPER_ADMIN.request(
      'GET',
      `${REPORT_PATHS.lapsedSponsorsReportExport}?format=csv`,
    );
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-disposition']).toContain('lapsed-sponsors-2026-11-25.csv');
    const rows = parseCsv(csv.body);
    expect(rows[0]).toEqual([
      'Year',
      'Last name',
      'First name',
      'E-mail',
      'School',
      'Sponsorships the year before',
      'Last ended on',
      'End reason',
      'Recommitment answer',
      'Reason given',
    ]);
    expect(rows.slice(1).map((row) => [row[1], row[7], row[8], row[9]])).toEqual([
      ['Anderson', '', 'Changed their mind', 'It costs more than I can give now'],
      ['Brown', 'Un-paired', '', ''],
    ]);
    const xlsx = await actors.VILLAGE_ADMIN.request(
      'GET',
      `${REPORT_PATHS.lapsedSponsorsReportExport}?format=xlsx`,
      undefined,
      { 'accept-language': 'es-CO' },
    );
    expect(xlsx.statusCode).toBe(200);
    const sheet = await readXlsx(xlsx.rawPayload);
    expect(sheet.map((row) => row[1])).toEqual(['Apellidos', 'Anderson']);
    expect(sheet[1]?.[8]).toBe('Cambió de opinión');
  });

  it('refuses sponsors and students, and bad input', async () => {
    for (const actor of [actors.SPONSOR, actors.STUDENT]) {
      const refused = await actor.request('GET', REPORT_PATHS.lapsedSponsorsReport);
      expect(refused.statusCode).toBe(403);
    }
    for (const query of ['endReason=bored', 'pageSize=500', 'sort=school', 'villageId=x']) {
      const refused = await actors.SUPER_ADMIN.request(
        'GET',
        `${REPORT_PATHS.lapsedSponsorsReport}?${query}`,
      );
      expect(refused.statusCode, query).toBe(400);
    }
  });
});
