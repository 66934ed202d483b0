// The reports' students waiting report (modules/reports), described once: the active students
// without a current sponsorship in the year, whom the caller reaches in the reports area, longest
// waiting first.
//
// How long a student has waited: since the latest of (1) when the student was registered
// (students.created_at), (2) when their last sponsorship ended, in any year, and (3) the year's
// first day (its start date, midnight UTC). So a student registered before the year waits from
// the year's start, one whose sponsor ended during the year waits from that day, and one
// registered during the year waits from their registration. Days are whole days up to now, none
// before the year starts. The "waiting" order is by that moment (oldest first); it is computed
// per student, so the database sorts the filtered students (a top-N sort of the page's window,
// each student's last ending read through the sponsorships' student index).
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Grade, WaitingStudent, WaitingStudentSortField } from '@portal/shared';
import type { Database } from '../../db/client';
import { sponsorships, students, villages } from '../../db/schema/index';
import { defineList } from '../../lib/list-definition';
import type { SortKey } from '../../lib/list-page';
import { scopeCondition } from '../../lib/scopes/scope';
import { searchTextCondition } from '../../lib/search-text';
import { defineVisibility, type Visibility } from '../../lib/visibility';
import { studentSchools } from './sponsorship.repo';

/** The students the report shows a caller: every one, or an admin's (their village or school). */
export const waitingStudentVisibility = defineVisibility('reportWaitingStudents', (auth) => {
  if (auth.access === 'own' || auth.access === 'ownRead') return sql`false`;
  return scopeCondition(auth, 'reports', {
    village: students.villageId,
    school: students.schoolId,
  });
});
export type WaitingStudentVisibility = Visibility<'reportWaitingStudents'>;

export interface WaitingStudentFilters {
  periodId: number;
  /** The year's first day (YYYY-MM-DD). */
  yearStart: string;
  /** When the report is read: days are counted up to it. */
  now: Date;
  sort: WaitingStudentSortField;
  order: 'asc' | 'desc';
  q?: string | undefined;
  schoolId?: number | undefined;
  villageId?: number | undefined;
  minDays?: number | undefined;
}

export interface WaitingStudentRecord {
  id: number;
  firstName: string;
  lastName: string;
  firstNameKey: string;
  lastNameKey: string;
  grade: Grade | null;
  villageId: number;
  villageName: string;
  schoolId: number | null;
  schoolName: string | null;
  waitingSince: Date;
  waitingSinceKey: string;
}

const DAY_MS = 86_400_000;

/** The moment the student started waiting (see the header). */
function waitingSince(yearStart: string): SQL<Date> {
  const lastEnding = sql`(select max(${sponsorships.endedAt}) from ${sponsorships} where ${sponsorships.studentId} = ${students.id})`;
  return sql<Date>`greatest(${students.createdAt}, ${lastEnding}, (${yearStart}::date)::timestamp at time zone 'UTC')`;
}

function waitingConditions(visibility: WaitingStudentVisibility, query: WaitingStudentFilters) {
  const cutoff =
    query.minDays === undefined
      ? undefined
      : new Date(query.now.getTime() - query.minDays * DAY_MS);
  return and(
    visibility.condition,
    sql`${students.status} = 'active'`,
    sql`not exists (select 1 from ${sponsorships} where ${sponsorships.studentId} = ${students.id} and ${sponsorships.periodId} = ${query.periodId} and ${sponsorships.endedAt} is null)`,
    searchTextCondition(students.searchText, query.q),
    query.villageId === undefined ? undefined : eq(students.villageId, query.villageId),
    query.schoolId === undefined ? undefined : eq(students.schoolId, query.schoolId),
    cutoff === undefined ? undefined : sql`${waitingSince(query.yearStart)} <= ${cutoff}`,
  );
}

function waitingSortKeys(filters: WaitingStudentFilters): Array<SortKey<WaitingStudentRecord>> {
  const byName: Array<SortKey<WaitingStudentRecord>> = [
    { column: students.lastNameKey, type: 'text', value: (row) => row.lastNameKey },
    { column: students.firstNameKey, type: 'text', value: (row) => row.firstNameKey },
    { column: students.id, type: 'integer', value: (row) => row.id },
  ];
  if (filters.sort === 'student') return byName;
  return [
    {
      column: waitingSince(filters.yearStart),
      type: 'timestamp',
      value: (row) => row.waitingSinceKey,
    },
    { column: students.id, type: 'integer', value: (row) => row.id },
  ];
}

/** The days from when the student started waiting to `now`, none before that. */
export function daysWaiting(since: Date, now: Date): number {
  return Math.max(0, Math.floor((now.getTime() - since.getTime()) / DAY_MS));
}

function toWaitingStudent(row: WaitingStudentRecord, now: Date): WaitingStudent {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    fullName: `${row.firstName} ${row.lastName}`,
    grade: row.grade,
    village: { id: row.villageId, name: row.villageName },
    school: row.schoolId === null ? null : { id: row.schoolId, name: row.schoolName ?? '' },
    waitingSince: row.waitingSince.toISOString(),
    daysWaiting: daysWaiting(row.waitingSince, now),
  };
}

/** The report's columns, from the students with their village and school. */
function selectWaitingStudents(db: Database, filters: Pick<WaitingStudentFilters, 'yearStart'>) {
  const since = waitingSince(filters.yearStart);
  return db
    .select({
      id: students.id,
      firstName: students.firstName,
      lastName: students.lastName,
      firstNameKey: students.firstNameKey,
      lastNameKey: students.lastNameKey,
      grade: students.grade,
      villageId: villages.id,
      villageName: villages.name,
      schoolId: studentSchools.id,
      schoolName: studentSchools.name,
      waitingSince: sql<Date>`${since}`.mapWith(students.createdAt),
      waitingSinceKey: sql<string>`(${since})::text`,
    })
    .from(students)
    .innerJoin(villages, eq(villages.id, students.villageId))
    .leftJoin(studentSchools, eq(studentSchools.id, students.schoolId));
}

export const waitingStudentList = defineList<
  WaitingStudentVisibility,
  WaitingStudentFilters,
  WaitingStudentRecord,
  WaitingStudent,
  Date
>({
  where: waitingConditions,
  query: selectWaitingStudents,
  sortKeys: waitingSortKeys,
  toItem: toWaitingStudent,
});

/**
 * The report's first `limit` rows in its "waiting" order (the dashboard's students waiting
 * longest), without sorting every waiting student. No one has waited from before the year's
 * first day, so the students who wait from exactly that day (registered by then, and no
 * sponsorship of theirs ended after it) come first, in id order: the sort's tie-break. They are
 * found walking the students by id and stop at `limit`; only when fewer are there is the whole
 * report sorted.
 */
export async function longestWaitingStudents(
  db: Database,
  visibility: WaitingStudentVisibility,
  filters: Pick<WaitingStudentFilters, 'periodId' | 'yearStart' | 'now'>,
  limit: number,
): Promise<WaitingStudent[]> {
  const query: WaitingStudentFilters = { ...filters, sort: 'waiting', order: 'asc' };
  const yearStartAt = sql`(${filters.yearStart}::date)::timestamp at time zone 'UTC'`;
  const fromYearStart = await selectWaitingStudents(db, query)
    .where(
      and(
        waitingConditions(visibility, query),
        sql`${students.createdAt} <= ${yearStartAt}`,
        sql`not exists (select 1 from ${sponsorships} where ${sponsorships.studentId} = ${students.id} and ${sponsorships.endedAt} > ${yearStartAt})`,
      ),
    )
    .orderBy(students.id)
    .limit(limit);
  if (fromYearStart.length === limit)
    return fromYearStart.map((row) => toWaitingStudent(row, filters.now));
  const page = await waitingStudentList.page(
    db,
    visibility,
    { ...query, page: 1, pageSize: limit },
    filters.now,
  );
  return page.items;
}

export { toWaitingStudent };
