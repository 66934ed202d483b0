// The leadership distinction end to end: a sponsor with one current sponsorship who attended the
// ten meetings of their school and sent the four letters earns it exactly when their fifth
// assessment is submitted through the API, loses it when a coordinator returns one or a meeting
// is undone, and the completion report says so, with what is missing.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ASSESSMENT_PARTS,
  completionReportPageSchema,
  type AssessmentPart,
  type CompletionReportPage,
  ASSESSMENT_PATHS,
  LEADERSHIP_REPORT_PATHS,
  PERIOD_PATHS,
  SPONSORSHIP_PATHS,
} from '@portal/shared';
import { ManualClock } from '../../../test/helpers/clock';
import {
  assignAdmin,
  createActor,
  createPlace,
  referenceIds,
  type Actor,
} from '../../../test/helpers/fixtures';
import {
  createTestContext,
  queryRows,
  uniqueEmail,
  type TestContext,
} from '../../../test/helpers/test-app';
import { meetingAttendance, meetings, sponsorshipLetters } from '../../db/schema/index';
import { insertSponsorIfFree } from '../sponsors/sponsors.service';
import { insertStudent } from '../students/students.service';

const clock = new ManualClock(new Date('2027-06-20T15:00:00.000Z'));
let ctx: TestContext;
let periodId = 0;
let schoolId = 0;
let actors: Record<'SUPER_ADMIN' | 'ADMIN' | 'SPONSOR' | 'QUIET' | 'STUDENT', Actor>;
const sponsorIds = { leader: 0, quiet: 0 };
let firstMeetingId = 0;

const TEXT = `${'Leading means listening first. '.repeat(6)}`.trim();

async function completionReport(query = ''): Promise<CompletionReportPage> {
  const response = await actors.ADMIN.request(
    'GET',
    `${LEADERSHIP_REPORT_PATHS.completionReport}?${query}`,
  );
  expect(response.statusCode, response.body).toBe(200);
  return completionReportPageSchema.parse(response.json());
}

async function leaderRow() {
  const report = await completionReport();
  return report.items.find((row) => row.sponsor.id === sponsorIds.leader)!;
}

async function holdsDistinction(sponsorId: number): Promise<boolean> {
  const [row] = await queryRows<{ leadership_distinction: boolean }>(
    ctx.database,
    sql`select leadership_distinction from sponsors where id = ${sponsorId}`,
  );
  return row!.leadership_distinction;
}

async function submit(part: AssessmentPart) {
  const response = await actors.SPONSOR.request(
    'POST',
    ASSESSMENT_PATHS.myAssessmentSubmit.replace(':part', part),
    { text: TEXT },
  );
  expect(response.statusCode, response.body).toBe(200);
}

beforeAll(async () => {
  ctx = await createTestContext({ clock });
  const db = ctx.database.db;
  schoolId = await createPlace(db, 'school', { name: 'Lincoln High' });
  const village = await createPlace(db, 'village', { name: 'Vereda Alta' });
  const person = (firstName: string) => ({
    firstName,
    lastName: 'Tester',
    email: uniqueEmail(firstName.toLowerCase()),
  });
  actors = {
    SUPER_ADMIN: await createActor(ctx, 'SUPER_ADMIN', person('Sara')),
    ADMIN: await createActor(ctx, 'ADMIN', person('Adam')),
    SPONSOR: await createActor(ctx, 'SPONSOR', person('Lena')),
    QUIET: await createActor(ctx, 'SPONSOR', person('Quinn')),
    STUDENT: await createActor(ctx, 'STUDENT', person('Camila')),
  };
  await assignAdmin(db, actors.ADMIN.id, { schoolIds: [schoolId] });
  const created = await actors.SUPER_ADMIN.request('POST', PERIOD_PATHS.periods, {
    name: '2026-2027',
    startDate: '2026-08-01',
    endDate: '2027-07-31',
  });
  periodId = created.json<{ id: number }>().id;
  await actors.SUPER_ADMIN.request(
    'POST',
    PERIOD_PATHS.periodActivate.replace(':id', String(periodId)),
  );
  const addSponsor = async (actor: Actor, firstName: string, lastName: string) =>
    (await insertSponsorIfFree(db, {
      firstName,
      lastName,
      email: actor.email,
      phone: '',
      schoolId,
      birthdate: '2008-02-03',
      leadershipDistinction: false,
      active: true,
      userId: actor.id,
    }))!;
  sponsorIds.leader = await addSponsor(actors.SPONSOR, 'Lena', 'Lopez');
  sponsorIds.quiet = await addSponsor(actors.QUIET, 'Quinn', 'Quiroga');

  // One current sponsorship in the available year.
  const { colombia } = await referenceIds(db);
  const studentId = await insertStudent(
    db,
    {
      firstName: 'Camila',
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
  const paired = await actors.SUPER_ADMIN.request('POST', SPONSORSHIP_PATHS.sponsorships, {
    sponsorId: sponsorIds.leader,
    studentId,
  });
  expect(paired.statusCode, paired.body).toBe(201);
  const sponsorshipId = paired.json<{ id: number }>().id;

  // The school's ten meetings of the year, all held, each attended (by code, or by hand).
  const held = await db
    .insert(meetings)
    .values(
      Array.from({ length: 10 }, (_, index) => ({
        periodId,
        schoolId,
        number: index + 1,
        startsAt: new Date(Date.UTC(2026, 8 + Math.floor(index / 2), 1 + (index % 2) * 14, 14)),
        code: `W${'ABCDEFGHJK'[index]}7XYZ`,
      })),
    )
    .returning({ id: meetings.id, number: meetings.number });
  firstMeetingId = held.find((meeting) => meeting.number === 1)!.id;
  await db.insert(meetingAttendance).values(
    held.map((meeting) => ({
      meetingId: meeting.id,
      sponsorId: sponsorIds.leader,
      periodId,
      method: meeting.number % 3 === 0 ? ('manual' as const) : ('code' as const),
      reason: meeting.number % 3 === 0 ? 'Signed the sheet' : null,
    })),
  );

  // The four letters, delivered.
  await db.insert(sponsorshipLetters).values(
    [1, 2, 3, 4].map((number) => ({
      sponsorshipId,
      periodId,
      sponsorId: sponsorIds.leader,
      studentId,
      number,
      writer: 'sponsor' as const,
      status: 'delivered' as const,
      subject: `Letter ${number}`,
      message: 'Hello from Lincoln High.',
      originalLanguage: 'en-US',
      targetLanguage: 'en-US',
      sentAt: clock.now(),
      deliveredAt: clock.now(),
    })),
  );
});

afterAll(async () => {
  await ctx.close();
});

describe('the leadership distinction', () => {
  it('is not held with the meetings and letters alone; the report says the assessments lack', async () => {
    expect(await holdsDistinction(sponsorIds.leader)).toBe(false);
    expect(await leaderRow()).toEqual({
      sponsor: {
        id: sponsorIds.leader,
        firstName: 'Lena',
        lastName: 'Lopez',
        fullName: 'Lena Lopez',
      },
      school: { id: schoolId, name: 'Lincoln High' },
      meetingsAttended: 10,
      assessmentsSubmitted: 0,
      lettersSent: 4,
      hasDistinction: false,
      missing: { meetings: 0, assessments: 5, letters: 0 },
    });
  });

  it('shows a sponsor who has done nothing yet with zeros', async () => {
    const [progress] = await queryRows<{ count: number }>(
      ctx.database,
      sql`select count(*)::int as count from leadership_progress where sponsor_id = ${sponsorIds.quiet}`,
    );
    expect(progress?.count).toBe(0);
    const report = await completionReport();
    expect(report.items.find((row) => row.sponsor.id === sponsorIds.quiet)).toEqual({
      sponsor: {
        id: sponsorIds.quiet,
        firstName: 'Quinn',
        lastName: 'Quiroga',
        fullName: 'Quinn Quiroga',
      },
      school: { id: schoolId, name: 'Lincoln High' },
      meetingsAttended: 0,
      assessmentsSubmitted: 0,
      lettersSent: 0,
      hasDistinction: false,
      missing: { meetings: 10, assessments: 5, letters: 4 },
    });
  });

  it('is earned exactly when the fifth assessment is submitted', async () => {
    for (const [index, part] of ASSESSMENT_PARTS.slice(0, 4).entries()) {
      await submit(part);
      expect(await holdsDistinction(sponsorIds.leader), part).toBe(false);
      expect((await leaderRow()).missing.assessments).toBe(4 - index);
    }
    await submit(ASSESSMENT_PARTS[4]);
    expect(await holdsDistinction(sponsorIds.leader)).toBe(true);
    const report = await completionReport();
    expect(report.withDistinction).toBe(1);
    expect(report.items.find((row) => row.sponsor.id === sponsorIds.leader)).toMatchObject({
      meetingsAttended: 10,
      assessmentsSubmitted: 5,
      lettersSent: 4,
      hasDistinction: true,
      missing: { meetings: 0, assessments: 0, letters: 0 },
    });
    const holders = await completionReport('distinction=with');
    expect(holders.items.map((row) => row.sponsor.id)).toEqual([sponsorIds.leader]);
    expect(holders.total).toBe(1);
    const lacking = await completionReport('distinction=without');
    expect(lacking.items.map((row) => row.sponsor.id)).toEqual([sponsorIds.quiet]);
    expect(lacking.withDistinction).toBe(0);
  });

  it('is lost when a coordinator returns an assessment, and earned again on resubmission', async () => {
    const returned = await actors.ADMIN.request(
      'POST',
      ASSESSMENT_PATHS.assessmentReturn
        .replace(':id', String(sponsorIds.leader))
        .replace(':part', 'vision'),
      { periodId, comment: 'Say what you will change at school.' },
    );
    expect(returned.statusCode, returned.body).toBe(200);
    expect(await holdsDistinction(sponsorIds.leader)).toBe(false);
    const report = await completionReport();
    expect(report.withDistinction).toBe(0);
    expect(report.items.find((row) => row.sponsor.id === sponsorIds.leader)).toMatchObject({
      assessmentsSubmitted: 4,
      hasDistinction: false,
      missing: { meetings: 0, assessments: 1, letters: 0 },
    });
    await submit('vision');
    expect(await holdsDistinction(sponsorIds.leader)).toBe(true);
    expect((await leaderRow()).hasDistinction).toBe(true);
  });

  it('is lost while a new student has no letters yet, and comes back when that pairing ends', async () => {
    expect(await holdsDistinction(sponsorIds.leader)).toBe(true);
    const { colombia } = await referenceIds(ctx.database.db);
    const [village] = await queryRows<{ village_id: number }>(
      ctx.database,
      sql`select village_id from students where first_name = 'Camila' and last_name = 'Rojas'`,
    );
    const newStudent = await insertStudent(
      ctx.database.db,
      {
        firstName: 'Mateo',
        lastName: 'Suárez',
        birthdate: '2014-05-06',
        gender: 'male',
        grade: '6-sixth',
        villageId: village!.village_id,
        schoolId: null,
        countryId: colombia,
        externalId: null,
        leadershipDistinction: false,
        userId: null,
        status: 'active',
      },
      clock.now(),
    );
    const paired = await actors.SUPER_ADMIN.request('POST', SPONSORSHIP_PATHS.sponsorships, {
      sponsorId: sponsorIds.leader,
      studentId: newStudent,
    });
    expect(paired.statusCode, paired.body).toBe(201);
    expect(await holdsDistinction(sponsorIds.leader)).toBe(false);
    expect(await leaderRow()).toMatchObject({ hasDistinction: false, missing: { letters: 4 } });
    const ended = await actors.SUPER_ADMIN.request(
      'DELETE',
      SPONSORSHIP_PATHS.sponsorship.replace(':id', String(paired.json<{ id: number }>().id)),
    );
    expect(ended.statusCode, ended.body).toBeLessThan(300);
    expect(await holdsDistinction(sponsorIds.leader)).toBe(true);
    expect(await leaderRow()).toMatchObject({ hasDistinction: true, missing: { letters: 0 } });
  });

  it('is lost when an attendance is undone, and the report names the missing meeting', async () => {
    await ctx.database.db
      .delete(meetingAttendance)
      .where(
        and(
          eq(meetingAttendance.meetingId, firstMeetingId),
          eq(meetingAttendance.sponsorId, sponsorIds.leader),
        ),
      );
    expect(await holdsDistinction(sponsorIds.leader)).toBe(false);
    expect(await leaderRow()).toMatchObject({
      meetingsAttended: 9,
      hasDistinction: false,
      missing: { meetings: 1, assessments: 0, letters: 0 },
    });
    const attendance = await actors.ADMIN.request('GET', LEADERSHIP_REPORT_PATHS.attendanceReport);
    const row = attendance
      .json<{ items: Array<{ sponsor: { id: number }; meetings: string[]; attended: number }> }>()
      .items.find((item) => item.sponsor.id === sponsorIds.leader)!;
    expect(row.meetings[0]).toBe('absent');
    expect(row.attended).toBe(9);
  });
});
