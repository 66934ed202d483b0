// The Meetings list (GET MEETING_PATHS.meetings), described once: a year's meetings in the caller's
// reach, by school or by date (meetings_period_starts_idx), each row as a Meeting; and the use
// case that answers it for the year asked for (the available one by default).
import { and, eq, sql } from 'drizzle-orm';
import {
  EXACT_TOTAL_LIMIT,
  SEARCH_TOTAL_LIMIT,
  type Meeting,
  type MeetingPage,
  type MeetingSortField,
} from '@portal/shared';
import { meetings, schools } from '../../db/schema/index';
import type { AuthContext } from '../../lib/auth-context';
import { appError } from '../../lib/errors';
import { defineList } from '../../lib/list-definition';
import type { PageRequest, SortKey } from '../../lib/list-page';
import { searchTextCondition } from '../../lib/search-text';
import { findYear } from '../periods/periods.service';
import type { MeetingsContext } from './meetings-context';
import { toMeeting } from './meeting-projections';
import {
  meetingVisibility,
  selectMeetings,
  type MeetingRecord,
  type MeetingVisibility,
} from './meetings.repo';

export interface MeetingListFilters {
  periodId: number;
  schoolId?: number | undefined;
  q?: string | undefined;
  sort: MeetingSortField;
  order: 'asc' | 'desc';
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
function meetingSortKeys(sort: MeetingSortField): Array<SortKey<MeetingRecord>> {
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

export const meetingList = defineList<
  MeetingVisibility,
  MeetingListFilters,
  MeetingRecord,
  Meeting
>({
  where: listConditions,
  query: selectMeetings,
  sortKeys: (filters) => meetingSortKeys(filters.sort),
  // A search tests every meeting it counts.
  totalLimit: (filters) => (filters.q ? SEARCH_TOTAL_LIMIT : EXACT_TOTAL_LIMIT),
  toItem: (record) => toMeeting(record),
});

export type MeetingListQuery = PageRequest &
  Omit<MeetingListFilters, 'periodId'> & {
    periodId?: number | undefined;
  };

/** The year's meetings a page at a time; none when no year is named and none is available. */
export async function list(
  { db, periods }: MeetingsContext,
  auth: AuthContext,
  query: MeetingListQuery,
): Promise<MeetingPage> {
  const year =
    query.periodId === undefined
      ? await periods.findAvailable()
      : await findYear(db, query.periodId);
  if (query.periodId !== undefined && !year) throw appError('NOT_FOUND');
  if (!year)
    return {
      items: [],
      total: 0,
      totalKind: 'exact',
      page: 1,
      pageSize: query.pageSize,
      next: null,
      previous: null,
    };
  return meetingList.page(db, meetingVisibility(auth), { ...query, periodId: year.id }, undefined);
}
