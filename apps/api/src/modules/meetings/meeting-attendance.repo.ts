// Who attended a meeting (meeting_attendance), by code or marked by hand, with the name of
// whoever marked it (users, read-only); and a meeting's attendance list's rows: its school's
// sponsors joined to their attendance (the list itself is attendance-list.ts).
import { and, countDistinct, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { meetingAttendance, meetings, sponsors, users } from '../../db/schema/index';

const recorders = alias(users, 'recorders');

const attendanceSelection = {
  meetingId: meetingAttendance.meetingId,
  sponsorId: meetingAttendance.sponsorId,
  method: meetingAttendance.method,
  reason: meetingAttendance.reason,
  recordedAt: meetingAttendance.recordedAt,
  recorderFirstName: recorders.firstName,
  recorderLastName: recorders.lastName,
};

export interface AttendanceRow {
  meetingId: number;
  sponsorId: number;
  method: 'code' | 'manual';
  reason: string | null;
  recordedAt: Date;
  recorderFirstName: string | null;
  recorderLastName: string | null;
}

/** A sponsor's attendance of these meetings, with the name of whoever marked it by hand. */
export function findSponsorAttendance(
  db: Database,
  sponsorId: number,
  meetingIds: number[],
): Promise<AttendanceRow[]> {
  if (meetingIds.length === 0) return Promise.resolve([]);
  return db
    .select(attendanceSelection)
    .from(meetingAttendance)
    .leftJoin(recorders, eq(recorders.id, meetingAttendance.recordedBy))
    .where(
      and(
        eq(meetingAttendance.sponsorId, sponsorId),
        inArray(meetingAttendance.meetingId, meetingIds),
      ),
    );
}

/**
 * Meetings of the year the sponsor attended, counted by number like the database's progress
 * (a sponsor who changed school mid-year counts each meeting once).
 */
export async function countAttendedMeetings(
  db: Database,
  sponsorId: number,
  periodId: number,
): Promise<number> {
  const [row] = await db
    .select({ value: countDistinct(meetings.number) })
    .from(meetingAttendance)
    .innerJoin(meetings, eq(meetings.id, meetingAttendance.meetingId))
    .where(
      and(eq(meetingAttendance.sponsorId, sponsorId), eq(meetingAttendance.periodId, periodId)),
    );
  return row?.value ?? 0;
}

/** The primary key of meeting_attendance: one row per meeting and sponsor, however recorded. */
export const ATTENDANCE_ONCE_CONSTRAINT = 'meeting_attendance_meeting_id_sponsor_id_pk';

/**
 * Records an attendance by code. A sponsor who already attended (by code or by hand) makes this a
 * unique violation of ATTENDANCE_ONCE_CONSTRAINT, also when two requests arrive at once.
 */
export async function insertCodeAttendance(
  tx: Database,
  meeting: { id: number; periodId: number },
  sponsorId: number,
  now: Date,
): Promise<void> {
  await tx.insert(meetingAttendance).values({
    meetingId: meeting.id,
    sponsorId,
    // The meeting's own year: the sponsor's progress of that year counts it.
    periodId: meeting.periodId,
    method: 'code',
    reason: null,
    recordedBy: null,
    recordedAt: now,
  });
}

/** Whether the sponsor's attendance at the meeting is recorded (by code or by hand). */
export async function hasAttendance(
  tx: Database,
  meetingId: number,
  sponsorId: number,
): Promise<boolean> {
  const [row] = await tx
    .select({ sponsorId: meetingAttendance.sponsorId })
    .from(meetingAttendance)
    .where(
      and(eq(meetingAttendance.meetingId, meetingId), eq(meetingAttendance.sponsorId, sponsorId)),
    );
  return row !== undefined;
}

/**
 * Marks an attendance by hand, or changes the reason of one marked by hand; an attendance by code
 * stays as it is. Answers whether a row was written.
 */
export async function upsertManualAttendance(
  tx: Database,
  meeting: { id: number; periodId: number },
  sponsorId: number,
  mark: { reason: string; recordedBy: number; now: Date },
): Promise<boolean> {
  const rows = await tx
    .insert(meetingAttendance)
    .values({
      meetingId: meeting.id,
      sponsorId,
      periodId: meeting.periodId,
      method: 'manual',
      reason: mark.reason,
      recordedBy: mark.recordedBy,
      recordedAt: mark.now,
    })
    .onConflictDoUpdate({
      target: [meetingAttendance.meetingId, meetingAttendance.sponsorId],
      set: { reason: mark.reason, recordedBy: mark.recordedBy, recordedAt: mark.now },
      setWhere: eq(meetingAttendance.method, 'manual'),
    })
    .returning({ sponsorId: meetingAttendance.sponsorId });
  return rows.length > 0;
}

export async function deleteAttendance(
  tx: Database,
  meetingId: number,
  sponsorId: number,
): Promise<void> {
  await tx
    .delete(meetingAttendance)
    .where(
      and(eq(meetingAttendance.meetingId, meetingId), eq(meetingAttendance.sponsorId, sponsorId)),
    );
}
export interface AttendanceListRecord {
  sponsorId: number;
  firstName: string;
  lastName: string;
  firstNameKey: string;
  lastNameKey: string;
  method: 'code' | 'manual' | null;
  reason: string | null;
  recordedAt: Date | null;
  recorderFirstName: string | null;
  recorderLastName: string | null;
}
/** The attendance list's rows: sponsors, each with their attendance of the meeting if any. */
export function selectAttendanceList(db: Database, meetingId: number) {
  return db
    .select({
      sponsorId: sponsors.id,
      firstName: sponsors.firstName,
      lastName: sponsors.lastName,
      firstNameKey: sponsors.firstNameKey,
      lastNameKey: sponsors.lastNameKey,
      method: meetingAttendance.method,
      reason: meetingAttendance.reason,
      recordedAt: meetingAttendance.recordedAt,
      recorderFirstName: recorders.firstName,
      recorderLastName: recorders.lastName,
    })
    .from(sponsors)
    .leftJoin(
      meetingAttendance,
      and(eq(meetingAttendance.meetingId, meetingId), eq(meetingAttendance.sponsorId, sponsors.id)),
    )
    .leftJoin(recorders, eq(recorders.id, meetingAttendance.recordedBy))
    .$dynamic();
}
/** One sponsor's row of the list (after a mark by hand). */
export async function findAttendanceEntry(
  db: Database,
  meetingId: number,
  sponsorId: number,
): Promise<AttendanceListRecord | undefined> {
  const [row] = await selectAttendanceList(db, meetingId).where(eq(sponsors.id, sponsorId));
  return row;
}
