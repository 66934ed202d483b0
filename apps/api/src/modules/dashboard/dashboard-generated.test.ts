// The coordinators' dashboard on a generated set: villages, schools, students and sponsors,
// pairings of one to three sponsors a student made at two times of the year, endings, inactive
// records and letters at every stage sent in several months, all drawn by a seeded generator.
// For the super admin, the global admin and two admins of random places, every figure equals the
// total of the list or report it links to, read by the same caller
// (test/helpers/dashboard-agreement.ts).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DASHBOARD_ENDPOINTS, endpointPath, SPONSORSHIP_ENDPOINTS } from '@portal/shared';
import { ManualClock } from '../../../test/helpers/clock';
import { expectFiguresEqualLists, type Reader } from '../../../test/helpers/dashboard-agreement';
import { assignAdmin, createActors, createPlace, type Actor } from '../../../test/helpers/fixtures';
import {
  addSponsor,
  addStudent,
  openYear,
  pair,
  setSponsorActive,
} from '../../../test/helpers/pairings';
import { pick, seededRandom } from '../../../test/helpers/seeded-random';
import { createTestContext, type TestContext } from '../../../test/helpers/test-app';

const clock = new ManualClock(new Date('2026-08-05T15:00:00Z'));
const random = seededRandom(20_261_204);
let ctx: TestContext;
let actors: Record<'SUPER_ADMIN' | 'GLOBAL_ADMIN' | 'ADMIN' | 'OTHER_ADMIN', Actor>;
const sponsorships: Array<{ id: number; startedAt: Date }> = [];

/** Pairs some students with one to three sponsors each; a refused pairing is skipped. */
async function pairSome(boss: Actor, studentIds: number[], sponsorIds: number[]) {
  for (const studentId of studentIds) {
    const wanted = Math.floor(random() * 4);
    const chosen = new Set<number>();
    while (chosen.size < wanted) chosen.add(pick(random, sponsorIds));
    for (const sponsorId of chosen) {
      const id = await pair(boss, sponsorId, studentId).catch(() => undefined);
      if (id !== undefined) sponsorships.push({ id, startedAt: clock.now() });
    }
  }
}

/** Letters of random sponsorships, each in a random state, sent on a day since its start. */
async function writeLetters() {
  const { db } = ctx.database;
  const states = ['draft', 'in_review', 'returned', 'delivered'] as const;
  for (const { id, startedAt } of sponsorships) {
    for (const number of [1, 2])
      for (const writer of ['sponsor', 'student'] as const) {
        if (random() < 0.45) continue;
        const status = pick(random, states);
        const span = clock.now().getTime() - startedAt.getTime();
        const sentAt = new Date(startedAt.getTime() + Math.floor(random() * span));
        await db.execute(
          sql`insert into sponsorship_letters (sponsorship_id, period_id, sponsor_id, student_id,
              number, writer, status, original_language, sent_at, delivered_at)
            select id, period_id, sponsor_id, student_id, ${number}, ${writer}, ${status}, 'en-US',
              case when ${status} = 'draft' then null else ${sentAt.toISOString()}::timestamptz end,
              case when ${status} = 'delivered' then ${sentAt.toISOString()}::timestamptz end
            from sponsorships where id = ${id}`,
        );
      }
  }
}

beforeAll(async () => {
  ctx = await createTestContext({ clock, env: { ACCESS_TOKEN_TTL: '365d' } });
  const { db } = ctx.database;
  actors = await createActors(ctx, {
    SUPER_ADMIN: 'SUPER_ADMIN',
    GLOBAL_ADMIN: 'GLOBAL_ADMIN',
    ADMIN: 'ADMIN',
    OTHER_ADMIN: 'ADMIN',
  });
  const villages: number[] = [];
  const schools: number[] = [];
  for (let index = 0; index < 5; index++)
    villages.push(await createPlace(db, 'village', { name: `Vereda Generada ${index}` }));
  for (let index = 0; index < 4; index++)
    schools.push(await createPlace(db, 'school', { name: `Colegio Generado ${index}` }));
  await assignAdmin(db, actors.ADMIN.id, {
    villageIds: villages.slice(0, 2),
    schoolIds: [schools[0]!],
  });
  await assignAdmin(db, actors.OTHER_ADMIN.id, {
    villageIds: [villages[2]!],
    schoolIds: schools.slice(1, 3),
  });
  const boss = actors.SUPER_ADMIN;
  await openYear(boss);
  const studentIds: number[] = [];
  for (let index = 0; index < 48; index++)
    studentIds.push(
      await addStudent(ctx, pick(random, villages), { firstName: 'Ana', lastName: `G${index}` }),
    );
  const sponsorIds: number[] = [];
  for (let index = 0; index < 36; index++)
    sponsorIds.push(
      await addSponsor(ctx, pick(random, schools), { firstName: 'Leo', lastName: `G${index}` }),
    );
  // Half paired in August, the rest in November: letters late, due soon and not yet due.
  await pairSome(boss, studentIds.slice(0, 24), sponsorIds);
  clock.advance(Date.parse('2026-11-20T15:00:00Z') - clock.now().getTime());
  await pairSome(boss, studentIds.slice(24), sponsorIds);
  for (const { id } of sponsorships.filter(() => random() < 0.12)) {
    const ended = await boss.request('DELETE', endpointPath(SPONSORSHIP_ENDPOINTS.end, { id }));
    expect(ended.statusCode, ended.body).toBe(200);
  }
  for (const sponsorId of sponsorIds.filter(() => random() < 0.1))
    await setSponsorActive(boss, sponsorId, false);
  const inactive = studentIds.filter(() => random() < 0.1);
  if (inactive.length > 0)
    await db.execute(
      sql`update students set status = 'inactive' where id in (${sql.join(inactive, sql`, `)})`,
    );
  await writeLetters();
});
afterAll(() => ctx.close());

function readerOf(actor: Actor): Reader {
  return async <Body>(path: string, query: Record<string, string> = {}): Promise<Body> => {
    const search = new URLSearchParams(query).toString();
    const response = await actor.request('GET', search ? `${path}?${search}` : path);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Body>();
  };
}

describe('the dashboard on a generated set', () => {
  it.each(['SUPER_ADMIN', 'GLOBAL_ADMIN', 'ADMIN', 'OTHER_ADMIN'] as const)(
    'gives %s figures equal to the lists and reports they link to',
    async (name) => {
      const figures = await expectFiguresEqualLists(readerOf(actors[name]));
      if (name === 'SUPER_ADMIN') {
        // The set holds each kind of figure, so that the comparisons above compare something.
        expect(sponsorships.length).toBeGreaterThan(30);
        expect(figures.students.bySponsors.two).toBeGreaterThan(0);
        expect(figures.students.waiting).toBeGreaterThan(0);
        expect(figures.letters.late).toBeGreaterThan(0);
        expect(figures.letters.due).toBeGreaterThan(0);
        expect(figures.letters.perMonth.length).toBeGreaterThan(1);
      }
    },
  );

  it("keeps an admin's figures within their places", async () => {
    const everything = await readerOf(actors.SUPER_ADMIN)<{ students: { total: number } }>(
      DASHBOARD_ENDPOINTS.get.path,
    );
    for (const name of ['ADMIN', 'OTHER_ADMIN'] as const) {
      const scoped = await readerOf(actors[name])<{ students: { total: number } }>(
        DASHBOARD_ENDPOINTS.get.path,
      );
      expect(scoped.students.total).toBeGreaterThan(0);
      expect(scoped.students.total).toBeLessThan(everything.students.total);
    }
  });
});
