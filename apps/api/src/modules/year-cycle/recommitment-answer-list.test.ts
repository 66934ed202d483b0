// GET /edrocks/api/recommitments (and its export): a year's requests with their answers, in the
// caller's scope, filtered, searched and sorted; students read none of it.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  recommitmentAnswerPageSchema,
  YEAR_CYCLE_PATHS,
  type RecommitmentAnswerPage,
} from '@portal/shared';
import { createTestContext } from '../../../test/helpers/test-app';
import { ManualClock } from '../../../test/helpers/clock';
import { parseCsv } from '../../../test/helpers/export-files';
import type { Actor } from '../../../test/helpers/fixtures';
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
  type SponsorActor,
} from './year-cycle-fixture';

const clock = new ManualClock(new Date('2026-06-15T15:00:00Z'));
let world: CycleWorld;

beforeAll(async () => {
  world = await createCycleWorld(await createTestContext({ clock }), clock);
});
afterAll(() => world.ctx.close());
beforeEach(() => clearYears(world));

interface Requests {
  yearId: number;
  a1: SponsorActor;
  a2: SponsorActor;
  b1: SponsorActor;
  inA: number;
  inB: number;
}

/**
 * Four requests: a student of village A with two sponsors of school A and one of school B, and
 * a student of village B with the sponsor of school B. a1 declines, then a2 recommits.
 */
async function fourRequests(): Promise<Requests> {
  await createYear(world, 2025, true);
  const inA = await newStudent(world);
  const inB = await newStudent(world, { villageId: world.villageB });
  const a1 = await newSponsor(world);
  const a2 = await newSponsor(world);
  const b1 = await newSponsor(world, { schoolId: world.schoolB });
  await pair(world, inA, a1.sponsorId);
  await pair(world, inA, a2.sponsorId);
  await pair(world, inA, b1.sponsorId);
  await pair(world, inB, b1.sponsorId);
  const next = await createYear(world, 2026, false);
  const run = await world.admins.SUPER_ADMIN.request('POST', recommitPath(next.id), {
    dryRun: false,
  });
  expect(run.statusCode, run.body).toBe(200);
  await answer(a1, { answer: 'decline', reason: 'time', note: 'Busy year' });
  clock.advance(60_000);
  await answer(a2, { answer: 'recommit' });
  return { yearId: next.id, a1, a2, b1, inA, inB };
}

async function answer(sponsor: SponsorActor, body: Record<string, unknown>) {
  const [request] = (await sponsor.request('GET', YEAR_CYCLE_PATHS.recommitmentsMine)).json<{
    items: { id: number }[];
  }>().items;
  const answered = await sponsor.request('POST', answerPath(request!.id), body);
  expect(answered.statusCode, answered.body).toBe(200);
}

async function list(actor: Actor, query: string): Promise<RecommitmentAnswerPage> {
  const response = await actor.request('GET', `${YEAR_CYCLE_PATHS.recommitments}?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return recommitmentAnswerPageSchema.parse(response.json());
}

const pairsOf = (page: RecommitmentAnswerPage) =>
  page.items.map((item) => [item.sponsor.id, item.student.id]);

describe('recommitment answers list', () => {
  it('lists every request for super and global admins, the scope for an admin, own for a sponsor', async () => {
    const { yearId, a1, a2, b1, inA, inB } = await fourRequests();
    for (const actor of [world.admins.SUPER_ADMIN, world.admins.GLOBAL_ADMIN]) {
      const page = await list(actor, `periodId=${yearId}`);
      expect(page.total).toBe(4);
    }
    const all = await list(world.admins.GLOBAL_ADMIN, `periodId=${yearId}`);
    const declined = all.items.find((item) => item.sponsor.id === a1.sponsorId);
    expect(declined).toMatchObject({
      state: 'declined',
      reason: 'time',
      note: 'Busy year',
      answeredAt: '2026-06-15T15:00:00.000Z',
      sponsor: { school: { id: world.schoolA, name: 'Colegio A' } },
      student: { id: inA, village: { id: world.villageA, name: 'Vereda A' } },
    });
    expect(declined?.sponsor.email).toContain('@');

    // The admin of school A and village A: school A's sponsors, and village A's students.
    const scoped = await list(world.admins.ADMIN, `periodId=${yearId}&sort=state`);
    expect(pairsOf(scoped).sort()).toEqual(
      [
        [a1.sponsorId, inA],
        [a2.sponsorId, inA],
        [b1.sponsorId, inA],
      ].sort(),
    );
    expect(pairsOf(scoped)).not.toContainEqual([b1.sponsorId, inB]);

    const own = await list(b1, `periodId=${yearId}`);
    expect(own.items.every((item) => item.sponsor.id === b1.sponsorId)).toBe(true);
    expect(own.total).toBe(2);
    expect((await list(a1, `periodId=${yearId}`)).total).toBe(1);

    const student = await world.admins.STUDENT.request(
      'GET',
      `${YEAR_CYCLE_PATHS.recommitments}?periodId=${yearId}`,
    );
    expect(student.statusCode).toBe(403);
  });

  it('filters by state, school and village, and searches sponsor and student names', async () => {
    const { yearId, a1, b1, inB } = await fourRequests();
    const admin = world.admins.SUPER_ADMIN;
    const declined = await list(admin, `periodId=${yearId}&state=declined`);
    expect(pairsOf(declined).map(([sponsor]) => sponsor)).toEqual([a1.sponsorId]);
    expect((await list(admin, `periodId=${yearId}&state=pending`)).total).toBe(2);
    expect((await list(admin, `periodId=${yearId}&state=lapsed`)).items).toEqual([]);

    const schoolB = await list(admin, `periodId=${yearId}&schoolId=${world.schoolB}`);
    expect(schoolB.items.map((item) => item.sponsor.id)).toEqual([b1.sponsorId, b1.sponsorId]);
    const villageB = await list(admin, `periodId=${yearId}&villageId=${world.villageB}`);
    expect(pairsOf(villageB)).toEqual([[b1.sponsorId, inB]]);

    const sponsorName = declined.items[0]!.sponsor;
    const bySponsor = await list(
      admin,
      `periodId=${yearId}&q=${encodeURIComponent(`${sponsorName.firstName} ${sponsorName.lastName}`)}`,
    );
    expect(bySponsor.items.map((item) => item.sponsor.id)).toEqual([a1.sponsorId]);
    const studentName = villageB.items[0]!.student;
    const byStudent = await list(
      admin,
      `periodId=${yearId}&q=${encodeURIComponent(studentName.lastName.toUpperCase())}`,
    );
    expect(byStudent.items.map((item) => item.student.id)).toEqual([inB]);
    expect((await list(admin, `periodId=${yearId}&q=nobody-like-this`)).total).toBe(0);

    // A deleted student is gone from the list, as from the sponsorships list.
    await world.ctx.database.db.execute(
      sql`update students set status = 'delete' where id = ${inB}`,
    );
    expect((await list(admin, `periodId=${yearId}&villageId=${world.villageB}`)).total).toBe(0);
  });

  it('sorts by sponsor (default), student, state and answer time, the id breaking ties', async () => {
    const { yearId, a1, a2 } = await fourRequests();
    const admin = world.admins.GLOBAL_ADMIN;
    const bySponsor = await list(admin, `periodId=${yearId}`);
    const sponsorKeys = bySponsor.items.map((item) => [
      item.sponsor.lastName.toLowerCase(),
      item.id,
    ]);
    expect(sponsorKeys).toEqual([...sponsorKeys].sort(byKeys));
    const desc = await list(admin, `periodId=${yearId}&order=desc`);
    expect(desc.items.map((item) => item.id)).toEqual(
      bySponsor.items.map((item) => item.id).reverse(),
    );

    const byStudent = await list(admin, `periodId=${yearId}&sort=student`);
    const studentKeys = byStudent.items.map((item) => [
      item.student.lastName.toLowerCase(),
      item.id,
    ]);
    expect(studentKeys).toEqual([...studentKeys].sort(byKeys));

    const byState = await list(admin, `periodId=${yearId}&sort=state`);
    const stateKeys = byState.items.map((item) => [item.state, item.id]);
    expect(stateKeys).toEqual([...stateKeys].sort(byKeys));

    // Answered first, in time; those still waiting after, by id.
    const byTime = await list(admin, `periodId=${yearId}&sort=answeredAt&pageSize=2`);
    expect(byTime.items.map((item) => item.sponsor.id)).toEqual([a1.sponsorId, a2.sponsorId]);
    expect(byTime.next).not.toBeNull();
    const rest = await list(admin, `periodId=${yearId}&sort=answeredAt&pageSize=2&page=2`);
    expect(rest.items.map((item) => item.answeredAt)).toEqual([null, null]);
    expect(rest.items[0]!.id).toBeLessThan(rest.items[1]!.id);
  });

  it('answers 400 to bad input and 404 to an unknown year, never 500', async () => {
    const { yearId } = await fourRequests();
    const admin = world.admins.SUPER_ADMIN;
    for (const query of [
      '',
      'periodId=abc',
      'periodId=0',
      'periodId=99999999999',
      `periodId=${yearId}&state=bogus`,
      `periodId=${yearId}&sort=bogus`,
      `periodId=${yearId}&schoolId=-1`,
      `periodId=${yearId}&page=99999999999`,
      `periodId=${yearId}&pageSize=100000`,
    ]) {
      const response = await admin.request('GET', `${YEAR_CYCLE_PATHS.recommitments}?${query}`);
      expect(response.statusCode, query).toBe(400);
    }
    const far = await list(admin, `periodId=${yearId}&page=1000000`);
    expect(far.items).toEqual([]);
    const unknown = await admin.request('GET', `${YEAR_CYCLE_PATHS.recommitments}?periodId=777777`);
    expect(unknown.statusCode).toBe(404);
    const file = await admin.request('GET', `${YEAR_CYCLE_PATHS.recommitmentsExport}?format=csv`);
    expect(file.statusCode).toBe(400);
  });

  it('exports the filtered requests in the language of the request', async () => {
    const { yearId, a1 } = await fourRequests();
    const url = `${YEAR_CYCLE_PATHS.recommitmentsExport}?format=csv&periodId=${yearId}`;
    const english = await world.admins.GLOBAL_ADMIN.request('GET', `${url}&state=declined`);
    expect(english.statusCode, english.body).toBe(200);
    expect(english.headers['content-disposition']).toMatch(/recommitment-answers-/);
    const [header, row, ...rest] = parseCsv(english.body);
    expect(header?.slice(0, 2)).toEqual(['Year', 'Sponsor last name']);
    expect(header).toContain('Answered on');
    expect(row?.[0]).toBe('2026-2027');
    expect(row?.slice(8, 11)).toEqual([
      'Changed their mind',
      'I do not have the time',
      'Busy year',
    ]);
    expect(rest).toEqual([]);
    const declined = await list(world.admins.GLOBAL_ADMIN, `periodId=${yearId}&state=declined`);
    expect(declined.items[0]?.sponsor.id).toBe(a1.sponsorId);
    expect(row?.[1]).toBe(declined.items[0]?.sponsor.lastName);

    const spanish = await world.admins.GLOBAL_ADMIN.request(
      'GET',
      `${url}&state=declined`,
      undefined,
      {
        'accept-language': 'es-CO',
      },
    );
    expect(spanish.headers['content-disposition']).toMatch(/respuestas-de-renovacion-/);
    expect(parseCsv(spanish.body)[1]?.slice(8, 10)).toEqual([
      'Cambió de opinión',
      'No tengo tiempo',
    ]);

    const scoped = await world.admins.ADMIN.request('GET', url);
    expect(parseCsv(scoped.body)).toHaveLength(4);
    const xlsx = await world.admins.GLOBAL_ADMIN.request('GET', url.replace('csv', 'xlsx'));
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    expect((await world.admins.STUDENT.request('GET', url)).statusCode).toBe(403);
  });
});

function byKeys(a: (string | number)[], b: (string | number)[]): number {
  for (let index = 0; index < a.length; index += 1) {
    const [x, y] = [a[index]!, b[index]!];
    if (x < y) return -1;
    if (x > y) return 1;
  }
  return 0;
}
