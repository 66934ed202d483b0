// Queries on students. Every query leaves soft-deleted rows out and takes the caller's
// visibility condition (studentVisibility), so an admin's query is limited to their villages and
// schools, a student's to their own record and a sponsor's to their paired students. Rows become
// the API's shapes here and nowhere else.
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  EXACT_TOTAL_LIMIT,
  GRADES,
  SEARCH_TOTAL_LIMIT,
  ageOn,
  normalizeSearchText,
  type Gender,
  type Grade,
  type StudentDetails,
  type StudentListItem,
  type StudentSortField,
  type StudentSponsor,
  type VisibleStudentStatus,
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
  orderByKeys,
  rowsAfter,
  type ListTotal,
  type RowWindow,
  type SortKey,
} from '../../lib/list-page';
import type { AuthContext } from '../../plugins/auth';
import { buildSearchText, searchTextCondition } from '../../lib/search-text';
import { defineVisibility, type Visibility } from '../../lib/visibility';
import { scopeCondition } from '../../lib/scopes/scope';
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
  userId: students.userId,
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
  userId: number | null;
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
  schoolId?: number | undefined;
  villageId?: number | undefined;
  grade?: Grade | undefined;
  status?: VisibleStudentStatus | undefined;
  gender?: Gender | undefined;
}

function filterConditions(visibility: StudentVisibility, filters: StudentFilters): SQL | undefined {
  return and(
    notDeleted,
    visibility.condition,
    searchTextCondition(students.searchText, filters.q),
    filters.schoolId === undefined ? undefined : eq(students.schoolId, filters.schoolId),
    filters.villageId === undefined ? undefined : eq(students.villageId, filters.villageId),
    // By rank, the leading column of the grade index, so that this filter uses it.
    filters.grade === undefined ? undefined : eq(students.gradeRank, GRADES.indexOf(filters.grade)),
    filters.status === undefined ? undefined : eq(students.status, filters.status),
    filters.gender === undefined ? undefined : eq(students.gender, filters.gender),
  );
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

/**
 * The sort keys of each sort, always ending with the id so that the order is total (pages never
 * overlap). Each matches a partial index of db/schema/students.ts.
 */
export function studentSortKeys(sort: StudentSortField): Array<SortKey<StudentSortValues>> {
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

export type StudentPageRecord = StudentListRecord & StudentSortValues;

/**
 * The query of one page (not run here: the benchmark EXPLAINs it). From a cursor or the start,
 * the sort's index is walked from the right place and the 50 rows joined as they come. A page
 * asked by number deep in the list (an offset) or a search is a deferred join: the page's ids
 * come first from the sort's index alone (skipping `offset` entries, or testing each entry's
 * search text, which the name indexes carry, without reading the table), then only those rows
 * are read and joined.
 */
export function studentPageQuery(
  db: Database,
  visibility: StudentVisibility,
  request: StudentListRequest,
  window: RowWindow,
) {
  const where = and(filterConditions(visibility, request), window.keyset);
  if (window.offset === 0 && !searchTextCondition(students.searchText, request.q)) {
    return db
      .select({ ...listColumns, ...sortValueColumns })
      .from(students)
      .innerJoin(villages, eq(villages.id, students.villageId))
      .leftJoin(schools, eq(schools.id, students.schoolId))
      .where(where)
      .orderBy(...window.orderBy)
      .limit(window.limit);
  }
  const ids = db.select({ id: students.id }).from(students).$dynamic();
  if (request.sort === 'village') ids.innerJoin(villages, eq(villages.id, students.villageId));
  const page = ids
    .where(where)
    .orderBy(...window.orderBy)
    .limit(window.limit)
    .offset(window.offset)
    .as('page');
  return db
    .select({ ...listColumns, ...sortValueColumns })
    .from(page)
    .innerJoin(students, eq(students.id, page.id))
    .innerJoin(villages, eq(villages.id, students.villageId))
    .leftJoin(schools, eq(schools.id, students.schoolId))
    .orderBy(...window.orderBy);
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
            ? sql`${studentTotals.status} <> 'delete'`
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
  const keys = studentSortKeys(request.sort);
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
