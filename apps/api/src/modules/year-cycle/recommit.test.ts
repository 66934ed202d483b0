// POST /edrocks/api/periods/:id/recommit: the preview changes nothing; the run makes one request
// per current sponsorship of the year before (active student and sponsor) with the new year's
// sponsorship; it runs once, also when runs arrive together at two API instances; only the super
// admin runs it; bad input and unknown years are clear 4xx answers.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { recommitSummarySchema, type Period, type Role } from '@portal/shared';
import {
  bearer,
  buildTestApp,
  createTestContext,
  errorOf,
  queryRows,
  type TestApp,
} from '../../../test/helpers/test-app';
import { ManualClock } from '../../../test/helpers/clock';
import {
  clearYears,
  createCycleWorld,
  createYear,
  currentPairs,
  newSponsor,
  newStudent,
  pair,
  recommitPath,
  type CycleWorld,
} from './year-cycle-fixture';

const clock = new ManualClock(new Date('2026-06-15T15:00:00Z'));
let world: CycleWorld;
let second: TestApp;

beforeAll(async () => {
  const ctx = await createTestContext({ clock });
  second = await buildTestApp(ctx.testDatabase.openAnother(), { clock });
  world = await createCycleWorld(ctx, clock);
});
afterAll(async () => {
  await second.close();
  await world.ctx.close();
});
beforeEach(() => clearYears(world));

async function requestCount(yearId: number): Promise<number> {
  const [row] = await queryRows<{ count: number }>(
    world.ctx.database,
    sql`select count(*)::int as count from recommitments where period_id = ${yearId}`,
  );
  return row?.count ?? 0;
}

/** Last year with four sponsorships (one of an inactive sponsor), and a draft next year. */
async function twoYears() {
  const last = await createYear(world, 2025, true);
  const [anna, ben, gone] = [
    await newSponsor(world),
    await newSponsor(world, { schoolId: world.schoolB }),
    await newSponsor(world),
  ];
  const [s1, s2] = [
    await newStudent(world),
    await newStudent(world, { villageId: world.villageB }),
  ];
  await pair(world, s1, anna.sponsorId);
  await pair(world, s2, anna.sponsorId);
  await pair(world, s1, ben.sponsorId);
  await pair(world, s2, gone.sponsorId);
  await world.ctx.database.db.execute(
    sql`update sponsors set active = false where id = ${gone.sponsorId}`,
  );
  const next = await createYear(world, 2026, false);
  return { last, next, anna, ben, s1, s2 };
}

function run(year: Pick<Period, 'id'>, dryRun: unknown, role: Role = 'SUPER_ADMIN') {
  const actor = role === 'SPONSOR' ? undefined : world.admins[role];
  if (!actor) throw new Error('no actor');
  return actor.request('POST', recommitPath(year.id), { dryRun });
}

describe('recommit', () => {
  it('previews the requests per school and village and changes nothing', async () => {
    const { last, next } = await twoYears();
    const response = await run(next, true);
    expect(response.statusCode, response.body).toBe(200);
    const preview = recommitSummarySchema.parse(response.json());
    expect(preview).toMatchObject({ previousPeriodId: last.id, requests: 3, dryRun: true });
    expect(preview.bySchool).toEqual([
      { id: world.schoolA, name: 'Colegio A', requests: 2 },
      { id: world.schoolB, name: 'Colegio B', requests: 1 },
    ]);
    expect(preview.byVillage).toEqual([
      { id: world.villageA, name: 'Vereda A', requests: 2 },
      { id: world.villageB, name: 'Vereda B', requests: 1 },
    ]);
    expect(await requestCount(next.id)).toBe(0);
    expect(await currentPairs(world, next.id)).toEqual([]);
    const year = await world.admins.SUPER_ADMIN.request('GET', `/edrocks/api/periods/${next.id}`);
    expect(year.json()).toMatchObject({ recommited: false });
  });

  it('runs once: a request and the new year sponsorship for each active pair', async () => {
    const { next, anna, ben, s1, s2 } = await twoYears();
    const response = await run(next, false);
    expect(response.statusCode, response.body).toBe(200);
    const done = recommitSummarySchema.parse(response.json());
    expect(done).toMatchObject({ requests: 3, dryRun: false });
    expect(await requestCount(next.id)).toBe(3);
    expect(await currentPairs(world, next.id)).toEqual(
      [
        { studentId: s1, sponsorId: anna.sponsorId, endReason: null },
        { studentId: s1, sponsorId: ben.sponsorId, endReason: null },
        { studentId: s2, sponsorId: anna.sponsorId, endReason: null },
      ].sort((a, b) => a.studentId - b.studentId || a.sponsorId - b.sponsorId),
    );
    const year = await world.admins.SUPER_ADMIN.request('GET', `/edrocks/api/periods/${next.id}`);
    expect(year.json()).toMatchObject({ recommited: true });
    const again = await run(next, false);
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).code).toBe('ALREADY_RECOMMITED');
    const preview = await run(next, true);
    expect(errorOf(preview).code).toBe('ALREADY_RECOMMITED');
    expect(await requestCount(next.id)).toBe(3);
  });

  it('leaves out students who left: only active students are carried', async () => {
    const { next, s2 } = await twoYears();
    await world.ctx.database.db.execute(
      sql`update students set status = 'alumni' where id = ${s2}`,
    );
    const done = recommitSummarySchema.parse((await run(next, false)).json());
    expect(done.requests).toBe(2);
  });

  it('applies once when runs arrive together at two API instances', async () => {
    const { next } = await twoYears();
    const responses = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        (index % 2 === 0 ? world.ctx.app : second.app).inject({
          method: 'POST',
          url: recommitPath(next.id),
          headers: bearer(world.admins.SUPER_ADMIN.token),
          payload: { dryRun: false },
        }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(11);
    expect(await requestCount(next.id)).toBe(3);
    expect(await currentPairs(world, next.id)).toHaveLength(3);
  });

  it('keeps the limit of three sponsors when the new year already has sponsorships', async () => {
    const last = await createYear(world, 2025, true);
    const student = await newStudent(world);
    const old = [await newSponsor(world), await newSponsor(world), await newSponsor(world)];
    for (const sponsor of old) await pair(world, student, sponsor.sponsorId);
    // The new year becomes available first (its sponsorships dropped on purpose), and a new
    // sponsor takes one of the student's places before a late recommit.
    const next = await createYear(world, 2026, false);
    const activated = await world.admins.SUPER_ADMIN.request(
      'POST',
      `/edrocks/api/periods/${next.id}/activate`,
      { endingSponsorships: 3 },
    );
    expect(activated.statusCode, activated.body).toBe(200);
    const newcomer = await newSponsor(world);
    await pair(world, student, newcomer.sponsorId);
    const done = recommitSummarySchema.parse((await run(next, false)).json());
    expect(done.previousPeriodId).toBe(last.id);
    expect(done.requests).toBe(2);
    expect(await currentPairs(world, next.id)).toHaveLength(3);
  });
});

describe('who may run it, and bad input', () => {
  it('is the super admin only', async () => {
    const { next } = await twoYears();
    for (const role of ['GLOBAL_ADMIN', 'ADMIN', 'STUDENT'] as const) {
      const response = await run(next, true, role);
      expect(response.statusCode, role).toBe(403);
    }
    const sponsor = await newSponsor(world);
    const bySponsor = await sponsor.request('POST', recommitPath(next.id), { dryRun: true });
    expect(bySponsor.statusCode).toBe(403);
    const anonymous = await world.ctx.app.inject({
      method: 'POST',
      url: recommitPath(next.id),
      payload: { dryRun: true },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(await requestCount(next.id)).toBe(0);
  });

  it('answers 400 for a missing or wrong dryRun, 404 for an unknown year', async () => {
    const { next } = await twoYears();
    for (const body of [{}, { dryRun: 'yes' }, { dryRun: 1 }, { dryRun: null }]) {
      const response = await world.admins.SUPER_ADMIN.request('POST', recommitPath(next.id), body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(errorOf(response).message).toBeTruthy();
    }
    for (const id of ['999999', 'abc', '-1', '99999999999999']) {
      const response = await world.admins.SUPER_ADMIN.request(
        'POST',
        `/edrocks/api/periods/${id}/recommit`,
        { dryRun: true },
      );
      expect([400, 404], id).toContain(response.statusCode);
    }
    expect(await requestCount(next.id)).toBe(0);
  });

  it('refuses a closed year and a year with none before it', async () => {
    const { last, next } = await twoYears();
    const first = await run(last, true);
    expect(first.statusCode).toBe(409);
    expect(errorOf(first).code).toBe('NO_PREVIOUS_YEAR');
    const activated = await world.admins.SUPER_ADMIN.request(
      'POST',
      `/edrocks/api/periods/${next.id}/activate`,
      // The four sponsorships of last year end: recommit was not run.
      { endingSponsorships: 4 },
    );
    expect(activated.statusCode, activated.body).toBe(200);
    const closed = await run(last, true);
    expect(closed.statusCode).toBe(409);
    expect(errorOf(closed).code).toBe('YEAR_CLOSED_FOR_CYCLE');
    const spanish = await world.admins.SUPER_ADMIN.request(
      'POST',
      recommitPath(last.id),
      { dryRun: true },
      { 'accept-language': 'es-CO' },
    );
    expect(errorOf(spanish).message).toContain('Este año está cerrado');
  });
});
