// Queries of the leadership reports. The rows are the active sponsors in the caller's scope, the
// same set as the document status grid, read a page at a time through the sponsors' name index.
// What a page's cells need is read for that page only (its schools' meetings of the year, its
// sponsors' attendance; their progress row joined to the page), and the totals over the whole
// filter are one grouped query each, so a page costs the same few queries with ten or ten
// thousand sponsors.
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import {
  leadershipProgress,
  meetingAttendance,
  meetings,
  schools,
  sponsors,
} from '../../db/schema/index';
import { followedSponsorsCondition } from '../../lib/scopes/followed-sponsors';
import { searchTextCondition } from '../../lib/search-text';
import { coordinatorsOnly } from '../../lib/projections';
import { defineVisibility, type Visibility } from '../../lib/visibility';

/** The sponsors a coordinator follows: the document status's rule (lib/scopes). */
export const attendanceReportVisibility = defineVisibility('attendanceReport', (auth) =>
  coordinatorsOnly(auth, followedSponsorsCondition(auth, 'attendanceReport')),
);
export const completionReportVisibility = defineVisibility('leadershipReport', (auth) =>
  coordinatorsOnly(auth, followedSponsorsCondition(auth, 'leadershipReport')),
);
export type ReportVisibility = Visibility<'attendanceReport'> | Visibility<'leadershipReport'>;

export interface ReportFilters {
  periodId: number;
  q?: string | undefined;
  schoolId?: number | undefined;
}

export interface CompletionFilters extends ReportFilters {
  distinction?: 'with' | 'without' | undefined;
}

export interface ReportSponsorRecord {
  id: number;
  firstName: string;
  lastName: string;
  firstNameKey: string;
  lastNameKey: string;
  schoolId: number;
  schoolName: string;
}

export interface CompletionRecord extends ReportSponsorRecord {
  meetingsAttended: number;
  assessmentsSubmitted: number;
  lettersSent: number;
  hasDistinction: boolean;
}

function distinctionCondition(distinction: CompletionFilters['distinction']): SQL | undefined {
  if (distinction === 'with') return sql`${leadershipProgress.hasDistinction} is true`;
  if (distinction === 'without') return sql`${leadershipProgress.hasDistinction} is not true`;
  return undefined;
}

/** The reports' rows: the caller's active sponsors of the filters. */
export function sponsorConditions(visibility: ReportVisibility, query: CompletionFilters) {
  return and(
    visibility.condition,
    eq(sponsors.active, true),
    searchTextCondition(sponsors.searchText, query.q),
    query.schoolId === undefined ? undefined : eq(sponsors.schoolId, query.schoolId),
    distinctionCondition(query.distinction),
  );
}

const sponsorColumns = {
  id: sponsors.id,
  firstName: sponsors.firstName,
  lastName: sponsors.lastName,
  firstNameKey: sponsors.firstNameKey,
  lastNameKey: sponsors.lastNameKey,
  schoolId: schools.id,
  schoolName: schools.name,
};

/** The progress row of the year, when the sponsor has one (the database keeps it). */
export function progressOfYear(periodId: number): SQL {
  return sql`${leadershipProgress.sponsorId} = ${sponsors.id} and ${leadershipProgress.periodId} = ${periodId}`;
}

export function selectAttendanceRows(db: Database) {
  return db
    .select(sponsorColumns)
    .from(sponsors)
    .innerJoin(schools, eq(schools.id, sponsors.schoolId))
    .$dynamic();
}

export function selectCompletionRows(db: Database, periodId: number) {
  return db
    .select({
      ...sponsorColumns,
      meetingsAttended: sql<number>`coalesce(${leadershipProgress.meetingsAttended}, 0)`.mapWith(
        Number,
      ),
      assessmentsSubmitted:
        sql<number>`coalesce(${leadershipProgress.assessmentsSubmitted}, 0)`.mapWith(Number),
      lettersSent: sql<number>`coalesce(${leadershipProgress.lettersSent}, 0)`.mapWith(Number),
      hasDistinction: sql<boolean>`coalesce(${leadershipProgress.hasDistinction}, false)`,
    })
    .from(sponsors)
    .innerJoin(schools, eq(schools.id, sponsors.schoolId))
    .leftJoin(leadershipProgress, progressOfYear(periodId))
    .$dynamic();
}

/**
 * How many sponsors of the filter hold the distinction in the year: read from the progress
 * rows that hold it (its index), each joined to its sponsor to test the filter.
 */
export async function countWithDistinction(
  db: Database,
  visibility: Visibility<'leadershipReport'>,
  query: CompletionFilters,
): Promise<number> {
  if (query.distinction === 'without') return 0;
  const [row] = await db
    .select({ value: sql<number>`count(*)::int`.mapWith(Number) })
    .from(leadershipProgress)
    .innerJoin(sponsors, eq(sponsors.id, leadershipProgress.sponsorId))
    .where(
      and(
        eq(leadershipProgress.periodId, query.periodId),
        eq(leadershipProgress.hasDistinction, true),
        sponsorConditions(visibility, { ...query, distinction: undefined }),
      ),
    );
  return row?.value ?? 0;
}

export interface MeetingTotals {
  number: number;
  expected: number;
  byCode: number;
  byHand: number;
}

/**
 * Attendance per meeting number over every sponsor of the filter, in one grouped query:
 * `expected` adds up, over the schools that have meeting N in the year, their sponsors of the
 * filter (counted once per school); `byCode`/`byHand` count those sponsors' attendance at their
 * own school's meeting N, by how it was recorded. Numbers no school has are absent.
 */
export function findMeetingTotals(
  db: Database,
  visibility: Visibility<'attendanceReport'>,
  query: ReportFilters,
): Promise<MeetingTotals[]> {
  const conditions = sponsorConditions(visibility, query);
  const ownMeeting = alias(meetings, 'own_meeting');
  const yearMeeting = alias(meetings, 'year_meeting');
  // Only the schools with a meeting in the year: the others expect nobody.
  const schoolsWithMeetings = db
    .selectDistinct({ schoolId: yearMeeting.schoolId })
    .from(yearMeeting)
    .where(eq(yearMeeting.periodId, query.periodId));
  const perSchool = db
    .select({
      schoolId: sponsors.schoolId,
      sponsorCount: sql<number>`count(*)`.as('sponsor_count'),
    })
    .from(sponsors)
    .where(and(conditions, inArray(sponsors.schoolId, schoolsWithMeetings)))
    .groupBy(sponsors.schoolId)
    .as('per_school');
  const attended = db
    .select({
      meetingId: meetingAttendance.meetingId,
      byCode: sql<number>`count(*) filter (where ${meetingAttendance.method} = 'code')`.as(
        'by_code',
      ),
      byHand: sql<number>`count(*) filter (where ${meetingAttendance.method} = 'manual')`.as(
        'by_hand',
      ),
    })
    // From the year's meetings (their index), then each one's attendance (its primary key).
    .from(ownMeeting)
    .innerJoin(meetingAttendance, eq(meetingAttendance.meetingId, ownMeeting.id))
    .innerJoin(
      sponsors,
      and(eq(sponsors.id, meetingAttendance.sponsorId), eq(sponsors.schoolId, ownMeeting.schoolId)),
    )
    .where(and(eq(ownMeeting.periodId, query.periodId), conditions))
    .groupBy(meetingAttendance.meetingId)
    .as('attended');
  return db
    .select({
      number: meetings.number,
      expected: sql<number>`sum(${perSchool.sponsorCount})::int`.mapWith(Number),
      byCode: sql<number>`coalesce(sum(${attended.byCode}), 0)::int`.mapWith(Number),
      byHand: sql<number>`coalesce(sum(${attended.byHand}), 0)::int`.mapWith(Number),
    })
    .from(meetings)
    .innerJoin(perSchool, eq(perSchool.schoolId, meetings.schoolId))
    .leftJoin(attended, eq(attended.meetingId, meetings.id))
    .where(eq(meetings.periodId, query.periodId))
    .groupBy(meetings.number);
}

/** The year's meetings of these schools (the unique index of a school's meeting N). */
export function findMeetingsOfSchools(db: Database, periodId: number, schoolIds: number[]) {
  if (schoolIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: meetings.id,
      schoolId: meetings.schoolId,
      number: meetings.number,
      startsAt: meetings.startsAt,
      codeWindowMinutes: meetings.codeWindowMinutes,
    })
    .from(meetings)
    .where(and(eq(meetings.periodId, periodId), inArray(meetings.schoolId, schoolIds)));
}

/** These sponsors' attendance of the year, at any school, with each meeting's number. */
export function findAttendanceOf(db: Database, periodId: number, sponsorIds: number[]) {
  if (sponsorIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      sponsorId: meetingAttendance.sponsorId,
      meetingId: meetingAttendance.meetingId,
      method: meetingAttendance.method,
      number: meetings.number,
    })
    .from(meetingAttendance)
    .innerJoin(meetings, eq(meetings.id, meetingAttendance.meetingId))
    .where(
      and(
        inArray(meetingAttendance.sponsorId, sponsorIds),
        eq(meetingAttendance.periodId, periodId),
      ),
    );
}
