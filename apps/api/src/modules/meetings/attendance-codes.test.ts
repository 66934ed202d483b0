// Attendance codes, the sponsor's side: the look-alike-free alphabet; a code accepted only within
// its meeting's window (the platform clock), only from sponsors of its school, once each (also
// with twenty requests at once); what a person types (case, spaces, dashes); a new code retiring
// the old one; marks by hand beside codes; the sponsor's meetings page and progress; guessing
// throttled per sponsor and per address, right codes given back; codes drawn again on collision.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  ATTENDANCE_CODE_ALPHABET,
  attendanceEntrySchema,
  endpointPath,
  meetingDetailSchema,
  meetingPageSchema,
  meetingScheduleSchema,
  myMeetingSchema,
  myMeetingsSchema,
  normalizeAttendanceCode,
  type MeetingDetail,
  type MeetingSchedule,
  MEETING_PATHS,
  PERIOD_PATHS,
} from '@portal/shared';
import { ManualClock } from '../../../test/helpers/clock';
import { assignAdmin, createActor, createPlace, type Actor } from '../../../test/helpers/fixtures';
import {
  bearer,
  createTestContext,
  errorOf,
  queryRows,
  uniqueEmail,
  type TestContext,
} from '../../../test/helpers/test-app';
import type { Throttle } from '../../lib/throttle';
import type { AuthContext } from '../../lib/auth-context';
import { insertSponsorIfFree } from '../sponsors/sponsors.service';
import { generateAttendanceCode, isAttendanceCodeShape } from './attendance-code';
import {
  ATTENDANCE_GUESSES_PER_ADDRESS,
  ATTENDANCE_GUESSES_PER_SPONSOR,
  ATTENDANCE_SPONSOR_BACKOFF,
} from './attendance-throttle';
import { createMeetingsService } from './meetings.service';

const CODE = /^[2-9A-HJKMNP-Z]{6}$/;
const MINUTE = 60_000;

const clock = new ManualClock(new Date('2026-09-01T12:00:00Z'));
let ctx: TestContext;
let superAdmin: Actor;
let admin: Actor;
let periodId = 0;
const schools = { lincoln: 0, farAway: 0 };
let lincoln: MeetingSchedule;
let farAwayMeetingId = 0;

interface TestSponsor {
  actor: Actor;
  id: number;
}

let addressCounter = 0;
/** Each test guesses from its own addresses, so one test's counts never reach another's. */
const nextAddress = () => {
  addressCounter += 1;
  return `10.77.${Math.floor(addressCounter / 250)}.${(addressCounter % 250) + 1}`;
};

let sponsorCounter = 0;
async function newSponsor(
  schoolId = schools.lincoln,
  options: { active?: boolean } = {},
): Promise<TestSponsor> {
  sponsorCounter += 1;
  const firstName = `Sponsor${sponsorCounter}`;
  const actor = await createActor(ctx, 'SPONSOR', {
    firstName,
    lastName: 'Tester',
    email: uniqueEmail(`sponsor${sponsorCounter}`),
  });
  const id = (await insertSponsorIfFree(ctx.database.db, {
    firstName,
    lastName: 'Tester',
    email: actor.email,
    phone: '',
    schoolId,
    birthdate: '2008-05-05',
    leadershipDistinction: false,
    active: options.active ?? true,
    userId: actor.id,
  }))!;
  return { actor, id };
}

function enter(sponsor: TestSponsor | Actor, code: unknown, ip: string) {
  const actor = 'actor' in sponsor ? sponsor.actor : sponsor;
  return ctx.app.inject({
    method: 'POST',
    url: MEETING_PATHS.attendance,
    headers: bearer(actor.token),
    remoteAddress: ip,
    payload: { code } as Record<string, unknown>,
  });
}

function expectRecorded(response: { statusCode: number; body: string }) {
  expect(response.statusCode, response.body).toBe(409);
  expect(JSON.parse(response.body)).toMatchObject({
    code: 'ATTENDANCE_ALREADY_RECORDED',
    message: 'Your attendance at this meeting is already recorded.',
  });
}

function expectInvalid(response: { statusCode: number; body: string }) {
  expect(response.statusCode, response.body).toBe(422);
  expect(JSON.parse(response.body)).toMatchObject({
    code: 'ATTENDANCE_CODE_INVALID',
    message: 'Attendance code is invalid',
  });
}

const meetingId = (number: number) => lincoln.slots[number - 1]!.meeting!.id;

async function detail(id: number): Promise<MeetingDetail> {
  const response = await admin.request(
    'GET',
    endpointPath({ path: MEETING_PATHS.meeting }, { id }),
  );
  expect(response.statusCode, response.body).toBe(200);
  return meetingDetailSchema.parse(response.json());
}

/** Moves the meeting's start (and window), and answers its detail with the code. */
async function startMeeting(
  number: number,
  startsAt: Date,
  codeWindowMinutes = 180,
): Promise<MeetingDetail> {
  const response = await admin.request(
    'PATCH',
    endpointPath({ path: MEETING_PATHS.meeting }, { id: meetingId(number) }),
    { startsAt: startsAt.toISOString(), codeWindowMinutes },
  );
  expect(response.statusCode, response.body).toBe(200);
  return meetingDetailSchema.parse(response.json());
}

/** A well-formed code that no meeting holds. */
async function wrongCodes(count: number): Promise<string[]> {
  const rows = await queryRows<{ code: string }>(ctx.database, sql`select code from meetings`);
  const taken = new Set(rows.map((row) => row.code));
  const codes: string[] = [];
  while (codes.length < count) {
    const code = generateAttendanceCode();
    if (!taken.has(code)) codes.push(code);
  }
  return codes;
}

async function progressOf(sponsorId: number): Promise<number | undefined> {
  const rows = await queryRows<{ meetings_attended: number }>(
    ctx.database,
    sql`select meetings_attended from leadership_progress where sponsor_id = ${sponsorId} and period_id = ${periodId}`,
  );
  return rows[0]?.meetings_attended;
}

beforeAll(async () => {
  // The clock moves through meetings' windows here: sessions outlast them.
  ctx = await createTestContext({ clock, env: { ACCESS_TOKEN_TTL: '30d' } });
  const db = ctx.database.db;
  schools.lincoln = await createPlace(db, 'school', { name: 'Lincoln High' });
  schools.farAway = await createPlace(db, 'school', { name: 'Far Away High' });
  superAdmin = await createActor(ctx, 'SUPER_ADMIN', { firstName: 'Sara', lastName: 'Super' });
  admin = await createActor(ctx, 'ADMIN', { firstName: 'Adam', lastName: 'Admin' });
  await assignAdmin(db, admin.id, { schoolIds: [schools.lincoln] });
  const created = await superAdmin.request('POST', PERIOD_PATHS.periods, {
    name: '2026-2027',
    startDate: '2026-08-01',
    endDate: '2027-07-31',
  });
  periodId = created.json<{ id: number }>().id;
});

afterAll(() => ctx.close());

describe('the code alphabet', () => {
  it('has no look-alikes and draws six characters from the cryptographic source', () => {
    for (const lookAlike of ['0', 'O', '1', 'I', 'L'])
      expect(ATTENDANCE_CODE_ALPHABET).not.toContain(lookAlike);
    expect(new Set(ATTENDANCE_CODE_ALPHABET).size).toBe(ATTENDANCE_CODE_ALPHABET.length);
    const random = vi.spyOn(Math, 'random');
    const codes = Array.from({ length: 5000 }, () => generateAttendanceCode());
    expect(random).not.toHaveBeenCalled();
    random.mockRestore();
    for (const code of codes) expect(code).toMatch(CODE);
    // Every character of the alphabet turns up, and codes hardly repeat.
    expect(new Set(codes.join(''))).toEqual(new Set(ATTENDANCE_CODE_ALPHABET));
    expect(new Set(codes).size).toBeGreaterThan(4990);
  });

  it('reads what a person types: case, spaces and dashes do not matter', () => {
    expect(normalizeAttendanceCode(' ab3-def ')).toBe('AB3DEF');
    expect(isAttendanceCodeShape(normalizeAttendanceCode('k7m - p2q'))).toBe(true);
    for (const text of ['ABC12', 'ABCDEFG', 'O0I1LA', 'ABC!EF', 'ÁBCDEF'])
      expect(isAttendanceCodeShape(normalizeAttendanceCode(text))).toBe(false);
  });
});

describe('before a year is available', () => {
  it('shows the sponsor no meetings and coordinators an empty list', async () => {
    const sponsor = await newSponsor();
    const mine = await sponsor.actor.request('GET', MEETING_PATHS.myMeetings);
    expect(mine.statusCode, mine.body).toBe(200);
    expect(myMeetingsSchema.parse(mine.json())).toEqual({
      year: null,
      school: { id: schools.lincoln, name: 'Lincoln High' },
      meetings: [],
      attended: 0,
    });
    const list = await superAdmin.request('GET', MEETING_PATHS.meetings);
    expect(meetingPageSchema.parse(list.json())).toMatchObject({ items: [], total: 0 });
    expectInvalid(await enter(sponsor, 'ABCDEF', nextAddress()));
  });
});

describe('entering a code', () => {
  beforeAll(async () => {
    const activated = await superAdmin.request(
      'POST',
      endpointPath({ path: PERIOD_PATHS.periodActivate }, { id: periodId }),
    );
    expect(activated.statusCode, activated.body).toBe(200);
    const saved = await admin.request('PUT', MEETING_PATHS.meetingSchedule, {
      periodId,
      schoolId: schools.lincoln,
      meetings: Array.from({ length: 10 }, (_unused, index) => ({
        number: index + 1,
        startsAt: new Date(Date.parse('2026-10-05T15:00:00Z') + index * 14 * 86_400_000),
        place: 'Auditorium',
      })).map((row) => ({ ...row, startsAt: row.startsAt.toISOString() })),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    lincoln = meetingScheduleSchema.parse(saved.json());
    const far = await superAdmin.request('PUT', MEETING_PATHS.meetingSchedule, {
      periodId,
      schoolId: schools.farAway,
      meetings: [{ number: 1, startsAt: '2026-10-05T15:00:00.000Z' }],
    });
    farAwayMeetingId = meetingScheduleSchema.parse(far.json()).slots[0]!.meeting!.id;
  });

  it('is accepted only from the meeting’s start to the end of its window', async () => {
    const ip = nextAddress();
    const [early, onTime, late] = [await newSponsor(), await newSponsor(), await newSponsor()];
    const meeting = await startMeeting(1, new Date(clock.now().getTime() + MINUTE), 60);
    expect(meeting.codeValidUntil).toBe(
      new Date(clock.now().getTime() + 61 * MINUTE).toISOString(),
    );

    // A minute before the start.
    expectInvalid(await enter(early, meeting.code, ip));
    // At the start.
    clock.advance(MINUTE);
    const first = await enter(early, meeting.code, ip);
    expect(first.statusCode, first.body).toBe(201);
    expect(myMeetingSchema.parse(first.json())).toMatchObject({
      id: meeting.id,
      number: 1,
      kind: 'kickoff1',
      place: 'Auditorium',
      attendance: { method: 'code', at: clock.now().toISOString(), reason: null, recordedBy: null },
    });
    expect(first.body).not.toContain(meeting.code);
    // In the last minute of the window.
    clock.advance(59 * MINUTE);
    expect((await enter(onTime, meeting.code, ip)).statusCode).toBe(201);
    // Just after it.
    clock.advance(MINUTE + 1000);
    expectInvalid(await enter(late, meeting.code, ip));
    expect((await detail(meeting.id)).attended).toBe(2);
  });

  it('is accepted only from active sponsors of its school, once each', async () => {
    const ip = nextAddress();
    const meeting = await startMeeting(2, new Date(clock.now().getTime() - 5 * MINUTE));
    const farSponsor = await newSponsor(schools.farAway);
    expectInvalid(await enter(farSponsor, meeting.code, ip));
    const idle = await newSponsor(schools.lincoln, { active: false });
    expectInvalid(await enter(idle, meeting.code, ip));
    // A sponsor account without a sponsor record attends nothing, and has no meetings page.
    const unlinked = await createActor(ctx, 'SPONSOR');
    expectInvalid(await enter(unlinked, meeting.code, ip));
    expect((await unlinked.request('GET', MEETING_PATHS.myMeetings)).statusCode).toBe(404);

    const sponsor = await newSponsor();
    expect((await enter(sponsor, meeting.code, ip)).statusCode).toBe(201);
    expectRecorded(await enter(sponsor, meeting.code, ip));
    expectRecorded(await enter(sponsor, meeting.code.toLowerCase(), nextAddress()));
    expect(await progressOf(sponsor.id)).toBe(1);

    // The Far Away meeting's code is not Lincoln's sponsors' either.
    const far = await superAdmin.request(
      'PATCH',
      endpointPath({ path: MEETING_PATHS.meeting }, { id: farAwayMeetingId }),
      { startsAt: new Date(clock.now().getTime() - MINUTE).toISOString() },
    );
    const farCode = meetingDetailSchema.parse(far.json()).code;
    expectInvalid(await enter(await newSponsor(), farCode, ip));
    expect((await enter(farSponsor, farCode, ip)).statusCode).toBe(201);
  });

  it('accepts lowercase, spaces and dashes, and refuses anything that cannot be a code', async () => {
    const ip = nextAddress();
    const meeting = await startMeeting(3, new Date(clock.now().getTime() - MINUTE));
    const sponsor = await newSponsor();
    const typed = `  ${meeting.code.slice(0, 3).toLowerCase()} - ${meeting.code.slice(3).toLowerCase()}\t`;
    const response = await enter(sponsor, typed, ip);
    expect(response.statusCode, response.body).toBe(201);

    const other = await newSponsor();
    expectInvalid(await enter(other, 'O0I1L!', ip));
    expectInvalid(await enter(other, `${meeting.code}X`, ip));
    const bad: unknown[] = ['', 'x'.repeat(10_000), 'x'.repeat(33), 123456, null, ['ABCDEF']];
    for (const code of bad) {
      const refused = await enter(other, code, ip);
      expect([String(code).slice(0, 20), refused.statusCode]).toEqual([
        String(code).slice(0, 20),
        400,
      ]);
      expect(errorOf(refused).issues?.[0]?.path).toBe('code');
    }
    const missing = await ctx.app.inject({
      method: 'POST',
      url: MEETING_PATHS.attendance,
      headers: bearer(other.actor.token),
      payload: {},
    });
    expect(errorOf(missing).issues).toEqual([{ path: 'code', message: 'Required' }]);
    // None of the 400s counted as a guess: the sponsor still has tries left.
    expect((await enter(other, meeting.code, ip)).statusCode).toBe(201);
  });

  it('stops accepting the old code the moment a new one is made', async () => {
    const ip = nextAddress();
    const meeting = await startMeeting(4, new Date(clock.now().getTime() - MINUTE));
    const renewed = await admin.request(
      'POST',
      endpointPath({ path: MEETING_PATHS.meetingCode }, { id: meeting.id }),
    );
    const code = meetingDetailSchema.parse(renewed.json()).code;
    expect(code).not.toBe(meeting.code);
    const sponsor = await newSponsor();
    expectInvalid(await enter(sponsor, meeting.code, ip));
    expect((await enter(sponsor, code, ip)).statusCode).toBe(201);
  });

  it('keeps one attendance per sponsor beside marks by hand', async () => {
    const ip = nextAddress();
    const meeting = await startMeeting(5, new Date(clock.now().getTime() - MINUTE));
    const markPath = (sponsorId: number) =>
      endpointPath({ path: MEETING_PATHS.meetingAttendanceMark }, { id: meeting.id, sponsorId });

    // Marked by hand first: the code then says so.
    const marked = await newSponsor();
    const mark = await admin.request('PUT', markPath(marked.id), { reason: 'Phone was dead' });
    expect(mark.statusCode, mark.body).toBe(200);
    expectRecorded(await enter(marked, meeting.code, ip));

    // The code first: a mark by hand leaves that record as it was.
    const coded = await newSponsor();
    const used = myMeetingSchema.parse((await enter(coded, meeting.code, ip)).json());
    clock.advance(MINUTE);
    const again = await admin.request('PUT', markPath(coded.id), { reason: 'Double check' });
    expect(again.statusCode, again.body).toBe(200);
    expect(attendanceEntrySchema.parse(again.json())).toEqual({
      sponsor: { id: coded.id, fullName: expect.stringMatching(/Tester$/) },
      attendance: used.attendance,
    });
    expect(await progressOf(coded.id)).toBe(1);

    // Unmarked, the sponsor may use the code again.
    const removed = await admin.request('DELETE', markPath(coded.id));
    expect(removed.statusCode).toBe(204);
    expect(await progressOf(coded.id)).toBe(0);
    expect((await enter(coded, meeting.code, ip)).statusCode).toBe(201);
  });

  it('records one attendance when a sponsor sends the code twenty times at once', async () => {
    const meeting = await startMeeting(6, new Date(clock.now().getTime() - MINUTE));
    const sponsor = await newSponsor();
    const ip = nextAddress();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => enter(sponsor, meeting.code, ip)),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.every((status) => [201, 409, 429].includes(status))).toBe(true);
    const rows = await queryRows<{ count: number }>(
      ctx.database,
      sql`select count(*)::int as count from meeting_attendance where meeting_id = ${meeting.id} and sponsor_id = ${sponsor.id}`,
    );
    expect(rows[0]!.count).toBe(1);
    expect(await progressOf(sponsor.id)).toBe(1);
  });

  it('shows the sponsor their school’s meetings of the year, meeting 1 attended, never a code', async () => {
    const ip = nextAddress();
    const meeting = await startMeeting(1, new Date(clock.now().getTime() - MINUTE));
    const sponsor = await newSponsor();
    expect((await enter(sponsor, meeting.code, ip)).statusCode).toBe(201);
    const response = await sponsor.actor.request('GET', MEETING_PATHS.myMeetings);
    expect(response.statusCode, response.body).toBe(200);
    const mine = myMeetingsSchema.parse(response.json());
    expect(mine.year).toEqual({ id: periodId, name: '2026-2027' });
    expect(mine.school).toEqual({ id: schools.lincoln, name: 'Lincoln High' });
    expect(mine.meetings.map((item) => item.kind)).toEqual([
      'kickoff1',
      'kickoff2',
      'meeting1',
      'meeting2',
      'meeting3',
      'meeting4',
      'meeting5',
      'meeting6',
      'meeting7',
      'final',
    ]);
    expect(mine.meetings[0]!.attendance).toMatchObject({ method: 'code' });
    expect(mine.meetings.slice(1).every((item) => item.attendance === null)).toBe(true);
    expect(mine.attended).toBe(1);
    const codes = await queryRows<{ code: string }>(ctx.database, sql`select code from meetings`);
    for (const { code } of codes) expect(response.body).not.toContain(code);
    expect(await progressOf(sponsor.id)).toBe(1);
  });
});

describe('guessing', () => {
  it('stops a sponsor after a handful of wrong codes, even with the right one', async () => {
    const meeting = await startMeeting(7, new Date(clock.now().getTime() - MINUTE));
    const sponsor = await newSponsor();
    const ip = nextAddress();
    // The limit, then one more try at once: past it, tries are spaced out.
    for (const code of await wrongCodes(ATTENDANCE_GUESSES_PER_SPONSOR + 1))
      expectInvalid(await enter(sponsor, code, ip));
    const refused = await enter(sponsor, meeting.code, ip);
    expect(refused.statusCode).toBe(429);
    expect(errorOf(refused)).toMatchObject({
      code: 'TOO_MANY_ATTENDANCE_CODES',
      message: 'Too many codes tried. Wait 30 seconds and try again.',
      retryAfterSeconds: ATTENDANCE_SPONSOR_BACKOFF.baseMs / 1000,
    });
    expect(refused.headers['retry-after']).toBe(String(ATTENDANCE_SPONSOR_BACKOFF.baseMs / 1000));
    // Another address does not help: the sponsor is counted.
    expect((await enter(sponsor, meeting.code, nextAddress())).statusCode).toBe(429);
    const spanish = await ctx.app.inject({
      method: 'POST',
      url: MEETING_PATHS.attendance,
      headers: { ...bearer(sponsor.actor.token), 'accept-language': 'es-CO' },
      remoteAddress: ip,
      payload: { code: meeting.code },
    });
    expect(errorOf(spanish).message).toBe(
      'Demasiados códigos intentados. Espere 30 segundos e intente de nuevo.',
    );

    clock.advance(ATTENDANCE_SPONSOR_BACKOFF.baseMs + 1000);
    expect((await enter(sponsor, meeting.code, ip)).statusCode).toBe(201);
  });

  it('does not count the right code entered again, even many times, nor after the window', async () => {
    const meeting = await startMeeting(10, new Date(clock.now().getTime() - MINUTE));
    const sponsor = await newSponsor();
    const ip = nextAddress();
    expect((await enter(sponsor, meeting.code, ip)).statusCode).toBe(201);
    for (let again = 0; again < ATTENDANCE_GUESSES_PER_SPONSOR * 2; again += 1)
      expectRecorded(await enter(sponsor, meeting.code, ip));
    // Every guess is still there: the entries again took none.
    for (const code of await wrongCodes(ATTENDANCE_GUESSES_PER_SPONSOR))
      expectInvalid(await enter(sponsor, code, ip));
    clock.advance(4 * 60 * MINUTE);
    const late = await ctx.app.inject({
      method: 'POST',
      url: MEETING_PATHS.attendance,
      headers: { ...bearer(sponsor.actor.token), 'accept-language': 'es-CO' },
      remoteAddress: nextAddress(),
      payload: { code: meeting.code },
    });
    expect(late.statusCode).toBe(409);
    expect(errorOf(late).message).toBe('Su asistencia a esta reunión ya está registrada.');
  });

  it('stops an address after more, across sponsors', async () => {
    const meeting = await startMeeting(8, new Date(clock.now().getTime() - MINUTE));
    const ip = nextAddress();
    const guessers = Math.ceil(ATTENDANCE_GUESSES_PER_ADDRESS / ATTENDANCE_GUESSES_PER_SPONSOR);
    const codes = await wrongCodes(ATTENDANCE_GUESSES_PER_ADDRESS);
    for (let index = 0; index < guessers; index += 1) {
      const sponsor = await newSponsor();
      const mine = codes.slice(
        index * ATTENDANCE_GUESSES_PER_SPONSOR,
        (index + 1) * ATTENDANCE_GUESSES_PER_SPONSOR,
      );
      for (const code of mine) expectInvalid(await enter(sponsor, code, ip));
    }
    // A sponsor who tried nothing yet, with the right code, from the same address.
    const honest = await newSponsor();
    const refused = await enter(honest, meeting.code, ip);
    expect(refused.statusCode).toBe(429);
    expect(errorOf(refused).code).toBe('TOO_MANY_ATTENDANCE_CODES');
    // Elsewhere the same sponsor gets in: a refused try counts nowhere.
    expect((await enter(honest, meeting.code, nextAddress())).statusCode).toBe(201);
  });

  it('gives right codes back: a sponsor at every meeting is never slowed down', async () => {
    const ip = nextAddress();
    const codes: string[] = [];
    for (const slot of lincoln.slots)
      codes.push((await startMeeting(slot.number, new Date(clock.now().getTime() - MINUTE))).code);
    const sponsor = await newSponsor();
    // Others at the same address enter their codes too: the address is charged nothing.
    for (let round = 0; round < 3; round += 1) {
      const neighbour = await newSponsor();
      for (const code of codes) expect((await enter(neighbour, code, ip)).statusCode).toBe(201);
    }
    for (const code of codes) expect((await enter(sponsor, code, ip)).statusCode).toBe(201);
    // Every try is still there for typos.
    for (const code of await wrongCodes(ATTENDANCE_GUESSES_PER_SPONSOR))
      expectInvalid(await enter(sponsor, code, ip));
    const mine = myMeetingsSchema.parse(
      (await sponsor.actor.request('GET', MEETING_PATHS.myMeetings)).json(),
    );
    expect(mine.attended).toBe(10);
    expect(mine.meetings.every((item) => item.attendance?.method === 'code')).toBe(true);
    expect(await progressOf(sponsor.id)).toBe(10);
  });
});

describe('the database holds “once”', () => {
  it('keeps one attendance when twenty entries of one sponsor pass the throttle together', async () => {
    const meeting = await startMeeting(9, new Date(clock.now().getTime() - MINUTE));
    const sponsor = await newSponsor();
    // Every entry gets past the throttle, so twenty inserts race on the primary key.
    const allowEverything: Throttle = {
      ...ctx.app.platform.throttle,
      reserve: () => Promise.resolve({ isAllowed: true }),
      forgive: () => Promise.resolve(),
    };
    const service = createMeetingsService({
      db: ctx.database.db,
      clock,
      files: ctx.app.platform.files,
      throttle: allowEverything,
      periods: ctx.app.periods,
    });
    const auth: AuthContext = {
      userId: sponsor.actor.id,
      role: 'SPONSOR',
      sessionId: 'test',
      access: 'own',
    };
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () => service.enterCode(auth, meeting.code, '10.99.0.1')),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    for (const result of results)
      if (result.status === 'rejected')
        expect(result.reason).toMatchObject({ code: 'ATTENDANCE_ALREADY_RECORDED' });
    expect(await progressOf(sponsor.id)).toBe(1);
  });
});

describe('fresh codes', () => {
  it('draws again when a new code is another meeting’s', async () => {
    const taken = (await detail(meetingId(1))).code;
    const draws = [taken, taken, 'NEWCD2', taken, 'NEWCD3'];
    const service = createMeetingsService({
      db: ctx.database.db,
      clock,
      files: ctx.app.platform.files,
      throttle: ctx.app.platform.throttle,
      periods: ctx.app.periods,
      generateCode: () => draws.shift() ?? generateAttendanceCode(),
    });
    const auth: AuthContext = {
      userId: superAdmin.id,
      role: 'SUPER_ADMIN',
      sessionId: 'test',
      access: 'all',
    };
    const schedule = await service.saveSchedule(auth, {
      periodId,
      schoolId: schools.farAway,
      meetings: [
        {
          number: 2,
          startsAt: '2026-10-19T15:00:00.000Z',
          place: '',
          notes: '',
          codeWindowMinutes: 180,
        },
      ],
    });
    const created = schedule.slots[1]!.meeting!;
    expect((await service.get(auth, created.id)).code).toBe('NEWCD2');
    expect((await service.regenerateCode(auth, created.id)).code).toBe('NEWCD3');
    expect((await detail(meetingId(1))).code).toBe(taken);
  });
});
