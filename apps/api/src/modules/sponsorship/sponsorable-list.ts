// The students a sponsor may choose (GET SPONSORSHIP_PATHS.sponsorableStudents), described once: active students
// of enabled villages with a place left in the year (the caller's own hold does not count against
// them), the filters, by first name, and each row as a SponsorableStudent: a sponsor sees a
// student to choose as they see their own students (first name, photo, age, grade, village).
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  ageOn,
  MAX_SPONSORS_PER_STUDENT,
  type Gender,
  type Grade,
  type SponsorableStudent,
  type sponsorableStudentsQuerySchema,
} from '@portal/shared';
import { students, villages } from '../../db/schema/index';
import type { AuthContext } from '../../lib/auth-context';
import { defineList } from '../../lib/list-definition';
import type { SortKey } from '../../lib/list-page';
import { studentNameFor, viewerOf } from '../../lib/projections';
import { scopeCondition } from '../../lib/scopes/scope';
import { searchTextCondition } from '../../lib/search-text';
import { defineVisibility, type Visibility } from '../../lib/visibility';
import type { PhotoUrl } from './sponsorship-context';
import { takenPlaces } from './student-places.repo';

/**
 * The students a caller may pair: a sponsor any student the rules allow; a coordinator those in
 * their reach (the students' village or school is assigned to them).
 */
export const sponsorableVisibility = defineVisibility('sponsorshipSponsorable', (auth) =>
  auth.role === 'SPONSOR'
    ? undefined
    : scopeCondition(auth, 'students', {
        village: students.villageId,
        school: students.schoolId,
      }),
);
export type SponsorableVisibility = Visibility<'sponsorshipSponsorable'>;

/** The parsed query without the page. */
export type SponsorableQuery = Omit<
  z.output<typeof sponsorableStudentsQuerySchema>,
  'page' | 'pageSize' | 'cursor'
>;

export interface SponsorableFilters extends SponsorableQuery {
  periodId: number;
  now: Date;
  /** Today (`YYYY-MM-DD`), for the age filters. */
  today: string;
  /** The caller's sponsor record (their own hold does not count against a student), if any. */
  sponsorId: number | null;
  /** A sponsor sees first names only: the search reads those, the order holds no last name. */
  isLimitedToFirstNames: boolean;
}

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

/** `YYYY-MM-DD` minus whole years (29 February falls back to 28 February). */
function yearsBefore(today: string, years: number): string {
  const year = Number(today.slice(0, 4)) - years;
  const monthDay = today.slice(5) === '02-29' ? '02-28' : today.slice(5);
  return `${String(year).padStart(4, '0')}-${monthDay}`;
}

function sponsorableConditions(visibility: SponsorableVisibility, filters: SponsorableFilters) {
  const { today } = filters;
  const isFullShown = filters.full === true;
  return and(
    sql`${students.status} = 'active'`,
    eq(villages.enabled, true),
    visibility.condition,
    searchTextCondition(
      filters.isLimitedToFirstNames ? students.firstNameKey : students.searchText,
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
      : sql`${takenPlaces(filters.periodId, filters.now, filters.sponsorId)} < ${MAX_SPONSORS_PER_STUDENT}`,
  );
}

/** By first name; for coordinators then by last name. The cursors carry these keys' values. */
function sponsorableSortKeys(isLimitedToFirstNames: boolean): Array<SortKey<SponsorableRecord>> {
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

/** Who reads the page, and the day the ages are counted on. */
export interface SponsorableReader {
  auth: AuthContext;
  today: string;
  photoUrl: PhotoUrl;
}

function toSponsorable(
  row: SponsorableRecord,
  { auth, today, photoUrl }: SponsorableReader,
): SponsorableStudent {
  // Not theirs yet: a sponsor sees a student to choose as they see their own students.
  const name = studentNameFor(viewerOf(auth, null), row);
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: name?.lastName ?? null,
    age: row.birthdate ? ageOn(row.birthdate, today) : null,
    grade: row.grade,
    gender: row.gender,
    village: { id: row.villageId, name: row.villageName },
    photoUrl: photoUrl(row.photoFileId),
    sponsorCount: row.sponsorCount,
  };
}

export const sponsorableList = defineList<
  SponsorableVisibility,
  SponsorableFilters,
  SponsorableRecord,
  SponsorableStudent,
  SponsorableReader
>({
  where: sponsorableConditions,
  query: (db, filters) =>
    db
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
        sponsorCount: takenPlaces(filters.periodId, filters.now, filters.sponsorId),
      })
      .from(students)
      .innerJoin(villages, eq(villages.id, students.villageId)),
  sortKeys: (filters) => sponsorableSortKeys(filters.isLimitedToFirstNames),
  toItem: toSponsorable,
});
