// The leadership reports against a hand-made year: two schools, one without meeting 3, meetings
// held, started and upcoming on a manual clock, attendance by code and by hand (one sponsor's
// at another school), an inactive sponsor, another year's meeting. Whole rows, the totals per
// meeting, the completion counts, filters, paging, exports, who sees what, bad input.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  attendanceReportPageSchema,
  completionReportPageSchema,
  MEETING_KINDS,
  type AttendanceCellState,
  type AttendanceReportPage,
  type CompletionReportPage,
  LEADERSHIP_REPORT_PATHS,
  PERIOD_PATHS,
  SPONSORSHIP_PATHS,
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
import {
  createTestContext,
  errorOf,
  uniqueEmail,
  type TestContext,
} from '../../../test/helpers/test-app';
import {
  leadershipAssessments,
  meetingAttendance,
  meetings,
  sponsorshipLetters,
} from '../../db/schema/index';
import { insertSponsorIfFree } from '../sponsors/sponsors.service';
import { insertStudent } from '../students/students.service';

const clock = new ManualClock(new Date('2026-11-25T15:00:00.000Z'));
let ctx: TestContext;
let periodId = 0;
let nextYearId = 0;
/** The student Diego sponsors, in the village admin's village. */
let studentOfD = 0;
const schoolIds = { north: 0, south: 0 };

type Name =
  | 'SUPER_ADMIN'
  | 'GLOBAL_ADMIN'
  | 'ADMIN'
  | 'OTHER_ADMIN'
  | 'VILLAGE_ADMIN'
  | 'SPONSOR'
  | 'STUDENT';
let actors: Record<Name, Actor>;
const sponsorIds = { A: 0, B: 0, C: 0, D: 0, E: 0 };

const UPCOMING: AttendanceCellState[] = Array(6).fill('upcoming');

async function attendanceReport(actor: Actor, query = ''): Promise<AttendanceReportPage> {
  const response = await actor.request(
    'GET',
    `${LEADERSHIP_REPORT_PATHS.attendanceReport}?${query}`,
  );
  expect(response.statusCode, response.body).toBe(200);
  return attendanceReportPageSchema.parse(response.json());
}

async function completionReport(actor: Actor, query = ''): Promise<CompletionReportPage> {
  const response = await actor.request(
    'GET',
    `${LEADERSHIP_REPORT_PATHS.completionReport}?${query}`,
  );
  expect(response.statusCode, response.body).toBe(200);
  return completionReportPageSchema.parse(response.json());
}

const school = (key: 'north' | 'south') => ({
  id: schoolIds[key],
  name: key === 'north' ? 'North High' : 'South High',
});
const sponsor = (id: number, firstName: string, lastName: string) => ({
  id,
  firstName,
  lastName,
  fullName: `${firstName} ${lastName}`,
});
const people = {
  A: () => sponsor(sponsorIds.A, 'Emily', 'Anderson'),
  B: () => sponsor(sponsorIds.B, 'Ben', 'Brown'),
  C: () => sponsor(sponsorIds.C, 'Chloe', 'Clark'),
  D: () => sponsor(sponsorIds.D, 'Diego', 'Díaz'),
};

/** Every meeting's totals: `expected` for each, the rest zero unless given. */
function perMeeting(
  expected: number[],
  attended: Record<number, { byCode?: number; byHand?: number }> = {},
) {
  return MEETING_KINDS.map((kind, index) => ({
    number: index + 1,
    kind,
    expected: expected[index]!,
    byCode: attended[index + 1]?.byCode ?? 0,
    byHand: attended[index + 1]?.byHand ?? 0,
  }));
}

const rowsA = () => ({
  sponsor: people.A(),
  school: school('north'),
  meetings: ['code', 'manual', 'code', 'code', ...UPCOMING],
  attended: 4,
});
const rowsB = () => ({
  sponsor: people.B(),
  school: school('north'),
  meetings: ['manual', 'absent', 'absent', 'absent', ...UPCOMING],
  attended: 1,
});
const rowsC = () => ({
  sponsor: people.C(),
  school: school('south'),
  meetings: ['code', 'code', 'notScheduled', 'upcoming', ...UPCOMING],
  attended: 2,
});
// Diego was marked by hand at North High's meeting 3: it counts for him, not in his school's cells.
const rowsD = () => ({
  sponsor: people.D(),
  school: school('south'),
  meetings: ['absent', 'absent', 'notScheduled', 'upcoming', ...UPCOMING],
  attended: 1,
});

const completion = (
  who: 'A' | 'B' | 'C' | 'D',
  schoolKey: 'north' | 'south',
  done: [number, number, number],
) => ({
  sponsor: people[who](),
  school: school(schoolKey),
  meetingsAttended: done[0],
  assessmentsSubmitted: done[1],
  lettersSent: done[2],
  hasDistinction: false,
  missing: { meetings: 10 - done[0], assessments: 5 - done[1], letters: 4 - done[2] },
});

beforeAll(async () => {
  ctx = await createTestContext({ clock });
  const db = ctx.database.db;
  schoolIds.north = await createPlace(db, 'school', { name: 'North High' });
  schoolIds.south = await createPlace(db, 'school', { name: 'South High' });
  const village = await createPlace(db, 'village', { name: 'Vereda El Roble' });
  const person = (firstName: string) => ({
    firstName,
    lastName: 'Tester',
    email: uniqueEmail(firstName.toLowerCase()),
  });
  actors = {
    SUPER_ADMIN: await createActor(ctx, 'SUPER_ADMIN', person('Sara')),
    GLOBAL_ADMIN: await createActor(ctx, 'GLOBAL_ADMIN', person('Gloria')),
    ADMIN: await createActor(ctx, 'ADMIN', person('Adam')),
    OTHER_ADMIN: await createActor(ctx, 'ADMIN', person('Otto')),
    VILLAGE_ADMIN: await createActor(ctx, 'ADMIN', person('Victor')),
    SPONSOR: await createActor(ctx, 'SPONSOR', person('Emily')),
    STUDENT: await createActor(ctx, 'STUDENT', person('Valentina')),
  };
  await assignAdmin(db, actors.ADMIN.id, { schoolIds: [schoolIds.north] });
  await assignAdmin(db, actors.OTHER_ADMIN.id, { schoolIds: [schoolIds.south] });
  await assignAdmin(db, actors.VILLAGE_ADMIN.id, { villageIds: [village] });
  const addSponsor = async (
    firstName: string,
    lastName: string,
    schoolId: number,
    options: { userId?: number; email?: string; active?: boolean } = {},
  ) =>
    (await insertSponsorIfFree(db, {
      firstName,
      lastName,
      email: options.email ?? uniqueEmail(firstName.toLowerCase()),
      phone: '',
      schoolId,
      birthdate: '2008-02-03',
      leadershipDistinction: false,
      active: options.active ?? true,
      userId: options.userId ?? null,
    }))!;
  sponsorIds.A = await addSponsor('Emily', 'Anderson', schoolIds.north, {
    userId: actors.SPONSOR.id,
    email: actors.SPONSOR.email,
  });
  sponsorIds.B = await addSponsor('Ben', 'Brown', schoolIds.north);
  sponsorIds.C = await addSponsor('Chloe', 'Clark', schoolIds.south, {
    email: 'chloe.clark@example.org',
  });
  sponsorIds.D = await addSponsor('Diego', 'Díaz', schoolIds.south);
  sponsorIds.E = await addSponsor('Eva', 'Evans', schoolIds.north, { active: false });

  // The student Diego sponsors lives in the village admin's village.
  const { colombia } = await referenceIds(db);
  const studentId = await insertStudent(
    db,
    {
      firstName: 'Valentina',
      lastName: 'Rojas',
      birthdate: '2015-03-04',
      gender: 'female',
      grade: '5-fifth',
      villageId: village,
      schoolId: null,
      countryId: colombia,
      externalId: null,
      leadershipDistinction: false,
      userId: actors.STUDENT.id,
      status: 'active',
    },
    clock.now(),
  );
  studentOfD = studentId;
});

afterAll(async () => {
  await ctx.close();
});

describe('without an available year', () => {
  it('answers an empty report with no year', async () => {
    const attendance = await attendanceReport(actors.SUPER_ADMIN);
    expect(attendance).toEqual({
      items: [],
      total: 0,
      totalKind: 'exact',
      page: 1,
      pageSize: 50,
      next: null,
      previous: null,
      year: null,
      perMeeting: perMeeting(Array(10).fill(0)),
    });
    const report = await completionReport(actors.SUPER_ADMIN);
    expect(report).toEqual({
      items: [],
      total: 0,
      totalKind: 'exact',
      page: 1,
      pageSize: 50,
      next: null,
      previous: null,
      year: null,
      withDistinction: 0,
      required: { meetings: 10, assessments: 5, letters: 4 },
    });
    const csv = await actors.SUPER_ADMIN.request(
      'GET',
      `${LEADERSHIP_REPORT_PATHS.attendanceReportExport}?format=csv`,
    );
    expect(csv.statusCode).toBe(200);
    expect(parseCsv(csv.body)).toHaveLength(1);
  });
});

describe('the reports of a hand-made year', () => {
  beforeAll(async () => {
    const db = ctx.database.db;
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
    const draft = await actors.SUPER_ADMIN.request('POST', PERIOD_PATHS.periods, {
      name: '2027-2028',
      startDate: '2027-08-01',
      endDate: '2028-07-31',
    });
    nextYearId = draft.json<{ id: number }>().id;

    // North High: all ten; 1-3 held, 4 started an hour ago (its 30-minute code closed),
    // 5-10 next year. South High: no meeting 3; 1-2 held, 4 in half an hour (a 15-minute code),
    // 5-10 next year.
    const north = [
      '2026-09-01T14:00:00Z',
      '2026-09-15T14:00:00Z',
      '2026-10-01T14:00:00Z',
      '2026-11-25T14:00:00Z',
      '2027-01-12T14:00:00Z',
      '2027-02-09T14:00:00Z',
      '2027-03-09T14:00:00Z',
      '2027-04-13T14:00:00Z',
      '2027-05-11T14:00:00Z',
      '2027-06-08T14:00:00Z',
    ];
    const south = north.map((startsAt, index) =>
      index === 3 ? '2026-11-25T15:30:00Z' : startsAt.replace('T14', 'T16'),
    );
    const letters = 'ABCDEFGHJK';
    const inserted = await db
      .insert(meetings)
      .values([
        ...north.map((startsAt, index) => ({
          periodId,
          schoolId: schoolIds.north,
          number: index + 1,
          startsAt: new Date(startsAt),
          codeWindowMinutes: index === 3 ? 30 : 180,
          code: `N${letters[index]}2345`,
        })),
        ...south
          .map((startsAt, index) => ({
            periodId,
            schoolId: schoolIds.south,
            number: index + 1,
            startsAt: new Date(startsAt),
            codeWindowMinutes: index === 3 ? 15 : 180,
            code: `S${letters[index]}2345`,
          }))
          .filter((meeting) => meeting.number !== 3),
        // Next year's kickoff at North High: not part of this year's report.
        {
          periodId: nextYearId,
          schoolId: schoolIds.north,
          number: 1,
          startsAt: new Date('2027-09-01T14:00:00Z'),
          code: 'XA2345',
        },
      ])
      .returning({ id: meetings.id, code: meetings.code });
    const meetingId = (code: string) => inserted.find((meeting) => meeting.code === code)!.id;
    const attend = (
      code: string,
      sponsorId: number,
      method: 'code' | 'manual',
      year = periodId,
    ) => ({
      meetingId: meetingId(code),
      sponsorId,
      periodId: year,
      method,
      reason: method === 'manual' ? 'Forgot the phone' : null,
      recordedBy: method === 'manual' ? actors.ADMIN.id : null,
    });
    await db
      .insert(meetingAttendance)
      .values([
        attend('NA2345', sponsorIds.A, 'code'),
        attend('NB2345', sponsorIds.A, 'manual'),
        attend('NC2345', sponsorIds.A, 'code'),
        attend('ND2345', sponsorIds.A, 'code'),
        attend('NA2345', sponsorIds.B, 'manual'),
        attend('SA2345', sponsorIds.C, 'code'),
        attend('SB2345', sponsorIds.C, 'code'),
        attend('NC2345', sponsorIds.D, 'manual'),
        attend('NA2345', sponsorIds.E, 'code'),
        attend('XA2345', sponsorIds.A, 'code', nextYearId),
      ]);

    // Emily submitted two assessments and drafts a third; Diego sent letter 1 to his student.
    await db.insert(leadershipAssessments).values([
      {
        sponsorId: sponsorIds.A,
        periodId,
        part: 'vision',
        status: 'submitted',
        submittedAt: clock.now(),
      },
      {
        sponsorId: sponsorIds.A,
        periodId,
        part: 'riskTaking',
        status: 'submitted',
        submittedAt: clock.now(),
      },
      { sponsorId: sponsorIds.A, periodId, part: 'leaderGoals', status: 'draft' },
    ]);
    const studentId = studentOfD;
    const paired = await actors.SUPER_ADMIN.request('POST', SPONSORSHIP_PATHS.sponsorships, {
      sponsorId: sponsorIds.D,
      studentId,
    });
    expect(paired.statusCode, paired.body).toBe(201);
    const sponsorshipId = paired.json<{ id: number }>().id;
    await db.insert(sponsorshipLetters).values({
      sponsorshipId,
      periodId,
      sponsorId: sponsorIds.D,
      studentId,
      number: 1,
      writer: 'sponsor',
      status: 'delivered',
      subject: 'Hola',
      message: 'Saludos desde el colegio.',
      originalLanguage: 'es-CO',
      targetLanguage: 'es-CO',
      sentAt: clock.now(),
      deliveredAt: clock.now(),
    });
  });

  it('shows every sponsor meeting by meeting, and the totals per meeting', async () => {
    const report = await attendanceReport(actors.SUPER_ADMIN);
    expect(report).toEqual({
      items: [rowsA(), rowsB(), rowsC(), rowsD()],
      total: 4,
      totalKind: 'exact',
      page: 1,
      pageSize: 50,
      next: null,
      previous: null,
      year: { id: periodId, name: '2026-2027' },
      perMeeting: perMeeting([4, 4, 2, 4, 4, 4, 4, 4, 4, 4], {
        1: { byCode: 2, byHand: 1 },
        2: { byCode: 1, byHand: 1 },
        3: { byCode: 1 },
        4: { byCode: 1 },
      }),
    });
    const named = await attendanceReport(actors.GLOBAL_ADMIN, `periodId=${periodId}`);
    expect(named.items).toEqual(report.items);
  });

  it('turns a meeting into an absence once its code closes, not while it is under way', async () => {
    clock.advance(31 * 60_000);
    const underWay = await attendanceReport(actors.SUPER_ADMIN, `schoolId=${schoolIds.south}`);
    expect(underWay.items.map((row) => row.meetings[3])).toEqual(['upcoming', 'upcoming']);
    clock.advance(15 * 60_000);
    const later = await attendanceReport(actors.SUPER_ADMIN, `schoolId=${schoolIds.south}`);
    expect(later.items.map((row) => row.meetings[3])).toEqual(['absent', 'absent']);
    clock.advance(-46 * 60_000);
  });

  it('counts the totals over the whole filter, not the page, and pages on the server', async () => {
    const first = await attendanceReport(actors.SUPER_ADMIN, 'pageSize=1');
    expect(first.items).toEqual([rowsA()]);
    expect(first).toMatchObject({ total: 4, totalKind: 'exact', previous: null });
    const full = await attendanceReport(actors.SUPER_ADMIN);
    expect(first.perMeeting).toEqual(full.perMeeting);
    const second = await attendanceReport(actors.SUPER_ADMIN, `pageSize=1&cursor=${first.next!}`);
    expect(second.items).toEqual([rowsB()]);
    const third = await attendanceReport(actors.SUPER_ADMIN, 'pageSize=1&page=3');
    expect(third.items).toEqual([rowsC()]);
    const backwards = await attendanceReport(actors.SUPER_ADMIN, 'pageSize=3&order=desc');
    expect(backwards.items).toEqual([rowsD(), rowsC(), rowsB()]);
  });

  it('filters by school and by name or e-mail', async () => {
    const south = await attendanceReport(actors.SUPER_ADMIN, `schoolId=${schoolIds.south}`);
    expect(south.items).toEqual([rowsC(), rowsD()]);
    expect(south.perMeeting).toEqual(
      perMeeting([2, 2, 0, 2, 2, 2, 2, 2, 2, 2], { 1: { byCode: 1 }, 2: { byCode: 1 } }),
    );
    const byName = await attendanceReport(actors.SUPER_ADMIN, 'q=diaz');
    expect(byName.items).toEqual([rowsD()]);
    expect(byName.perMeeting).toEqual(perMeeting([1, 1, 0, 1, 1, 1, 1, 1, 1, 1]));
    const byEmail = await attendanceReport(actors.SUPER_ADMIN, 'q=chloe.clark@');
    expect(byEmail.items).toEqual([rowsC()]);
    const none = await attendanceReport(actors.SUPER_ADMIN, 'q=nobody');
    expect(none).toMatchObject({ items: [], total: 0, perMeeting: perMeeting(Array(10).fill(0)) });
  });

  it('reads another year by id: only its meetings and attendance', async () => {
    const next = await attendanceReport(actors.SUPER_ADMIN, `periodId=${nextYearId}`);
    expect(next.year).toEqual({ id: nextYearId, name: '2027-2028' });
    const notScheduled: AttendanceCellState[] = Array(9).fill('notScheduled');
    expect(next.items).toEqual([
      { ...rowsA(), meetings: ['code', ...notScheduled], attended: 1 },
      { ...rowsB(), meetings: ['upcoming', ...notScheduled], attended: 0 },
      { ...rowsC(), meetings: Array(10).fill('notScheduled'), attended: 0 },
      { ...rowsD(), meetings: Array(10).fill('notScheduled'), attended: 0 },
    ]);
    expect(next.perMeeting).toEqual(
      perMeeting([2, 0, 0, 0, 0, 0, 0, 0, 0, 0], { 1: { byCode: 1 } }),
    );
  });

  it('shows the completion counts the database keeps, and what each sponsor lacks', async () => {
    const report = await completionReport(actors.SUPER_ADMIN);
    expect(report).toEqual({
      items: [
        completion('A', 'north', [4, 2, 0]),
        completion('B', 'north', [1, 0, 0]),
        completion('C', 'south', [2, 0, 0]),
        completion('D', 'south', [1, 0, 1]),
      ],
      total: 4,
      totalKind: 'exact',
      page: 1,
      pageSize: 50,
      next: null,
      previous: null,
      year: { id: periodId, name: '2026-2027' },
      withDistinction: 0,
      required: { meetings: 10, assessments: 5, letters: 4 },
    });
    const next = await completionReport(actors.SUPER_ADMIN, `periodId=${nextYearId}`);
    expect(next.items.map((row) => row.meetingsAttended)).toEqual([1, 0, 0, 0]);
    const without = await completionReport(actors.SUPER_ADMIN, 'distinction=without&pageSize=2');
    expect(without.items).toEqual([
      completion('A', 'north', [4, 2, 0]),
      completion('B', 'north', [1, 0, 0]),
    ]);
    expect(without.total).toBe(4);
    const holders = await completionReport(actors.SUPER_ADMIN, 'distinction=with');
    expect(holders).toMatchObject({ items: [], total: 0, withDistinction: 0 });
    const south = await completionReport(actors.SUPER_ADMIN, `schoolId=${schoolIds.south}&q=die`);
    expect(south.items).toEqual([completion('D', 'south', [1, 0, 1])]);
  });

  it('shows admins the sponsors of their schools and villages only; others are refused', async () => {
    const admin = await attendanceReport(actors.ADMIN);
    expect(admin.items).toEqual([rowsA(), rowsB()]);
    expect(admin.perMeeting).toEqual(
      perMeeting([2, 2, 2, 2, 2, 2, 2, 2, 2, 2], {
        1: { byCode: 1, byHand: 1 },
        2: { byHand: 1 },
        3: { byCode: 1 },
        4: { byCode: 1 },
      }),
    );
    const other = await completionReport(actors.OTHER_ADMIN);
    expect(other.items).toEqual([
      completion('C', 'south', [2, 0, 0]),
      completion('D', 'south', [1, 0, 1]),
    ]);
    const village = await attendanceReport(actors.VILLAGE_ADMIN);
    expect(village.items).toEqual([rowsD()]);
    expect((await completionReport(actors.VILLAGE_ADMIN)).items).toEqual([
      completion('D', 'south', [1, 0, 1]),
    ]);
    // Another school's filter within an admin's scope finds nobody.
    expect((await attendanceReport(actors.ADMIN, `schoolId=${schoolIds.south}`)).items).toEqual([]);
    for (const url of [
      LEADERSHIP_REPORT_PATHS.attendanceReport,
      `${LEADERSHIP_REPORT_PATHS.attendanceReportExport}?format=csv`,
      LEADERSHIP_REPORT_PATHS.completionReport,
      `${LEADERSHIP_REPORT_PATHS.completionReportExport}?format=csv`,
    ]) {
      for (const actor of [actors.SPONSOR, actors.STUDENT]) {
        const refused = await actor.request('GET', url);
        expect(refused.statusCode, `${actor.role} ${url}`).toBe(403);
        expect(errorOf(refused).code).toBe('FORBIDDEN');
      }
      expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
  });

  it('exports the attendance report as CSV in the caller language, and as Excel', async () => {
    const csv = await actors.ADMIN.request(
      'GET',
      `${LEADERSHIP_REPORT_PATHS.attendanceReportExport}?format=csv`,
    );
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-disposition']).toBe(
      'attachment; filename="attendance-report-2026-11-25.csv"',
    );
    const upcoming = Array(6).fill('Upcoming');
    expect(parseCsv(csv.body)).toEqual([
      [
        'Year',
        'Last name',
        'First name',
        'School',
        'Kickoff 1',
        'Kickoff 2',
        'Meeting 1',
        'Meeting 2',
        'Meeting 3',
        'Meeting 4',
        'Meeting 5',
        'Meeting 6',
        'Meeting 7',
        'Final meeting',
        'Meetings attended (of 10)',
      ],
      [
        '2026-2027',
        'Anderson',
        'Emily',
        'North High',
        'Code',
        'By hand',
        'Code',
        'Code',
        ...upcoming,
        '4',
      ],
      [
        '2026-2027',
        'Brown',
        'Ben',
        'North High',
        'By hand',
        'Absent',
        'Absent',
        'Absent',
        ...upcoming,
        '1',
      ],
    ]);
    const spanish = await actors.SUPER_ADMIN.request(
      'GET',
      `${LEADERSHIP_REPORT_PATHS.attendanceReportExport}?format=csv&schoolId=${schoolIds.south}`,
      undefined,
      { 'accept-language': 'es-CO' },
    );
    expect(spanish.headers['content-disposition']).toContain('informe-de-asistencia');
    const proxima = Array(6).fill('Próxima');
    expect(parseCsv(spanish.body)).toEqual([
      [
        'Año',
        'Apellido',
        'Nombre',
        'Colegio',
        'Lanzamiento 1',
        'Lanzamiento 2',
        'Reunión 1',
        'Reunión 2',
        'Reunión 3',
        'Reunión 4',
        'Reunión 5',
        'Reunión 6',
        'Reunión 7',
        'Reunión final',
        'Reuniones asistidas (de 10)',
      ],
      [
        '2026-2027',
        'Clark',
        'Chloe',
        'South High',
        'Código',
        'Código',
        'Sin programar',
        'Próxima',
        ...proxima,
        '2',
      ],
      [
        '2026-2027',
        'Díaz',
        'Diego',
        'South High',
        'Ausente',
        'Ausente',
        'Sin programar',
        'Próxima',
        ...proxima,
        '1',
      ],
    ]);
    const xlsx = await actors.GLOBAL_ADMIN.request(
      'GET',
      `${LEADERSHIP_REPORT_PATHS.attendanceReportExport}?format=xlsx&q=anderson`,
    );
    expect(xlsx.statusCode).toBe(200);
    const sheet = await readXlsx(xlsx.rawPayload);
    expect(sheet).toHaveLength(2);
    expect(sheet[1]).toEqual([
      '2026-2027',
      'Anderson',
      'Emily',
      'North High',
      'Code',
      'By hand',
      'Code',
      'Code',
      ...upcoming,
      4,
    ]);
  });

  it('exports the completion report with the distinction and what is missing in words', async () => {
    const csv = await actors.SUPER_ADMIN.request(
      'GET',
      `${LEADERSHIP_REPORT_PATHS.completionReportExport}?format=csv&distinction=without`,
      undefined,
      { 'accept-language': 'es-CO' },
    );
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-disposition']).toBe(
      'attachment; filename="informe-de-cumplimiento-2026-11-25.csv"',
    );
    expect(parseCsv(csv.body)).toEqual([
      [
        'Año',
        'Apellido',
        'Nombre',
        'Colegio',
        'Reuniones asistidas (de 10)',
        'Evaluaciones enviadas (de 5)',
        'Cartas enviadas (de 4)',
        'Distinción de liderazgo',
        'Falta',
      ],
      [
        '2026-2027',
        'Anderson',
        'Emily',
        'North High',
        '4',
        '2',
        '0',
        'No',
        '6 reuniones, 3 evaluaciones, 4 cartas',
      ],
      [
        '2026-2027',
        'Brown',
        'Ben',
        'North High',
        '1',
        '0',
        '0',
        'No',
        '9 reuniones, 5 evaluaciones, 4 cartas',
      ],
      [
        '2026-2027',
        'Clark',
        'Chloe',
        'South High',
        '2',
        '0',
        '0',
        'No',
        '8 reuniones, 5 evaluaciones, 4 cartas',
      ],
      [
        '2026-2027',
        'Díaz',
        'Diego',
        'South High',
        '1',
        '0',
        '1',
        'No',
        '9 reuniones, 5 evaluaciones, 3 cartas',
      ],
    ]);
    const xlsx = await actors.OTHER_ADMIN.request(
      'GET',
      `${LEADERSHIP_REPORT_PATHS.completionReportExport}?format=xlsx`,
    );
    expect(xlsx.statusCode).toBe(200);
    const sheet = await readXlsx(xlsx.rawPayload);
    expect(sheet[0]?.[8]).toBe('Still missing');
    expect(sheet.slice(1).map((row) => row[1])).toEqual(['Clark', 'Díaz']);
  });

  it('answers 404 for an unknown year and 400 with a translated message for bad filters', async () => {
    for (const url of [
      LEADERSHIP_REPORT_PATHS.attendanceReport,
      `${LEADERSHIP_REPORT_PATHS.attendanceReportExport}?format=csv&`,
      LEADERSHIP_REPORT_PATHS.completionReport,
      `${LEADERSHIP_REPORT_PATHS.completionReportExport}?format=csv&`,
    ]) {
      const joiner = url.includes('?') ? '' : '?';
      const unknown = await actors.SUPER_ADMIN.request('GET', `${url}${joiner}periodId=999999`);
      expect(unknown.statusCode, url).toBe(404);
      expect(errorOf(unknown).code).toBe('NOT_FOUND');
    }
    const bad = [
      `${LEADERSHIP_REPORT_PATHS.attendanceReport}?periodId=abc`,
      `${LEADERSHIP_REPORT_PATHS.attendanceReport}?schoolId=-1`,
      `${LEADERSHIP_REPORT_PATHS.attendanceReport}?pageSize=100000`,
      `${LEADERSHIP_REPORT_PATHS.attendanceReport}?sort=school`,
      `${LEADERSHIP_REPORT_PATHS.attendanceReport}?cursor=bm9wZQ`,
      `${LEADERSHIP_REPORT_PATHS.attendanceReport}?q=${'x'.repeat(500)}`,
      `${LEADERSHIP_REPORT_PATHS.attendanceReportExport}?format=pdf`,
      `${LEADERSHIP_REPORT_PATHS.completionReport}?distinction=maybe`,
      `${LEADERSHIP_REPORT_PATHS.completionReport}?periodId=2147483648`,
      `${LEADERSHIP_REPORT_PATHS.completionReportExport}?format=csv&distinction=1`,
    ];
    for (const url of bad) {
      const response = await actors.SUPER_ADMIN.request('GET', url, undefined, {
        'accept-language': 'es-CO',
      });
      expect(response.statusCode, url).toBe(400);
      const body = errorOf(response);
      expect(body.code).toBe('VALIDATION_ERROR');
      expect(body.message).toBe('Algunos campos no son válidos. Revíselos e intente de nuevo.');
      for (const issue of body.issues ?? []) expect(issue.message).not.toMatch(/validation\./);
    }
  });
});
