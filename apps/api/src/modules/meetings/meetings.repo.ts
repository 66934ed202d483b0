// Queries on a school's meetings of a year (meetings), their materials (meeting_files) and who
// attended them (meeting_attendance). Coordinators reach meetings through meetingVisibility (an
// admin: the meetings of their schools), a sponsor through ownMeetingVisibility (their school's).
// Sponsors, schools, years, files and users are joined read-only for names, sorting and the
// attendance list's rows; the rules (windows, codes, who may be marked) are the service's.
import { and, asc, countDistinct, desc, eq, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { alias, unionAll } from 'drizzle-orm/pg-core';
import { SEARCH_TOTAL_LIMIT, type MeetingSortField } from '@portal/shared';
import type { Database } from '../../db/client';
import {
  files,
  meetingAttendance,
  meetingFiles,
  meetings,
  periods,
  schools,
  sponsors,
  users,
  type MeetingRow,
} from '../../db/schema/index';
import { countUpTo, type ListTotal, type RowWindow, type SortKey } from '../../lib/list-page';
import { scopeCondition } from '../../lib/scopes/scope';
import { searchTextCondition } from '../../lib/search-text';
import { defineVisibility, type Visibility } from '../../lib/visibility';

/** The meetings a coordinator reaches: all of them, or an admin's those of their schools. */
export const meetingVisibility = defineVisibility('meetings', (auth) => {
  // Only coordinators reach the meetings area; anyone else reaching this is a mistake: nothing.
  if (auth.access === 'own' || auth.access === 'ownRead') return sql`false`;
  return scopeCondition(auth, 'meetings', { school: meetings.schoolId });
});
export type MeetingVisibility = Visibility<'meetings'>;

/** The meetings a sponsor reaches: those of the school of their sponsor record. */
export const ownMeetingVisibility = defineVisibility(
  'attendanceCodes',
  (auth) =>
    sql`${meetings.schoolId} = (select ${sponsors.schoolId} from ${sponsors} where ${sponsors.userId} = ${auth.userId})`,
);
export type OwnMeetingVisibility = Visibility<'attendanceCodes'>;

const recorders = alias(users, 'recorders');

const meetingSelection = {
  meeting: meetings,
  periodName: periods.name,
  schoolName: schools.name,
  /** Who attended it, by code or by hand (the attendance's primary key starts with the meeting). */
  attended: sql<number>`(select count(*) from ${meetingAttendance} where ${meetingAttendance.meetingId} = ${meetings.id})::int`,
  startsAtKey: sql<string>`${meetings.startsAt}::text`,
};

export interface MeetingRecord {
  meeting: MeetingRow;
  periodName: string;
  schoolName: string;
  attended: number;
  /** The start as the database writes it, for the list's cursor. */
  startsAtKey: string;
}

function selectMeetings(db: Database) {
  return db
    .select(meetingSelection)
    .from(meetings)
    .innerJoin(periods, eq(periods.id, meetings.periodId))
    .innerJoin(schools, eq(schools.id, meetings.schoolId))
    .$dynamic();
}

/** Whether the meeting is within reach: a coordinator's scope, or a sponsor's own school. */
export async function isMeetingReachable(
  db: Database,
  visibility: MeetingVisibility | OwnMeetingVisibility,
  id: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: meetings.id })
    .from(meetings)
    .where(and(eq(meetings.id, id), visibility.condition));
  return row !== undefined;
}

export async function findMeeting(
  db: Database,
  visibility: MeetingVisibility,
  id: number,
  options: { lock?: 'share' | 'update' } = {},
): Promise<MeetingRecord | undefined> {
  let query = selectMeetings(db).where(and(eq(meetings.id, id), visibility.condition));
  // Only the meeting's row: its year and school stay free for others.
  if (options.lock) query = query.for(options.lock, { of: meetings });
  const [row] = await query;
  return row;
}

/** A school's meetings of a year, by number. */
export function findSchoolMeetings(
  db: Database,
  visibility: MeetingVisibility | OwnMeetingVisibility,
  periodId: number,
  schoolId: number,
): Promise<MeetingRecord[]> {
  return selectMeetings(db)
    .where(
      and(eq(meetings.periodId, periodId), eq(meetings.schoolId, schoolId), visibility.condition),
    )
    .orderBy(asc(meetings.number));
}

/**
 * The school's meetings of the year whose dates come just before the year starting `yearStart`
 * (the schedule's suggestions): none when there is no such year or it had none.
 */
export function findPreviousYearMeetings(
  db: Database,
  visibility: MeetingVisibility,
  yearStart: string,
  schoolId: number,
): Promise<Array<{ number: number; startsAt: Date; place: string }>> {
  const previousYear = db
    .select({ id: periods.id })
    .from(periods)
    .where(lt(periods.startDate, yearStart))
    .orderBy(desc(periods.startDate))
    .limit(1);
  return db
    .select({ number: meetings.number, startsAt: meetings.startsAt, place: meetings.place })
    .from(meetings)
    .where(
      and(
        eq(meetings.periodId, sql`(${previousYear})`),
        eq(meetings.schoolId, schoolId),
        visibility.condition,
      ),
    )
    .orderBy(asc(meetings.number));
}

export type NewMeeting = typeof meetings.$inferInsert;

/**
 * Creates the school's meeting with this number in the year, or changes the one there (not its
 * code). The insert itself is guarded by the school's share lock the caller holds; an existing
 * meeting is changed only within the caller's reach. Answers its id, undefined when out of reach.
 * A new meeting's code that another meeting holds is a unique violation (meetings_code_unique).
 */
export async function upsertScheduledMeeting(
  tx: Database,
  visibility: MeetingVisibility,
  values: NewMeeting & {
    startsAt: Date;
    place: string;
    notes: string;
    codeWindowMinutes: number;
    updatedAt: Date;
  },
): Promise<number | undefined> {
  const [row] = await tx
    .insert(meetings)
    .values(values)
    .onConflictDoUpdate({
      target: [meetings.periodId, meetings.schoolId, meetings.number],
      set: {
        startsAt: values.startsAt,
        place: values.place,
        notes: values.notes,
        codeWindowMinutes: values.codeWindowMinutes,
        updatedAt: values.updatedAt,
      },
      ...(visibility.condition ? { setWhere: visibility.condition } : {}),
    })
    .returning({ id: meetings.id });
  return row?.id;
}

export type MeetingChanges = Partial<
  Pick<NewMeeting, 'startsAt' | 'place' | 'notes' | 'codeWindowMinutes' | 'code'>
>;

/** Changes a meeting within the caller's reach; false when it is not there. */
export async function updateMeeting(
  db: Database,
  visibility: MeetingVisibility,
  id: number,
  changes: MeetingChanges,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(meetings)
    .set({ ...changes, updatedAt: now })
    .where(and(eq(meetings.id, id), visibility.condition))
    .returning({ id: meetings.id });
  return rows.length > 0;
}

/** Deletes a meeting within the caller's reach (its attendance and links go with it). */
export async function deleteMeeting(
  tx: Database,
  visibility: MeetingVisibility,
  id: number,
): Promise<boolean> {
  const rows = await tx
    .delete(meetings)
    .where(and(eq(meetings.id, id), visibility.condition))
    .returning({ id: meetings.id });
  return rows.length > 0;
}

/**
 * The meeting a code names, among those the sponsor reaches, share-locked until the caller's
 * transaction ends: a new code or a deletion waits for the attendance being recorded.
 */
export async function lockMeetingByCode(
  tx: Database,
  visibility: OwnMeetingVisibility,
  code: string,
): Promise<MeetingRow | undefined> {
  const [row] = await tx
    .select()
    .from(meetings)
    .where(and(eq(meetings.code, code), visibility.condition))
    .for('share');
  return row;
}

// ---------------------------------------------------------------------------------------------
// The Meetings list

export interface MeetingListFilters {
  periodId: number;
  schoolId?: number | undefined;
  q?: string | undefined;
}

function listConditions(visibility: MeetingVisibility, filters: MeetingListFilters) {
  return and(
    visibility.condition,
    eq(meetings.periodId, filters.periodId),
    filters.schoolId === undefined ? undefined : eq(meetings.schoolId, filters.schoolId),
    searchTextCondition(schools.searchText, filters.q),
  );
}

/**
 * By date: the year's index (meetings_period_starts_idx). By school: the school's name, then
 * its meetings in order; a year holds ten meetings per school, so the sort stays small.
 */
export function meetingSortKeys(sort: MeetingSortField): Array<SortKey<MeetingRecord>> {
  const id: SortKey<MeetingRecord> = {
    column: meetings.id,
    type: 'integer',
    value: (row) => row.meeting.id,
  };
  if (sort === 'school')
    return [
      { column: schools.name, type: 'text', value: (row) => row.schoolName },
      { column: meetings.schoolId, type: 'integer', value: (row) => row.meeting.schoolId },
      { column: meetings.number, type: 'integer', value: (row) => row.meeting.number },
      id,
    ];
  return [
    { column: sql`${meetings.startsAt}`, type: 'timestamp', value: (row) => row.startsAtKey },
    id,
  ];
}

export function findMeetingPage(
  db: Database,
  visibility: MeetingVisibility,
  filters: MeetingListFilters,
  window: RowWindow,
): Promise<MeetingRecord[]> {
  return selectMeetings(db)
    .where(and(listConditions(visibility, filters), window.keyset))
    .orderBy(...window.orderBy)
    .limit(window.limit)
    .offset(window.offset);
}

export function countMeetings(
  db: Database,
  visibility: MeetingVisibility,
  filters: MeetingListFilters,
): Promise<ListTotal> {
  const rows = db
    .select({ one: sql`1` })
    .from(meetings)
    .innerJoin(schools, eq(schools.id, meetings.schoolId))
    .where(listConditions(visibility, filters))
    .$dynamic();
  return filters.q ? countUpTo(db, rows, SEARCH_TOTAL_LIMIT) : countUpTo(db, rows);
}

// ---------------------------------------------------------------------------------------------
// Sponsors

export interface OwnSponsor {
  id: number;
  schoolId: number;
  schoolName: string;
  active: boolean;
}

/** The caller's own sponsor record (one account, one sponsor), with their school's name. */
export async function findOwnSponsor(
  db: Database,
  userId: number,
): Promise<OwnSponsor | undefined> {
  const [row] = await db
    .select({
      id: sponsors.id,
      schoolId: sponsors.schoolId,
      schoolName: schools.name,
      active: sponsors.active,
    })
    .from(sponsors)
    .innerJoin(schools, eq(schools.id, sponsors.schoolId))
    .where(eq(sponsors.userId, userId));
  return row;
}

/** The active sponsors of a school: who could attend its meetings. */
export async function countActiveSponsors(db: Database, schoolId: number): Promise<number> {
  const [row] = await db
    .select({ value: sql<number>`count(*)::int` })
    .from(sponsors)
    .where(and(eq(sponsors.schoolId, schoolId), eq(sponsors.active, true)));
  return row?.value ?? 0;
}

/**
 * A sponsor on the meeting's attendance list: of the meeting's school (active or not), or one
 * who attended it and has since moved (the attendance belongs to the meeting, which the caller
 * reaches). Undefined for anyone else.
 */
export async function findListedSponsor(
  db: Database,
  meeting: { id: number; schoolId: number },
  sponsorId: number,
): Promise<{ id: number; firstName: string; lastName: string } | undefined> {
  const [row] = await db
    .select({ id: sponsors.id, firstName: sponsors.firstName, lastName: sponsors.lastName })
    .from(sponsors)
    .where(
      and(
        eq(sponsors.id, sponsorId),
        sql`(${sponsors.schoolId} = ${meeting.schoolId} or exists (select 1 from ${meetingAttendance} where ${meetingAttendance.meetingId} = ${meeting.id} and ${meetingAttendance.sponsorId} = ${sponsors.id}))`,
      ),
    );
  return row;
}

// ---------------------------------------------------------------------------------------------
// Attendance

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

// ---------------------------------------------------------------------------------------------
// A meeting's attendance list

export interface AttendanceListFilters {
  q?: string | undefined;
  attended?: boolean | undefined;
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

const schoolSponsors = alias(sponsors, 'school_sponsors');
const attendees = alias(meetingAttendance, 'attendees');

/**
 * Who is on the list: the school's active sponsors (its name index) and whoever attended (the
 * attendance's primary key), a few hundred ids joined back to sponsors by their primary key,
 * so a page costs the school's size, not the sponsors table's.
 */
function attendanceListConditions(
  db: Database,
  meeting: { id: number; schoolId: number },
  filters: AttendanceListFilters,
): SQL | undefined {
  const listed = unionAll(
    db
      .select({ id: schoolSponsors.id })
      .from(schoolSponsors)
      .where(and(eq(schoolSponsors.schoolId, meeting.schoolId), eq(schoolSponsors.active, true))),
    db
      .select({ id: attendees.sponsorId })
      .from(attendees)
      .where(eq(attendees.meetingId, meeting.id)),
  );
  return and(
    inArray(sponsors.id, listed),
    searchTextCondition(sponsors.searchText, filters.q),
    filters.attended === undefined
      ? undefined
      : filters.attended
        ? sql`${meetingAttendance.sponsorId} is not null`
        : sql`${meetingAttendance.sponsorId} is null`,
  );
}

function selectAttendanceList(db: Database, meetingId: number) {
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

/** By the sponsor's name (the sponsors' name keys), the id last. */
export const attendanceSortKeys: Array<SortKey<AttendanceListRecord>> = [
  { column: sponsors.lastNameKey, type: 'text', value: (row) => row.lastNameKey },
  { column: sponsors.firstNameKey, type: 'text', value: (row) => row.firstNameKey },
  { column: sponsors.id, type: 'integer', value: (row) => row.sponsorId },
];

export function findAttendancePage(
  db: Database,
  meeting: { id: number; schoolId: number },
  filters: AttendanceListFilters,
  window: RowWindow,
): Promise<AttendanceListRecord[]> {
  return selectAttendanceList(db, meeting.id)
    .where(and(attendanceListConditions(db, meeting, filters), window.keyset))
    .orderBy(...window.orderBy)
    .limit(window.limit)
    .offset(window.offset);
}

export function countAttendanceList(
  db: Database,
  meeting: { id: number; schoolId: number },
  filters: AttendanceListFilters,
): Promise<ListTotal> {
  const rows = db
    .select({ one: sql`1` })
    .from(sponsors)
    .leftJoin(
      meetingAttendance,
      and(
        eq(meetingAttendance.meetingId, meeting.id),
        eq(meetingAttendance.sponsorId, sponsors.id),
      ),
    )
    .where(attendanceListConditions(db, meeting, filters))
    .$dynamic();
  return filters.q ? countUpTo(db, rows, SEARCH_TOTAL_LIMIT) : countUpTo(db, rows);
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

// ---------------------------------------------------------------------------------------------
// Materials

export interface MeetingFileRecord {
  meetingId: number;
  fileId: number;
  name: string;
  contentType: string;
  sizeBytes: number;
}

/** The materials of these meetings, in the order they were added. */
export function findMeetingFiles(db: Database, meetingIds: number[]): Promise<MeetingFileRecord[]> {
  if (meetingIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      meetingId: meetingFiles.meetingId,
      fileId: files.id,
      name: files.originalName,
      contentType: files.contentType,
      sizeBytes: files.sizeBytes,
    })
    .from(meetingFiles)
    .innerJoin(files, eq(files.id, meetingFiles.fileId))
    .where(inArray(meetingFiles.meetingId, meetingIds))
    .orderBy(asc(meetingFiles.createdAt), asc(meetingFiles.fileId));
}

export async function insertMeetingFile(
  tx: Database,
  meetingId: number,
  fileId: number,
  now: Date,
): Promise<void> {
  await tx.insert(meetingFiles).values({ meetingId, fileId, createdAt: now });
}

/** Removes a material's link; false when the meeting has no such file. */
export async function deleteMeetingFile(
  tx: Database,
  meetingId: number,
  fileId: number,
): Promise<boolean> {
  const rows = await tx
    .delete(meetingFiles)
    .where(and(eq(meetingFiles.meetingId, meetingId), eq(meetingFiles.fileId, fileId)))
    .returning({ fileId: meetingFiles.fileId });
  return rows.length > 0;
}

/** The ids of a meeting's materials (deleted with it). */
export async function findMeetingFileIds(tx: Database, meetingId: number): Promise<number[]> {
  const rows = await tx
    .select({ fileId: meetingFiles.fileId })
    .from(meetingFiles)
    .where(eq(meetingFiles.meetingId, meetingId));
  return rows.map((row) => row.fileId);
}
