// Queries on sponsorships and holds. The list, the students a sponsor may choose and the
// coordinators' lists of who is still waiting read the students, sponsors, places and years
// tables for their columns, in one query per page; every rule about a student, a sponsor or a
// year goes through its module's service.
import { and, count, eq, gt, ne, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import {
  MAX_SPONSORS_PER_STUDENT,
  type Gender,
  type Grade,
  type OpenStudentSortField,
  type SponsorshipEndReason,
  type SponsorshipSortField,
  type sponsorableStudentsQuerySchema,
  type sponsorshipListQuerySchema,
  type UnpairedSponsorSortField,
} from '@portal/shared';
import type { Database } from '../../db/client';
import {
  periods,
  schools,
  sponsors,
  sponsorshipHolds,
  sponsorships,
  students,
  villages,
} from '../../db/schema/index';
import {
  countUpTo,
  orderByKeys,
  rowsAfter,
  type ListTotal,
  type RowWindow,
  type SortKey,
} from '../../lib/list-page';
import { scopeCondition } from '../../lib/scopes/scope';
import { searchTextCondition } from '../../lib/search-text';
import { defineVisibility, type Visibility } from '../../lib/visibility';

const studentSchools = alias(schools, 'student_schools');

/**
 * The sponsorships a caller reaches: all, an admin's (the student's village or school, or the
 * sponsor's school, is assigned to them), or a sponsor's own.
 */
export const sponsorshipVisibility = defineVisibility('sponsorship', (auth) => {
  if (auth.access === 'own' || auth.access === 'ownRead') return eq(sponsors.userId, auth.userId);
  return scopeCondition(auth, 'sponsorship', {
    village: students.villageId,
    school: sponsors.schoolId,
  });
});
export type SponsorshipVisibility = Visibility<'sponsorship'>;

const selection = {
  id: sponsorships.id,
  periodId: sponsorships.periodId,
  periodName: periods.name,
  startedAt: sponsorships.startedAt,
  startedAtKey: sql<string>`${sponsorships.startedAt}::text`,
  endedAt: sponsorships.endedAt,
  endReason: sponsorships.endReason,
  studentId: students.id,
  studentUserId: students.userId,
  studentFirstName: students.firstName,
  studentFirstNameKey: students.firstNameKey,
  studentLastName: students.lastName,
  studentLastNameKey: students.lastNameKey,
  studentPhotoFileId: students.photoFileId,
  villageId: villages.id,
  villageName: villages.name,
  studentSchoolId: studentSchools.id,
  studentSchoolName: studentSchools.name,
  sponsorId: sponsors.id,
  sponsorUserId: sponsors.userId,
  sponsorFirstName: sponsors.firstName,
  sponsorLastName: sponsors.lastName,
  sponsorPhotoFileId: sponsors.photoFileId,
  sponsorLastNameKey: sponsors.lastNameKey,
  sponsorSchoolId: schools.id,
  sponsorSchoolName: schools.name,
};

export interface SponsorshipRecord {
  id: number;
  periodId: number;
  periodName: string;
  startedAt: Date;
  startedAtKey: string;
  endedAt: Date | null;
  endReason: SponsorshipEndReason | null;
  studentId: number;
  studentUserId: number | null;
  studentFirstName: string;
  studentFirstNameKey: string;
  studentLastName: string;
  studentLastNameKey: string;
  studentPhotoFileId: number | null;
  villageId: number;
  villageName: string;
  studentSchoolId: number | null;
  studentSchoolName: string | null;
  sponsorId: number;
  sponsorUserId: number | null;
  sponsorFirstName: string;
  sponsorLastName: string;
  sponsorLastNameKey: string;
  sponsorPhotoFileId: number | null;
  sponsorSchoolId: number;
  sponsorSchoolName: string;
}

function selectSponsorships(db: Database) {
  return db
    .select(selection)
    .from(sponsorships)
    .innerJoin(periods, eq(periods.id, sponsorships.periodId))
    .innerJoin(students, eq(students.id, sponsorships.studentId))
    .innerJoin(villages, eq(villages.id, students.villageId))
    .leftJoin(studentSchools, eq(studentSchools.id, students.schoolId))
    .innerJoin(sponsors, eq(sponsors.id, sponsorships.sponsorId))
    .innerJoin(schools, eq(schools.id, sponsors.schoolId));
}

/**
 * The list's parsed query without the page; `periodId` is resolved (the available year).
 * `isLimitedToFirstNames`: the caller sees the students' first names only (a sponsor), so the
 * search reads those and the order and cursors hold no student's last name.
 */
export type SponsorshipFilters = Omit<
  z.output<typeof sponsorshipListQuerySchema>,
  'page' | 'pageSize' | 'cursor' | 'periodId'
> & { periodId: number; isLimitedToFirstNames?: boolean | undefined };

function filterConditions(visibility: SponsorshipVisibility, query: SponsorshipFilters) {
  const isActive = query.active ?? true;
  return and(
    visibility.condition,
    eq(sponsorships.periodId, query.periodId),
    sql`${students.status} <> 'delete'`,
    isActive ? sql`${sponsorships.endedAt} is null` : sql`${sponsorships.endedAt} is not null`,
    query.studentId === undefined ? undefined : eq(sponsorships.studentId, query.studentId),
    query.sponsorId === undefined ? undefined : eq(sponsorships.sponsorId, query.sponsorId),
    query.villageId === undefined ? undefined : eq(students.villageId, query.villageId),
    query.schoolId === undefined
      ? undefined
      : sql`(${sponsors.schoolId} = ${query.schoolId} or ${students.schoolId} = ${query.schoolId})`,
    query.q
      ? sql`(${searchTextCondition(query.isLimitedToFirstNames ? students.firstNameKey : students.searchText, query.q)} or ${searchTextCondition(sponsors.searchText, query.q)})`
      : undefined,
  );
}

export function sponsorshipSortKeys(
  sort: SponsorshipSortField,
  isLimitedToFirstNames = false,
): Array<SortKey<SponsorshipRecord>> {
  const byId: SortKey<SponsorshipRecord> = {
    column: sponsorships.id,
    type: 'integer',
    value: (row) => row.id,
  };
  switch (sort) {
    case 'student':
      return [
        isLimitedToFirstNames
          ? { column: students.firstNameKey, type: 'text', value: (row) => row.studentFirstNameKey }
          : { column: students.lastNameKey, type: 'text', value: (row) => row.studentLastNameKey },
        byId,
      ];
    case 'sponsor':
      return [
        { column: sponsors.lastNameKey, type: 'text', value: (row) => row.sponsorLastNameKey },
        byId,
      ];
    case 'startedAt':
      return [
        { column: sponsorships.startedAt, type: 'timestamp', value: (row) => row.startedAtKey },
        byId,
      ];
  }
}

export function findSponsorshipPage(
  db: Database,
  visibility: SponsorshipVisibility,
  query: SponsorshipFilters,
  window: RowWindow,
): Promise<SponsorshipRecord[]> {
  return selectSponsorships(db)
    .where(and(filterConditions(visibility, query), window.keyset))
    .orderBy(...window.orderBy)
    .limit(window.limit)
    .offset(window.offset) as Promise<SponsorshipRecord[]>;
}

/** One batch of an export: the rows after `after` in the list's order (keyset). */
export function findSponsorshipBatch(
  db: Database,
  visibility: SponsorshipVisibility,
  query: SponsorshipFilters,
  after: SponsorshipRecord | undefined,
  limit: number,
): Promise<SponsorshipRecord[]> {
  const keys = sponsorshipSortKeys(query.sort, query.isLimitedToFirstNames);
  return selectSponsorships(db)
    .where(
      and(
        filterConditions(visibility, query),
        after === undefined ? undefined : rowsAfter(keys, query.order, after),
      ),
    )
    .orderBy(...orderByKeys(keys, query.order))
    .limit(limit) as Promise<SponsorshipRecord[]>;
}

export function countSponsorships(
  db: Database,
  visibility: SponsorshipVisibility,
  query: SponsorshipFilters,
): Promise<ListTotal> {
  return countUpTo(
    db,
    db
      .select({ one: sql`1` })
      .from(sponsorships)
      .innerJoin(students, eq(students.id, sponsorships.studentId))
      .innerJoin(sponsors, eq(sponsors.id, sponsorships.sponsorId))
      .where(filterConditions(visibility, query))
      .$dynamic(),
  );
}

export async function findSponsorship(
  db: Database,
  visibility: SponsorshipVisibility,
  id: number,
): Promise<SponsorshipRecord | undefined> {
  const [row] = await selectSponsorships(db).where(
    and(eq(sponsorships.id, id), visibility.condition),
  );
  return row as SponsorshipRecord | undefined;
}

/**
 * What counts toward a student's limit in a year at `now`: current sponsorships and live holds,
 * leaving out the hold of `exceptSponsorId` (their own hold is the place they are taking). Read
 * under the student's row lock, so concurrent pairings of one student count after each other.
 */
export async function countTakenPlaces(
  tx: Database,
  periodId: number,
  studentId: number,
  now: Date,
  exceptSponsorId: number,
): Promise<number> {
  const [active] = await tx
    .select({ total: count() })
    .from(sponsorships)
    .where(
      and(
        eq(sponsorships.studentId, studentId),
        eq(sponsorships.periodId, periodId),
        sql`${sponsorships.endedAt} is null`,
      ),
    );
  const [held] = await tx
    .select({ total: count() })
    .from(sponsorshipHolds)
    .where(
      and(
        eq(sponsorshipHolds.studentId, studentId),
        eq(sponsorshipHolds.periodId, periodId),
        gt(sponsorshipHolds.expiresAt, now),
        ne(sponsorshipHolds.sponsorId, exceptSponsorId),
      ),
    );
  return (active?.total ?? 0) + (held?.total ?? 0);
}

export async function hasCurrentSponsorship(
  tx: Database,
  periodId: number,
  studentId: number,
  sponsorId: number,
): Promise<boolean> {
  const [row] = await tx
    .select({ id: sponsorships.id })
    .from(sponsorships)
    .where(
      and(
        eq(sponsorships.periodId, periodId),
        eq(sponsorships.studentId, studentId),
        eq(sponsorships.sponsorId, sponsorId),
        sql`${sponsorships.endedAt} is null`,
      ),
    );
  return row !== undefined;
}

export async function insertSponsorship(
  tx: Database,
  values: { periodId: number; studentId: number; sponsorId: number; createdBy: number; now: Date },
): Promise<number> {
  const [row] = await tx
    .insert(sponsorships)
    .values({
      periodId: values.periodId,
      studentId: values.studentId,
      sponsorId: values.sponsorId,
      startedAt: values.now,
      createdBy: values.createdBy,
    })
    .returning({ id: sponsorships.id });
  if (!row) throw new Error('sponsorships insert returned no row');
  return row.id;
}

/** Ends a current sponsorship the visibility reaches; false when there was none to end. */
export async function endSponsorship(
  tx: Database,
  id: number,
  reason: SponsorshipEndReason,
  endedBy: number,
  now: Date,
): Promise<boolean> {
  const rows = await tx
    .update(sponsorships)
    .set({ endedAt: now, endReason: reason, endedBy })
    .where(and(eq(sponsorships.id, id), sql`${sponsorships.endedAt} is null`))
    .returning({ id: sponsorships.id });
  return rows.length > 0;
}

// ---------------------------------------------------------------------------------------------
// Holds

export interface HoldRecord {
  studentId: number;
  studentFirstName: string;
  periodId: number;
  expiresAt: Date;
}

/** The sponsor's hold in the year, if still live at `now`, with the student's first name. */
export async function findLiveHold(
  db: Database,
  sponsorId: number,
  periodId: number,
  now: Date,
): Promise<HoldRecord | undefined> {
  const [row] = await db
    .select({
      studentId: sponsorshipHolds.studentId,
      studentFirstName: students.firstName,
      periodId: sponsorshipHolds.periodId,
      expiresAt: sponsorshipHolds.expiresAt,
    })
    .from(sponsorshipHolds)
    .innerJoin(students, eq(students.id, sponsorshipHolds.studentId))
    .where(
      and(
        eq(sponsorshipHolds.sponsorId, sponsorId),
        eq(sponsorshipHolds.periodId, periodId),
        gt(sponsorshipHolds.expiresAt, now),
      ),
    );
  return row;
}

/** Places or replaces the sponsor's one hold of the year. */
export async function upsertHold(
  tx: Database,
  hold: {
    sponsorId: number;
    periodId: number;
    studentId: number;
    expiresAt: Date;
    placedFrom: string;
  },
): Promise<void> {
  await tx
    .insert(sponsorshipHolds)
    .values(hold)
    .onConflictDoUpdate({
      target: [sponsorshipHolds.sponsorId, sponsorshipHolds.periodId],
      set: {
        studentId: hold.studentId,
        expiresAt: hold.expiresAt,
        placedFrom: hold.placedFrom,
        createdAt: sql`now()`,
      },
    });
}

export async function deleteHold(tx: Database, sponsorId: number, periodId: number): Promise<void> {
  await tx
    .delete(sponsorshipHolds)
    .where(and(eq(sponsorshipHolds.sponsorId, sponsorId), eq(sponsorshipHolds.periodId, periodId)));
}

// ---------------------------------------------------------------------------------------------
// Students to choose from

export type SponsorableFilters = Omit<
  z.output<typeof sponsorableStudentsQuerySchema>,
  'page' | 'pageSize' | 'cursor'
>;

export interface SponsorableRecord {
  id: number;
  firstName: string;
  firstNameKey: string;
  lastNameKey: string;
  lastName: string;
  birthdate: string | null;
  grade: Grade | null;
  gender: Gender | null;
  villageId: number;
  villageName: string;
  photoFileId: number | null;
  sponsorCount: number;
}

/** Current sponsorships plus live holds (other than `exceptSponsorId`'s) of the row's student. */
function takenPlaces(periodId: number, now: Date, exceptSponsorId: number | null): SQL<number> {
  const exceptHold =
    exceptSponsorId === null
      ? sql``
      : sql` and ${sponsorshipHolds.sponsorId} <> ${exceptSponsorId}`;
  return sql<number>`((select count(*) from ${sponsorships} where ${sponsorships.studentId} = ${students.id} and ${sponsorships.periodId} = ${periodId} and ${sponsorships.endedAt} is null) + (select count(*) from ${sponsorshipHolds} where ${sponsorshipHolds.studentId} = ${students.id} and ${sponsorshipHolds.periodId} = ${periodId} and ${sponsorshipHolds.expiresAt} > ${now}${exceptHold}))::int`;
}

export interface SponsorableQuery {
  periodId: number;
  now: Date;
  /** Today (`YYYY-MM-DD`), for the age filters. */
  today: string;
  /** The caller's sponsor record (their own hold does not count against a student), if any. */
  sponsorId: number | null;
  /** The students the caller may pair (an admin's reach), as a condition. */
  reach: SQL | undefined;
  filters: SponsorableFilters;
  /** A sponsor sees first names only: the search reads those, the order holds no last name. */
  isLimitedToFirstNames: boolean;
}

/** `YYYY-MM-DD` minus whole years (29 February falls back to 28 February). */
function yearsBefore(today: string, years: number): string {
  const year = Number(today.slice(0, 4)) - years;
  const monthDay = today.slice(5) === '02-29' ? '02-28' : today.slice(5);
  return `${String(year).padStart(4, '0')}-${monthDay}`;
}

function sponsorableConditions(query: SponsorableQuery) {
  const { filters, today } = query;
  const isFullShown = filters.full === true;
  return and(
    sql`${students.status} = 'active'`,
    eq(villages.enabled, true),
    query.reach,
    searchTextCondition(
      query.isLimitedToFirstNames ? students.firstNameKey : students.searchText,
      filters.q,
    ),
    filters.villageId === undefined ? undefined : eq(students.villageId, filters.villageId),
    filters.grade === undefined ? undefined : eq(students.grade, filters.grade),
    filters.gender === undefined ? undefined : eq(students.gender, filters.gender),
    // Aged at least ageMin: born on or before today minus ageMin years.
    filters.ageMin === undefined
      ? undefined
      : sql`${students.birthdate} <= ${yearsBefore(today, filters.ageMin)}::date`,
    // Aged at most ageMax: born after today minus (ageMax + 1) years.
    filters.ageMax === undefined
      ? undefined
      : sql`${students.birthdate} > ${yearsBefore(today, filters.ageMax + 1)}::date`,
    isFullShown
      ? undefined
      : sql`${takenPlaces(query.periodId, query.now, query.sponsorId)} < ${MAX_SPONSORS_PER_STUDENT}`,
  );
}

/** By first name; for coordinators then by last name. The cursors carry these keys' values. */
export function sponsorableSortKeys(
  isLimitedToFirstNames: boolean,
): Array<SortKey<SponsorableRecord>> {
  return [
    { column: students.firstNameKey, type: 'text', value: (row) => row.firstNameKey },
    ...(isLimitedToFirstNames
      ? []
      : [
          {
            column: students.lastNameKey,
            type: 'text',
            value: (row) => row.lastNameKey,
          } satisfies SortKey<SponsorableRecord>,
        ]),
    { column: students.id, type: 'integer', value: (row) => row.id },
  ];
}

export function findSponsorablePage(
  db: Database,
  query: SponsorableQuery,
  window: RowWindow,
): Promise<SponsorableRecord[]> {
  return db
    .select({
      id: students.id,
      firstName: students.firstName,
      firstNameKey: students.firstNameKey,
      lastNameKey: students.lastNameKey,
      lastName: students.lastName,
      birthdate: students.birthdate,
      grade: students.grade,
      gender: students.gender,
      villageId: villages.id,
      villageName: villages.name,
      photoFileId: students.photoFileId,
      sponsorCount: takenPlaces(query.periodId, query.now, query.sponsorId),
    })
    .from(students)
    .innerJoin(villages, eq(villages.id, students.villageId))
    .where(and(sponsorableConditions(query), window.keyset))
    .orderBy(...window.orderBy)
    .limit(window.limit)
    .offset(window.offset) as Promise<SponsorableRecord[]>;
}

export function countSponsorable(db: Database, query: SponsorableQuery): Promise<ListTotal> {
  return countUpTo(
    db,
    db
      .select({ one: sql`1` })
      .from(students)
      .innerJoin(villages, eq(villages.id, students.villageId))
      .where(sponsorableConditions(query))
      .$dynamic(),
  );
}

// ---------------------------------------------------------------------------------------------
// Who is still waiting in a year: students with room for a sponsor, sponsors without a student

/**
 * The students the coordinators' "fewer than 3 sponsors" list shows a caller: every one, an
 * admin's (the student's village or school is assigned to them: the students they may pair), or
 * none for a sponsor (the list is about other people).
 */
export const openStudentVisibility = defineVisibility('sponsorshipOpenStudents', (auth) => {
  if (auth.access === 'own' || auth.access === 'ownRead') return sql`false`;
  return scopeCondition(auth, 'sponsorship', {
    village: students.villageId,
    school: students.schoolId,
  });
});
export type OpenStudentVisibility = Visibility<'sponsorshipOpenStudents'>;

/**
 * The sponsors the "without a student" list shows a caller: every one, an admin's (the sponsor's
 * school is assigned to them), or none for a sponsor.
 */
export const unpairedSponsorVisibility = defineVisibility('sponsorshipUnpairedSponsors', (auth) => {
  if (auth.access === 'own' || auth.access === 'ownRead') return sql`false`;
  return scopeCondition(auth, 'sponsorship', { school: sponsors.schoolId });
});
export type UnpairedSponsorVisibility = Visibility<'sponsorshipUnpairedSponsors'>;

export interface OpenStudentFilters {
  periodId: number;
  /** Holds count while live at this time. */
  now: Date;
  q?: string | undefined;
  schoolId?: number | undefined;
  villageId?: number | undefined;
}

export interface OpenStudentRecord {
  id: number;
  firstName: string;
  lastName: string;
  firstNameKey: string;
  lastNameKey: string;
  gradeRank: number;
  grade: Grade | null;
  photoFileId: number | null;
  villageId: number;
  villageName: string;
  schoolId: number | null;
  schoolName: string | null;
  sponsorCount: number;
}

/**
 * Students who can be paired (active, in an enabled village) with fewer than the maximum of
 * current sponsorships plus live holds in the year. The name and grade sorts walk the students'
 * indexes; each student's places are counted through the sponsorships' and holds' student indexes.
 */
function openStudentConditions(visibility: OpenStudentVisibility, query: OpenStudentFilters) {
  return and(
    visibility.condition,
    sql`${students.status} = 'active'`,
    eq(villages.enabled, true),
    searchTextCondition(students.searchText, query.q),
    query.villageId === undefined ? undefined : eq(students.villageId, query.villageId),
    query.schoolId === undefined ? undefined : eq(students.schoolId, query.schoolId),
    sql`${takenPlaces(query.periodId, query.now, null)} < ${MAX_SPONSORS_PER_STUDENT}`,
  );
}

export function openStudentSortKeys(sort: OpenStudentSortField): Array<SortKey<OpenStudentRecord>> {
  const byName: Array<SortKey<OpenStudentRecord>> = [
    { column: students.lastNameKey, type: 'text', value: (row) => row.lastNameKey },
    { column: students.firstNameKey, type: 'text', value: (row) => row.firstNameKey },
    { column: students.id, type: 'integer', value: (row) => row.id },
  ];
  switch (sort) {
    case 'student':
      return byName;
    case 'grade':
      return [
        { column: students.gradeRank, type: 'integer', value: (row) => row.gradeRank },
        ...byName,
      ];
  }
}

function selectOpenStudents(db: Database, query: OpenStudentFilters) {
  return db
    .select({
      id: students.id,
      firstName: students.firstName,
      lastName: students.lastName,
      firstNameKey: students.firstNameKey,
      lastNameKey: students.lastNameKey,
      gradeRank: students.gradeRank,
      grade: students.grade,
      photoFileId: students.photoFileId,
      villageId: villages.id,
      villageName: villages.name,
      schoolId: studentSchools.id,
      schoolName: studentSchools.name,
      sponsorCount: takenPlaces(query.periodId, query.now, null),
    })
    .from(students)
    .innerJoin(villages, eq(villages.id, students.villageId))
    .leftJoin(studentSchools, eq(studentSchools.id, students.schoolId));
}

export function findOpenStudentPage(
  db: Database,
  visibility: OpenStudentVisibility,
  query: OpenStudentFilters,
  window: RowWindow,
): Promise<OpenStudentRecord[]> {
  return selectOpenStudents(db, query)
    .where(and(openStudentConditions(visibility, query), window.keyset))
    .orderBy(...window.orderBy)
    .limit(window.limit)
    .offset(window.offset) as Promise<OpenStudentRecord[]>;
}

/** One batch of an export: the rows after `after` in the list's order (keyset). */
export function findOpenStudentBatch(
  db: Database,
  visibility: OpenStudentVisibility,
  query: OpenStudentFilters & { sort: OpenStudentSortField; order: 'asc' | 'desc' },
  after: OpenStudentRecord | undefined,
  limit: number,
): Promise<OpenStudentRecord[]> {
  const keys = openStudentSortKeys(query.sort);
  return selectOpenStudents(db, query)
    .where(
      and(
        openStudentConditions(visibility, query),
        after === undefined ? undefined : rowsAfter(keys, query.order, after),
      ),
    )
    .orderBy(...orderByKeys(keys, query.order))
    .limit(limit) as Promise<OpenStudentRecord[]>;
}

export function countOpenStudents(
  db: Database,
  visibility: OpenStudentVisibility,
  query: OpenStudentFilters,
): Promise<ListTotal> {
  return countUpTo(
    db,
    db
      .select({ one: sql`1` })
      .from(students)
      .innerJoin(villages, eq(villages.id, students.villageId))
      .where(openStudentConditions(visibility, query))
      .$dynamic(),
  );
}

export interface UnpairedSponsorFilters {
  periodId: number;
  q?: string | undefined;
  schoolId?: number | undefined;
}

export interface UnpairedSponsorRecord {
  id: number;
  firstName: string;
  lastName: string;
  firstNameKey: string;
  lastNameKey: string;
  email: string;
  photoFileId: number | null;
  schoolId: number;
  schoolName: string;
  createdAt: Date;
  createdAtKey: string;
}

/**
 * Active sponsors with no current sponsorship in the year. The name and "since" sorts walk the
 * sponsors' indexes; each sponsor's sponsorships are looked up through the sponsor index.
 */
function unpairedSponsorConditions(
  visibility: UnpairedSponsorVisibility,
  query: UnpairedSponsorFilters,
) {
  return and(
    visibility.condition,
    eq(sponsors.active, true),
    searchTextCondition(sponsors.searchText, query.q),
    query.schoolId === undefined ? undefined : eq(sponsors.schoolId, query.schoolId),
    sql`not exists (select 1 from ${sponsorships} where ${sponsorships.sponsorId} = ${sponsors.id} and ${sponsorships.periodId} = ${query.periodId} and ${sponsorships.endedAt} is null)`,
  );
}

export function unpairedSponsorSortKeys(
  sort: UnpairedSponsorSortField,
): Array<SortKey<UnpairedSponsorRecord>> {
  const byId: SortKey<UnpairedSponsorRecord> = {
    column: sponsors.id,
    type: 'integer',
    value: (row) => row.id,
  };
  switch (sort) {
    case 'sponsor':
      return [
        { column: sponsors.lastNameKey, type: 'text', value: (row) => row.lastNameKey },
        { column: sponsors.firstNameKey, type: 'text', value: (row) => row.firstNameKey },
        byId,
      ];
    case 'since':
      return [
        { column: sponsors.createdAt, type: 'timestamp', value: (row) => row.createdAtKey },
        byId,
      ];
  }
}

function selectUnpairedSponsors(db: Database) {
  return db
    .select({
      id: sponsors.id,
      firstName: sponsors.firstName,
      lastName: sponsors.lastName,
      firstNameKey: sponsors.firstNameKey,
      lastNameKey: sponsors.lastNameKey,
      email: sponsors.email,
      photoFileId: sponsors.photoFileId,
      schoolId: schools.id,
      schoolName: schools.name,
      createdAt: sponsors.createdAt,
      createdAtKey: sql<string>`${sponsors.createdAt}::text`,
    })
    .from(sponsors)
    .innerJoin(schools, eq(schools.id, sponsors.schoolId));
}

export function findUnpairedSponsorPage(
  db: Database,
  visibility: UnpairedSponsorVisibility,
  query: UnpairedSponsorFilters,
  window: RowWindow,
): Promise<UnpairedSponsorRecord[]> {
  return selectUnpairedSponsors(db)
    .where(and(unpairedSponsorConditions(visibility, query), window.keyset))
    .orderBy(...window.orderBy)
    .limit(window.limit)
    .offset(window.offset) as Promise<UnpairedSponsorRecord[]>;
}

/** One batch of an export: the rows after `after` in the list's order (keyset). */
export function findUnpairedSponsorBatch(
  db: Database,
  visibility: UnpairedSponsorVisibility,
  query: UnpairedSponsorFilters & { sort: UnpairedSponsorSortField; order: 'asc' | 'desc' },
  after: UnpairedSponsorRecord | undefined,
  limit: number,
): Promise<UnpairedSponsorRecord[]> {
  const keys = unpairedSponsorSortKeys(query.sort);
  return selectUnpairedSponsors(db)
    .where(
      and(
        unpairedSponsorConditions(visibility, query),
        after === undefined ? undefined : rowsAfter(keys, query.order, after),
      ),
    )
    .orderBy(...orderByKeys(keys, query.order))
    .limit(limit) as Promise<UnpairedSponsorRecord[]>;
}

export function countUnpairedSponsors(
  db: Database,
  visibility: UnpairedSponsorVisibility,
  query: UnpairedSponsorFilters,
): Promise<ListTotal> {
  return countUpTo(
    db,
    db
      .select({ one: sql`1` })
      .from(sponsors)
      .where(unpairedSponsorConditions(visibility, query))
      .$dynamic(),
  );
}
