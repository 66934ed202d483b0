// GET /edrocks/api/dashboard: each role's figures, and every coordinator figure equal to the
// total of the list it links to, for every role and scope, after pairings, endings, moves and
// status changes; the counters the figures sum equal a fresh count of the rows.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DASHBOARD_ENDPOINTS,
  endpointPath,
  LETTER_ENDPOINTS,
  REPORT_ENDPOINTS,
  SPONSOR_ENDPOINTS,
  SPONSORSHIP_ENDPOINTS,
  STUDENT_ENDPOINTS,
  type CoordinatorDashboard,
  type Dashboard,
  type ParticipantDashboard,
} from '@portal/shared';
import { ManualClock } from '../../../test/helpers/clock';
import { assignAdmin, createActors, createPlace, type Actor } from '../../../test/helpers/fixtures';
import { recordGuardianAuthorisation } from '../../../test/helpers/guardian';
import { addSponsor, addStudent, openYear, pair } from '../../../test/helpers/pairings';
import { createTestContext, queryRows, type TestContext } from '../../../test/helpers/test-app';

let ctx: TestContext;
const clock = new ManualClock(new Date('2026-08-02T15:00:00Z'));
let actors: Record<
  'SUPER_ADMIN' | 'GLOBAL_ADMIN' | 'ADMIN' | 'OUTSIDER' | 'SPONSOR' | 'STUDENT',
  Actor
>;
let periodId = 0;
let currentSponsorships = 0;

async function dashboardOf(actor: Actor): Promise<Dashboard> {
  const response = await actor.request('GET', DASHBOARD_ENDPOINTS.get.path);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Dashboard>();
}

async function coordinatorDashboardOf(actor: Actor): Promise<CoordinatorDashboard> {
  const dashboard = await dashboardOf(actor);
  if (dashboard.view !== 'coordinator')
    throw new Error(`not a coordinator view: ${dashboard.view}`);
  return dashboard;
}

async function totalOf(actor: Actor, path: string, query: Record<string, string>) {
  const search = new URLSearchParams({ ...query, pageSize: '1' });
  const response = await actor.request('GET', `${path}?${search.toString()}`);
  expect(response.statusCode, response.body).toBe(200);
  const page = response.json<{ total: number; totalKind: string }>();
  expect(page.totalKind).toBe('exact');
  return page.total;
}

/** The actor signed in anew (after the clock moved past their session). */
async function signedInAgain(actor: Actor): Promise<Actor> {
  const session = await ctx.login(actor.email);
  return {
    ...actor,
    session,
    token: session.access,
    request: (method, url, payload, headers = {}) =>
      ctx.app.inject({
        method,
        url,
        headers: { authorization: `Bearer ${session.access}`, ...headers },
        ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
      }),
  };
}

beforeAll(async () => {
  ctx = await createTestContext({ clock });
  const db = ctx.database.db;
  const [villageIn, villageOut] = [
    await createPlace(db, 'village', { name: 'Vereda Adentro' }),
    await createPlace(db, 'village', { name: 'Vereda Afuera' }),
  ];
  const [schoolIn, schoolOut] = [
    await createPlace(db, 'school', { name: 'Colegio Adentro' }),
    await createPlace(db, 'school', { name: 'Colegio Afuera' }),
  ];
  actors = await createActors(ctx, {
    SUPER_ADMIN: 'SUPER_ADMIN',
    GLOBAL_ADMIN: 'GLOBAL_ADMIN',
    ADMIN: 'ADMIN',
    OUTSIDER: 'ADMIN',
    SPONSOR: 'SPONSOR',
    STUDENT: 'STUDENT',
  });
  await assignAdmin(db, actors.ADMIN.id, { villageIds: [villageIn], schoolIds: [schoolIn] });
  const boss = actors.SUPER_ADMIN;
  periodId = await openYear(boss);

  const studentsIn = [];
  for (const name of ['Ana', 'Beto', 'Carla', 'Dario', 'Elena'])
    studentsIn.push(await addStudent(ctx, villageIn, { firstName: name, lastName: 'Adentro' }));
  const studentsOut = [];
  for (const name of ['Fabio', 'Gina', 'Hugo'])
    studentsOut.push(await addStudent(ctx, villageOut, { firstName: name, lastName: 'Afuera' }));
  const ownStudent = await addStudent(
    ctx,
    villageIn,
    { firstName: 'Iris', lastName: 'Propia' },
    actors.STUDENT,
  );
  const sponsorsIn = [];
  for (const name of ['Jorge', 'Karen', 'Luis'])
    sponsorsIn.push(await addSponsor(ctx, schoolIn, { firstName: name, lastName: 'Adentro' }));
  const sponsorsOut = [];
  for (const name of ['Marta', 'Nico'])
    sponsorsOut.push(await addSponsor(ctx, schoolOut, { firstName: name, lastName: 'Afuera' }));
  const ownSponsor = await addSponsor(
    ctx,
    schoolOut,
    { firstName: 'Olga', lastName: 'Propia' },
    actors.SPONSOR,
  );

  // Ana: 3 sponsors; Beto: 2; Carla: 1 (after one of two ended); Fabio (outside) 1, then moved in.
  const [ana, beto, carla, dario] = studentsIn as [number, number, number, number];
  const [fabio, gina] = studentsOut as [number, number];
  const [jorge, karen, luis] = sponsorsIn as [number, number, number];
  const [marta, nico] = sponsorsOut as [number, number];
  // The guardian's authorisation on file: Ana; Fabio, before he moves in; Gina, before she stops.
  for (const student of [ana, fabio, gina])
    await recordGuardianAuthorisation(ctx.database, student);
  for (const sponsor of [jorge, karen, luis]) await pair(boss, sponsor, ana);
  await pair(boss, jorge, beto);
  await pair(boss, marta, beto);
  await pair(boss, karen, carla);
  const ended = await pair(boss, nico, carla);
  const ending = await boss.request(
    'DELETE',
    endpointPath(SPONSORSHIP_ENDPOINTS.end, { id: ended }),
  );
  expect(ending.statusCode, ending.body).toBe(200);
  await pair(boss, marta, fabio);
  await pair(boss, nico, gina);
  await pair(boss, ownSponsor, ownStudent);
  currentSponsorships = 9;
  // A sponsored student moves into the admin's village, another becomes inactive, a sponsor
  // is deactivated, an unsponsored one is inactive: the figures follow each.
  await queryRows(
    ctx.database,
    sql`update students set village_id = ${villageIn} where id = ${fabio}`,
  );
  await queryRows(ctx.database, sql`update students set status = 'inactive' where id = ${gina}`);
  await queryRows(ctx.database, sql`update students set status = 'inactive' where id = ${dario}`);
  const deactivated = await boss.request(
    'POST',
    endpointPath(SPONSOR_ENDPOINTS.deactivate, { id: luis }),
  );
  expect(deactivated.statusCode, deactivated.body).toBe(200);
});
afterAll(() => ctx.close());

describe('the coordinators dashboard', () => {
  it('counts the programme for super and global admins and an admin their places', async () => {
    const everyone = await coordinatorDashboardOf(actors.SUPER_ADMIN);
    expect(everyone.year).toEqual({ id: periodId, name: '2026-2027' });
    // Ana 3, Beto 2, Carla 1, Fabio 1, Gina 1 (inactive, still shown), Iris 1.
    expect(everyone.students).toEqual({
      total: 9,
      sponsored: 6,
      // Elena and Hugo: active without a sponsor (Dario is inactive).
      waiting: 2,
      bySponsors: { one: 4, two: 1, three: 1 },
      // Active: Ana, Beto, Carla, Elena, Fabio, Hugo, Iris; Ana's and Fabio's are on file.
      guardianMissing: 5,
    });
    // Jorge, Karen, Marta, Nico, Olga (Luis deactivated).
    expect(everyone.sponsors.active).toBe(5);
    expect(await coordinatorDashboardOf(actors.GLOBAL_ADMIN)).toEqual(everyone);

    const scoped = await coordinatorDashboardOf(actors.ADMIN);
    // The admin's village: Ana, Beto, Carla, Dario, Elena, Iris, and Fabio who moved in.
    expect(scoped.students).toEqual({
      total: 7,
      sponsored: 5,
      waiting: 1,
      bySponsors: { one: 3, two: 1, three: 1 },
      guardianMissing: 4,
    });
    expect(scoped.sponsors.active).toBe(2);
    const outsider = await coordinatorDashboardOf(actors.OUTSIDER);
    expect(outsider.students).toEqual({
      total: 0,
      sponsored: 0,
      waiting: 0,
      bySponsors: { one: 0, two: 0, three: 0 },
      guardianMissing: 0,
    });
    expect(outsider.sponsors.active).toBe(0);
  });

  it('shows each figure as the total of the list it links to, for every coordinator', async () => {
    for (const actor of [actors.SUPER_ADMIN, actors.GLOBAL_ADMIN, actors.ADMIN, actors.OUTSIDER]) {
      const { students, sponsors, letters } = await coordinatorDashboardOf(actor);
      const studentsTotal = (query: Record<string, string>) =>
        totalOf(actor, STUDENT_ENDPOINTS.list.path, query);
      expect(await studentsTotal({})).toBe(students.total);
      expect(await studentsTotal({ sponsors: 'any' })).toBe(students.sponsored);
      expect(await studentsTotal({ status: 'active', sponsors: 'none' })).toBe(students.waiting);
      expect(await studentsTotal({ sponsors: '1' })).toBe(students.bySponsors.one);
      expect(await studentsTotal({ sponsors: '2' })).toBe(students.bySponsors.two);
      expect(await studentsTotal({ sponsors: '3' })).toBe(students.bySponsors.three);
      expect(await studentsTotal({ status: 'active', guardian: 'missing' })).toBe(
        students.guardianMissing,
      );
      expect(await totalOf(actor, SPONSOR_ENDPOINTS.list.path, { active: 'true' })).toBe(
        sponsors.active,
      );
      expect(await totalOf(actor, LETTER_ENDPOINTS.reviewQueue.path, {})).toBe(letters.inReview);
      expect(await totalOf(actor, REPORT_ENDPOINTS.waitingStudents.path, {})).toBe(
        students.waiting,
      );
    }
  });

  it('keeps its counters exact under parallel pairings of one student and of its neighbours', async () => {
    const boss = actors.SUPER_ADMIN;
    const [village] = await queryRows<{ id: number }>(
      ctx.database,
      sql`select id from villages where name = 'Vereda Adentro'`,
    );
    const [school] = await queryRows<{ id: number }>(
      ctx.database,
      sql`select id from schools where name = 'Colegio Adentro'`,
    );
    const crowded = await addStudent(ctx, village!.id, { firstName: 'Paula', lastName: 'Muchos' });
    const neighbours = [
      await addStudent(ctx, village!.id, { firstName: 'Quique', lastName: 'Vecino' }),
      await addStudent(ctx, village!.id, { firstName: 'Rosa', lastName: 'Vecina' }),
    ];
    const sponsors: number[] = [];
    for (const name of ['Sara', 'Tomas', 'Ursula', 'Victor', 'Wilma'])
      sponsors.push(await addSponsor(ctx, school!.id, { firstName: name, lastName: 'Paralelo' }));
    const answers = await Promise.all([
      ...sponsors.map((sponsorId) =>
        boss.request('POST', SPONSORSHIP_ENDPOINTS.create.path, { sponsorId, studentId: crowded }),
      ),
      ...neighbours.map((studentId, index) =>
        boss.request('POST', SPONSORSHIP_ENDPOINTS.create.path, {
          sponsorId: sponsors[index]!,
          studentId,
        }),
      ),
    ]);
    const made = answers.filter((answer) => answer.statusCode === 201).length;
    // At most 3 for the crowded student, and both neighbours.
    expect(made).toBe(5);
    currentSponsorships += made;
    const figures = await coordinatorDashboardOf(actors.SUPER_ADMIN);
    expect(await totalOf(actors.SUPER_ADMIN, STUDENT_ENDPOINTS.list.path, { sponsors: '3' })).toBe(
      figures.students.bySponsors.three,
    );
    expect(figures.students.bySponsors.three).toBe(2);
  });

  it('keeps counters that equal a fresh count of the sponsorships', async () => {
    const kept = await queryRows<{ key: string; students: number }>(
      ctx.database,
      sql`select concat_ws('/', period_id, village_id, school_id, status, sponsors) as key,
        students::int as students from sponsored_student_counts where students <> 0 order by 1`,
    );
    const fresh = await queryRows<{ key: string; students: number }>(
      ctx.database,
      sql`select concat_ws('/', s.period_id, st.village_id, coalesce(st.school_id, 0), st.status, s.n) as key,
        count(*)::int as students
        from (select period_id, student_id, count(*) as n from sponsorships where ended_at is null group by 1, 2) s
        join students st on st.id = s.student_id group by 1 order by 1`,
    );
    expect(kept).toEqual(fresh);
  });
});

describe('a participant dashboard', () => {
  it('gives a sponsor and a student their own year only', async () => {
    const sponsor = (await dashboardOf(actors.SPONSOR)) as ParticipantDashboard;
    expect(sponsor.view).toBe('sponsor');
    expect(sponsor.partners).toBe(1);
    expect(sponsor).not.toHaveProperty('students');
    const student = (await dashboardOf(actors.STUDENT)) as ParticipantDashboard;
    expect(student.view).toBe('student');
    expect(student.partners).toBe(1);
    expect(student.year?.id).toBe(periodId);
  });

  it("gives each partner's letters both ways and the next one, and a sponsor's meetings, assessments and pages", async () => {
    const [own] = await queryRows<{
      id: number;
      sponsorId: number;
      studentId: number;
      schoolId: number;
    }>(
      ctx.database,
      sql`select s.id, s.sponsor_id as "sponsorId", s.student_id as "studentId", sp.school_id as "schoolId"
        from sponsorships s join sponsors sp on sp.id = s.sponsor_id
        where sp.first_name = 'Olga' and s.ended_at is null`,
    );
    const [letter] = await queryRows<{ id: number }>(
      ctx.database,
      sql`insert into sponsorship_letters (sponsorship_id, period_id, sponsor_id, student_id, number,
          writer, status, original_language, sent_at, delivered_at)
        values (${own!.id}, ${periodId}, ${own!.sponsorId}, ${own!.studentId}, 1, 'sponsor',
          'delivered', 'en-US', now(), now()) returning id`,
    );
    await queryRows(
      ctx.database,
      sql`insert into meetings (period_id, school_id, number, starts_at, place, code) values
        (${periodId}, ${own!.schoolId}, 1, '2026-08-01T14:00:00Z', 'Aula 1', 'ABCDE2'),
        (${periodId}, ${own!.schoolId}, 2, '2026-09-10T14:00:00Z', 'Aula 2', 'ABCDE3'),
        (${periodId}, ${own!.schoolId}, 3, '2026-10-10T14:00:00Z', 'Aula 3', 'ABCDE4')`,
    );
    try {
      const sponsor = (await dashboardOf(actors.SPONSOR)) as ParticipantDashboard;
      expect(sponsor.partnerLetters).toEqual([
        {
          sponsorshipId: own!.id,
          name: 'Iris',
          received: 0,
          sent: 1,
          next: { number: 2, dueDate: expect.any(String), isLate: false },
        },
      ]);
      expect(sponsor.meetings).toEqual({
        next: { id: expect.any(Number), startsAt: '2026-09-10T14:00:00.000Z', place: 'Aula 2' },
        attended: 0,
        held: 1,
      });
      expect(sponsor.assessments).toEqual({ submitted: 0, total: 5 });
      expect(sponsor.donationPages).toEqual({
        currency: expect.stringMatching(/^[A-Z]{3}$/),
        pages: [{ studentFirstName: 'Iris', raisedCents: 0, goalCents: 36_500 }],
      });
      const [sent] = await queryRows<{ sentAt: string }>(
        ctx.database,
        sql`select sent_at as "sentAt" from sponsorship_letters where id = ${letter!.id}`,
      );
      expect(sponsor.myStudents).toEqual([
        {
          sponsorshipId: own!.id,
          studentId: own!.studentId,
          firstName: 'Iris',
          photoUrl: null,
          age: expect.any(Number),
          village: expect.any(String),
          received: 0,
          sent: 1,
          lastSentAt: new Date(sent!.sentAt).toISOString(),
          next: { number: 2, dueDate: expect.any(String), isLate: false },
          donationPage: {
            raisedCents: 0,
            goalCents: 36_500,
            url: expect.stringMatching(/^https?:\/\/[^/]+\/donations\/mypage\/[\w-]+\/[\w-]+$/),
          },
        },
      ]);
      // Only what a sponsor may see of the child: no last name, birth date or contact data.
      expect(Object.keys(sponsor.myStudents[0]!)).not.toContain('lastName');
      expect(JSON.stringify(sponsor.myStudents)).not.toMatch(/birth/i);
      const student = (await dashboardOf(actors.STUDENT)) as ParticipantDashboard;
      expect(student.myStudents).toEqual([]);
      expect(student.partnerLetters).toEqual([
        {
          sponsorshipId: own!.id,
          name: 'Olga',
          received: 1,
          sent: 0,
          next: { number: 1, dueDate: expect.any(String), isLate: false },
        },
      ]);
      expect(student).toMatchObject({ meetings: null, assessments: null, donationPages: null });
    } finally {
      // The letters late figures below count every letter of the year as unsent.
      await queryRows(ctx.database, sql`delete from sponsorship_letters where id = ${letter!.id}`);
    }
  });

  it('refuses a caller who is not signed in', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: DASHBOARD_ENDPOINTS.get.path });
    expect(response.statusCode).toBe(401);
    expect(response.json<{ code: string }>().code).toBe('UNAUTHENTICATED');
  });
});

// Last: it moves the clock past the year, which ends the sessions signed in before.
describe('the letters figures', () => {
  it('counts letters late once their dates passed, both ways, in the available year', async () => {
    const before = await coordinatorDashboardOf(actors.SUPER_ADMIN);
    expect(before.letters.late).toBe(0);
    const yearLetters = await actors.SUPER_ADMIN.request(
      'GET',
      endpointPath(LETTER_ENDPOINTS.getYearLetters, { id: periodId }),
    );
    expect(yearLetters.statusCode, yearLetters.body).toBe(200);
    const dates = yearLetters
      .json<{ letters: Array<{ dueDate: string | null; answerDueDate: string | null }> }>()
      .letters.reduce(
        (sum, letter) =>
          sum + Number(letter.dueDate !== null) + Number(letter.answerDueDate !== null),
        0,
      );
    clock.advance(500 * 24 * 60 * 60 * 1000);
    const after = await coordinatorDashboardOf(await signedInAgain(actors.SUPER_ADMIN));
    expect(after.letters.late).toBe(dates * currentSponsorships);
    const scoped = await coordinatorDashboardOf(await signedInAgain(actors.ADMIN));
    expect(scoped.letters.late).toBeGreaterThan(0);
    expect(scoped.letters.late).toBeLessThan(after.letters.late);
  });
});
