// Queries on students. Every query leaves soft-deleted rows out and takes the caller's
// visibility condition (studentVisibility), so an admin's query is limited to their villages and
// schools, a student's to their own record and a sponsor's to their paired students. Rows become
// the API's shapes here and nowhere else.
import { and, eq, inArray, sql, type Placeholder, type SQL, type WithSubquery } from 'drizzle-orm';
import type { SubqueryWithSelection } from 'drizzle-orm/pg-core';
import {
  EXACT_TOTAL_LIMIT,
  GRADES,
  SEARCH_TOTAL_LIMIT,
  ageOn,
  normalizeSearchText,
  type Gender,
  type Grade,
  type SponsoredStudent,
  type StudentDetails,
  type StudentListItem,
  type StudentSortField,
  type StudentSponsor,
  type VisibleStudentStatus,
  VISIBLE_STUDENT_STATUSES,
} from '@portal/shared';
import type { Database } from '../../db/client';
import {
  countries,
  schools,
  studentCounts,
  studentTotals,
  students,
  villages,
  type NewStudentRow,
} from '../../db/schema/index';
import {
  countUpTo,
  exactTotal,
  literalLimit,
  orderByKeys,
  placeholderWindow,
  rowsAfter,
  type ListTotal,
  type RowWindow,
  type SortKey,
  totalUpTo,
} from '../../lib/list-page';
import type { AuthContext } from '../../lib/auth-context';
import { preparedPerShape } from '../../lib/prepared';
import {
  buildSearchText,
  searchTextCondition,
  searchTextMatch,
  searchTextPatterns,
} from '../../lib/search-text';
import { defineVisibility, type Visibility } from '../../lib/visibility';
import { mustScope, scopeCondition } from '../../lib/scopes/scope';
import { studentForSponsor } from '../../lib/projections';
import { pairedWithSponsorUser } from './student-sponsorships';

/**
 * Soft-deleted students are left out of every query. A literal (not a parameter), so that the
 * planner matches the partial indexes, whose predicate is the same text.
 */
const notDeleted = sql`${students.status} <> 'delete'`;

/**
 * The students the caller may reach, from their access to the area (permission table):
 * everyone, an admin's assigned villages and schools, or their own: the student
 * linked to their account (a student) or the students paired with them (a sponsor).
 */
export const studentVisibility = defineVisibility('students', (auth) => {
  switch (auth.access) {
    case 'all':
    case 'read':
      return undefined;
    case 'scoped':
    case 'scopedRead':
      return scopeCondition(auth, 'students', {
        school: students.schoolId,
        village: students.villageId,
      });
    case 'own':
    case 'ownRead':
      return sql`(${eq(students.userId, auth.userId)} or ${pairedWithSponsorUser(auth.userId)})`;
  }
});

/** The students a caller reaches (studentVisibility(auth)), or every one (studentVisibility.everyone). */
export type StudentVisibility = Visibility<'students'>;

const listColumns = {
  id: students.id,
  firstName: students.firstName,
  lastName: students.lastName,
  birthdate: students.birthdate,
  gender: students.gender,
  grade: students.grade,
  status: students.status,
  photoFileId: students.photoFileId,
  schoolId: students.schoolId,
  schoolName: schools.name,
  villageId: students.villageId,
  villageName: villages.name,
  /** Whose record it is: the projection of a row depends on it (the student sees their own). */
  userId: students.userId,
};

/** The sort keys' values a row carries for its page's cursors (see StudentSortValues). */
const sortValueColumns = {
  lastNameKey: students.lastNameKey,
  firstNameKey: students.firstNameKey,
  gradeRank: students.gradeRank,
  createdAtKey: sql<string>`${students.createdAt}::text`,
};

/** What an export writes, plus the values of every sort column (the keyset of the next batch). */
const exportRowColumns = {
  ...listColumns,
  externalId: students.externalId,
  leadershipDistinction: students.leadershipDistinction,
  countryName: countries.name,
  createdAt: students.createdAt,
  ...sortValueColumns,
};

const detailsColumns = {
  ...listColumns,
  externalId: students.externalId,
  leadershipDistinction: students.leadershipDistinction,
  countryId: students.countryId,
  countryCode: countries.code,
  countryName: countries.name,
  createdAt: students.createdAt,
  updatedAt: students.updatedAt,
};

export interface StudentListRecord {
  id: number;
  firstName: string;
  lastName: string;
  birthdate: string | null;
  gender: Gender | null;
  grade: Grade | null;
  status: VisibleStudentStatus | 'delete';
  photoFileId: number | null;
  schoolId: number | null;
  schoolName: string | null;
  villageId: number;
  villageName: string;
  userId: number | null;
}

export interface StudentExportRecord extends StudentListRecord, StudentSortValues {
  externalId: string | null;
  leadershipDistinction: boolean;
  countryName: string | null;
  createdAt: Date;
}

export interface StudentDetailsRecord extends StudentListRecord {
  externalId: string | null;
  leadershipDistinction: boolean;
  countryId: number | null;
  countryCode: string | null;
  countryName: string | null;
  createdAt: Date;
  updatedAt: Date;
}

/** Only visible students reach the mappers; the status type says so. */
function visibleStatus(status: StudentListRecord['status']): VisibleStudentStatus {
  if (status === 'delete') throw new Error('a deleted student reached the API');
  return status;
}

/** Turns a photo file id into the URL the answer carries (a signed URL: modules/files). */
export type PhotoUrl = (photoFileId: number | null) => string | null;

export function toStudentListItem(
  row: StudentListRecord,
  today: string,
  photoUrl: PhotoUrl,
): StudentListItem {
  return {
    view: 'full',
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    fullName: `${row.firstName} ${row.lastName}`.trim(),
    birthdate: row.birthdate,
    age: row.birthdate === null ? null : ageOn(row.birthdate, today),
    gender: row.gender,
    grade: row.grade,
    status: visibleStatus(row.status),
    school:
      row.schoolId === null || row.schoolName === null
        ? null
        : { id: row.schoolId, name: row.schoolName },
    village: { id: row.villageId, name: row.villageName },
    photoUrl: photoUrl(row.photoFileId),
  };
}

/** The row as the student's sponsor sees it (lib/projections.ts). */
export function toSponsoredStudent(
  row: StudentListRecord,
  today: string,
  photoUrl: PhotoUrl,
): SponsoredStudent {
  return studentForSponsor(
    {
      id: row.id,
      firstName: row.firstName,
      birthdate: row.birthdate,
      gender: row.gender,
      grade: row.grade,
      school:
        row.schoolId === null || row.schoolName === null
          ? null
          : { id: row.schoolId, name: row.schoolName },
      village: { id: row.villageId, name: row.villageName },
      photoUrl: photoUrl(row.photoFileId),
    },
    today,
  );
}

export function toStudentDetails(
  row: StudentDetailsRecord,
  sponsors: StudentSponsor[],
  today: string,
  photoUrl: PhotoUrl,
): StudentDetails {
  return {
    ...toStudentListItem(row, today, photoUrl),
    country:
      row.countryId === null || row.countryCode === null || row.countryName === null
        ? null
        : { id: row.countryId, code: row.countryCode, name: row.countryName },
    externalId: row.externalId,
    leadershipDistinction: row.leadershipDistinction,
    photoFileId: row.photoFileId,
    userId: row.userId,
    sponsors,
    paired: sponsors.length > 0,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export interface StudentFilters {
  q?: string | undefined;
  /**
   * The caller may see first names only (a sponsor): the search reads them alone, and the order
   * and the cursors hold no last name, so that none can be found by searching or sorting.
   */
  isLimitedToFirstNames?: boolean | undefined;
  schoolId?: number | undefined;
  villageId?: number | undefined;
  grade?: Grade | undefined;
  status?: VisibleStudentStatus | undefined;
  gender?: Gender | undefined;
}

/**
 * The filters' values as the conditions take them: the values themselves, or placeholders
 * standing for them in a query built once per shape (boundStudentFilters).
 */
interface StudentConditionValues {
  search: Array<string | Placeholder>;
  isLimitedToFirstNames: boolean;
  schoolId?: number | Placeholder | undefined;
  villageId?: number | Placeholder | undefined;
  gradeRank?: number | Placeholder | undefined;
  status?: VisibleStudentStatus | Placeholder | undefined;
  gender?: Gender | Placeholder | undefined;
}

function conditionValuesOf(filters: StudentFilters): StudentConditionValues {
  return {
    search: searchTextPatterns(filters.q),
    isLimitedToFirstNames: filters.isLimitedToFirstNames === true,
    schoolId: filters.schoolId,
    villageId: filters.villageId,
    gradeRank: filters.grade === undefined ? undefined : GRADES.indexOf(filters.grade),
    status: filters.status,
    gender: filters.gender,
  };
}

function conditionsOf(visibility: StudentVisibility, values: StudentConditionValues) {
  return and(
    notDeleted,
    visibility.condition,
    searchTextMatch(
      values.isLimitedToFirstNames ? students.firstNameKey : students.searchText,
      values.search,
    ),
    values.schoolId === undefined ? undefined : eq(students.schoolId, values.schoolId),
    values.villageId === undefined ? undefined : eq(students.villageId, values.villageId),
    // By rank, the leading column of the grade index, so that this filter uses it.
    values.gradeRank === undefined ? undefined : eq(students.gradeRank, values.gradeRank),
    values.status === undefined ? undefined : eq(students.status, values.status),
    values.gender === undefined ? undefined : eq(students.gender, values.gender),
  );
}

function filterConditions(visibility: StudentVisibility, filters: StudentFilters): SQL | undefined {
  return conditionsOf(visibility, conditionValuesOf(filters));
}

/** The values of a row's sort keys, which every list row carries (its page's cursors). */
export interface StudentSortValues {
  id: number;
  lastNameKey: string;
  firstNameKey: string;
  gradeRank: number;
  createdAtKey: string;
  villageId: number;
  villageName: string;
}

const byId: SortKey<StudentSortValues> = {
  column: students.id,
  type: 'integer',
  value: (row) => row.id,
};
const byNames: Array<SortKey<StudentSortValues>> = [
  { column: students.lastNameKey, type: 'text', value: (row) => row.lastNameKey },
  { column: students.firstNameKey, type: 'text', value: (row) => row.firstNameKey },
  byId,
];

const byFirstNames: Array<SortKey<StudentSortValues>> = [
  { column: students.firstNameKey, type: 'text', value: (row) => row.firstNameKey },
  byId,
];

/**
 * The sort keys of each sort, always ending with the id so that the order is total (pages never
 * overlap). Each matches a partial index of db/schema/students.ts. A caller limited to first
 * names (a sponsor, a handful of rows) gets them without last names: a page's cursor carries its
 * keys' values, and the order would tell how last names compare.
 */
export function studentSortKeys(
  sort: StudentSortField,
  isLimitedToFirstNames = false,
): Array<SortKey<StudentSortValues>> {
  if (isLimitedToFirstNames) {
    if (sort === 'grade')
      return [
        { column: students.gradeRank, type: 'integer', value: (row) => row.gradeRank },
        ...byFirstNames,
      ];
    if (sort === 'village')
      return [
        { column: villages.name, type: 'text', value: (row) => row.villageName },
        { column: students.villageId, type: 'integer', value: (row) => row.villageId },
        ...byFirstNames,
      ];
    if (sort === 'createdAt') return studentSortKeys(sort);
    return byFirstNames;
  }
  switch (sort) {
    case 'lastName':
      return byNames;
    case 'firstName':
      return [
        { column: students.firstNameKey, type: 'text', value: (row) => row.firstNameKey },
        { column: students.lastNameKey, type: 'text', value: (row) => row.lastNameKey },
        byId,
      ];
    case 'grade':
      return [
        { column: students.gradeRank, type: 'integer', value: (row) => row.gradeRank },
        ...byNames,
      ];
    case 'createdAt':
      return [
        { column: students.createdAt, type: 'timestamp', value: (row) => row.createdAtKey },
        byId,
      ];
    case 'village':
      return [
        { column: villages.name, type: 'text', value: (row) => row.villageName },
        { column: students.villageId, type: 'integer', value: (row) => row.villageId },
        ...byNames,
      ];
  }
}

export interface StudentListRequest extends StudentFilters {
  sort: StudentSortField;
  order: 'asc' | 'desc';
}

/** A page's row: what the list shows, its sort keys, and (one query for both) the list's total. */
export type StudentPageRecord = StudentListRecord & StudentSortValues & { total: number | null };

/** The columns of a page's rows, with the total they carry (null when it is counted apart). */
function pageColumns(total: SQL | undefined) {
  return {
    ...listColumns,
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
function pageQuery(
  db: Database,
  conditions: SQL | undefined,
  isSearch: boolean,
  sort: StudentSortField,
  window: RowWindow,
  total: SQL | undefined,
) {
  const where = and(conditions, window.keyset);
  const columns = pageColumns(total);
  if (window.shape !== 'offset' && !isSearch) {
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
  window: RowWindow,
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
  const values = conditionValuesOf(request);
  return pageQuery(
    db,
    conditionsOf(visibility, values),
    values.search.length > 0,
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
  return searchPageQuery(db, filterConditions(visibility, request), request.sort, window).query;
}

export async function findStudentPage(
  db: Database,
  visibility: StudentVisibility,
  request: StudentListRequest,
  window: RowWindow,
): Promise<StudentPageRecord[]> {
  return studentPageQuery(db, visibility, request, window);
}

/**
 * The filters of a request as placeholders, their values, and the shape of its queries: which
 * filters are set and how many words were typed (the rest of the shape is the sort, the order,
 * the page size and the window).
 */
function boundStudentFilters(filters: StudentFilters) {
  const real = conditionValuesOf(filters);
  const values: Record<string, unknown> = {};
  const bind = <Value>(name: string, value: Value | undefined) => {
    if (value === undefined) return undefined;
    values[name] = value;
    return sql.placeholder(name);
  };
  const bound: StudentConditionValues = {
    search: real.search.map((pattern, index) => bind(`w${index}`, pattern)!),
    isLimitedToFirstNames: real.isLimitedToFirstNames,
    schoolId: bind('schoolId', real.schoolId),
    villageId: bind('villageId', real.villageId),
    gradeRank: bind('gradeRank', real.gradeRank),
    status: bind('status', real.status),
    gender: bind('gender', real.gender),
  };
  const isSet = (value: unknown) => (value === undefined ? '-' : '+');
  const shape = [
    real.search.length,
    real.isLimitedToFirstNames ? 'f' : 'n',
    isSet(real.schoolId),
    isSet(real.villageId),
    isSet(real.gradeRank),
    isSet(real.status),
    isSet(real.gender),
  ].join('');
  // The counters' query reads the same filters (a place, a status) under the same names.
  const counterFilters = {
    schoolId: bound.schoolId,
    villageId: bound.villageId,
    status: bound.status,
  } as StudentFilters;
  return { bound, values, shape, counterFilters };
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
          : pageQuery(db, conditions(), false, request.sort, placed.window, totalQuery()),
    );
    run = () => prepared.execute({ ...values, ...placed.values });
  } else {
    const conditions = filterConditions(visibility, request);
    const totalQuery = isSearch ? undefined : studentTotalQuery(db, auth, request).query;
    const { query } = totalQuery
      ? pageQuery(db, conditions, false, request.sort, window, totalQuery.getSQL())
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

/**
 * Whether the caller's total can be summed from maintained counters: not when the filters or
 * the caller's reach are finer than the counters (a search, a grade, a gender, a student's or a
 * sponsor's own records), which are counted instead.
 */
function isCountedByCounters(auth: AuthContext, filters: StudentFilters): boolean {
  return !(
    filters.q !== undefined ||
    filters.grade !== undefined ||
    filters.gender !== undefined ||
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
      .where(filterConditions(studentVisibility(auth), filters))
      .$dynamic();
    return {
      counted: true as const,
      // A search's matches are counted in name order, so that the count walks the name index
      // (which carries the search text) and stops at the limit instead of collecting them all.
      query: isSearch ? matches.orderBy(...orderByKeys(byNames, 'asc')) : matches,
      limit: isSearch ? SEARCH_TOTAL_LIMIT : EXACT_TOTAL_LIMIT,
    };
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

/** One batch of an export: the rows after `after` in the list's order (keyset, not offset). */
export async function findStudentExportBatch(
  db: Database,
  visibility: StudentVisibility,
  request: StudentListRequest,
  after: StudentExportRecord | undefined,
  limit: number,
): Promise<StudentExportRecord[]> {
  const keys = studentSortKeys(request.sort, request.isLimitedToFirstNames);
  return db
    .select(exportRowColumns)
    .from(students)
    .innerJoin(villages, eq(villages.id, students.villageId))
    .leftJoin(schools, eq(schools.id, students.schoolId))
    .leftJoin(countries, eq(countries.id, students.countryId))
    .where(
      and(
        filterConditions(visibility, request),
        after === undefined ? undefined : rowsAfter(keys, request.order, after),
      ),
    )
    .orderBy(...orderByKeys(keys, request.order))
    .limit(limit);
}

export async function findStudentById(
  db: Database,
  visibility: StudentVisibility,
  id: number,
): Promise<StudentDetailsRecord | undefined> {
  const [row] = await db
    .select(detailsColumns)
    .from(students)
    .innerJoin(villages, eq(villages.id, students.villageId))
    .leftJoin(schools, eq(schools.id, students.schoolId))
    .leftJoin(countries, eq(countries.id, students.countryId))
    .where(and(notDeleted, visibility.condition, eq(students.id, id)));
  return row;
}

/** The student's current names and places, its row locked until the transaction ends. */
export async function lockStudent(
  db: Database,
  visibility: StudentVisibility,
  id: number,
): Promise<
  | { id: number; firstName: string; lastName: string; villageId: number; schoolId: number | null }
  | undefined
> {
  const [row] = await db
    .select({
      id: students.id,
      firstName: students.firstName,
      lastName: students.lastName,
      villageId: students.villageId,
      schoolId: students.schoolId,
    })
    .from(students)
    .where(and(notDeleted, visibility.condition, eq(students.id, id)))
    .for('update');
  return row;
}

/** What pairing needs to know of a student: whether it can take a sponsor. */
export interface PairingStudent {
  id: number;
  status: string;
  villageEnabled: boolean;
}

/**
 * The student's row locked until the transaction ends, for pairing. FOR NO KEY UPDATE: two
 * pairings of one student take turns (so the count of its sponsors is read after the other's
 * commit), while rows that only refer to the student can still be written.
 */
export async function lockStudentForPairing(
  db: Database,
  visibility: StudentVisibility,
  id: number,
): Promise<PairingStudent | undefined> {
  const [row] = await db
    .select({ id: students.id, status: students.status, villageEnabled: villages.enabled })
    .from(students)
    .innerJoin(villages, eq(villages.id, students.villageId))
    .where(and(notDeleted, visibility.condition, eq(students.id, id)))
    .for('no key update', { of: students });
  return row;
}

/** Which of these external ids a student (not deleted) has: they are unique among all. */
export async function findTakenExternalIds(db: Database, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ externalId: students.externalId })
    .from(students)
    .where(and(notDeleted, inArray(students.externalId, ids)));
  return rows.map((row) => row.externalId ?? '');
}

/** The columns the API computes from the names, for sorting and searching. */
function nameKeys(firstName: string, lastName: string) {
  return {
    firstNameKey: normalizeSearchText(firstName),
    lastNameKey: normalizeSearchText(lastName),
    searchText: buildSearchText(firstName, lastName),
  };
}

export type NewStudent = Omit<
  NewStudentRow,
  | 'id'
  | 'gradeRank'
  | 'lastNameKey'
  | 'firstNameKey'
  | 'searchText'
  | 'createdAt'
  | 'updatedAt'
  | 'status'
> & { status?: VisibleStudentStatus };

/** The row of a new student, with the columns computed from the names (used by bulk loads too). */
export function toStudentRow(student: NewStudent, now: Date): NewStudentRow {
  return {
    ...student,
    ...nameKeys(student.firstName, student.lastName),
    createdAt: now,
    updatedAt: now,
  };
}

/** Inserts a student and returns its id; throws on a unique violation (external id, user). */
export async function insertStudent(db: Database, student: NewStudent, now: Date): Promise<number> {
  const [row] = await db
    .insert(students)
    .values(toStudentRow(student, now))
    .returning({ id: students.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

/**
 * Inserts many students in one statement per batch (an import, inside its transaction); throws on
 * a unique violation, so the caller's transaction keeps none of them.
 */
export async function insertStudents(
  db: Database,
  list: NewStudent[],
  now: Date,
  batchSize = 500,
): Promise<number> {
  for (let start = 0; start < list.length; start += batchSize) {
    const batch = list.slice(start, start + batchSize);
    await db.insert(students).values(batch.map((student) => toStudentRow(student, now)));
  }
  return list.length;
}

export type StudentChanges = Partial<
  Pick<
    NewStudentRow,
    | 'firstName'
    | 'lastName'
    | 'birthdate'
    | 'gender'
    | 'grade'
    | 'schoolId'
    | 'villageId'
    | 'countryId'
    | 'externalId'
    | 'leadershipDistinction'
  > & { status: VisibleStudentStatus }
>;

/**
 * Writes the changes (and the name keys they imply) to a student the visibility reaches; throws
 * on a unique violation.
 */
export async function updateStudent(
  db: Database,
  visibility: StudentVisibility,
  current: { id: number; firstName: string; lastName: string },
  changes: StudentChanges,
  now: Date,
): Promise<void> {
  await db
    .update(students)
    .set({
      ...changes,
      ...nameKeys(changes.firstName ?? current.firstName, changes.lastName ?? current.lastName),
      updatedAt: now,
    })
    .where(and(notDeleted, visibility.condition, eq(students.id, current.id)));
}

/**
 * Sets the student's photo column within the caller's transaction and answers the previous
 * file, or undefined when there is no such student (the uploads module's setPhoto contract).
 * FOR NO KEY UPDATE: enough to queue concurrent replacements, without blocking foreign-key checks.
 */
export async function setStudentPhotoFileId(
  db: Database,
  visibility: StudentVisibility,
  id: number,
  fileId: number | null,
  now: Date,
): Promise<{ previousFileId: number | null } | undefined> {
  const [current] = await db
    .select({ photoFileId: students.photoFileId })
    .from(students)
    .where(and(notDeleted, visibility.condition, eq(students.id, id)))
    .for('no key update');
  if (!current) return undefined;
  await db.update(students).set({ photoFileId: fileId, updatedAt: now }).where(eq(students.id, id));
  return { previousFileId: current.photoFileId };
}

/** Soft-deletes a visible student; false when there is none to delete. */
export async function softDeleteStudent(
  db: Database,
  visibility: StudentVisibility,
  id: number,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(students)
    .set({ status: 'delete', updatedAt: now })
    .where(and(notDeleted, visibility.condition, eq(students.id, id)))
    .returning({ id: students.id });
  return rows.length > 0;
}
