// The students list's page queries (decisions 015, 016): a page from a cursor or the start
// walks the sort's index; a page past an offset or a search is a deferred join; a search's first
// page carries its total, and so does any page whose total the counters answer. For callers who
// reach every student the queries are built once per shape and run with each call's values.
import { and, eq, sql, type SQL, type WithSubquery } from 'drizzle-orm';
import type { SubqueryWithSelection } from 'drizzle-orm/pg-core';
import { SEARCH_TOTAL_LIMIT, type StudentSortField } from '@portal/shared';
import type { Database } from '../../db/client';
import { schools, students, villages } from '../../db/schema/index';
import type { AuthContext } from '../../lib/auth-context';
import {
  exactTotal,
  literalLimit,
  placeholderWindow,
  totalUpTo,
  type ListTotal,
  type RowWindow,
} from '../../lib/list-page';
import { preparedPerShape } from '../../lib/prepared';
import { mustScope } from '../../lib/scopes/scope';
import { searchTextPatterns } from '../../lib/search-text';
import {
  boundStudentFilters,
  conditionsOf,
  studentFilterConditions,
  studentSortKeys,
  type StudentListRequest,
  type StudentSortValues,
} from './student-list-conditions';
import { countStudents, isCountedByCounters, studentTotalQuery } from './student-counts.repo';
import {
  studentListColumns,
  studentVisibility,
  type StudentListRecord,
  type StudentVisibility,
} from './students.repo';

/** The sort keys' values a row carries for its page's cursors (see StudentSortValues). */
export const sortValueColumns = {
  lastNameKey: students.lastNameKey,
  firstNameKey: students.firstNameKey,
  gradeRank: students.gradeRank,
  createdAtKey: sql<string>`${students.createdAt}::text`,
};

/** A page's row: what the list shows, its sort keys, and (one query for both) the list's total. */
export type StudentPageRecord = StudentListRecord & StudentSortValues & { total: number | null };

/** The columns of a page's rows, with the total they carry (null when it is counted apart). */
function pageColumns(total: SQL | undefined) {
  return {
    ...studentListColumns,
    ...sortValueColumns,
    total: (total ? sql<number>`(${total})` : sql<number | null>`null`).mapWith(Number),
  };
}

/**
 * The page's query. From a cursor or the start, the sort's index is walked from the right place
 * and the 50 rows joined as they come. A page asked by number deep in the list (an offset) or a
 * search is a deferred join: the page's ids come first from the sort's index alone (skipping
 * `offset` entries, or testing each entry's search text, which the name indexes carry, without
 * reading the table), then only those rows are read and joined.
 */
export function pageQuery(
  db: Database,
  /** The list's conditions with the window's keyset. */
  where: SQL | undefined,
  isDeferredJoin: boolean,
  sort: StudentSortField,
  window: Pick<RowWindow, 'orderBy' | 'limit' | 'offset'>,
  total: SQL | undefined,
) {
  const columns = pageColumns(total);
  if (!isDeferredJoin) {
    const query = db
      .select(columns)
      .from(students)
      .innerJoin(villages, eq(villages.id, students.villageId))
      .leftJoin(schools, eq(schools.id, students.schoolId))
      .where(where)
      .orderBy(...window.orderBy)
      .limit(window.limit);
    return { query, fields: columns };
  }
  const ids = db.select({ id: students.id }).from(students).$dynamic();
  if (sort === 'village') ids.innerJoin(villages, eq(villages.id, students.villageId));
  const page = ids
    .where(where)
    .orderBy(...window.orderBy)
    .limit(window.limit)
    .offset(window.offset)
    .as('page');
  return { query: rowsOfPage(db, [], page, columns, window), fields: columns };
}

/**
 * The second half of a deferred join: the students whose ids `page` holds, with their village
 * and school, in the page's order (`ctes`: what `page` reads from, written before the query).
 */
function rowsOfPage(
  db: Database,
  ctes: WithSubquery[],
  page: SubqueryWithSelection<{ id: typeof students.id }, 'page'>,
  columns: ReturnType<typeof pageColumns>,
  window: Pick<RowWindow, 'orderBy'>,
) {
  return db
    .with(...ctes)
    .select(columns)
    .from(page)
    .innerJoin(students, eq(students.id, page.id))
    .innerJoin(villages, eq(villages.id, students.villageId))
    .leftJoin(schools, eq(schools.id, students.schoolId))
    .orderBy(...window.orderBy);
}

/** The query of one page (not run here: the benchmark EXPLAINs it), see pageQuery. */
export function studentPageQuery(
  db: Database,
  visibility: StudentVisibility,
  request: StudentListRequest,
  window: RowWindow,
  /** A query answering the list's total in one value, carried by every row. */
  total?: SQL,
) {
  const isSearch = searchTextPatterns(request.q).length > 0;
  return pageQuery(
    db,
    and(studentFilterConditions(visibility, request), window.keyset),
    window.shape === 'offset' || isSearch,
    request.sort,
    window,
    total,
  ).query;
}

/**
 * A search's first page and its total in one query. The count of a search walks the name index
 * from the start of the list, testing each entry's search text, as the first page does: at a
 * million students a common word can sit behind tens of thousands of entries that do not match,
 * and reading the page and the count apart walked them twice. Here one walk numbers the first
 * matches up to the count's limit, the page's rows are the first of them, and each row carries
 * how many were found. Only for a window from the start or the end: from a cursor or past an
 * offset the count would start in the wrong place.
 */
function searchPageQuery(
  db: Database,
  conditions: SQL | undefined,
  sort: StudentSortField,
  window: RowWindow,
) {
  const walk = db
    .select({
      id: students.id,
      position: sql<number>`row_number() over (order by ${sql.join(window.orderBy, sql`, `)})`.as(
        'position',
      ),
    })
    .from(students)
    .$dynamic();
  if (sort === 'village') walk.innerJoin(villages, eq(villages.id, students.villageId));
  const matches = db.$with('matches').as(
    walk
      .where(conditions)
      .orderBy(...window.orderBy)
      .limit(literalLimit(SEARCH_TOTAL_LIMIT + 1)),
  );
  // The page by its LIMIT, not by a condition on the position: the planner cannot estimate
  // that condition and, on a small table, joined every student to find the page's 50.
  const page = db
    .select({ id: matches.id })
    .from(matches)
    .orderBy(matches.position)
    .limit(window.limit)
    .as('page');
  const columns = pageColumns(sql`select count(*) from ${sql.identifier('matches')}`);
  return { query: rowsOfPage(db, [matches], page, columns, window), fields: columns };
}

/** The query of a search's first page with its total (the benchmark EXPLAINs it). */
export function studentSearchPageQuery(
  db: Database,
  visibility: StudentVisibility,
  request: StudentListRequest,
  window: RowWindow,
) {
  return searchPageQuery(db, studentFilterConditions(visibility, request), request.sort, window)
    .query;
}

/** The page queries of callers who reach every student, built once per shape. */
const pageQueries = preparedPerShape<StudentPageRecord>();

/**
 * A page and its total in one query, where that is cheaper than two: a search's first page
 * (searchPageQuery), or any page of a list whose total is a sum of maintained counters, which
 * the page's rows carry as a column (one round trip and one statement instead of two).
 * Undefined when the total is a count of rows apart from the page (readPage then reads the page
 * and counts side by side). For callers who reach every student the query is built once per
 * shape and runs with each call's values; an admin's scope (its own places) is built per call.
 */
export function findStudentPageAndTotal(
  db: Database,
  auth: AuthContext,
  request: StudentListRequest & { pageSize: number },
  window: RowWindow,
): Promise<{ rows: StudentPageRecord[]; total: ListTotal }> | undefined {
  const visibility = studentVisibility(auth);
  const isSearch = searchTextPatterns(request.q).length > 0;
  const isFromAnEnd = window.shape === 'start' || window.shape === 'end';
  if (isSearch ? !isFromAnEnd : !isCountedByCounters(auth, request)) return undefined;

  let run: () => Promise<StudentPageRecord[]>;
  // Nothing of the caller may be written into a query kept for everyone's calls.
  if (visibility.condition === undefined && !mustScope(auth, 'students')) {
    const { bound, values, shape, counterFilters } = boundStudentFilters(request);
    const keys = studentSortKeys(request.sort, request.isLimitedToFirstNames);
    const placed = placeholderWindow(window, keys, request.order);
    const conditions = () => conditionsOf(visibility, bound);
    const totalQuery = () => studentTotalQuery(db, auth, counterFilters).query.getSQL();
    const prepared = pageQueries(
      db,
      [request.sort, request.order, request.pageSize, window.shape, shape].join(' '),
      () =>
        isSearch
          ? searchPageQuery(db, conditions(), request.sort, placed.window)
          : pageQuery(
              db,
              and(conditions(), placed.window.keyset),
              window.shape === 'offset',
              request.sort,
              placed.window,
              totalQuery(),
            ),
    );
    run = () => prepared.execute({ ...values, ...placed.values });
  } else {
    const conditions = studentFilterConditions(visibility, request);
    const totalQuery = isSearch ? undefined : studentTotalQuery(db, auth, request).query;
    const { query } = totalQuery
      ? pageQuery(
          db,
          and(conditions, window.keyset),
          window.shape === 'offset',
          request.sort,
          window,
          totalQuery.getSQL(),
        )
      : searchPageQuery(db, conditions, request.sort, window);
    run = () => query;
  }
  return (async () => {
    const rows = await run();
    const carried = rows[0]?.total ?? undefined;
    if (isSearch) return { rows, total: totalUpTo(carried ?? 0, SEARCH_TOTAL_LIMIT) };
    if (carried !== undefined) return { rows, total: exactTotal(carried) };
    // No row: from the start of the list that means none to count; past a cursor or an offset
    // it says nothing of the rows before, so the counters are read on their own.
    if (isFromAnEnd) return { rows, total: exactTotal(0) };
    return { rows, total: await countStudents(db, auth, request) };
  })();
}
