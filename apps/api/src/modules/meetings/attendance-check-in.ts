// The sponsor's side: their school's meetings of the available year with their own attendance,
// and entering a meeting's attendance code.
//
// "Once" is the attendance's primary key (a second use of a code, or two at once, is refused
// there). Codes are counted per sponsor and per address before they are looked up
// (attendance-throttle.ts); every refusal of a code is the same answer, so an answer says nothing
// about which rule failed.
import { normalizeAttendanceCode, type MyMeeting, type MyMeetings } from '@portal/shared';
import type { MeetingRow } from '../../db/schema/index';
import type { AuthContext } from '../../lib/auth-context';
import { isUniqueViolation } from '../../lib/db-errors';
import { appError, isAppError } from '../../lib/errors';
import { viewerOf } from '../../lib/projections';
import { isAttendanceCodeShape } from './attendance-code';
import type { AttendanceGuesser } from './attendance-throttle';
import {
  ATTENDANCE_ONCE_CONSTRAINT,
  countAttendedMeetings,
  findSponsorAttendance,
  hasAttendance,
  insertCodeAttendance,
} from './meeting-attendance.repo';
import { findMeetingFiles } from './meeting-files.repo';
import { findOwnSponsor, type OwnSponsor } from './meeting-sponsors.repo';
import type { MeetingsContext } from './meetings-context';
import { isWithinWindow, toMyMeeting } from './meeting-projections';
import { findSchoolMeetings, lockMeetingByCode, ownMeetingVisibility } from './meetings.repo';

/** Wrong, expired, not yet open, another school's, used, malformed: one answer for all. */
const invalidCode = () => appError('ATTENDANCE_CODE_INVALID');
const alreadyRecorded = () => appError('ATTENDANCE_ALREADY_RECORDED');

/** The sponsor's school's meetings of the available year, with their own attendance. */
export async function mine(
  { db, files, periods }: MeetingsContext,
  auth: AuthContext,
): Promise<MyMeetings> {
  const sponsor = await findOwnSponsor(db, auth.userId);
  if (!sponsor) throw appError('NOT_FOUND');
  const school = { id: sponsor.schoolId, name: sponsor.schoolName };
  const year = await periods.findAvailable();
  if (!year) return { year: null, school, meetings: [], attended: 0 };
  const records = await findSchoolMeetings(
    db,
    ownMeetingVisibility(auth),
    year.id,
    sponsor.schoolId,
  );
  const ids = records.map((record) => record.meeting.id);
  const [materials, attendance, attended] = await Promise.all([
    findMeetingFiles(db, ids),
    findSponsorAttendance(db, sponsor.id, ids),
    countAttendedMeetings(db, sponsor.id, year.id),
  ]);
  return {
    year: { id: year.id, name: year.name },
    school,
    meetings: records.map(({ meeting }) =>
      toMyMeeting(
        files,
        viewerOf(auth, null),
        meeting,
        materials,
        attendance.find((row) => row.meetingId === meeting.id),
      ),
    ),
    attended,
  };
}

/** The meeting's attendance of one sponsor and its materials, as the sponsor sees it. */
async function myMeeting(
  { db, files }: MeetingsContext,
  auth: AuthContext,
  meeting: MeetingRow,
  sponsorId: number,
): Promise<MyMeeting> {
  const [materials, attendance] = await Promise.all([
    findMeetingFiles(db, [meeting.id]),
    findSponsorAttendance(db, sponsorId, [meeting.id]),
  ]);
  return toMyMeeting(files, viewerOf(auth, null), meeting, materials, attendance[0]);
}

/**
 * A sponsor enters a code. It is counted (per sponsor and per address) before anything is
 * looked up; then it must name a meeting of the sponsor's school, the sponsor's record must
 * be active, and now must fall within the code's window. The attendance's primary key holds
 * "once", also for requests arriving together. A right code gives its count back, also when
 * the attendance was already recorded (by this code before, or by hand): that is no guess,
 * and the sponsor is told so (409) rather than that the code is wrong.
 */
export async function enterCode(
  context: MeetingsContext,
  auth: AuthContext,
  code: string,
  ip: string,
): Promise<MyMeeting> {
  const { db, clock, attendanceThrottle } = context;
  const sponsor: OwnSponsor | undefined = await findOwnSponsor(db, auth.userId);
  const guesser: AttendanceGuesser = {
    subject: sponsor ? `sponsor:${sponsor.id}` : `user:${auth.userId}`,
    ip,
  };
  await attendanceThrottle.reserve(guesser);
  const normalized = normalizeAttendanceCode(code);
  if (!sponsor || !sponsor.active || !isAttendanceCodeShape(normalized)) throw invalidCode();
  const now = clock.now();
  let meeting: MeetingRow;
  try {
    meeting = await db.transaction(async (tx) => {
      const found = await lockMeetingByCode(tx, ownMeetingVisibility(auth), normalized);
      if (!found || found.schoolId !== sponsor.schoolId) throw invalidCode();
      if (await hasAttendance(tx, found.id, sponsor.id)) throw alreadyRecorded();
      if (!isWithinWindow(found, now)) throw invalidCode();
      await insertCodeAttendance(tx, found, sponsor.id, now);
      return found;
    });
  } catch (error) {
    const isRecorded =
      isUniqueViolation(error, ATTENDANCE_ONCE_CONSTRAINT) ||
      (isAppError(error) && error.code === 'ATTENDANCE_ALREADY_RECORDED');
    if (!isRecorded) throw error;
    await attendanceThrottle.forgive(guesser);
    throw alreadyRecorded();
  }
  await attendanceThrottle.forgive(guesser);
  return myMeeting(context, auth, meeting, sponsor.id);
}
