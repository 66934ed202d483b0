// The catalogue's reports against a hand-made year: two villages and two schools, students
// sponsored, waiting since their registration, since the year's start and since their sponsor
// ended, an inactive student; admins of a village and of a school. Whole rows, the places per
// village, filters, sorting, paging, exports, who sees what, bad input.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PERIOD_PATHS,
  REPORT_PATHS,
  SPONSORSHIP_PATHS,
  sponsorshipReportPageSchema,
  waitingStudentsPageSchema,
  type SponsorshipReportPage,
  type WaitingStudentsPage,
} from '@portal/shared';
import { ManualClock } from '../../../test/helpers/clock';
import { parseCsv, readXlsx } from '../../../test/helpers/export-files';
import {
  assignAdmin,
  createActor,
  createPlace,
  referenceIds,
  type Actor,
} from '../../../test/helpers/fixtures';
import { createTestContext, uniqueEmail, type TestContext } from '../../../test/helpers/test-app';
import { sponsorships } from '../../db/schema/index';
import { insertSponsorIfFree } from '../sponsors/sponsors.service';
import { insertStudent } from '../students/students.service';

const NOW = new Date('2026-11-25T15:00:00.000Z');
const clock = new ManualClock(NOW);
let ctx: TestContext;
let periodId = 0;
const place = { roble: 0, pino: 0, north: 0, south: 0 };
const student = { ana: 0, bruno: 0, carla: 0, dario: 0, elena: 0, fabio: 0 };
const sponsor = { emily: 0, ben: 0, chloe: 0 };

type Name =
  'SUPER_ADMIN' | 'GLOBAL_ADMIN' | 'VILLAGE_ADMIN' | 'SCHOOL_ADMIN' | 'SPONSOR' | 'STUDENT';
let actors: Record<Name, Actor>;

async function sponsorshipReport(actor: Actor, query = ''): Promise<SponsorshipReportPage> {
  const response = await actor.request('GET', `${REPORT_PATHS.sponsorshipReport}?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return sponsorshipReportPageSchema.parse(response.json());
}

async function waitingReport(actor: Actor, query = ''): Promise<WaitingStudentsPage> {
  const response = await actor.request('GET', `${REPORT_PATHS.waitingStudentsReport}?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return waitingStudentsPageSchema.parse(response.json());
}

const names = (page: { items: Array<{ fullName?: string; student?: { fullName: string } }> }) =>
  page.items.map((item) => item.fullName ?? item.student?.fullName);

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
      email: uniqueEmail(firstName.toLowerCase()),
      phone: '',
      schoolId,
      birthdate: '1990-02-03',
      leadershipDistinction: false,
      active: true,
      userId: null,
    }))!;
  sponsor.emily = await addSponsor('Emily', 'Anderson', place.north);
  sponsor.ben = await addSponsor('Ben', 'Brown', place.north);
  sponsor.chloe = await addSponsor('Chloe', 'Clark', place.south);
  const { colombia } = await referenceIds(db);
  const addStudent = (
    firstName: string,
    lastName: string,
    villageId: number,
    schoolId: number | null,
    createdAt: string,
    status: 'active' | 'inactive' = 'active',
  ) =>
    insertStudent(
      db,
      {
        firstName,
        lastName,
        birthdate: '2015-03-04',
        gender: 'female',
        grade: '5-fifth',
        villageId,
        schoolId,
        countryId: colombia,
        externalId: null,
        leadershipDistinction: false,
        userId: null,
        status,
      },
      new Date(createdAt),
    );
  student.ana = await addStudent('Ana', 'Arias', place.roble, place.north, '2026-01-01T00:00:00Z');
  student.bruno = await addStudent('Bruno', 'Bernal', place.roble, null, '2026-01-02T00:00:00Z');
  student.carla = await addStudent(
    'Carla',
    'Cano',
    place.pino,
    place.south,
    '2026-01-03T00:00:00Z',
  );
  student.dario = await addStudent('Darío', 'Duarte', place.pino, null, '2026-01-04T00:00:00Z');
  student.elena = await addStudent('Elena', 'Encina', place.roble, null, '2026-10-01T00:00:00Z');
  student.fabio = await addStudent(
    'Fabio',
    'Forero',
    place.pino,
    null,
    '2026-01-05T00:00:00Z',
    'inactive',
  );

  const created = await actors.SUPER_ADMIN.request('POST', PERIOD_PATHS.periods, {
    name: '2026-2027',
    startDate: '2026-08-01',
    endDate: '2027-07-31',
  });
  periodId = created.json<{ id: number }>().id;
  const activated = await actors.SUPER_ADMIN.request(
    'POST',
    PERIOD_PATHS.periodActivate.replace(':id', String(periodId)),
  );
  expect(activated.statusCode, activated.body).toBe(200);
  // Paired now, then dated back (the clock stays put, so that the sessions do not expire).
  const pair = async (sponsorId: number, studentId: number, at: string) => {
    const paired = await actors.SUPER_ADMIN.request('POST', SPONSORSHIP_PATHS.sponsorships, {
      sponsorId,
      studentId,
    });
    expect(paired.statusCode, paired.body).toBe(201);
    const id = paired.json<{ id: number }>().id;
    await db
      .update(sponsorships)
      .set({ startedAt: new Date(at) })
      .where(eq(sponsorships.id, id));
    return id;
  };
  await pair(sponsor.emily, student.ana, '2026-08-10T12:00:00Z');
  await pair(sponsor.chloe, student.ana, '2026-08-11T12:00:00Z');
  await pair(sponsor.ben, student.carla, '2026-08-12T12:00:00Z');
  const ended = await pair(sponsor.emily, student.dario, '2026-09-01T12:00:00Z');
  const unpaired = await actors.SUPER_ADMIN.request(
    'DELETE',
    `${SPONSORSHIP_PATHS.sponsorship.replace(':id', String(ended))}?reason=unpaired`,
  );
  expect(unpaired.statusCode, unpaired.body).toBe(200);
  await db
    .update(sponsorships)
    .set({ endedAt: new Date('2026-11-20T15:00:00Z') })
    .where(eq(sponsorships.id, ended));
});

afterAll(async () => {
  await ctx.close();
});

describe('the sponsorship report', () => {
  it('lists the current sponsorships with their places, and the free places per village', async () => {
    const report = await sponsorshipReport(actors.SUPER_ADMIN, 'sort=startedAt');
    expect(report.year).toEqual({ id: periodId, name: '2026-2027' });
    expect(report.total).toBe(3);
    expect(report.items[0]).toEqual({
      id: expect.any(Number),
      student: { id: student.ana, fullName: 'Ana Arias' },
      village: { id: place.roble, name: 'Vereda El Roble' },
      studentSchool: { id: place.north, name: 'North High' },
      sponsor: { id: sponsor.emily, fullName: 'Emily Anderson' },
      sponsorSchool: { id: place.north, name: 'North High' },
      since: '2026-08-10T12:00:00.000Z',
    });
    expect(report.items.map((row) => `${row.student.fullName}/${row.sponsor.fullName}`)).toEqual([
      'Ana Arias/Emily Anderson',
      'Ana Arias/Chloe Clark',
      'Carla Cano/Ben Brown',
    ]);
    // El Roble: Ana, Bruno, Elena (9 places, Ana's 2 taken); El Pino: Carla, Darío (Fabio is
    // inactive; 6 places, Carla's 1 taken, Darío's ended).
    expect(report.places).toEqual({
      villages: [
        {
          village: { id: place.roble, name: 'Vereda El Roble' },
          students: 3,
          sponsorships: 2,
          freePlaces: 7,
        },
        {
          village: { id: place.pino, name: 'Vereda El Pino' },
          students: 2,
          sponsorships: 1,
          freePlaces: 5,
        },
      ],
      villageCount: 2,
      students: 5,
      sponsorships: 3,
      freePlaces: 12,
    });
  });

  it('sorts and pages on the server, and filters by village, school and name', async () => {
    const bySponsor = await sponsorshipReport(actors.GLOBAL_ADMIN, 'sort=sponsor&order=desc');
    expect(bySponsor.items.map((row) => row.sponsor.fullName)).toEqual([
      'Chloe Clark',
      'Ben Brown',
      'Emily Anderson',
    ]);
    const first = await sponsorshipReport(actors.SUPER_ADMIN, 'sort=startedAt&pageSize=2');
    expect(first.items).toHaveLength(2);
    expect(first.next).not.toBeNull();
    const second = await sponsorshipReport(
      actors.SUPER_ADMIN,
      `sort=startedAt&pageSize=2&page=2&cursor=${first.next}`,
    );
    expect(names(second)).toEqual(['Carla Cano']);
    const pino = await sponsorshipReport(actors.SUPER_ADMIN, `villageId=${place.pino}`);
    expect(names(pino)).toEqual(['Carla Cano']);
    expect(pino.places.students).toBe(2);
    const south = await sponsorshipReport(actors.SUPER_ADMIN, `schoolId=${place.south}`);
    expect(south.total).toBe(2);
    const search = await sponsorshipReport(actors.SUPER_ADMIN, 'q=chloe');
    expect(names(search)).toEqual(['Ana Arias']);
  });

  it('shows an admin their places only, and 404 for a filter outside them', async () => {
    const village = await sponsorshipReport(actors.VILLAGE_ADMIN, 'sort=startedAt');
    expect(names(village)).toEqual(['Ana Arias', 'Ana Arias']);
    expect(village.places.villageCount).toBe(1);
    expect(village.places.freePlaces).toBe(7);
    const school = await sponsorshipReport(actors.SCHOOL_ADMIN, 'sort=startedAt');
    expect(school.items.map((row) => row.sponsor.fullName)).toEqual(['Chloe Clark']);
    for (const query of [`villageId=${place.pino}`, `schoolId=${place.north}`, 'schoolId=999999']) {
      const refused = await actors.VILLAGE_ADMIN.request(
        'GET',
        `${REPORT_PATHS.sponsorshipReport}?${query}`,
      );
      expect(refused.statusCode, query).toBe(404);
    }
    const exported = await actors.VILLAGE_ADMIN.request(
      'GET',
      `${REPORT_PATHS.sponsorshipReportExport}?villageId=${place.pino}`,
    );
    expect(exported.statusCode).toBe(404);
  });

  it('exports every filtered row as CSV and Excel, in the language asked for', async () => {
    const csv = await actors.SUPER_ADMIN.request(
      'GET',
      `${REPORT_PATHS.sponsorshipReportExport}?format=csv&sort=startedAt&villageId=${place.roble}`,
    );
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-disposition']).toContain('sponsorship-report-2026-11-25.csv');
    const rows = parseCsv(csv.body);
    expect(rows[0]).toEqual([
      'Year',
      'Student',
      'Village',
      "Student's school",
      'Sponsor',
      "Sponsor's school",
      'Since',
    ]);
    expect(rows.slice(1).map((row) => row.slice(0, 6))).toEqual([
      ['2026-2027', 'Ana Arias', 'Vereda El Roble', 'North High', 'Emily Anderson', 'North High'],
      ['2026-2027', 'Ana Arias', 'Vereda El Roble', 'North High', 'Chloe Clark', 'South High'],
    ]);
    const xlsx = await actors.SUPER_ADMIN.request(
      'GET',
      `${REPORT_PATHS.sponsorshipReportExport}?format=xlsx`,
      undefined,
      { 'accept-language': 'es-CO' },
    );
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-disposition']).toContain('informe-apadrinamientos-2026-11-25');
    const sheet = await readXlsx(xlsx.rawPayload);
    expect(sheet[0]?.slice(0, 2)).toEqual(['Año', 'Estudiante']);
    expect(sheet).toHaveLength(4);
  });
});

describe('the students waiting report', () => {
  it('lists active students without a current sponsor, longest waiting first', async () => {
    const report = await waitingReport(actors.SUPER_ADMIN);
    expect(report.year).toEqual({ id: periodId, name: '2026-2027' });
    // Bruno: registered before the year, waits since 1 August; Elena: registered 1 October;
    // Darío: his sponsor ended on 20 November. Fabio is inactive; Ana and Carla are sponsored.
    expect(report.items).toEqual([
      {
        id: student.bruno,
        firstName: 'Bruno',
        lastName: 'Bernal',
        fullName: 'Bruno Bernal',
        grade: '5-fifth',
        village: { id: place.roble, name: 'Vereda El Roble' },
        school: null,
        waitingSince: '2026-08-01T00:00:00.000Z',
        daysWaiting: 116,
      },
      expect.objectContaining({
        fullName: 'Elena Encina',
        waitingSince: '2026-10-01T00:00:00.000Z',
        daysWaiting: 55,
      }),
      expect.objectContaining({
        fullName: 'Darío Duarte',
        waitingSince: '2026-11-20T15:00:00.000Z',
        daysWaiting: 5,
      }),
    ]);
    expect(report.total).toBe(3);
    const byName = await waitingReport(actors.GLOBAL_ADMIN, 'sort=student&order=desc');
    expect(names(byName)).toEqual(['Elena Encina', 'Darío Duarte', 'Bruno Bernal']);
    const latest = await waitingReport(actors.SUPER_ADMIN, 'order=desc&pageSize=1');
    expect(names(latest)).toEqual(['Darío Duarte']);
    const next = await waitingReport(
      actors.SUPER_ADMIN,
      `order=desc&pageSize=1&page=2&cursor=${latest.next}`,
    );
    expect(names(next)).toEqual(['Elena Encina']);
  });

  it('filters by days waiting, village, school and name', async () => {
    expect(names(await waitingReport(actors.SUPER_ADMIN, 'minDays=55'))).toEqual([
      'Bruno Bernal',
      'Elena Encina',
    ]);
    expect(names(await waitingReport(actors.SUPER_ADMIN, `villageId=${place.pino}`))).toEqual([
      'Darío Duarte',
    ]);
    expect((await waitingReport(actors.SUPER_ADMIN, `schoolId=${place.south}`)).total).toBe(0);
    expect(names(await waitingReport(actors.SUPER_ADMIN, 'q=elena'))).toEqual(['Elena Encina']);
  });

  it('shows an admin their places only, and 404 for a filter outside them', async () => {
    expect(names(await waitingReport(actors.VILLAGE_ADMIN))).toEqual([
      'Bruno Bernal',
      'Elena Encina',
    ]);
    expect((await waitingReport(actors.SCHOOL_ADMIN)).total).toBe(0);
    const refused = await actors.SCHOOL_ADMIN.request(
      'GET',
      `${REPORT_PATHS.waitingStudentsReport}?villageId=${place.roble}`,
    );
    expect(refused.statusCode).toBe(404);
  });

  it('exports every filtered student as CSV and Excel', async () => {
    const csv = await actors.SUPER_ADMIN.request(
      'GET',
      `${REPORT_PATHS.waitingStudentsReportExport}?format=csv`,
      undefined,
      { 'accept-language': 'es-CO' },
    );
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-disposition']).toContain('estudiantes-en-espera-2026-11-25.csv');
    const rows = parseCsv(csv.body);
    expect(rows[0]).toEqual([
      'Año',
      'Apellidos',
      'Nombres',
      'Grado',
      'Vereda',
      'Colegio',
      'En espera desde',
      'Días en espera',
    ]);
    expect(rows.slice(1).map((row) => [row[1], row[7]])).toEqual([
      ['Bernal', '116'],
      ['Encina', '55'],
      ['Duarte', '5'],
    ]);
    const xlsx = await actors.VILLAGE_ADMIN.request(
      'GET',
      `${REPORT_PATHS.waitingStudentsReportExport}?format=xlsx`,
    );
    expect(xlsx.statusCode).toBe(200);
    const sheet = await readXlsx(xlsx.rawPayload);
    expect(sheet.map((row) => row[1])).toEqual(['Last name', 'Bernal', 'Encina']);
  });
});

describe('who may read the reports, and bad input', () => {
  const urls = [
    REPORT_PATHS.sponsorshipReport,
    `${REPORT_PATHS.sponsorshipReportExport}?format=csv`,
    REPORT_PATHS.waitingStudentsReport,
    `${REPORT_PATHS.waitingStudentsReportExport}?format=xlsx`,
  ];

  it('refuses sponsors and students (403) and anyone signed out (401)', async () => {
    for (const url of urls) {
      for (const actor of [actors.SPONSOR, actors.STUDENT]) {
        const refused = await actor.request('GET', url);
        expect(refused.statusCode, `${actor.role} ${url}`).toBe(403);
      }
      const anonymous = await ctx.app.inject({ method: 'GET', url });
      expect(anonymous.statusCode).toBe(401);
    }
  });

  it('answers 400 with a translated message for bad input, 404 for an unknown year', async () => {
    const bad = [
      'pageSize=1000',
      'pageSize=0',
      'page=abc',
      'schoolId=abc',
      'villageId=-1',
      'periodId=1.5',
      'sort=nobody',
      'order=up',
    ];
    for (const query of bad) {
      for (const path of [REPORT_PATHS.sponsorshipReport, REPORT_PATHS.waitingStudentsReport]) {
        const refused = await actors.SUPER_ADMIN.request('GET', `${path}?${query}`, undefined, {
          'accept-language': 'es-CO',
        });
        expect(refused.statusCode, `${path}?${query}`).toBe(400);
        expect(refused.json<{ message: string }>().message).toBeTruthy();
      }
    }
    for (const query of ['minDays=-1', 'minDays=99999', 'minDays=x']) {
      const refused = await actors.SUPER_ADMIN.request(
        'GET',
        `${REPORT_PATHS.waitingStudentsReport}?${query}`,
      );
      expect(refused.statusCode, query).toBe(400);
    }
    const format = await actors.SUPER_ADMIN.request(
      'GET',
      `${REPORT_PATHS.sponsorshipReportExport}?format=pdf`,
    );
    expect(format.statusCode).toBe(400);
    const unknownYear = await actors.SUPER_ADMIN.request(
      'GET',
      `${REPORT_PATHS.waitingStudentsReport}?periodId=999999`,
    );
    expect(unknownYear.statusCode).toBe(404);
  });
});
