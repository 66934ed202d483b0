// Queries on student records: one student read, locked or written, and the inserts of new ones.
// Every query leaves soft-deleted rows out and takes the caller's visibility condition
// (studentVisibility), so an admin's query is limited to their villages and schools, a student's
// to their own record and a sponsor's to their paired students. The list's queries are in
// student-page.repo.ts and student-counts.repo.ts, its description in student-list.ts.
import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  normalizeSearchText,
  type Gender,
  type Grade,
  type VisibleStudentStatus,
} from '@portal/shared';
import type { Database } from '../../db/client';
import { countries, schools, students, villages, type NewStudentRow } from '../../db/schema/index';
import { buildSearchText } from '../../lib/search-text';
import { defineVisibility, type Visibility } from '../../lib/visibility';
import { scopeCondition } from '../../lib/scopes/scope';
import { pairedWithSponsorUser } from './student-sponsorships';

/**
 * Soft-deleted students are left out of every query. A literal (not a parameter), so that the
 * planner matches the partial indexes, whose predicate is the same text.
 */
export const notDeleted = sql`${students.status} <> 'delete'`;

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

/** The columns of a list row (the page's, the export's and the details' own). */
export const studentListColumns = {
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

const detailsColumns = {
  ...studentListColumns,
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

export interface StudentDetailsRecord extends StudentListRecord {
  externalId: string | null;
  leadershipDistinction: boolean;
  countryId: number | null;
  countryCode: string | null;
  countryName: string | null;
  createdAt: Date;
  updatedAt: Date;
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
