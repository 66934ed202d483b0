// A meeting's attendance list (GET MEETING_PATHS.meetingAttendance(id)), described once: its school's
// active sponsors and whoever attended it, by name, each with their attendance if any; and the
// use case that answers it for a meeting in the caller's reach.
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias, QueryBuilder } from 'drizzle-orm/pg-core';
import {
  EXACT_TOTAL_LIMIT,
  SEARCH_TOTAL_LIMIT,
  type AttendanceEntry,
  type MeetingAttendancePage,
} from '@portal/shared';
import { meetingAttendance, sponsors } from '../../db/schema/index';
import type { AuthContext } from '../../lib/auth-context';
import { defineList } from '../../lib/list-definition';
import type { PageRequest, SortKey } from '../../lib/list-page';
import { viewerOf, type Viewer } from '../../lib/projections';
import { searchTextCondition } from '../../lib/search-text';
import { findVisibleMeeting, type MeetingsContext } from './meetings-context';
import { toAttendanceEntry } from './meeting-projections';
import { selectAttendanceList, type AttendanceListRecord } from './meeting-attendance.repo';

/** The meeting whose list it is: the caller reached it before its list is read. */
interface ListedMeeting {
  id: number;
  schoolId: number;
}

export interface AttendanceListFilters {
  q?: string | undefined;
  attended?: boolean | undefined;
  order: 'asc' | 'desc';
  /** The meeting again, for the select's join (a list's select is given the filters only). */
  meetingId: number;
}

const schoolSponsors = alias(sponsors, 'school_sponsors');
const attendees = alias(meetingAttendance, 'attendees');
/** Builds the list's subquery without a database: a list's conditions are given none. */
const subqueries = new QueryBuilder();

/**
 * Who is on the list: the school's active sponsors (its name index) and whoever attended (the
 * attendance's primary key), a few hundred ids joined back to sponsors by their primary key,
 * so a page costs the school's size, not the sponsors table's.
 */
function attendanceListConditions(
  meeting: ListedMeeting,
  filters: AttendanceListFilters,
): SQL | undefined {
  const listed = subqueries
    .select({ id: schoolSponsors.id })
    .from(schoolSponsors)
    .where(and(eq(schoolSponsors.schoolId, meeting.schoolId), eq(schoolSponsors.active, true)))
    .unionAll(
      subqueries
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

/** By the sponsor's name (the sponsors' name keys), the id last. */
const attendanceSortKeys: Array<SortKey<AttendanceListRecord>> = [
  { column: sponsors.lastNameKey, type: 'text', value: (row) => row.lastNameKey },
  { column: sponsors.firstNameKey, type: 'text', value: (row) => row.firstNameKey },
  { column: sponsors.id, type: 'integer', value: (row) => row.sponsorId },
];

export const attendanceList = defineList<
  ListedMeeting,
  AttendanceListFilters,
  AttendanceListRecord,
  AttendanceEntry,
  Viewer
>({
  where: attendanceListConditions,
  query: (db, filters) => selectAttendanceList(db, filters.meetingId),
  sortKeys: () => attendanceSortKeys,
  // A search tests every sponsor it counts.
  totalLimit: (filters) => (filters.q ? SEARCH_TOTAL_LIMIT : EXACT_TOTAL_LIMIT),
  toItem: (row, viewer) => toAttendanceEntry(viewer, row),
});

/** The attendance list of a meeting the caller reaches, a page at a time. */
export async function attendance(
  context: MeetingsContext,
  auth: AuthContext,
  id: number,
  query: PageRequest & Omit<AttendanceListFilters, 'meetingId'>,
): Promise<MeetingAttendancePage> {
  const { meeting } = await findVisibleMeeting(context, auth, id);
  return attendanceList.page(
    context.db,
    meeting,
    { ...query, meetingId: meeting.id },
    viewerOf(auth, null),
  );
}
