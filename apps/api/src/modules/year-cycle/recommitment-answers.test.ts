// GET /edrocks/api/recommitments/mine and POST /edrocks/api/recommitments/:id: a sponsor reads
// and answers their own requests only; "I changed my mind" ends the new year's sponsorship and
// frees the place, which another sponsor then takes while three per student still holds;
// answers change until the new year is activated; the activation carries or lapses the
// requests nobody answered, as the year's rule says.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  myRecommitmentsSchema,
  recommitmentSchema,
  YEAR_CYCLE_PATHS,
  type Period,
} from '@portal/shared';
import { createTestContext, errorOf, queryRows } from '../../../test/helpers/test-app';
import { ManualClock } from '../../../test/helpers/clock';
import {
  activateYear,
  answerPath,
  clearYears,
  createCycleWorld,
  createYear,
  currentPairs,
  newSponsor,
  newStudent,
  pair,
  recommitPath,
  type CycleWorld,
  type SponsorActor,
} from './year-cycle-fixture';

const clock = new ManualClock(new Date('2026-06-15T15:00:00Z'));
let world: CycleWorld;

beforeAll(async () => {
  world = await createCycleWorld(await createTestContext({ clock }), clock);
});
afterAll(() => world.ctx.close());
beforeEach(() => clearYears(world));

interface Scene {
  next: Period;
  student: number;
  sponsors: SponsorActor[];
}

/** A student with three sponsors last year; recommit run on the draft next year. */
async function recommitted(): Promise<Scene> {
  await createYear(world, 2025, true);
  const student = await newStudent(world);
  const sponsors = [await newSponsor(world), await newSponsor(world), await newSponsor(world)];
  for (const sponsor of sponsors) await pair(world, student, sponsor.sponsorId);
  const next = await createYear(world, 2026, false);
  const run = await world.admins.SUPER_ADMIN.request('POST', recommitPath(next.id), {
    dryRun: false,
  });
  expect(run.statusCode, run.body).toBe(200);
  return { next, student, sponsors };
}

async function mine(sponsor: SponsorActor) {
  const response = await sponsor.request('GET', YEAR_CYCLE_PATHS.recommitmentsMine);
  expect(response.statusCode, response.body).toBe(200);
  return myRecommitmentsSchema.parse(response.json()).items;
}

async function requestOf(sponsor: SponsorActor) {
  const [request] = await mine(sponsor);
  if (!request) throw new Error('no request');
  return request;
}

describe('a sponsor reads their requests', () => {
  it('lists their own only, pending and answerable; others read none', async () => {
    const { next, sponsors } = await recommitted();
    const [first] = sponsors;
    const items = await mine(first!);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      periodId: next.id,
      periodName: '2026-2027',
      villageName: 'Vereda A',
      state: 'pending',
      reason: null,
      canAnswer: true,
    });
    expect(items[0]!.studentFirstName).toMatch(/^Niño/);
    const stranger = await newSponsor(world);
    expect(await mine(stranger)).toEqual([]);
    const admin = await world.admins.SUPER_ADMIN.request('GET', YEAR_CYCLE_PATHS.recommitmentsMine);
    expect(admin.json()).toEqual({ items: [] });
  });
});

describe('a sponsor answers', () => {
  it('recommits: the sponsorship stays', async () => {
    const { next, sponsors } = await recommitted();
    const request = await requestOf(sponsors[0]!);
    const response = await sponsors[0]!.request('POST', answerPath(request.id), {
      answer: 'recommit',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(recommitmentSchema.parse(response.json())).toMatchObject({
      state: 'recommitted',
      canAnswer: true,
    });
    expect(await currentPairs(world, next.id)).toHaveLength(3);
  });

  it('changes their mind: the place frees, another sponsor takes it, three still hold', async () => {
    const { next, student, sponsors } = await recommitted();
    const request = await requestOf(sponsors[0]!);
    const declined = await sponsors[0]!.request('POST', answerPath(request.id), {
      answer: 'decline',
      reason: 'moving',
      note: 'We move abroad',
    });
    expect(declined.statusCode, declined.body).toBe(200);
    expect(recommitmentSchema.parse(declined.json())).toMatchObject({
      state: 'declined',
      reason: 'moving',
      note: 'We move abroad',
    });
    const pairs = await currentPairs(world, next.id);
    expect(pairs.map((row) => row.sponsorId)).not.toContain(sponsors[0]!.sponsorId);
    const [ended] = await queryRows<{ endReason: string; endedAt: Date }>(
      world.ctx.database,
      sql`select end_reason as "endReason", ended_at as "endedAt" from sponsorships
          where period_id = ${next.id} and sponsor_id = ${sponsors[0]!.sponsorId}`,
    );
    expect(ended?.endReason).toBe('declined');
    expect(new Date(ended!.endedAt).toISOString()).toBe('2026-08-01T00:00:00.000Z');
    // The new year opens: the freed place is taken by a new sponsor; a fourth is refused.
    const opened = await activateYear(world, next.id);
    expect(opened.statusCode, opened.body).toBe(200);
    const newcomer = await newSponsor(world);
    await pair(world, student, newcomer.sponsorId);
    const fourth = await newSponsor(world);
    const refused = await world.admins.GLOBAL_ADMIN.request('POST', '/edrocks/api/sponsorships', {
      studentId: student,
      sponsorId: fourth.sponsorId,
    });
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused).code).toBe('STUDENT_FULL');
    expect(await currentPairs(world, next.id)).toHaveLength(3);
  });

  it("keeps a reason in the sponsor's own words as other", async () => {
    const { sponsors } = await recommitted();
    const request = await requestOf(sponsors[1]!);
    const response = await sponsors[1]!.request('POST', answerPath(request.id), {
      answer: 'decline',
      reason: 'Mi familia necesita el dinero este año',
    });
    expect(recommitmentSchema.parse(response.json())).toMatchObject({
      reason: 'other',
      note: 'Mi familia necesita el dinero este año',
    });
  });

  it('changes the answer back while the place is free, not once it is taken', async () => {
    const { next, sponsors } = await recommitted();
    const request = await requestOf(sponsors[0]!);
    const decline = { answer: 'decline', reason: 'cost' };
    expect((await sponsors[0]!.request('POST', answerPath(request.id), decline)).statusCode).toBe(
      200,
    );
    const back = await sponsors[0]!.request('POST', answerPath(request.id), { answer: 'recommit' });
    expect(back.statusCode, back.body).toBe(200);
    expect(recommitmentSchema.parse(back.json())).toMatchObject({
      state: 'recommitted',
      reason: null,
    });
    expect(await currentPairs(world, next.id)).toHaveLength(3);
  });

  it("finds nothing of another sponsor's request, nor for a coordinator (404)", async () => {
    const { next, sponsors } = await recommitted();
    const request = await requestOf(sponsors[0]!);
    const byOther = await sponsors[1]!.request('POST', answerPath(request.id), {
      answer: 'decline',
      reason: 'cost',
    });
    expect(byOther.statusCode).toBe(404);
    const byAdmin = await world.admins.SUPER_ADMIN.request('POST', answerPath(request.id), {
      answer: 'recommit',
    });
    expect(byAdmin.statusCode).toBe(404);
    const byStudent = await world.admins.STUDENT.request('POST', answerPath(request.id), {
      answer: 'recommit',
    });
    expect(byStudent.statusCode).toBe(403);
    expect((await requestOf(sponsors[0]!)).state).toBe('pending');
    expect(await currentPairs(world, next.id)).toHaveLength(3);
  });

  it('answers 400 for bad answers and keeps the request as it was', async () => {
    const { sponsors } = await recommitted();
    const request = await requestOf(sponsors[0]!);
    for (const body of [
      {},
      { answer: 'maybe' },
      { answer: 'decline' },
      { answer: 'decline', reason: '' },
      { answer: 'decline', reason: 'x'.repeat(501) },
      { answer: 'decline', reason: 7 },
    ]) {
      const response = await sponsors[0]!.request('POST', answerPath(request.id), body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    const unknown = await sponsors[0]!.request('POST', answerPath(987654), { answer: 'recommit' });
    expect(unknown.statusCode).toBe(404);
    expect((await requestOf(sponsors[0]!)).state).toBe('pending');
  });
});

describe('the activation settles what nobody answered', () => {
  it('carries unanswered requests by default, and closes answers', async () => {
    const { next, sponsors } = await recommitted();
    const opened = await activateYear(world, next.id);
    expect(opened.statusCode, opened.body).toBe(200);
    const request = await requestOf(sponsors[0]!);
    expect(request).toMatchObject({ state: 'carried', canAnswer: false });
    expect(await currentPairs(world, next.id)).toHaveLength(3);
    const late = await sponsors[0]!.request('POST', answerPath(request.id), { answer: 'recommit' });
    expect(late.statusCode).toBe(409);
    expect(errorOf(late).code).toBe('RECOMMITMENT_CLOSED');
  });

  it('ends them as lapsed when the year says so', async () => {
    const { next, sponsors } = await recommitted();
    const rule = await world.admins.SUPER_ADMIN.request(
      'PATCH',
      `/edrocks/api/periods/${next.id}`,
      {
        unansweredRule: 'end',
      },
    );
    expect(rule.json()).toMatchObject({ unansweredRule: 'end' });
    const first = await requestOf(sponsors[0]!);
    await sponsors[0]!.request('POST', answerPath(first.id), { answer: 'recommit' });
    expect((await activateYear(world, next.id)).statusCode).toBe(200);
    expect((await requestOf(sponsors[1]!)).state).toBe('lapsed');
    const pairs = await currentPairs(world, next.id);
    expect(pairs.map((row) => row.sponsorId)).toEqual([sponsors[0]!.sponsorId]);
    const [lapsed] = await queryRows<{ count: number }>(
      world.ctx.database,
      sql`select count(*)::int as count from sponsorships
          where period_id = ${next.id} and end_reason = 'lapsed'`,
    );
    expect(lapsed?.count).toBe(2);
  });
});

describe('activation without recommit', () => {
  it('is refused with the count of sponsorships that would not carry over', async () => {
    await createYear(world, 2025, true);
    const student = await newStudent(world);
    const sponsor = await newSponsor(world);
    await pair(world, student, sponsor.sponsorId);
    const next = await createYear(world, 2026, false);
    const refused = await activateYear(world, next.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'RECOMMIT_NOT_RUN', params: { count: 1 } });
    expect(errorOf(refused).message).toContain('would not carry over: 1.');
    const wrongCount = await activateYear(world, next.id, { endingSponsorships: 2 });
    expect(wrongCount.statusCode).toBe(409);
    const confirmed = await activateYear(world, next.id, { endingSponsorships: 1 });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(await currentPairs(world, next.id)).toEqual([]);
  });
});
