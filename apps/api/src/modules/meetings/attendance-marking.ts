// Attendance marked by hand: a coordinator who reaches the meeting marks a sponsor of its list
// as attended, with the reason, or removes an attendance however it was recorded.
import type { AttendanceEntry } from '@portal/shared';
import type { AuthContext } from '../../lib/auth-context';
import { appError } from '../../lib/errors';
import { viewerOf } from '../../lib/projections';
import {
  deleteAttendance,
  findAttendanceEntry,
  upsertManualAttendance,
} from './meeting-attendance.repo';
import { findListedSponsor } from './meeting-sponsors.repo';
import { lockVisibleMeeting, type MeetingsContext } from './meetings-context';
import { toAttendanceEntry } from './meeting-projections';

/**
 * Marks a sponsor of the meeting's list as attended by hand, with the reason and who marked
 * it; a sponsor who already used the code keeps that record, unchanged.
 */
export async function markAttendance(
  { db, clock }: MeetingsContext,
  auth: AuthContext,
  id: number,
  sponsorId: number,
  reason: string,
): Promise<AttendanceEntry> {
  await db.transaction(async (tx) => {
    const { meeting } = await lockVisibleMeeting(tx, auth, id);
    if (!(await findListedSponsor(tx, meeting, sponsorId))) throw appError('NOT_FOUND');
    await upsertManualAttendance(tx, meeting, sponsorId, {
      reason,
      recordedBy: auth.userId,
      now: clock.now(),
    });
  });
  const entry = await findAttendanceEntry(db, id, sponsorId);
  if (!entry) throw appError('NOT_FOUND');
  return toAttendanceEntry(viewerOf(auth, null), entry);
}

/** Removes a sponsor's attendance of the meeting, by code or by hand. */
export async function unmarkAttendance(
  { db }: MeetingsContext,
  auth: AuthContext,
  id: number,
  sponsorId: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    const { meeting } = await lockVisibleMeeting(tx, auth, id);
    if (!(await findListedSponsor(tx, meeting, sponsorId))) throw appError('NOT_FOUND');
    await deleteAttendance(tx, meeting.id, sponsorId);
  });
}
