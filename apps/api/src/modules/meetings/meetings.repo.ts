// Queries on a school's meetings of a year (meetings). Coordinators reach meetings through
// meetingVisibility (an admin: the meetings of their schools), a sponsor through
// ownMeetingVisibility (their school's). Years and schools are joined read-only for names and
// sorting; the rules (windows, codes, who may be marked) are the use cases'. Their attendance is
// meeting-attendance.repo.ts, their materials meeting-files.repo.ts, the list meeting-list.ts.
import { and, asc, desc, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  meetingAttendance,
  meetings,
  periods,
  schools,
  sponsors,
  type MeetingRow,
} from '../../db/schema/index';
import { scopeCondition } from '../../lib/scopes/scope';
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

export function selectMeetings(db: Database) {
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
