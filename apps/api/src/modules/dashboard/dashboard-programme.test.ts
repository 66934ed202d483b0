// GET /edrocks/api/dashboard, the coordinators' figures beyond the counters: the students waiting
// longest, sponsors new this year and lapsed, money, events, the leadership curriculum and what
// waits for a coordinator. Each equals what the list or report it links to answers the same
// caller, for super and global admins, an admin in scope and an admin without places; the parts
// a role may not open are null.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AGREEMENT_ENDPOINTS,
  DASHBOARD_ENDPOINTS,
  DONATION_ENDPOINTS,
  EVENT_ENDPOINTS,
  LEADERSHIP_REPORT_ENDPOINTS,
  PERIOD_ENDPOINTS,
  REPORT_ENDPOINTS,
  SPONSOR_ENDPOINTS,
  type CoordinatorDashboard,
} from '@portal/shared';
import { ManualClock } from '../../../test/helpers/clock';
import { assignAdmin, createActors, createPlace, type Actor } from '../../../test/helpers/fixtures';
import { addSponsor, addStudent, openYear, pair } from '../../../test/helpers/pairings';
import { createTestContext, queryRows, type TestContext } from '../../../test/helpers/test-app';

let ctx: TestContext;
const clock = new ManualClock(new Date('2026-08-20T15:00:00Z'));
let actors: Record<'SUPER_ADMIN' | 'GLOBAL_ADMIN' | 'ADMIN' | 'OUTSIDER', Actor>;
let coordinators: Actor[];

async function figuresOf(actor: Actor): Promise<CoordinatorDashboard> {
  const response = await actor.request('GET', DASHBOARD_ENDPOINTS.get.path);
  expect(response.statusCode, response.body).toBe(200);
  const dashboard = response.json<CoordinatorDashboard>();
  expect(dashboard.view).toBe('coordinator');
  return dashboard;
}

async function answerOf<Body>(actor: Actor, path: string, query: Record<string, string> = {}) {
  const search = new URLSearchParams(query).toString();
  const response = await actor.request('GET', search ? `${path}?${search}` : path);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Body>();
}

const totalOf = async (actor: Actor, path: string, query: Record<string, string> = {}) =>
  (await answerOf<{ total: number }>(actor, path, { ...query, pageSize: '1' })).total;

beforeAll(async () => {
  ctx = await createTestContext({ clock });
  const db = ctx.database.db;
  const villageIn = await createPlace(db, 'village', { name: 'Vereda Adentro' });
  const villageOut = await createPlace(db, 'village', { name: 'Vereda Afuera' });
  const schoolIn = await createPlace(db, 'school', { name: 'Colegio Adentro' });
  const schoolOut = await createPlace(db, 'school', { name: 'Colegio Afuera' });
  actors = await createActors(ctx, {
    SUPER_ADMIN: 'SUPER_ADMIN',
    GLOBAL_ADMIN: 'GLOBAL_ADMIN',
    ADMIN: 'ADMIN',
    OUTSIDER: 'ADMIN',
  });
  coordinators = [actors.SUPER_ADMIN, actors.GLOBAL_ADMIN, actors.ADMIN, actors.OUTSIDER];
  await assignAdmin(db, actors.ADMIN.id, { villageIds: [villageIn], schoolIds: [schoolIn] });
  const boss = actors.SUPER_ADMIN;
  const previous = await boss.request('POST', PERIOD_ENDPOINTS.create.path, {
    name: '2025-2026',
    startDate: '2025-08-01',
    endDate: '2026-07-31',
  });
  expect(previous.statusCode, previous.body).toBe(201);
  const previousId = previous.json<{ id: number }>().id;
  const yearId = await openYear(boss);

  const waiting = [];
  for (const [index, name] of ['Ana', 'Beto', 'Carla', 'Dario', 'Elena', 'Fabio'].entries())
    waiting.push(
      await addStudent(ctx, index < 4 ? villageIn : villageOut, {
        firstName: name,
        lastName: 'Espera',
      }),
    );
  const sponsored = await addStudent(ctx, villageIn, { firstName: 'Gina', lastName: 'Pareja' });
  const sponsorIn = await addSponsor(ctx, schoolIn, { firstName: 'Hugo', lastName: 'Nuevo' });
  const lapsedIn = await addSponsor(ctx, schoolIn, { firstName: 'Iris', lastName: 'Pasada' });
  const lapsedOut = await addSponsor(ctx, schoolOut, { firstName: 'Jorge', lastName: 'Pasado' });
  await pair(boss, sponsorIn, sponsored);
  // Last year's sponsorships whose sponsors have none now, ended with the year.
  for (const [sponsorId, studentId] of [
    [lapsedIn, waiting[0]!],
    [lapsedOut, waiting[5]!],
  ])
    await queryRows(
      ctx.database,
      sql`insert into sponsorships (period_id, student_id, sponsor_id, started_at, ended_at, end_reason)
        values (${previousId}, ${studentId}, ${sponsorId}, '2025-09-01', '2026-07-31', 'lapsed')`,
    );
  // Registered before the year began: they wait from its first day, except Ana, whose sponsor of
  // this year ended on 10 August (the dashboard finds the first five without sorting them all).
  await queryRows(
    ctx.database,
    sql`update students set created_at = '2026-06-01' where id in ${sql.raw(`(${waiting.join(', ')})`)}`,
  );
  await queryRows(
    ctx.database,
    sql`insert into sponsorships (period_id, student_id, sponsor_id, started_at, ended_at, end_reason)
      values (${yearId}, ${waiting[0]!}, ${sponsorIn}, '2026-08-02', '2026-08-10', 'unpaired')`,
  );
  // Sponsors who joined before the year began, and a parent contact nobody confirmed.
  await queryRows(
    ctx.database,
    sql`update sponsors set created_at = '2026-07-01' where id in (${lapsedIn}, ${lapsedOut})`,
  );
  await queryRows(
    ctx.database,
    sql`insert into sponsor_parents (sponsor_id, first_name, last_name, email, relationship)
      values (${sponsorIn}, 'Karla', 'Madre', 'karla@example.org', 'mother')`,
  );
  const gift = await boss.request('POST', DONATION_ENDPOINTS.addManual.path, {
    amountCents: 2500,
    method: 'cash',
    paidOn: '2026-08-10',
    firstName: 'Lucia',
    lastName: 'Donante',
    sponsorId: sponsorIn,
    studentId: sponsored,
  });
  expect(gift.statusCode, gift.body).toBe(201);
});
afterAll(() => ctx.close());

describe('the coordinators dashboard beyond the counters', () => {
  it('names the students waiting longest as the students waiting report orders them', async () => {
    for (const actor of coordinators) {
      const { longestWaiting } = await figuresOf(actor);
      const report = await answerOf<{ items: Array<{ id: number; daysWaiting: number }> }>(
        actor,
        REPORT_ENDPOINTS.waitingStudents.path,
        { pageSize: '5' },
      );
      expect(longestWaiting.map((student) => [student.id, student.daysWaiting])).toEqual(
        report.items.map((student) => [student.id, student.daysWaiting]),
      );
    }
    const everyone = await figuresOf(actors.SUPER_ADMIN);
    expect(everyone.longestWaiting.map((student) => student.fullName)).toEqual(
      ['Beto', 'Carla', 'Dario', 'Elena', 'Fabio'].map((name) => `${name} Espera`),
    );
    expect(everyone.longestWaiting[0]!.daysWaiting).toBe(19);
    const scoped = await figuresOf(actors.ADMIN);
    expect(scoped.longestWaiting.map((student) => student.village.name)).toEqual(
      Array(4).fill('Vereda Adentro'),
    );
    expect((await figuresOf(actors.OUTSIDER)).longestWaiting).toEqual([]);
  });

  it('counts sponsors new this year, lapsed and with unconfirmed parents as their lists do', async () => {
    for (const actor of coordinators) {
      const { sponsors, actions } = await figuresOf(actor);
      const sponsorsTotal = (query: Record<string, string>) =>
        totalOf(actor, SPONSOR_ENDPOINTS.list.path, query);
      expect(await sponsorsTotal({ joined: 'thisYear' })).toBe(sponsors.newThisYear);
      expect(await sponsorsTotal({ parents: 'unconfirmed' })).toBe(
        actions.unconfirmedParentContacts,
      );
      expect(await totalOf(actor, REPORT_ENDPOINTS.lapsedSponsors.path)).toBe(sponsors.lapsed);
    }
    const everyone = await figuresOf(actors.SUPER_ADMIN);
    expect(everyone.sponsors).toMatchObject({ newThisYear: 1, lapsed: 2 });
    expect(everyone.actions.unconfirmedParentContacts).toBe(1);
    const scoped = await figuresOf(actors.ADMIN);
    expect(scoped.sponsors).toMatchObject({ newThisYear: 1, lapsed: 1 });
    const outsider = await figuresOf(actors.OUTSIDER);
    expect(outsider.sponsors).toMatchObject({ newThisYear: 0, lapsed: 0 });
    expect(outsider.actions.unconfirmedParentContacts).toBe(0);
  });

  it('sums the money as the gifts list and the total report do, against the pages goal', async () => {
    for (const actor of coordinators) {
      const { money, year } = await figuresOf(actor);
      expect(money).not.toBeNull();
      const gifts = await totalOf(actor, DONATION_ENDPOINTS.list.path, {
        periodId: String(year!.id),
        status: 'confirmed',
      });
      expect(money!.thisYear.gifts).toBe(gifts);
    }
    const everyone = await figuresOf(actors.SUPER_ADMIN);
    const summary = await answerOf<{ total: { amountCents: number; count: number } }>(
      actors.SUPER_ADMIN,
      DONATION_ENDPOINTS.summary.path,
    );
    expect(everyone.money).toMatchObject({
      previousYear: { name: '2025-2026' },
      thisYear: { amountCents: summary.total.amountCents, gifts: summary.total.count },
      lastYear: { amountCents: 0, gifts: 0 },
    });
    expect(everyone.money!.thisYear.amountCents).toBe(2500);
    // One current sponsorship: one page with the goal.
    expect(everyone.money!.goalCents).toBeGreaterThan(0);
    expect((await figuresOf(actors.ADMIN)).money!.thisYear.amountCents).toBe(2500);
    expect((await figuresOf(actors.OUTSIDER)).money).toMatchObject({
      thisYear: { amountCents: 0, gifts: 0 },
      goalCents: 0,
    });
  });

  it('shows the upcoming events to the roles that open them and the curriculum to all', async () => {
    for (const actor of [actors.SUPER_ADMIN, actors.GLOBAL_ADMIN]) {
      const { events } = await figuresOf(actor);
      expect(events).toHaveLength(
        await totalOf(actor, EVENT_ENDPOINTS.list.path, { when: 'upcoming' }),
      );
    }
    for (const actor of coordinators) {
      const { leadership, actions } = await figuresOf(actor);
      const attendance = await answerOf<{
        perMeeting: Array<{ number: number; expected: number; byCode: number; byHand: number }>;
      }>(actor, LEADERSHIP_REPORT_ENDPOINTS.attendance.path, { pageSize: '1' });
      expect(leadership.meetings).toEqual(
        attendance.perMeeting.map((meeting) => ({
          number: meeting.number,
          kind: expect.any(String) as string,
          expected: meeting.expected,
          attended: meeting.byCode + meeting.byHand,
        })),
      );
      const completion = await answerOf<{
        total: number;
        totalKind: string;
        withDistinction: number;
      }>(actor, LEADERSHIP_REPORT_ENDPOINTS.completion.path, { pageSize: '1' });
      expect([leadership.sponsors, leadership.sponsorsKind, leadership.withDistinction]).toEqual([
        completion.total,
        completion.totalKind,
        completion.withDistinction,
      ]);
      const missing = await answerOf<{ items: unknown[] }>(
        actor,
        AGREEMENT_ENDPOINTS.missingTexts.path,
      );
      expect(actions.agreementsWithoutText).toBe(missing.items.length);
    }
    expect((await figuresOf(actors.ADMIN)).events).toBeNull();
    expect((await figuresOf(actors.SUPER_ADMIN)).leadership.meetings).toHaveLength(10);
  });

  it("refuses the sponsors list's new filters with a value they do not know", async () => {
    for (const query of ['joined=lastYear', 'parents=1', 'joined=', 'parents=UNCONFIRMED']) {
      const response = await actors.SUPER_ADMIN.request(
        'GET',
        `${SPONSOR_ENDPOINTS.list.path}?${query}`,
      );
      expect(response.statusCode, query).toBe(400);
    }
  });
});
