// Meetings, the coordinators' side: a school's ten meetings scheduled in one step and edited one
// at a time, last year's dates suggested a year later, the Meetings list, codes and their
// regeneration, materials, attendance marked by hand (and the sponsor's progress following it),
// deleting a meeting, who reaches what (admins only their schools, anything else 404), bad input.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API,
  attendanceEntrySchema,
  endpointPath,
  meetingAttendancePageSchema,
  meetingDetailSchema,
  meetingFileSchema,
  meetingPageSchema,
  meetingScheduleSchema,
  myMeetingsSchema,
  type MeetingDetail,
  type MeetingSchedule,
  type Role,
  MEETING_PATHS,
  PERIOD_PATHS,
} from '@portal/shared';
import { sql } from 'drizzle-orm';
import { ManualClock } from '../../../test/helpers/clock';
import { multipartBody, samples } from '../../../test/helpers/file-samples';
import { assignAdmin, createActor, createPlace, type Actor } from '../../../test/helpers/fixtures';
import {
  bearer,
  createTestContext,
  errorOf,
  queryRows,
  uniqueEmail,
  type TestContext,
} from '../../../test/helpers/test-app';
import { insertSponsorIfFree } from '../sponsors/sponsors.service';
import { oneYearLater } from './meeting-scheduling';

const clock = new ManualClock(new Date('2026-08-20T12:00:00Z'));
let ctx: TestContext;

type Name = Role | 'OTHER_ADMIN';
let actors: Record<Name, Actor>;
const years = { older: 0, previous: 0, current: 0 };
const schools = { lincoln: 0, roosevelt: 0, farAway: 0, sandbox: 0 };
/** Sponsors of Lincoln High (EMILY is SPONSOR's record), and one of Far Away High. */
const sponsorIds = { EMILY: 0, ALVARO: 0, CHLOE: 0, INACTIVE: 0, FAR: 0 };

const CODE = /^[2-9A-HJKMNP-Z]{6}$/;

const meetingPath = (id: number) => endpointPath({ path: MEETING_PATHS.meeting }, { id });
const codePath = (id: number) => endpointPath({ path: MEETING_PATHS.meetingCode }, { id });
const attendancePath = (id: number) =>
  endpointPath({ path: MEETING_PATHS.meetingAttendance }, { id });
const markPath = (id: number, sponsorId: number) =>
  endpointPath({ path: MEETING_PATHS.meetingAttendanceMark }, { id, sponsorId });
const filesPath = (id: number) => endpointPath({ path: MEETING_PATHS.meetingFiles }, { id });
const filePath = (id: number, fileId: number) =>
  endpointPath({ path: MEETING_PATHS.meetingFile }, { id, fileId });
const schedulePath = (periodId: number, schoolId: number) =>
  `${MEETING_PATHS.meetingSchedule}?periodId=${periodId}&schoolId=${schoolId}`;

/** Ten rows: meeting N on the Nth Monday-ish from `first`, at 15:00 UTC. */
function tenMeetings(first: string, place = 'Auditorium') {
  return Array.from({ length: 10 }, (_unused, index) => ({
    number: index + 1,
    startsAt: new Date(Date.parse(first) + index * 21 * 86_400_000).toISOString(),
    place,
    notes: `Bring your notebook (${index + 1})`,
  }));
}

async function saveSchedule(
  actor: Actor,
  periodId: number,
  schoolId: number,
  meetings: unknown[],
): Promise<MeetingSchedule> {
  const response = await actor.request('PUT', MEETING_PATHS.meetingSchedule, {
    periodId,
    schoolId,
    meetings,
  });
  expect(response.statusCode, response.body).toBe(200);
  return meetingScheduleSchema.parse(response.json());
}

async function detail(actor: Actor, id: number): Promise<MeetingDetail> {
  const response = await actor.request('GET', meetingPath(id));
  expect(response.statusCode, response.body).toBe(200);
  return meetingDetailSchema.parse(response.json());
}

function upload(actor: Actor, meetingId: number, file: { data: Buffer; filename: string }) {
  return multipartBody({ file }).then((body) =>
    ctx.app.inject({
      method: 'POST',
      url: filesPath(meetingId),
      headers: { ...bearer(actor.token), ...body.headers },
      payload: body.payload,
    }),
  );
}

async function progressOf(sponsorId: number, periodId: number): Promise<number | undefined> {
  const rows = await queryRows<{ meetings_attended: number }>(
    ctx.database,
    sql`select meetings_attended from leadership_progress where sponsor_id = ${sponsorId} and period_id = ${periodId}`,
  );
  return rows[0]?.meetings_attended;
}

/** The current year's schedule of Lincoln High (scheduled in the first test). */
let lincoln: MeetingSchedule;
const lincolnMeeting = (number: number) => lincoln.slots[number - 1]!.meeting!;

beforeAll(async () => {
  ctx = await createTestContext({ clock });
  const db = ctx.database.db;
  schools.lincoln = await createPlace(db, 'school', { name: 'Lincoln High' });
  schools.roosevelt = await createPlace(db, 'school', { name: 'Roosevelt High' });
  schools.farAway = await createPlace(db, 'school', { name: 'Far Away High' });
  schools.sandbox = await createPlace(db, 'school', { name: 'Sandbox Academy' });
  const person = (firstName: string, lastName: string) => ({
    firstName,
    lastName,
    email: uniqueEmail(firstName.toLowerCase()),
  });
  actors = {
    SUPER_ADMIN: await createActor(ctx, 'SUPER_ADMIN', person('Sara', 'Super')),
    GLOBAL_ADMIN: await createActor(ctx, 'GLOBAL_ADMIN', person('Gloria', 'Global')),
    ADMIN: await createActor(ctx, 'ADMIN', person('Adam', 'Admin')),
    OTHER_ADMIN: await createActor(ctx, 'ADMIN', person('Otto', 'Other')),
    SPONSOR: await createActor(ctx, 'SPONSOR', person('Emily', 'Johnson')),
    STUDENT: await createActor(ctx, 'STUDENT', person('Valentina', 'Rojas')),
  };
  await assignAdmin(db, actors.ADMIN.id, { schoolIds: [schools.lincoln, schools.sandbox] });
  await assignAdmin(db, actors.OTHER_ADMIN.id, { schoolIds: [schools.farAway] });

  const sponsor = async (
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
      birthdate: '2008-01-01',
      leadershipDistinction: false,
      active: options.active ?? true,
      userId: options.userId ?? null,
    }))!;
  sponsorIds.EMILY = await sponsor('Emily', 'Johnson', schools.lincoln, {
    userId: actors.SPONSOR.id,
    email: actors.SPONSOR.email,
  });
  sponsorIds.ALVARO = await sponsor('Álvaro', 'Zapata', schools.lincoln);
  sponsorIds.CHLOE = await sponsor('Chloe', 'Clark', schools.lincoln);
  sponsorIds.INACTIVE = await sponsor('Ivan', 'Idle', schools.lincoln, { active: false });
  sponsorIds.FAR = await sponsor('Fiona', 'Faraway', schools.farAway);

  const createYear = async (name: string, startDate: string, endDate: string) => {
    const response = await actors.SUPER_ADMIN.request('POST', PERIOD_PATHS.periods, {
      name,
      startDate,
      endDate,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ id: number }>().id;
  };
  const activate = async (id: number) => {
    const response = await actors.SUPER_ADMIN.request(
      'POST',
      endpointPath({ path: PERIOD_PATHS.periodActivate }, { id }),
    );
    expect(response.statusCode, response.body).toBe(200);
  };
  // Two earlier years with Roosevelt High's meetings: the one just before is what is suggested.
  years.older = await createYear('2024-2025', '2024-08-01', '2025-07-31');
  years.previous = await createYear('2025-2026', '2025-08-01', '2026-07-31');
  await saveSchedule(actors.SUPER_ADMIN, years.older, schools.roosevelt, [
    { number: 1, startsAt: '2024-09-02T14:00:00.000Z', place: 'Old gym' },
    { number: 2, startsAt: '2024-09-23T14:00:00.000Z', place: 'Old gym' },
    { number: 3, startsAt: '2024-10-14T14:00:00.000Z', place: 'Old gym' },
  ]);
  await saveSchedule(actors.SUPER_ADMIN, years.previous, schools.roosevelt, [
    { number: 1, startsAt: '2025-09-10T15:30:00.000Z', place: 'Library' },
    { number: 2, startsAt: '2025-10-01T15:30:00.000Z', place: 'Room 12' },
  ]);
  await activate(years.previous);
  years.current = await createYear('2026-2027', '2026-08-01', '2027-07-31');
  await activate(years.current);
});

afterAll(() => ctx.close());

describe('scheduling', () => {
  it('schedules a school’s ten meetings in one step, then edits one', async () => {
    lincoln = await saveSchedule(
      actors.ADMIN,
      years.current,
      schools.lincoln,
      tenMeetings('2026-09-07T15:00:00.000Z'),
    );
    expect(lincoln.period).toEqual({ id: years.current, name: '2026-2027' });
    expect(lincoln.school).toEqual({ id: schools.lincoln, name: 'Lincoln High' });
    expect(lincoln.slots.map((slot) => [slot.number, slot.kind])).toEqual([
      [1, 'kickoff1'],
      [2, 'kickoff2'],
      [3, 'meeting1'],
      [4, 'meeting2'],
      [5, 'meeting3'],
      [6, 'meeting4'],
      [7, 'meeting5'],
      [8, 'meeting6'],
      [9, 'meeting7'],
      [10, 'final'],
    ]);
    for (const slot of lincoln.slots) {
      expect(slot.meeting).toMatchObject({
        number: slot.number,
        kind: slot.kind,
        place: 'Auditorium',
        codeWindowMinutes: 180,
        attended: 0,
        school: { id: schools.lincoln, name: 'Lincoln High' },
        period: { id: years.current, name: '2026-2027' },
      });
      // A scheduled slot suggests nothing.
      expect(slot.suggestedStartsAt).toBeNull();
    }
    expect(lincolnMeeting(1).startsAt).toBe('2026-09-07T15:00:00.000Z');
    expect(lincolnMeeting(10).startsAt).toBe('2027-03-15T15:00:00.000Z');

    const codes = await Promise.all(
      lincoln.slots.map(async (slot) => (await detail(actors.ADMIN, slot.meeting!.id)).code),
    );
    for (const code of codes) expect(code).toMatch(CODE);
    expect(new Set(codes).size).toBe(10);

    // Saving again changes only the rows sent, and keeps every code.
    const again = await saveSchedule(actors.ADMIN, years.current, schools.lincoln, [
      { number: 3, startsAt: '2026-09-29T16:00:00.000Z', place: 'Cafeteria', notes: '' },
    ]);
    expect(again.slots[2]!.meeting).toMatchObject({
      id: lincolnMeeting(3).id,
      startsAt: '2026-09-29T16:00:00.000Z',
      place: 'Cafeteria',
      notes: '',
    });
    expect(again.slots[3]!.meeting).toEqual(lincolnMeeting(4));
    expect((await detail(actors.ADMIN, lincolnMeeting(3).id)).code).toBe(codes[2]);

    // One at a time.
    const patched = await actors.ADMIN.request('PATCH', meetingPath(lincolnMeeting(1).id), {
      place: '  Main hall  ',
      notes: 'Welcome!',
      codeWindowMinutes: 90,
    });
    expect(patched.statusCode, patched.body).toBe(200);
    const changed = meetingDetailSchema.parse(patched.json());
    expect(changed).toMatchObject({
      place: 'Main hall',
      notes: 'Welcome!',
      codeWindowMinutes: 90,
      startsAt: '2026-09-07T15:00:00.000Z',
      codeValidUntil: '2026-09-07T16:30:00.000Z',
      code: codes[0],
      files: [],
      // Emily, Álvaro and Chloe: the inactive sponsor could not attend.
      sponsors: 3,
    });
    const moved = await actors.ADMIN.request('PATCH', meetingPath(lincolnMeeting(1).id), {
      startsAt: '2026-09-08T15:00:00-05:00',
    });
    expect(meetingDetailSchema.parse(moved.json())).toMatchObject({
      startsAt: '2026-09-08T20:00:00.000Z',
      codeValidUntil: '2026-09-08T21:30:00.000Z',
    });
    lincoln = meetingScheduleSchema.parse(
      (await actors.ADMIN.request('GET', schedulePath(years.current, schools.lincoln))).json(),
    );
    expect(lincolnMeeting(1).place).toBe('Main hall');
  });

  it('suggests the previous year’s meetings a year later, with their place', async () => {
    const response = await actors.GLOBAL_ADMIN.request(
      'GET',
      schedulePath(years.current, schools.roosevelt),
    );
    expect(response.statusCode, response.body).toBe(200);
    const schedule = meetingScheduleSchema.parse(response.json());
    expect(
      schedule.slots.map((slot) => [slot.meeting, slot.suggestedStartsAt, slot.suggestedPlace]),
    ).toEqual([
      [null, '2026-09-10T15:30:00.000Z', 'Library'],
      [null, '2026-10-01T15:30:00.000Z', 'Room 12'],
      // The year before the previous one had meeting 3: only the year just before counts.
      ...Array.from({ length: 8 }, () => [null, null, null]),
    ]);
    // The year before that one is suggested from 2024-2025.
    const previous = meetingScheduleSchema.parse(
      (
        await actors.SUPER_ADMIN.request('GET', schedulePath(years.previous, schools.roosevelt))
      ).json(),
    );
    expect(previous.slots[0]!.meeting).toMatchObject({ startsAt: '2025-09-10T15:30:00.000Z' });
    expect(previous.slots[2]).toMatchObject({
      meeting: null,
      suggestedStartsAt: '2025-10-14T14:00:00.000Z',
      suggestedPlace: 'Old gym',
    });
  });

  it('shifts by exactly one calendar year (29 February becomes the 28th)', () => {
    expect(oneYearLater(new Date('2025-09-10T15:30:00.000Z')).toISOString()).toBe(
      '2026-09-10T15:30:00.000Z',
    );
    expect(oneYearLater(new Date('2028-02-29T23:15:00.000Z')).toISOString()).toBe(
      '2029-02-28T23:15:00.000Z',
    );
    expect(oneYearLater(new Date('2026-12-31T23:59:59.999Z')).toISOString()).toBe(
      '2027-12-31T23:59:59.999Z',
    );
  });

  it('refuses a closed year’s schedule, and changes nothing when one row fails', async () => {
    const closed = await actors.SUPER_ADMIN.request('PUT', MEETING_PATHS.meetingSchedule, {
      periodId: years.previous,
      schoolId: schools.roosevelt,
      meetings: [{ number: 3, startsAt: '2025-10-20T15:00:00.000Z' }],
    });
    expect(closed.statusCode).toBe(409);
    expect(errorOf(closed).code).toBe('PERIOD_CLOSED');

    // A bad row refuses the whole step: meeting 1 keeps its date.
    const mixed = await actors.ADMIN.request('PUT', MEETING_PATHS.meetingSchedule, {
      periodId: years.current,
      schoolId: schools.lincoln,
      meetings: [
        { number: 1, startsAt: '2026-09-09T15:00:00.000Z' },
        { number: 2, startsAt: 'next Tuesday' },
      ],
    });
    expect(mixed.statusCode).toBe(400);
    expect(errorOf(mixed).issues).toContainEqual({
      path: 'meetings.1.startsAt',
      message: 'Enter a valid date',
    });
    expect(errorOf(mixed).issues?.every((issue) => issue.path === 'meetings.1.startsAt')).toBe(
      true,
    );
    expect((await detail(actors.ADMIN, lincolnMeeting(1).id)).startsAt).toBe(
      '2026-09-08T20:00:00.000Z',
    );
  });
});

describe('the Meetings list', () => {
  beforeAll(async () => {
    await saveSchedule(actors.SUPER_ADMIN, years.current, schools.farAway, [
      { number: 1, startsAt: '2026-09-01T13:00:00.000Z', place: 'Far hall' },
      { number: 2, startsAt: '2026-09-20T13:00:00.000Z', place: 'Far hall' },
    ]);
  });

  it('lists the available year’s meetings by date, by school, filtered and a page at a time', async () => {
    const all = meetingPageSchema.parse(
      (await actors.SUPER_ADMIN.request('GET', `${MEETING_PATHS.meetings}?pageSize=100`)).json(),
    );
    expect(all.total).toBe(12);
    expect(all.items.every((meeting) => meeting.period.id === years.current)).toBe(true);
    const starts = all.items.map((meeting) => meeting.startsAt);
    expect(starts).toEqual([...starts].sort());
    expect(all.items[0]).toMatchObject({ school: { name: 'Far Away High' }, number: 1 });

    const bySchool = meetingPageSchema.parse(
      (
        await actors.GLOBAL_ADMIN.request(
          'GET',
          `${MEETING_PATHS.meetings}?sort=school&pageSize=100`,
        )
      ).json(),
    );
    expect(bySchool.items.map((meeting) => `${meeting.school.name} ${meeting.number}`)).toEqual([
      'Far Away High 1',
      'Far Away High 2',
      ...Array.from({ length: 10 }, (_unused, index) => `Lincoln High ${index + 1}`),
    ]);

    const searched = meetingPageSchema.parse(
      (await actors.SUPER_ADMIN.request('GET', `${MEETING_PATHS.meetings}?q=LINCOLN`)).json(),
    );
    expect(searched.total).toBe(10);
    const filtered = meetingPageSchema.parse(
      (
        await actors.SUPER_ADMIN.request(
          'GET',
          `${MEETING_PATHS.meetings}?schoolId=${schools.farAway}`,
        )
      ).json(),
    );
    expect(filtered.items.map((meeting) => meeting.place)).toEqual(['Far hall', 'Far hall']);

    const older = meetingPageSchema.parse(
      (
        await actors.SUPER_ADMIN.request('GET', `${MEETING_PATHS.meetings}?periodId=${years.older}`)
      ).json(),
    );
    expect(older.items.map((meeting) => meeting.place)).toEqual(['Old gym', 'Old gym', 'Old gym']);

    // Pages: the cursor of the next page continues where the first stopped.
    const first = meetingPageSchema.parse(
      (
        await actors.SUPER_ADMIN.request('GET', `${MEETING_PATHS.meetings}?pageSize=5&order=desc`)
      ).json(),
    );
    expect(first.next).not.toBeNull();
    const second = meetingPageSchema.parse(
      (
        await actors.SUPER_ADMIN.request(
          'GET',
          `${MEETING_PATHS.meetings}?pageSize=5&order=desc&page=2&cursor=${first.next}`,
        )
      ).json(),
    );
    expect([...first.items, ...second.items].map((meeting) => meeting.id)).toEqual(
      [...all.items]
        .reverse()
        .slice(0, 10)
        .map((meeting) => meeting.id),
    );

    const unknownYear = await actors.SUPER_ADMIN.request(
      'GET',
      `${MEETING_PATHS.meetings}?periodId=2147483000`,
    );
    expect(unknownYear.statusCode).toBe(404);
  });

  it('shows an admin only the meetings of their schools', async () => {
    const mine = meetingPageSchema.parse(
      (await actors.ADMIN.request('GET', `${MEETING_PATHS.meetings}?pageSize=100`)).json(),
    );
    expect(mine.total).toBe(10);
    expect(new Set(mine.items.map((meeting) => meeting.school.name))).toEqual(
      new Set(['Lincoln High']),
    );
    const theirs = meetingPageSchema.parse(
      (
        await actors.OTHER_ADMIN.request(
          'GET',
          `${MEETING_PATHS.meetings}?schoolId=${schools.lincoln}`,
        )
      ).json(),
    );
    expect(theirs.items).toEqual([]);
    expect(theirs.total).toBe(0);
  });
});

describe('codes', () => {
  it('gives a new code on demand, and the detail says until when it works', async () => {
    const id = lincolnMeeting(2).id;
    const before = await detail(actors.ADMIN, id);
    const response = await actors.ADMIN.request('POST', codePath(id));
    expect(response.statusCode, response.body).toBe(200);
    const after = meetingDetailSchema.parse(response.json());
    expect(after.code).toMatch(CODE);
    expect(after.code).not.toBe(before.code);
    expect((await detail(actors.SUPER_ADMIN, id)).code).toBe(after.code);
    expect(Date.parse(after.codeValidUntil) - Date.parse(after.startsAt)).toBe(180 * 60_000);
  });
});

describe('materials', () => {
  it('adds files through the upload service, shows them to the sponsor, and removes them', async () => {
    const id = lincolnMeeting(1).id;
    const added = await upload(actors.ADMIN, id, {
      data: samples.pdf(),
      filename: 'leadership-handout.pdf',
    });
    expect(added.statusCode, added.body).toBe(201);
    const file = meetingFileSchema.parse(added.json());
    expect(file).toMatchObject({ name: 'leadership-handout.pdf', contentType: 'application/pdf' });
    const video = await upload(actors.SUPER_ADMIN, id, {
      data: samples.mp4(),
      filename: 'welcome.mp4',
    });
    expect(video.statusCode, video.body).toBe(201);

    const shown = await detail(actors.GLOBAL_ADMIN, id);
    expect(shown.files.map((item) => item.name)).toEqual(['leadership-handout.pdf', 'welcome.mp4']);
    const opened = await ctx.app.inject({ method: 'GET', url: shown.files[0]!.url });
    expect(opened.statusCode).toBe(200);
    expect(opened.headers['content-type']).toContain('application/pdf');

    // The sponsor sees the materials with the meeting, and never its code.
    const mine = await actors.SPONSOR.request('GET', MEETING_PATHS.myMeetings);
    expect(mine.statusCode, mine.body).toBe(200);
    const meetings = myMeetingsSchema.parse(mine.json());
    expect(meetings.meetings[0]!.files.map((item) => item.name)).toEqual([
      'leadership-handout.pdf',
      'welcome.mp4',
    ]);
    expect(mine.body).not.toContain(shown.code);
    // When the code closes, so the sponsor's screen can say the meeting is still open.
    expect(meetings.meetings[0]!.codeValidUntil).toBe(shown.codeValidUntil);
    const sponsorOpens = await ctx.app.inject({
      method: 'GET',
      url: meetings.meetings[0]!.files[0]!.url,
    });
    expect(sponsorOpens.statusCode).toBe(200);
    // With a token instead of a signed URL: the meeting's readers, nobody else.
    const byToken = (actor: Actor) =>
      actor.request('GET', endpointPath({ path: API.file }, { id: file.fileId }));
    expect((await byToken(actors.SPONSOR)).statusCode).toBe(200);
    expect((await byToken(actors.GLOBAL_ADMIN)).statusCode).toBe(200);
    expect((await byToken(actors.OTHER_ADMIN)).statusCode).toBe(404);
    expect((await byToken(actors.STUDENT)).statusCode).toBe(404);

    // Refused kinds and other schools' meetings.
    const executable = await upload(actors.ADMIN, id, {
      data: samples.windowsExecutable(),
      filename: 'setup.exe',
    });
    expect(executable.statusCode).toBe(415);
    const disguised = await upload(actors.ADMIN, id, {
      data: samples.windowsExecutable(),
      filename: 'notes.pdf',
    });
    expect(disguised.statusCode).toBe(415);
    const elsewhere = await upload(actors.OTHER_ADMIN, id, {
      data: samples.pdf(),
      filename: 'x.pdf',
    });
    expect(elsewhere.statusCode).toBe(404);
    const unknown = await upload(actors.SUPER_ADMIN, 2_147_483_000, {
      data: samples.pdf(),
      filename: 'x.pdf',
    });
    expect(unknown.statusCode).toBe(404);
    const noFile = await actors.ADMIN.request('POST', filesPath(id), {});
    expect(noFile.statusCode).toBe(400);

    // Removing: only from its meeting, then the link and the file are gone.
    expect(
      (await actors.ADMIN.request('DELETE', filePath(lincolnMeeting(2).id, file.fileId)))
        .statusCode,
    ).toBe(404);
    expect((await actors.OTHER_ADMIN.request('DELETE', filePath(id, file.fileId))).statusCode).toBe(
      404,
    );
    const removed = await actors.ADMIN.request('DELETE', filePath(id, file.fileId));
    expect(removed.statusCode).toBe(204);
    expect((await detail(actors.ADMIN, id)).files.map((item) => item.name)).toEqual([
      'welcome.mp4',
    ]);
    expect((await ctx.app.inject({ method: 'GET', url: shown.files[0]!.url })).statusCode).toBe(
      404,
    );
    expect((await actors.ADMIN.request('DELETE', filePath(id, file.fileId))).statusCode).toBe(404);
  });
});

describe('attendance by hand', () => {
  it('marks with a reason and who marked it, lists the school’s sponsors, and unmarks', async () => {
    const id = lincolnMeeting(1).id;
    const marked = await actors.ADMIN.request('PUT', markPath(id, sponsorIds.EMILY), {
      reason: '  Phone battery was dead  ',
    });
    expect(marked.statusCode, marked.body).toBe(200);
    const entry = attendanceEntrySchema.parse(marked.json());
    expect(entry).toEqual({
      sponsor: { id: sponsorIds.EMILY, fullName: 'Emily Johnson' },
      attendance: {
        method: 'manual',
        at: clock.now().toISOString(),
        reason: 'Phone battery was dead',
        recordedBy: 'Adam Admin',
      },
    });
    expect(await progressOf(sponsorIds.EMILY, years.current)).toBe(1);

    // Marking again changes the reason and who marked it.
    const again = await actors.SUPER_ADMIN.request('PUT', markPath(id, sponsorIds.EMILY), {
      reason: 'Signed the paper list',
    });
    expect(attendanceEntrySchema.parse(again.json()).attendance).toMatchObject({
      method: 'manual',
      reason: 'Signed the paper list',
      recordedBy: 'Sara Super',
    });
    expect(await progressOf(sponsorIds.EMILY, years.current)).toBe(1);

    // A sponsor no longer active is still on the list when marked.
    const idle = await actors.ADMIN.request('PUT', markPath(id, sponsorIds.INACTIVE), {
      reason: 'Came with a friend',
    });
    expect(idle.statusCode).toBe(200);

    const list = meetingAttendancePageSchema.parse(
      (await actors.ADMIN.request('GET', attendancePath(id))).json(),
    );
    expect(list.total).toBe(4);
    expect(
      list.items.map((item) => [item.sponsor.fullName, item.attendance?.method ?? null]),
    ).toEqual([
      ['Chloe Clark', null],
      ['Ivan Idle', 'manual'],
      ['Emily Johnson', 'manual'],
      ['Álvaro Zapata', null],
    ]);
    const attended = meetingAttendancePageSchema.parse(
      (await actors.ADMIN.request('GET', `${attendancePath(id)}?attended=true`)).json(),
    );
    expect(attended.items.map((item) => item.sponsor.fullName)).toEqual([
      'Ivan Idle',
      'Emily Johnson',
    ]);
    const absent = meetingAttendancePageSchema.parse(
      (await actors.ADMIN.request('GET', `${attendancePath(id)}?attended=false&order=desc`)).json(),
    );
    expect(absent.items.map((item) => item.sponsor.fullName)).toEqual([
      'Álvaro Zapata',
      'Chloe Clark',
    ]);
    const searched = meetingAttendancePageSchema.parse(
      (await actors.ADMIN.request('GET', `${attendancePath(id)}?q=alvaro`)).json(),
    );
    expect(searched.items.map((item) => item.sponsor.id)).toEqual([sponsorIds.ALVARO]);
    const paged = meetingAttendancePageSchema.parse(
      (await actors.ADMIN.request('GET', `${attendancePath(id)}?pageSize=3`)).json(),
    );
    const rest = meetingAttendancePageSchema.parse(
      (
        await actors.ADMIN.request(
          'GET',
          `${attendancePath(id)}?pageSize=3&page=2&cursor=${paged.next}`,
        )
      ).json(),
    );
    expect(rest.items.map((item) => item.sponsor.fullName)).toEqual(['Álvaro Zapata']);

    // The sponsor's page shows meeting 1 attended.
    const mine = myMeetingsSchema.parse(
      (await actors.SPONSOR.request('GET', MEETING_PATHS.myMeetings)).json(),
    );
    expect(mine.attended).toBe(1);
    // Marked by hand; who marked it is the coordinators' to know (decision 032).
    expect(mine.meetings[0]!.attendance).toMatchObject({
      method: 'manual',
      recordedBy: null,
    });

    // Unmarking removes it, and the progress follows.
    const unmarked = await actors.ADMIN.request('DELETE', markPath(id, sponsorIds.EMILY));
    expect(unmarked.statusCode).toBe(204);
    expect(await progressOf(sponsorIds.EMILY, years.current)).toBe(0);
    const after = meetingAttendancePageSchema.parse(
      (await actors.ADMIN.request('GET', `${attendancePath(id)}?attended=true`)).json(),
    );
    expect(after.items.map((item) => item.sponsor.fullName)).toEqual(['Ivan Idle']);
    // Unmarking someone not marked changes nothing.
    expect((await actors.ADMIN.request('DELETE', markPath(id, sponsorIds.EMILY))).statusCode).toBe(
      204,
    );
  });

  it('requires a reason, and only sponsors of the meeting’s school', async () => {
    const id = lincolnMeeting(2).id;
    const missing = await actors.ADMIN.request('PUT', markPath(id, sponsorIds.CHLOE), {});
    expect(missing.statusCode).toBe(400);
    expect(errorOf(missing).issues).toEqual([{ path: 'reason', message: 'Required' }]);
    const blank = await actors.ADMIN.request('PUT', markPath(id, sponsorIds.CHLOE), {
      reason: '   ',
    });
    expect(errorOf(blank).issues).toEqual([{ path: 'reason', message: 'Required' }]);
    const long = await actors.ADMIN.request('PUT', markPath(id, sponsorIds.CHLOE), {
      reason: 'x'.repeat(501),
    });
    expect(errorOf(long).issues).toEqual([{ path: 'reason', message: 'Max 500 characters' }]);
    const number = await actors.ADMIN.request('PUT', markPath(id, sponsorIds.CHLOE), {
      reason: 42,
    });
    expect(number.statusCode).toBe(400);
    const spanish = await actors.ADMIN.request(
      'PUT',
      markPath(id, sponsorIds.CHLOE),
      {},
      { 'accept-language': 'es-CO' },
    );
    expect(errorOf(spanish).issues).toEqual([{ path: 'reason', message: 'Obligatorio' }]);

    for (const sponsorId of [sponsorIds.FAR, 2_147_483_000]) {
      const refused = await actors.SUPER_ADMIN.request('PUT', markPath(id, sponsorId), {
        reason: 'Was there',
      });
      expect(refused.statusCode).toBe(404);
      expect((await actors.SUPER_ADMIN.request('DELETE', markPath(id, sponsorId))).statusCode).toBe(
        404,
      );
    }
    expect(
      (await actors.OTHER_ADMIN.request('PUT', markPath(id, sponsorIds.CHLOE), { reason: 'x' }))
        .statusCode,
    ).toBe(404);
    expect((await actors.OTHER_ADMIN.request('GET', attendancePath(id))).statusCode).toBe(404);
  });
});

describe('deleting a meeting', () => {
  it('removes its attendance and materials, and the sponsor’s progress follows', async () => {
    const schedule = await saveSchedule(actors.ADMIN, years.current, schools.sandbox, [
      { number: 1, startsAt: '2026-09-15T15:00:00.000Z' },
      { number: 2, startsAt: '2026-10-15T15:00:00.000Z' },
    ]);
    const [first, second] = schedule.slots.map((slot) => slot.meeting!);
    // Chloe's record moves to the sandbox school for this test: a sponsor of that school.
    await ctx.database.db.execute(
      sql`update sponsors set school_id = ${schools.sandbox} where id = ${sponsorIds.CHLOE}`,
    );
    for (const meeting of [first!, second!])
      expect(
        (
          await actors.ADMIN.request('PUT', markPath(meeting.id, sponsorIds.CHLOE), {
            reason: 'Paper list',
          })
        ).statusCode,
      ).toBe(200);
    expect(await progressOf(sponsorIds.CHLOE, years.current)).toBe(2);
    const file = meetingFileSchema.parse(
      (await upload(actors.ADMIN, first!.id, { data: samples.pdf(), filename: 'a.pdf' })).json(),
    );

    expect((await actors.OTHER_ADMIN.request('DELETE', meetingPath(first!.id))).statusCode).toBe(
      404,
    );
    const removed = await actors.ADMIN.request('DELETE', meetingPath(first!.id));
    expect(removed.statusCode).toBe(204);
    expect((await actors.ADMIN.request('GET', meetingPath(first!.id))).statusCode).toBe(404);
    expect((await actors.ADMIN.request('DELETE', meetingPath(first!.id))).statusCode).toBe(404);
    expect(await progressOf(sponsorIds.CHLOE, years.current)).toBe(1);
    const left = await queryRows<{ count: number }>(
      ctx.database,
      sql`select count(*)::int as count from files where id = ${file.fileId}`,
    );
    expect(left[0]!.count).toBe(0);
    await ctx.database.db.execute(
      sql`update sponsors set school_id = ${schools.lincoln} where id = ${sponsorIds.CHLOE}`,
    );

    // A sponsor who moved away stays on the list of the meeting they attended.
    const list = meetingAttendancePageSchema.parse(
      (await actors.ADMIN.request('GET', attendancePath(second!.id))).json(),
    );
    expect(list.items.map((item) => item.sponsor.fullName)).toEqual(['Chloe Clark']);
    expect(
      (await actors.ADMIN.request('DELETE', markPath(second!.id, sponsorIds.CHLOE))).statusCode,
    ).toBe(204);
    expect(await progressOf(sponsorIds.CHLOE, years.current)).toBe(0);
    // Now she is nobody on that list.
    expect(
      (await actors.ADMIN.request('DELETE', markPath(second!.id, sponsorIds.CHLOE))).statusCode,
    ).toBe(404);
  });
});

describe('who reaches what', () => {
  it('lets coordinators in (admins in their schools), answers 404 out of scope, 403 to others', async () => {
    // Each coordinator works on a meeting of their own, so deleting does not take anyone else's.
    const coordinators = ['SUPER_ADMIN', 'GLOBAL_ADMIN', 'ADMIN'] as const;
    const schedule = await saveSchedule(actors.SUPER_ADMIN, years.current, schools.sandbox, [
      { number: 5, startsAt: '2026-11-02T15:00:00.000Z' },
      { number: 6, startsAt: '2026-11-09T15:00:00.000Z' },
      { number: 7, startsAt: '2026-11-16T15:00:00.000Z' },
    ]);
    const own = Object.fromEntries(
      coordinators.map((name, index) => [name, schedule.slots[4 + index]!.meeting!.id]),
    ) as Record<(typeof coordinators)[number], number>;
    const shared = lincolnMeeting(4).id;
    const fileOf = async (meetingId: number) =>
      meetingFileSchema.parse(
        (
          await upload(actors.SUPER_ADMIN, meetingId, { data: samples.pdf(), filename: 'f.pdf' })
        ).json(),
      ).fileId;

    const calls: Array<{
      name: string;
      ok: number;
      call: (actor: Actor, meetingId: number) => Promise<{ statusCode: number; body: string }>;
    }> = [
      {
        name: 'schedule',
        ok: 200,
        call: (a) => a.request('GET', schedulePath(years.current, schools.lincoln)),
      },
      {
        name: 'save schedule',
        ok: 200,
        call: (a) =>
          a.request('PUT', MEETING_PATHS.meetingSchedule, {
            periodId: years.current,
            schoolId: schools.lincoln,
            meetings: [{ number: 4, startsAt: '2026-10-19T15:00:00.000Z', place: a.email }],
          }),
      },
      { name: 'get', ok: 200, call: (a) => a.request('GET', meetingPath(shared)) },
      {
        name: 'update',
        ok: 200,
        call: (a) => a.request('PATCH', meetingPath(shared), { notes: a.email }),
      },
      { name: 'new code', ok: 200, call: (a) => a.request('POST', codePath(shared)) },
      { name: 'attendance', ok: 200, call: (a) => a.request('GET', attendancePath(shared)) },
      {
        name: 'mark',
        ok: 200,
        call: (a) => a.request('PUT', markPath(shared, sponsorIds.ALVARO), { reason: 'Late list' }),
      },
      {
        name: 'unmark',
        ok: 204,
        call: (a) => a.request('DELETE', markPath(shared, sponsorIds.ALVARO)),
      },
      {
        name: 'add file',
        ok: 201,
        call: (a) => upload(a, shared, { data: samples.pdf(), filename: 'agenda.pdf' }),
      },
      {
        name: 'remove file',
        ok: 204,
        call: async (a, meetingId) =>
          a.request('DELETE', filePath(meetingId, await fileOf(meetingId))),
      },
      {
        name: 'delete',
        ok: 204,
        call: (a, meetingId) => a.request('DELETE', meetingPath(meetingId)),
      },
    ];
    const seen: string[] = [];
    const expected: string[] = [];
    for (const { name, ok, call } of calls) {
      for (const actorName of Object.keys(actors) as Name[]) {
        const actor = actors[actorName];
        const isCoordinator = (coordinators as readonly string[]).includes(actorName);
        const meetingId = isCoordinator
          ? own[actorName as (typeof coordinators)[number]]
          : own.SUPER_ADMIN;
        // The file routes and delete work on the caller's own meeting; the rest on Lincoln's.
        const response = await call(actor, meetingId);
        seen.push(`${name} ${actorName} ${response.statusCode}`);
        const status = isCoordinator ? ok : actorName === 'OTHER_ADMIN' ? 404 : 403;
        expected.push(`${name} ${actorName} ${status}`);
      }
    }
    expect(seen).toEqual(expected);

    const list = (await actors.STUDENT.request('GET', MEETING_PATHS.meetings)).statusCode;
    expect(list).toBe(403);
    expect((await actors.SPONSOR.request('GET', MEETING_PATHS.meetings)).statusCode).toBe(403);
    for (const name of ['SUPER_ADMIN', 'GLOBAL_ADMIN', 'ADMIN', 'OTHER_ADMIN'] as const)
      expect((await actors[name].request('GET', MEETING_PATHS.meetings)).statusCode).toBe(200);

    // The sponsor's side is the sponsor's only.
    for (const name of ['SUPER_ADMIN', 'GLOBAL_ADMIN', 'ADMIN', 'STUDENT'] as const) {
      expect((await actors[name].request('GET', MEETING_PATHS.myMeetings)).statusCode).toBe(403);
      expect(
        (await actors[name].request('POST', MEETING_PATHS.attendance, { code: 'ABCDEF' }))
          .statusCode,
      ).toBe(403);
    }
  });
});

describe('bad input', () => {
  it('answers 400 with translated messages and 404 for unknown ids, never 500', async () => {
    const admin = actors.SUPER_ADMIN;
    const id = lincolnMeeting(5).id;
    const row = { number: 1, startsAt: '2026-09-07T15:00:00.000Z' };
    const schedules: Array<[unknown, number, string?]> = [
      [{ periodId: years.current, schoolId: schools.lincoln, meetings: [] }, 400, 'meetings'],
      [{ periodId: years.current, schoolId: schools.lincoln }, 400, 'meetings'],
      [{ periodId: years.current, schoolId: schools.lincoln, meetings: 'all' }, 400],
      [{ schoolId: schools.lincoln, meetings: [row] }, 400, 'periodId'],
      [{ periodId: String(years.current), schoolId: schools.lincoln, meetings: [row] }, 400],
      [{ periodId: years.current, schoolId: -1, meetings: [row] }, 400],
      [
        { periodId: years.current, schoolId: schools.lincoln, meetings: [{ ...row, number: 11 }] },
        400,
      ],
      [
        { periodId: years.current, schoolId: schools.lincoln, meetings: [{ ...row, number: 0 }] },
        400,
      ],
      [
        { periodId: years.current, schoolId: schools.lincoln, meetings: [{ ...row, number: 1.5 }] },
        400,
      ],
      [{ periodId: years.current, schoolId: schools.lincoln, meetings: [row, row] }, 400],
      [
        {
          periodId: years.current,
          schoolId: schools.lincoln,
          meetings: Array.from({ length: 11 }, (_unused, index) => ({
            ...row,
            number: (index % 10) + 1,
          })),
        },
        400,
      ],
      [{ periodId: years.current, schoolId: schools.lincoln, meetings: [{ number: 1 }] }, 400],
      [
        {
          periodId: years.current,
          schoolId: schools.lincoln,
          meetings: [{ ...row, startsAt: '1999-12-31T10:00:00Z' }],
        },
        400,
      ],
      [
        {
          periodId: years.current,
          schoolId: schools.lincoln,
          meetings: [{ ...row, startsAt: '2026-09-07' }],
        },
        400,
      ],
      [
        {
          periodId: years.current,
          schoolId: schools.lincoln,
          meetings: [{ ...row, startsAt: 'x'.repeat(10_000) }],
        },
        400,
      ],
      [
        {
          periodId: years.current,
          schoolId: schools.lincoln,
          meetings: [{ ...row, place: 'x'.repeat(201) }],
        },
        400,
      ],
      [
        {
          periodId: years.current,
          schoolId: schools.lincoln,
          meetings: [{ ...row, notes: 'x'.repeat(5001) }],
        },
        400,
      ],
      [
        {
          periodId: years.current,
          schoolId: schools.lincoln,
          meetings: [{ ...row, codeWindowMinutes: 10 }],
        },
        400,
      ],
      [
        {
          periodId: years.current,
          schoolId: schools.lincoln,
          meetings: [{ ...row, codeWindowMinutes: 1441 }],
        },
        400,
      ],
      [
        {
          periodId: years.current,
          schoolId: schools.lincoln,
          meetings: [{ ...row, codeWindowMinutes: '60' }],
        },
        400,
      ],
      [{ periodId: 2_147_483_000, schoolId: schools.lincoln, meetings: [row] }, 404],
      [{ periodId: years.current, schoolId: 2_147_483_000, meetings: [row] }, 404],
    ];
    for (const [payload, status, path] of schedules) {
      const response = await admin.request('PUT', MEETING_PATHS.meetingSchedule, payload);
      const label = JSON.stringify(payload).slice(0, 120);
      expect([label, response.statusCode]).toEqual([label, status]);
      const body = errorOf(response);
      expect(body.message.length).toBeGreaterThan(0);
      if (path) expect(body.issues?.map((issue) => issue.path)).toContain(path);
      for (const issue of body.issues ?? []) expect(issue.message).not.toMatch(/validation\./);
    }
    // An admin's school outside their scope is unknown to them.
    const outside = await actors.ADMIN.request('PUT', MEETING_PATHS.meetingSchedule, {
      periodId: years.current,
      schoolId: schools.farAway,
      meetings: [row],
    });
    expect(outside.statusCode).toBe(404);
    expect(
      (await actors.ADMIN.request('GET', schedulePath(years.current, schools.farAway))).statusCode,
    ).toBe(404);

    const queries: Array<[string, number]> = [
      [`${MEETING_PATHS.meetings}?periodId=abc`, 400],
      [`${MEETING_PATHS.meetings}?periodId=0`, 400],
      [`${MEETING_PATHS.meetings}?schoolId=99999999999`, 400],
      [`${MEETING_PATHS.meetings}?sort=place`, 400],
      [`${MEETING_PATHS.meetings}?order=up`, 400],
      [`${MEETING_PATHS.meetings}?pageSize=1000`, 400],
      [`${MEETING_PATHS.meetings}?q=${'x'.repeat(101)}`, 400],
      [`${MEETING_PATHS.meetings}?cursor=not-a-cursor`, 400],
      [`${MEETING_PATHS.meetings}?schoolId=2147483000`, 200],
      [MEETING_PATHS.meetingSchedule, 400],
      [`${MEETING_PATHS.meetingSchedule}?periodId=${years.current}`, 400],
      [schedulePath(2_147_483_000, schools.lincoln), 404],
      [schedulePath(years.current, 2_147_483_000), 404],
      [`${attendancePath(id)}?attended=maybe`, 400],
      [`${attendancePath(id)}?sort=school`, 400],
      [attendancePath(2_147_483_000), 404],
      [meetingPath(2_147_483_000), 404],
      ['/edrocks/api/meetings/abc', 400],
      ['/edrocks/api/meetings/99999999999', 400],
      ['/edrocks/api/meetings/-3', 400],
    ];
    for (const [url, status] of queries) {
      const response = await admin.request('GET', url);
      expect([url.slice(0, 80), response.statusCode]).toEqual([url.slice(0, 80), status]);
    }

    const patches: Array<[unknown, number]> = [
      [{ startsAt: 'soon' }, 400],
      [{ startsAt: null }, 400],
      [{ place: 7 }, 400],
      [{ place: 'x'.repeat(201) }, 400],
      [{ notes: 'x'.repeat(100_000) }, 400],
      [{ codeWindowMinutes: 14 }, 400],
      [{ codeWindowMinutes: 60.5 }, 400],
    ];
    for (const [payload, status] of patches) {
      const response = await admin.request('PATCH', meetingPath(id), payload);
      expect([JSON.stringify(payload).slice(0, 60), response.statusCode]).toEqual([
        JSON.stringify(payload).slice(0, 60),
        status,
      ]);
    }
    expect(
      (await admin.request('PATCH', meetingPath(2_147_483_000), { notes: 'x' })).statusCode,
    ).toBe(404);
    expect((await admin.request('POST', codePath(2_147_483_000))).statusCode).toBe(404);
    expect((await admin.request('DELETE', meetingPath(2_147_483_000))).statusCode).toBe(404);
    expect(
      (await admin.request('PUT', markPath(2_147_483_000, sponsorIds.EMILY), { reason: 'x' }))
        .statusCode,
    ).toBe(404);
    expect((await admin.request('DELETE', filePath(id, 2_147_483_000))).statusCode).toBe(404);
    expect((await admin.request('DELETE', '/edrocks/api/meetings/1/files/abc')).statusCode).toBe(
      400,
    );
    // Nothing changed on the way.
    expect((await detail(admin, id)).startsAt).toBe(lincolnMeeting(5).startsAt);
  });
});
