// POST /edrocks/api/periods/:id/upgrade: the preview counts each grade's move and changes
// nothing; the run moves every active student one grade up and a college student to alumni,
// leaves inactive, alumni, deleted and grade-less students where they are, and applies once
// when fifty runs arrive together at two API instances.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { upgradeSummarySchema } from '@portal/shared';
import {
  bearer,
  buildTestApp,
  createTestContext,
  errorOf,
  queryRows,
  type TestApp,
} from '../../../test/helpers/test-app';
import { ManualClock } from '../../../test/helpers/clock';
import { sql } from 'drizzle-orm';
import {
  clearYears,
  createCycleWorld,
  createYear,
  currentPairs,
  gradeOf,
  newSponsor,
  newStudent,
  pair,
  recommitPath,
  upgradePath,
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
beforeEach(async () => {
  await clearYears(world);
  // Students from earlier tests would move too: each test counts its own.
  await world.ctx.database.db.execute(sql`update students set status = 'delete'`);
});

async function students() {
  return {
    preschool: await newStudent(world, { grade: 'preschool' }),
    fifth: await newStudent(world, { grade: '5-fifth' }),
    fifthToo: await newStudent(world, { grade: '5-fifth' }),
    twelfth: await newStudent(world, { grade: '12-twelfth' }),
    college: await newStudent(world, { grade: 'college' }),
    inactive: await newStudent(world, { grade: '3-third', status: 'inactive' }),
    alumni: await newStudent(world, { grade: 'college', status: 'alumni' }),
    unknown: await newStudent(world, { grade: null }),
  };
}

function run(yearId: number, dryRun: boolean) {
  return world.admins.SUPER_ADMIN.request('POST', upgradePath(yearId), { dryRun });
}

describe('student upgrade', () => {
  it('previews each grade move in school order and changes nothing', async () => {
    const ids = await students();
    const next = await createYear(world, 2026, false);
    const response = await run(next.id, true);
    expect(response.statusCode, response.body).toBe(200);
    expect(upgradeSummarySchema.parse(response.json())).toEqual({
      moves: [
        { from: 'preschool', to: 'kindergarten', count: 1 },
        { from: '5-fifth', to: '6-sixth', count: 2 },
        { from: '12-twelfth', to: 'college', count: 1 },
        { from: 'college', to: 'alumni', count: 1 },
      ],
      total: 5,
      endingSponsorships: 0,
      dryRun: true,
    });
    expect(await gradeOf(world, ids.fifth)).toEqual({ grade: '5-fifth', status: 'active' });
  });

  it('moves active students up once; college becomes alumni; the others stay', async () => {
    const ids = await students();
    const next = await createYear(world, 2026, false);
    const response = await run(next.id, false);
    expect(response.statusCode, response.body).toBe(200);
    expect(upgradeSummarySchema.parse(response.json())).toMatchObject({ total: 5, dryRun: false });
    expect(await gradeOf(world, ids.preschool)).toEqual({
      grade: 'kindergarten',
      status: 'active',
    });
    expect(await gradeOf(world, ids.fifth)).toEqual({ grade: '6-sixth', status: 'active' });
    expect(await gradeOf(world, ids.twelfth)).toEqual({ grade: 'college', status: 'active' });
    expect(await gradeOf(world, ids.college)).toEqual({ grade: 'college', status: 'alumni' });
    expect(await gradeOf(world, ids.inactive)).toEqual({ grade: '3-third', status: 'inactive' });
    expect(await gradeOf(world, ids.alumni)).toEqual({ grade: 'college', status: 'alumni' });
    expect(await gradeOf(world, ids.unknown)).toEqual({ grade: null, status: 'active' });
    const year = await world.admins.SUPER_ADMIN.request('GET', `/edrocks/api/periods/${next.id}`);
    expect(year.json()).toMatchObject({ upgraded: true });
    const again = await run(next.id, false);
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).code).toBe('ALREADY_UPGRADED');
    expect(await gradeOf(world, ids.fifth)).toEqual({ grade: '6-sixth', status: 'active' });
  });

  it("ends the new year's sponsorships of students who become alumni (student left)", async () => {
    await createYear(world, 2025, true);
    const [graduate, staying] = [
      await newStudent(world, { grade: 'college' }),
      await newStudent(world, { grade: '11-eleventh' }),
    ];
    const sponsor = await newSponsor(world);
    await pair(world, graduate, sponsor.sponsorId);
    await pair(world, staying, sponsor.sponsorId);
    const next = await createYear(world, 2026, false);
    await world.admins.SUPER_ADMIN.request('POST', recommitPath(next.id), { dryRun: false });
    const preview = upgradeSummarySchema.parse((await run(next.id, true)).json());
    expect(preview.endingSponsorships).toBe(1);
    const done = upgradeSummarySchema.parse((await run(next.id, false)).json());
    expect(done.endingSponsorships).toBe(1);
    expect(await currentPairs(world, next.id)).toEqual([
      { studentId: staying, sponsorId: sponsor.sponsorId, endReason: null },
    ]);
    const [ended] = await queryRows<{ endReason: string }>(
      world.ctx.database,
      sql`select end_reason as "endReason" from sponsorships
          where period_id = ${next.id} and student_id = ${graduate}`,
    );
    expect(ended?.endReason).toBe('studentLeft');
  });

  it('applies once when fifty runs arrive together at two API instances', async () => {
    const ids = await students();
    const next = await createYear(world, 2026, false);
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        (index % 2 === 0 ? world.ctx.app : second.app).inject({
          method: 'POST',
          url: upgradePath(next.id),
          headers: bearer(world.admins.SUPER_ADMIN.token),
          payload: { dryRun: false },
        }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(49);
    expect(await gradeOf(world, ids.preschool)).toEqual({
      grade: 'kindergarten',
      status: 'active',
    });
    expect(await gradeOf(world, ids.twelfth)).toEqual({ grade: 'college', status: 'active' });
  });

  it('is the super admin only, on a year that is not closed', async () => {
    const ids = await students();
    const next = await createYear(world, 2026, false);
    for (const role of ['GLOBAL_ADMIN', 'ADMIN', 'STUDENT'] as const) {
      const response = await world.admins[role].request('POST', upgradePath(next.id), {
        dryRun: false,
      });
      expect(response.statusCode, role).toBe(403);
    }
    expect(await gradeOf(world, ids.fifth)).toEqual({ grade: '5-fifth', status: 'active' });
    const last = await createYear(world, 2025, true);
    await world.admins.SUPER_ADMIN.request('POST', `/edrocks/api/periods/${next.id}/activate`);
    const closed = await run(last.id, true);
    expect(closed.statusCode).toBe(409);
    expect(errorOf(closed).code).toBe('YEAR_CLOSED_FOR_CYCLE');
    const missing = await world.admins.SUPER_ADMIN.request('POST', upgradePath(424242), {
      dryRun: true,
    });
    expect(missing.statusCode).toBe(404);
    const bad = await world.admins.SUPER_ADMIN.request('POST', upgradePath(next.id), {
      dryRun: 'no',
    });
    expect(bad.statusCode).toBe(400);
  });
});
