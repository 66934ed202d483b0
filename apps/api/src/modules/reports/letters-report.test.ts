// The letters report: per letter number and direction, the year's current sponsorships' letters
// sent (delivered), in review and late, in each coordinator's reach and for each filter; its late
// figures equal the dashboard's "Letters late" for every coordinator; who may not read it, bad
// input, paging and the exports.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DASHBOARD_ENDPOINTS,
  endpointPath,
  lettersReportPageSchema,
  REPORT_PATHS,
  SPONSORSHIP_ENDPOINTS,
  type CoordinatorDashboard,
  type LettersReportPage,
} from '@portal/shared';
import { ManualClock } from '../../../test/helpers/clock';
import { parseCsv, readXlsx } from '../../../test/helpers/export-files';
import { assignAdmin, createActors, createPlace, type Actor } from '../../../test/helpers/fixtures';
import { addSponsor, addStudent, openYear, pair } from '../../../test/helpers/pairings';
import { createTestContext, type TestContext } from '../../../test/helpers/test-app';
import { sponsorshipLetters } from '../../db/schema/index';

const clock = new ManualClock(new Date('2026-08-02T15:00:00Z'));
let ctx: TestContext;
type Name = 'SUPER_ADMIN' | 'GLOBAL_ADMIN' | 'ADMIN' | 'OUTSIDER' | 'SPONSOR' | 'STUDENT';
let actors: Record<Name, Actor>;
let periodId = 0;
const place = { villageIn: 0, villageOut: 0, schoolIn: 0, schoolOut: 0 };

async function lettersReport(actor: Actor, query = ''): Promise<LettersReportPage> {
  const response = await actor.request('GET', `${REPORT_PATHS.lettersReport}?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return lettersReportPageSchema.parse(response.json());
}

/** Letter, writer, sent, in review, late: the rows with a letter sent or late. */
const counted = (page: LettersReportPage) =>
  page.items
    .filter((row) => row.sent + row.inReview + row.late > 0)
    .map((row) => [row.number, row.writer, row.sent, row.inReview, row.late]);

async function dashboardLetters(actor: Actor): Promise<CoordinatorDashboard['letters']> {
  const response = await actor.request('GET', DASHBOARD_ENDPOINTS.get.path);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<CoordinatorDashboard>().letters;
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
  place.villageIn = await createPlace(db, 'village', { name: 'Vereda Adentro' });
  place.villageOut = await createPlace(db, 'village', { name: 'Vereda Afuera' });
  place.schoolIn = await createPlace(db, 'school', { name: 'Colegio Adentro' });
  place.schoolOut = await createPlace(db, 'school', { name: 'Colegio Afuera' });
  actors = await createActors(ctx, {
    SUPER_ADMIN: 'SUPER_ADMIN',
    GLOBAL_ADMIN: 'GLOBAL_ADMIN',
    ADMIN: 'ADMIN',
    OUTSIDER: 'ADMIN',
    SPONSOR: 'SPONSOR',
    STUDENT: 'STUDENT',
  });
  await assignAdmin(db, actors.ADMIN.id, {
    villageIds: [place.villageIn],
    schoolIds: [place.schoolIn],
  });
  const boss = actors.SUPER_ADMIN;
  periodId = await openYear(boss);
  const student = (name: string, villageId: number) =>
    addStudent(ctx, villageId, { firstName: name, lastName: 'Tester' });
  const sponsor = (name: string, schoolId: number) =>
    addSponsor(ctx, schoolId, { firstName: name, lastName: 'Tester' });
  const [ana, beto, carla, dora, elsa] = [
    await student('Ana', place.villageIn),
    await student('Beto', place.villageIn),
    await student('Carla', place.villageOut),
    await student('Dora', place.villageOut),
    await student('Elsa', place.villageIn),
  ];
  const [jorge, karen, luis, marta, nico] = [
    await sponsor('Jorge', place.schoolIn),
    await sponsor('Karen', place.schoolOut),
    await sponsor('Luis', place.schoolIn),
    await sponsor('Marta', place.schoolOut),
    await sponsor('Nico', place.schoolOut),
  ];
  // In the admin's reach: inside both ways, a student inside, a sponsor inside; then one
  // outside both ways, and one that ended (its letters no longer count).
  const both = await pair(boss, jorge, ana);
  const studentIn = await pair(boss, karen, beto);
  const sponsorIn = await pair(boss, luis, carla);
  const outside = await pair(boss, marta, dora);
  const ended = await pair(boss, nico, elsa);
  const sides = new Map([
    [both, { sponsorId: jorge, studentId: ana }],
    [studentIn, { sponsorId: karen, studentId: beto }],
    [sponsorIn, { sponsorId: luis, studentId: carla }],
    [outside, { sponsorId: marta, studentId: dora }],
    [ended, { sponsorId: nico, studentId: elsa }],
  ]);
  const sentAt = clock.now();
  const letter = (
    sponsorshipId: number,
    number: number,
    writer: 'sponsor' | 'student',
    status: 'draft' | 'in_review' | 'returned' | 'delivered',
  ) => ({
    sponsorshipId,
    periodId,
    ...sides.get(sponsorshipId)!,
    number,
    writer,
    status,
    originalLanguage: 'en-US',
    sentAt: status === 'draft' ? null : sentAt,
    deliveredAt: status === 'delivered' ? sentAt : null,
  });
  await db
    .insert(sponsorshipLetters)
    .values([
      letter(both, 1, 'sponsor', 'delivered'),
      letter(both, 1, 'student', 'in_review'),
      letter(studentIn, 1, 'sponsor', 'in_review'),
      letter(sponsorIn, 2, 'sponsor', 'delivered'),
      letter(outside, 1, 'sponsor', 'delivered'),
      letter(outside, 2, 'sponsor', 'draft'),
      letter(outside, 2, 'student', 'returned'),
      letter(ended, 1, 'sponsor', 'delivered'),
    ]);
  const ending = await boss.request(
    'DELETE',
    endpointPath(SPONSORSHIP_ENDPOINTS.end, { id: ended }),
  );
  expect(ending.statusCode, ending.body).toBe(200);
});

afterAll(() => ctx.close());

describe('the letters report', () => {
  it('counts the letters sent and in review per letter and direction, with totals', async () => {
    const report = await lettersReport(actors.SUPER_ADMIN);
    expect(report.year).toEqual({ id: periodId, name: '2026-2027' });
    // Four dated letters, each from the sponsor and answered by the student.
    expect(report.items.map((row) => [row.number, row.writer])).toEqual([
      [1, 'sponsor'],
      [1, 'student'],
      [2, 'sponsor'],
      [2, 'student'],
      [3, 'sponsor'],
      [3, 'student'],
      [4, 'sponsor'],
      [4, 'student'],
    ]);
    expect(report.total).toBe(8);
    expect(report.items.every((row) => row.title !== '' && row.dueDate !== null)).toBe(true);
    // Nothing is late before the first letter's date.
    expect(counted(report)).toEqual([
      [1, 'sponsor', 2, 1, 0],
      [1, 'student', 0, 1, 0],
      [2, 'sponsor', 1, 0, 0],
    ]);
    expect(report.totals).toEqual({ sent: 3, inReview: 2, late: 0, due: 0 });
    // Sent this month: four sponsors' letters and one answer (not the returned one, nor the
    // ended sponsorship's).
    expect(report.perMonth).toEqual([{ month: '2026-08', sponsor: 4, student: 1 }]);
    expect(await lettersReport(actors.GLOBAL_ADMIN)).toEqual(report);
  });

  it("shows an admin the letters of their students' villages and sponsors' schools", async () => {
    const scoped = await lettersReport(actors.ADMIN);
    expect(counted(scoped)).toEqual([
      [1, 'sponsor', 1, 1, 0],
      [1, 'student', 0, 1, 0],
      [2, 'sponsor', 1, 0, 0],
    ]);
    const outsider = await lettersReport(actors.OUTSIDER);
    expect(outsider.items).toHaveLength(8);
    expect(outsider.totals).toEqual({ sent: 0, inReview: 0, late: 0, due: 0 });
    for (const query of [`villageId=${place.villageOut}`, `schoolId=${place.schoolOut}`]) {
      const refused = await actors.ADMIN.request('GET', `${REPORT_PATHS.lettersReport}?${query}`);
      expect(refused.statusCode, query).toBe(404);
    }
  });

  it("narrows to the students' village, the sponsors' school, a direction and a title", async () => {
    const village = await lettersReport(actors.SUPER_ADMIN, `villageId=${place.villageIn}`);
    expect(counted(village)).toEqual([
      [1, 'sponsor', 1, 1, 0],
      [1, 'student', 0, 1, 0],
    ]);
    const school = await lettersReport(actors.SUPER_ADMIN, `schoolId=${place.schoolOut}`);
    expect(counted(school)).toEqual([[1, 'sponsor', 1, 1, 0]]);
    const both = await lettersReport(
      actors.SUPER_ADMIN,
      `villageId=${place.villageOut}&schoolId=${place.schoolIn}`,
    );
    expect(counted(both)).toEqual([[2, 'sponsor', 1, 0, 0]]);
    const answers = await lettersReport(actors.SUPER_ADMIN, 'writer=student');
    expect(answers.items.map((row) => row.writer)).toEqual(Array(4).fill('student'));
    expect(answers.totals).toEqual({ sent: 0, inReview: 1, late: 0, due: 0 });
    const title = answers.items[2]!.title;
    const found = await lettersReport(
      actors.SUPER_ADMIN,
      `q=${encodeURIComponent(title.toUpperCase())}`,
    );
    expect(found.items.every((row) => row.title === title)).toBe(true);
    expect(found.items.length).toBeGreaterThan(0);
  });

  it('pages on the server, in either order', async () => {
    const second = await lettersReport(actors.SUPER_ADMIN, 'pageSize=3&page=2');
    expect(second.items.map((row) => [row.number, row.writer])).toEqual([
      [2, 'student'],
      [3, 'sponsor'],
      [3, 'student'],
    ]);
    expect(second).toMatchObject({ total: 8, page: 2, pageSize: 3 });
    expect(second.totals).toEqual({ sent: 3, inReview: 2, late: 0, due: 0 });
    const last = await lettersReport(actors.SUPER_ADMIN, 'pageSize=3&cursor=end');
    expect(last.page).toBe(3);
    expect(last.items).toHaveLength(2);
    const desc = await lettersReport(actors.SUPER_ADMIN, 'order=desc&pageSize=2');
    expect(desc.items.map((row) => [row.number, row.writer])).toEqual([
      [4, 'student'],
      [4, 'sponsor'],
    ]);
  });

  it('refuses participants and strangers, and answers bad input with 400 or 404', async () => {
    for (const actor of [actors.SPONSOR, actors.STUDENT]) {
      const refused = await actor.request('GET', REPORT_PATHS.lettersReport);
      expect(refused.statusCode).toBe(403);
      const file = await actor.request('GET', REPORT_PATHS.lettersReportExport);
      expect(file.statusCode).toBe(403);
    }
    const anonymous = await ctx.app.inject({ method: 'GET', url: REPORT_PATHS.lettersReport });
    expect(anonymous.statusCode).toBe(401);
    for (const query of ['writer=nobody', 'periodId=abc', 'schoolId=-1', 'pageSize=0', 'sort=x']) {
      const bad = await actors.SUPER_ADMIN.request('GET', `${REPORT_PATHS.lettersReport}?${query}`);
      expect(bad.statusCode, query).toBe(400);
    }
    const badFormat = await actors.SUPER_ADMIN.request(
      'GET',
      `${REPORT_PATHS.lettersReportExport}?format=pdf`,
    );
    expect(badFormat.statusCode).toBe(400);
    for (const query of ['periodId=999999', 'villageId=999999', 'schoolId=999999']) {
      const unknown = await actors.SUPER_ADMIN.request(
        'GET',
        `${REPORT_PATHS.lettersReport}?${query}`,
      );
      expect(unknown.statusCode, query).toBe(404);
    }
  });

  it('exports the filtered rows as CSV and Excel, in the reader language', async () => {
    const csv = await actors.ADMIN.request(
      'GET',
      `${REPORT_PATHS.lettersReportExport}?format=csv&writer=sponsor`,
    );
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-disposition']).toContain('letters-report-2026-08-02.csv');
    const rows = parseCsv(csv.body);
    expect(rows[0]).toEqual([
      'Year',
      'Letter',
      'Direction',
      'Title',
      'Due date',
      'Sent',
      'In review',
      'Late',
      'Due soon',
    ]);
    expect(rows).toHaveLength(5);
    expect(rows[1]).toEqual([
      '2026-2027',
      '1',
      'Sponsor to student',
      expect.any(String),
      expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      '1',
      '1',
      '0',
      '0',
    ]);
    const xlsx = await actors.SUPER_ADMIN.request(
      'GET',
      `${REPORT_PATHS.lettersReportExport}?format=xlsx&villageId=${place.villageIn}`,
      undefined,
      { 'accept-language': 'es-CO' },
    );
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-disposition']).toContain('informe-cartas-2026-08-02.xlsx');
    const sheet = await readXlsx(xlsx.rawPayload);
    expect(sheet[0]).toEqual([
      'Año',
      'Carta',
      'Dirección',
      'Título',
      'Fecha límite',
      'Enviadas',
      'En revisión',
      'Atrasadas',
      'Por vencer',
    ]);
    expect(sheet).toHaveLength(9);
    expect(sheet[2]?.slice(0, 3)).toEqual(['2026-2027', 1, 'Estudiante a padrino o madrina']);
    expect(sheet[2]?.slice(5)).toEqual([0, 1, 0, 0]);
  });
});

// Last: they move the clock into the year and past it, which ends the sessions signed in before.
describe('the letters due soon', () => {
  it("are the letters not sent falling due within 30 days, as the dashboard's", async () => {
    const before = await lettersReport(actors.SUPER_ADMIN);
    const firstDue = before.items[0]!.dueDate!;
    // Ten days before letter 1's date (every sponsorship began more than 30 days before it).
    clock.advance(Date.parse(`${firstDue}T12:00:00Z`) - 10 * 86_400_000 - clock.now().getTime());
    for (const name of ['SUPER_ADMIN', 'ADMIN', 'OUTSIDER'] as const) {
      const actor = await signedInAgain(actors[name]);
      const report = await lettersReport(actor, `periodId=${periodId}`);
      const figures = await dashboardLetters(actor);
      expect(report.totals.due, name).toBe(figures.due);
      expect(report.totals.late, name).toBe(figures.late);
    }
    const report = await lettersReport(await signedInAgain(actors.SUPER_ADMIN));
    // Of the four current sponsorships, only Luis has not sent letter 1 (the others delivered
    // it or wait in review); the answers fall due later than 30 days from now.
    expect(
      report.items.filter((row) => row.due > 0).map((row) => [row.number, row.writer, row.due]),
    ).toEqual([[1, 'sponsor', 1]]);
    expect(report.totals.late).toBe(0);
  });
});

describe('the letters late', () => {
  it("equal the dashboard's letters late for every coordinator, with every row accounted", async () => {
    clock.advance(500 * 24 * 60 * 60 * 1000);
    const reach: Array<[Name, number]> = [
      ['SUPER_ADMIN', 4],
      ['GLOBAL_ADMIN', 4],
      ['ADMIN', 3],
      ['OUTSIDER', 0],
    ];
    for (const [name, sponsorships] of reach) {
      const actor = await signedInAgain(actors[name]);
      const report = await lettersReport(actor, `periodId=${periodId}`);
      const figures = await dashboardLetters(actor);
      expect(report.totals.late, name).toBe(figures.late);
      expect(report.totals.due, name).toBe(figures.due);
      expect(report.perMonth, name).toEqual(figures.perMonth);
      // Past every date, each of the reach's sponsorships has each letter sent, waiting or late.
      for (const row of report.items)
        expect(row.sent + row.inReview + row.late, `${name} ${row.number} ${row.writer}`).toBe(
          sponsorships,
        );
    }
    const admin = await signedInAgain(actors.ADMIN);
    const village = await lettersReport(admin, `villageId=${place.villageIn}`);
    expect(village.totals.late).toBe(8 * 2 - 3);
  });
});
