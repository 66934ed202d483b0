// GET /edrocks/api/periods/:id/recommitments: a new year's requests by state and per school,
// with the reasons given, in the caller's scope; sponsors and students read none of it.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { recommitmentSummarySchema, YEAR_CYCLE_PATHS } from '@portal/shared';
import { createTestContext } from '../../../test/helpers/test-app';
import { ManualClock } from '../../../test/helpers/clock';
import {
  answerPath,
  clearYears,
  createCycleWorld,
  createYear,
  newSponsor,
  newStudent,
  pair,
  recommitPath,
  type CycleWorld,
} from './year-cycle-fixture';

const clock = new ManualClock(new Date('2026-06-15T15:00:00Z'));
let world: CycleWorld;

beforeAll(async () => {
  world = await createCycleWorld(await createTestContext({ clock }), clock);
});
afterAll(() => world.ctx.close());
beforeEach(() => clearYears(world));

const summaryPath = (id: number) => YEAR_CYCLE_PATHS.recommitmentSummary.replace(':id', String(id));

describe('recommitment summary', () => {
  it('counts each state per school in the caller scope, with the reasons', async () => {
    await createYear(world, 2025, true);
    // Students of village B and sponsors of school B are outside the admin's scope.
    const [inA, inB] = [
      await newStudent(world),
      await newStudent(world, { villageId: world.villageB }),
    ];
    const a1 = await newSponsor(world);
    const a2 = await newSponsor(world);
    const b1 = await newSponsor(world, { schoolId: world.schoolB });
    await pair(world, inA, a1.sponsorId);
    await pair(world, inA, a2.sponsorId);
    await pair(world, inB, b1.sponsorId);
    const next = await createYear(world, 2026, false);
    await world.admins.SUPER_ADMIN.request('POST', recommitPath(next.id), { dryRun: false });
    const [request] = (await a1.request('GET', YEAR_CYCLE_PATHS.recommitmentsMine)).json<{
      items: { id: number }[];
    }>().items;
    await a1.request('POST', answerPath(request!.id), { answer: 'decline', reason: 'time' });

    const all = recommitmentSummarySchema.parse(
      (await world.admins.GLOBAL_ADMIN.request('GET', summaryPath(next.id))).json(),
    );
    expect(all.totals).toEqual({ pending: 2, recommitted: 0, declined: 1, carried: 0, lapsed: 0 });
    expect(all.bySchool.map((school) => [school.name, school.pending, school.declined])).toEqual([
      ['Colegio A', 1, 1],
      ['Colegio B', 1, 0],
    ]);
    expect(all.reasons).toEqual([{ reason: 'time', count: 1 }]);

    const scoped = recommitmentSummarySchema.parse(
      (await world.admins.ADMIN.request('GET', summaryPath(next.id))).json(),
    );
    expect(scoped.totals).toMatchObject({ pending: 1, declined: 1 });
    expect(scoped.bySchool.map((school) => school.name)).toEqual(['Colegio A']);
  });

  it("counts a sponsor's own requests only; students 403, an unknown year 404", async () => {
    await createYear(world, 2025, true);
    const student = await newStudent(world);
    const [sponsor, other] = [await newSponsor(world), await newSponsor(world)];
    await pair(world, student, sponsor.sponsorId);
    await pair(world, student, other.sponsorId);
    const next = await createYear(world, 2026, false);
    const empty = recommitmentSummarySchema.parse(
      (await world.admins.SUPER_ADMIN.request('GET', summaryPath(next.id))).json(),
    );
    expect(empty.totals.pending).toBe(0);
    await world.admins.SUPER_ADMIN.request('POST', recommitPath(next.id), { dryRun: false });
    const own = recommitmentSummarySchema.parse(
      (await sponsor.request('GET', summaryPath(next.id))).json(),
    );
    expect(own.totals.pending).toBe(1);
    expect((await world.admins.STUDENT.request('GET', summaryPath(next.id))).statusCode).toBe(403);
    expect((await world.admins.SUPER_ADMIN.request('GET', summaryPath(777777))).statusCode).toBe(
      404,
    );
  });
});
