// Students (seed, point 3: Student). A student belongs to a village and may attend a school.
// "delete" is a soft delete: the row stays for history, and every query of the API leaves it
// out (`status <> 'delete'`), which is why the list indexes are partial on that condition.
import { sql, type SQL } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { GRADES, type Gender, type Grade, type StudentStatus } from '@portal/shared';
import { millisecondTimestamp, nameKeyColumns, publicIdColumn } from './columns';
import { genders, grades, studentStatuses } from './lookups';
import { countries, schools, villages } from './places';
import { files, users } from './users';

/**
 * 0 for preschool ... 14 for college (the school order of GRADES), 15 when the grade is not known
 * yet: the grade sort's leading column, never null so that keyset comparisons hold.
 */
function gradeRankExpression(grade: SQL): SQL {
  const cases = GRADES.map((code, rank) => sql.raw(`when '${code}' then ${rank}`));
  return sql`case ${grade} ${sql.join(cases, sql` `)} else ${sql.raw(String(GRADES.length))} end`;
}

/** Rows the API may show: everything but soft-deleted students. */
const notDeleted = (t: { status: unknown }) => sql`${t.status} <> 'delete'`;

export const students = pgTable(
  'students',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    // Birthdate, gender and grade are null only for a student who signed up on their own; a
    // coordinator completes them (the API requires them when a coordinator creates a student).
    /** The age is derived from it (in the API, on today's UTC date), never stored. */
    birthdate: date('birthdate', { mode: 'string' }),
    gender: text('gender')
      .$type<Gender>()
      .references(() => genders.code),
    grade: text('grade')
      .$type<Grade>()
      .references(() => grades.code),
    gradeRank: smallint('grade_rank')
      .notNull()
      .generatedAlwaysAs(gradeRankExpression(sql.raw('"grade"'))),
    status: text('status')
      .$type<StudentStatus>()
      .notNull()
      .default('active')
      .references(() => studentStatuses.code),
    schoolId: integer('school_id').references(() => schools.id),
    villageId: integer('village_id')
      .notNull()
      .references(() => villages.id),
    countryId: integer('country_id').references(() => countries.id),
    /** The profile photo (PUT /edrocks/api/students/:id/photo); the uploads module owns the file. */
    photoFileId: integer('photo_file_id').references(() => files.id, { onDelete: 'set null' }),
    /** The provider's own id for the student; unique among students that are not deleted. */
    externalId: text('external_id'),
    leadershipDistinction: boolean('leadership_distinction').notNull().default(false),
    /** The STUDENT account of this student (created at sign-up). One account, one student. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    ...nameKeyColumns(),
    /** normalizeSearchText("first last"): what the search box matches (trigram index). */
    searchText: text('search_text').notNull(),
    publicId: publicIdColumn(),
    createdAt: millisecondTimestamp('created_at'),
    updatedAt: millisecondTimestamp('updated_at'),
  },
  (t) => [
    uniqueIndex('students_public_id_unique').on(t.publicId),
    uniqueIndex('students_user_unique').on(t.userId),
    uniqueIndex('students_external_id_unique').on(t.externalId).where(notDeleted(t)),
    check('students_birthdate_check', sql`${t.birthdate} >= '1900-01-01'`),
    // One index per sort of the list, each ending with the id (the tie-breaker); the village
    // and school ones also serve their filters and the admin scope condition.
    index('students_last_first_idx').on(t.lastNameKey, t.firstNameKey, t.id).where(notDeleted(t)),
    index('students_first_last_idx').on(t.firstNameKey, t.lastNameKey, t.id).where(notDeleted(t)),
    index('students_grade_last_first_idx')
      .on(t.gradeRank, t.lastNameKey, t.firstNameKey, t.id)
      .where(notDeleted(t)),
    index('students_created_idx').on(t.createdAt, t.id).where(notDeleted(t)),
    index('students_village_last_first_idx')
      .on(t.villageId, t.lastNameKey, t.firstNameKey, t.id)
      .where(notDeleted(t)),
    index('students_school_last_first_idx')
      .on(t.schoolId, t.lastNameKey, t.firstNameKey, t.id)
      .where(notDeleted(t)),
    index('students_search_trgm_idx')
      .using('gin', t.searchText.op('gin_trgm_ops'))
      .where(notDeleted(t)),
  ],
);

export type StudentRow = typeof students.$inferSelect;
export type NewStudentRow = typeof students.$inferInsert;

/**
 * How many students each (village, school, status) holds, kept in step with students by
 * statement triggers (migration 0012) in the same transaction as the change, so that the
 * totals of the whole list, an admin's scope, a status or a place are a sum of a few rows instead
 * of a count of a million (lib/list-page.ts). `school_id` 0 stands for "no school".
 */
export const studentCounts = pgTable(
  'student_counts',
  {
    villageId: integer('village_id').notNull(),
    schoolId: integer('school_id').notNull(),
    status: text('status').notNull(),
    students: bigint('students', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.villageId, t.schoolId, t.status] }),
    // A school's total (its filter, an admin's schools) without reading every village's rows.
    index('student_counts_school_idx').on(t.schoolId, t.status),
  ],
);

/**
 * The same counts per status only, for the totals that span every place (the whole list, a
 * status): a handful of rows instead of one per village, school and status. Spread over
 * STUDENT_TOTAL_SHARDS rows per status (by village), so that writes to students of different
 * villages rarely wait for one another on one counter row. Kept by the same triggers.
 */
export const studentTotals = pgTable(
  'student_totals',
  {
    status: text('status').notNull(),
    shard: integer('shard').notNull(),
    students: bigint('students', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.status, t.shard] })],
);

/**
 * Students with current sponsors in a year, per village, school (0 for none), status and number
 * of current sponsors (1 to 3): the dashboard's "sponsored" and "waiting" figures and the
 * students list's totals with its sponsors filter, summed instead of counted. Kept by the
 * triggers of migration 0044 on sponsorships (pairings, endings) and on students (moves between
 * places and statuses); a student without a sponsor has no row (waiting = students − sponsored).
 */
export const sponsoredStudentCounts = pgTable(
  'sponsored_student_counts',
  {
    periodId: integer('period_id').notNull(),
    villageId: integer('village_id').notNull(),
    schoolId: integer('school_id').notNull(),
    status: text('status').notNull(),
    sponsors: integer('sponsors').notNull(),
    students: bigint('students', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.periodId, t.villageId, t.schoolId, t.status, t.sponsors] }),
    // An admin's schools, or a school filter, without reading every village's rows.
    index('sponsored_student_counts_school_idx').on(t.periodId, t.schoolId),
  ],
);

/**
 * The guardian's authorisation to process a child's data (Colombia's Ley 1581 de 2012, art. 7):
 * at most one on file per student, with the day it was signed, the signed document (a file of
 * the upload service, owned by the kind 'guardianAuthorisation': coordinators only) and who
 * recorded it. Replacing it keeps one row; withdrawing it deletes the row and its file.
 */
export const guardianAuthorisations = pgTable(
  'guardian_authorisations',
  {
    studentId: integer('student_id')
      .primaryKey()
      .references(() => students.id, { onDelete: 'cascade' }),
    signedOn: date('signed_on', { mode: 'string' }).notNull(),
    fileId: integer('file_id')
      .notNull()
      .references(() => files.id),
    recordedBy: integer('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    recordedAt: millisecondTimestamp('recorded_at').notNull(),
  },
  (t) => [uniqueIndex('guardian_authorisations_file_idx').on(t.fileId)],
);

/**
 * Students with the guardian's authorisation on file, per (village, school, status) as
 * student_counts: the dashboard's "without the guardian's authorisation" and the students list's
 * guardian filter are a difference of two sums of a few rows instead of a count of a million.
 * Kept by the triggers of migration 0056 on guardian_authorisations (recorded, withdrawn) and on
 * students (moves between places and statuses, deletions).
 */
export const guardianAuthorisationCounts = pgTable(
  'guardian_authorisation_counts',
  {
    villageId: integer('village_id').notNull(),
    schoolId: integer('school_id').notNull(),
    status: text('status').notNull(),
    students: bigint('students', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.villageId, t.schoolId, t.status] }),
    index('guardian_authorisation_counts_school_idx').on(t.schoolId, t.status),
  ],
);
