// The coordinators' list of the year's students with room for a sponsor (GET
// SPONSORSHIP_PATHS.sponsorshipOpenStudents and its export), described once: the caller's reach, the filters,
// the sort keys and each row as an OpenStudent.
import { and, eq, sql } from 'drizzle-orm';
import {
  MAX_SPONSORS_PER_STUDENT,
  type Grade,
  type OpenStudent,
  type OpenStudentSortField,
} from '@portal/shared';
import { students, villages } from '../../db/schema/index';
import { defineList } from '../../lib/list-definition';
import type { SortKey } from '../../lib/list-page';
import { scopeCondition } from '../../lib/scopes/scope';
import { searchTextCondition } from '../../lib/search-text';
import { defineVisibility, type Visibility } from '../../lib/visibility';
import type { PhotoUrl } from './sponsorship-context';
import { studentSchools } from './sponsorship.repo';
import { takenPlaces } from './student-places.repo';
import type { InYear } from './year-lists';

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

export interface OpenStudentFilters extends InYear {
  sort: OpenStudentSortField;
  order: 'asc' | 'desc';
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

function openStudentSortKeys(sort: OpenStudentSortField): Array<SortKey<OpenStudentRecord>> {
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

function toOpenStudent(row: OpenStudentRecord, photoUrl: PhotoUrl): OpenStudent {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    fullName: `${row.firstName} ${row.lastName}`,
    photoUrl: photoUrl(row.photoFileId),
    grade: row.grade,
    village: { id: row.villageId, name: row.villageName },
    school: row.schoolId === null ? null : { id: row.schoolId, name: row.schoolName ?? '' },
    sponsorCount: row.sponsorCount,
  };
}

export const openStudentList = defineList<
  OpenStudentVisibility,
  OpenStudentFilters,
  OpenStudentRecord,
  OpenStudent,
  PhotoUrl
>({
  where: openStudentConditions,
  query: (db, filters) =>
    db
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
        sponsorCount: takenPlaces(filters.periodId, filters.now, null),
      })
      .from(students)
      .innerJoin(villages, eq(villages.id, students.villageId))
      .leftJoin(studentSchools, eq(studentSchools.id, students.schoolId)),
  sortKeys: (filters) => openStudentSortKeys(filters.sort),
  toItem: toOpenStudent,
});
