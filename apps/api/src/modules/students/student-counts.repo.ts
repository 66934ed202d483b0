// The students list's total (decision 015): a sum of the counters the database maintains per
// place and status (student_counts, student_totals) when they answer it exactly, otherwise a
// count of the matching rows that stops at its limit.
import { and, eq, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { EXACT_TOTAL_LIMIT, SEARCH_TOTAL_LIMIT, VISIBLE_STUDENT_STATUSES } from '@portal/shared';
import type { Database } from '../../db/client';
import {
  guardianAuthorisationCounts,
  periods,
  sponsoredStudentCounts,
  studentCounts,
  studentTotals,
  students,
} from '../../db/schema/index';
import type { AuthContext } from '../../lib/auth-context';
import { countUpTo, exactTotal, orderByKeys, type ListTotal } from '../../lib/list-page';
import { scopeCondition } from '../../lib/scopes/scope';
import { searchTextCondition } from '../../lib/search-text';
import {
  studentFilterConditions,
  studentSortKeys,
  type StudentFilters,
} from './student-list-conditions';
import { studentVisibility } from './students.repo';

/**
 * Whether the caller's total can be summed from maintained counters: not when the filters or
 * the caller's reach are finer than the counters (a search, a grade, a gender, the guardian's
 * authorisation with the sponsors filter, a student's or a sponsor's own records), which are
 * counted instead.
 */
export function isCountedByCounters(auth: AuthContext, filters: StudentFilters): boolean {
  return !(
    filters.q !== undefined ||
    filters.grade !== undefined ||
    filters.gender !== undefined ||
    (filters.guardian !== undefined && filters.sponsors !== undefined) ||
    auth.access === 'own' ||
    auth.access === 'ownRead'
  );
}

/**
 * The statuses a list shows, as literals: named, they let the counters' primary key find their
 * few rows. With `<> 'delete'` the planner reads the whole table, which a burst of writes (an
 * import, a bulk load) leaves spread over hundreds of mostly dead pages until vacuum.
 */
const visibleStatusList = sql.raw(
  VISIBLE_STUDENT_STATUSES.map((status) => `'${status}'`).join(', '),
);

/**
 * The query of a list's total (the benchmark EXPLAINs it): a sum of maintained counters when
 * they answer it exactly (per status for every place, per village, school and status for a
 * place or an admin's scope), otherwise a count of the matching rows (stopped at the limit).
 */
export function studentTotalQuery(db: Database, auth: AuthContext, filters: StudentFilters) {
  if (!isCountedByCounters(auth, filters)) {
    const isSearch = searchTextCondition(students.searchText, filters.q) !== undefined;
    const matches = db
      .select({ one: sql`1` })
      .from(students)
      .where(studentFilterConditions(studentVisibility(auth), filters))
      .$dynamic();
    return {
      counted: true as const,
      // A search's matches are counted in name order, so that the count walks the name index
      // (which carries the search text) and stops at the limit instead of collecting them all.
      query: isSearch
        ? matches.orderBy(...orderByKeys(studentSortKeys('lastName'), 'asc'))
        : matches,
      limit: isSearch ? SEARCH_TOTAL_LIMIT : EXACT_TOTAL_LIMIT,
    };
  }
  if (filters.sponsors !== undefined) {
    return { counted: false as const, query: sponsorsTotalQuery(db, auth, filters) };
  }
  if (filters.guardian !== undefined) {
    return { counted: false as const, query: guardianTotalQuery(db, auth, filters) };
  }
  const scope = scopeCondition(auth, 'students', {
    school: studentCounts.schoolId,
    village: studentCounts.villageId,
  });
  const isEveryPlace =
    scope === undefined && filters.schoolId === undefined && filters.villageId === undefined;
  if (isEveryPlace) {
    return {
      counted: false as const,
      query: db
        .select({ value: sql<number>`coalesce(sum(${studentTotals.students}), 0)`.mapWith(Number) })
        .from(studentTotals)
        .where(
          filters.status === undefined
            ? sql`${studentTotals.status} in (${visibleStatusList})`
            : eq(studentTotals.status, filters.status),
        )
        .$dynamic(),
    };
  }
  return {
    counted: false as const,
    query: db
      .select({ value: sql<number>`coalesce(sum(${studentCounts.students}), 0)`.mapWith(Number) })
      .from(studentCounts)
      .where(
        and(
          filters.status === undefined
            ? sql`${studentCounts.status} <> 'delete'`
            : eq(studentCounts.status, filters.status),
          scope,
          filters.schoolId === undefined ? undefined : eq(studentCounts.schoolId, filters.schoolId),
          filters.villageId === undefined
            ? undefined
            : eq(studentCounts.villageId, filters.villageId),
        ),
      )
      .$dynamic(),
  };
}

/** A counter table's place and status columns, named as student_counts names them. */
interface CounterColumns {
  status: AnyPgColumn;
  schoolId: AnyPgColumn;
  villageId: AnyPgColumn;
}

/** The conditions on a counter table's rows: the filters' status and places, the caller's reach. */
function counterConditions(columns: CounterColumns, auth: AuthContext, filters: StudentFilters) {
  return and(
    filters.status === undefined
      ? sql`${columns.status} in (${visibleStatusList})`
      : eq(columns.status, filters.status),
    scopeCondition(auth, 'students', { school: columns.schoolId, village: columns.villageId }),
    filters.schoolId === undefined ? undefined : eq(columns.schoolId, filters.schoolId),
    filters.villageId === undefined ? undefined : eq(columns.villageId, filters.villageId),
  );
}

/**
 * The total of the sponsors filter from the counters: the sponsored students' buckets of the
 * available year (sponsored_student_counts), or for "none" the students' counters minus every
 * sponsored bucket, within the same reach, places and status.
 */
function sponsorsTotalQuery(db: Database, auth: AuthContext, filters: StudentFilters) {
  const counts = sponsoredStudentCounts;
  const sponsoredSum = sql<number>`coalesce(sum(${counts.students}), 0)`.mapWith(Number);
  const sponsoredWhere = and(
    sql`${counts.periodId} = (select ${periods.id} from ${periods} where ${periods.status} = 'available')`,
    counterConditions(counts, auth, filters),
    filters.sponsors === 'none' || filters.sponsors === 'any'
      ? undefined
      : eq(counts.sponsors, Number(filters.sponsors)),
  );
  const sponsored = db.select({ value: sponsoredSum }).from(counts).where(sponsoredWhere);
  if (filters.sponsors !== 'none') return sponsored.$dynamic();
  return db
    .select({
      value: sql<number>`coalesce(sum(${studentCounts.students}), 0) - (${sponsored})`.mapWith(
        Number,
      ),
    })
    .from(studentCounts)
    .where(counterConditions(studentCounts, auth, filters))
    .$dynamic();
}

/**
 * The total of the guardian filter from the counters: the students with an authorisation on
 * file (guardian_authorisation_counts), or for "missing" the students' counters minus those,
 * within the same reach, places and status.
 */
function guardianTotalQuery(db: Database, auth: AuthContext, filters: StudentFilters) {
  const counts = guardianAuthorisationCounts;
  const onFile = db
    .select({ value: sql<number>`coalesce(sum(${counts.students}), 0)`.mapWith(Number) })
    .from(counts)
    .where(counterConditions(counts, auth, filters));
  if (filters.guardian === 'onFile') return onFile.$dynamic();
  return db
    .select({
      value: sql<number>`coalesce(sum(${studentCounts.students}), 0) - (${onFile})`.mapWith(Number),
    })
    .from(studentCounts)
    .where(counterConditions(studentCounts, auth, filters))
    .$dynamic();
}

export async function countStudents(
  db: Database,
  auth: AuthContext,
  filters: StudentFilters,
): Promise<ListTotal> {
  const total = studentTotalQuery(db, auth, filters);
  if (total.counted) return countUpTo(db, total.query, total.limit);
  const [row] = await total.query;
  return exactTotal(row?.value ?? 0);
}
