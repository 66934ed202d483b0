// The pairings a donation page belongs to, read from sponsorships (read-only): a page exists only
// while its sponsorship does. Sponsors, students and their places are joined read-only for the
// names a page, a receipt and the screening need (decisions/031: who the page is about).
import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import {
  periods,
  schools,
  sponsors,
  sponsorships,
  students,
  users,
  villages,
} from '../../db/schema/index';
import { scopeCondition } from '../../lib/scopes/scope';
import { defineVisibility, type Visibility } from '../../lib/visibility';

export interface Pairing {
  sponsorId: number;
  studentId: number;
  sponsorPublicId: string;
  studentPublicId: string;
  periodId: number;
  periodName: string;
  sponsorFirstName: string;
  sponsorLastName: string;
  sponsorSchoolId: number;
  studentFirstName: string;
  studentLastName: string;
  studentVillageId: number;
  studentPhotoFileId: number | null;
  /** For the screening: the places a page must not name. */
  studentVillageName: string;
  studentSchoolName: string | null;
}

const studentSchools = alias(schools, 'student_schools');

const pairingSelection = {
  sponsorId: sponsors.id,
  studentId: students.id,
  sponsorPublicId: sponsors.publicId,
  studentPublicId: students.publicId,
  periodId: periods.id,
  periodName: periods.name,
  sponsorFirstName: sponsors.firstName,
  sponsorLastName: sponsors.lastName,
  sponsorSchoolId: sponsors.schoolId,
  studentFirstName: students.firstName,
  studentLastName: students.lastName,
  studentVillageId: students.villageId,
  studentPhotoFileId: students.photoFileId,
  studentVillageName: villages.name,
  studentSchoolName: studentSchools.name,
};

function selectPairings(db: Database) {
  return db
    .selectDistinctOn([sponsorships.sponsorId, sponsorships.studentId], pairingSelection)
    .from(sponsorships)
    .innerJoin(periods, eq(periods.id, sponsorships.periodId))
    .innerJoin(sponsors, eq(sponsors.id, sponsorships.sponsorId))
    .innerJoin(students, eq(students.id, sponsorships.studentId))
    .innerJoin(villages, eq(villages.id, students.villageId))
    .leftJoin(studentSchools, eq(studentSchools.id, students.schoolId))
    .$dynamic();
}

/**
 * A page is open only while both people are: an active sponsor whose account (if any) is
 * active, and an active student. Anything else answers like an unknown page.
 */
const isOpenToThePublic: SQL = and(
  eq(sponsors.active, true),
  sql`(${sponsors.userId} is null or exists (select 1 from ${users} where ${users.id} = ${sponsors.userId} and ${users.active}))`,
  eq(students.status, 'active'),
)!;

/** The sponsorship of the pair in the year that also meets `conditions`. */
async function findPairingOfPair(
  db: Database,
  periodId: number,
  sponsorId: number,
  studentId: number,
  ...conditions: Array<SQL | undefined>
): Promise<Pairing | undefined> {
  const [row] = await selectPairings(db).where(
    and(
      eq(sponsorships.periodId, periodId),
      eq(sponsorships.sponsorId, sponsorId),
      eq(sponsorships.studentId, studentId),
      ...conditions,
    ),
  );
  return row;
}

/** The current (not ended) sponsorship of the pair in the year, with names and places. */
export function findCurrentPairing(
  db: Database,
  periodId: number,
  sponsorId: number,
  studentId: number,
): Promise<Pairing | undefined> {
  return findPairingOfPair(
    db,
    periodId,
    sponsorId,
    studentId,
    isNull(sponsorships.endedAt),
    isOpenToThePublic,
  );
}

/**
 * The sponsor and student a page's public ids name, when the two were ever paired (in any
 * year, ended or not): a real page's address, even an old one, is not a guess.
 */
export async function findPairByPublicIds(
  db: Database,
  sponsorPublicId: string,
  studentPublicId: string,
): Promise<{ sponsorId: number; studentId: number } | undefined> {
  const [row] = await db
    .select({ sponsorId: sponsors.id, studentId: students.id })
    .from(sponsors)
    .innerJoin(students, eq(students.publicId, studentPublicId))
    .where(
      and(
        eq(sponsors.publicId, sponsorPublicId),
        sql`exists (select 1 from ${sponsorships} where ${sponsorships.sponsorId} = ${sponsors.id} and ${sponsorships.studentId} = ${students.id})`,
      ),
    )
    .limit(1);
  return row;
}

/**
 * Pages a coordinator may credit a manual gift to: an admin's are those whose sponsor's school or
 * student's village is theirs.
 */
export const manualDonationVisibility = defineVisibility('manualDonations', (auth) =>
  scopeCondition(auth, 'manualDonations', {
    school: sponsors.schoolId,
    village: students.villageId,
  }),
);
export type ManualDonationVisibility = Visibility<'manualDonations'>;

/** A sponsorship of the pair in the year, ended or not (a manual gift dated while it ran). */
export function findPairingOfYear(
  db: Database,
  visibility: ManualDonationVisibility,
  periodId: number,
  sponsorId: number,
  studentId: number,
): Promise<Pairing | undefined> {
  return findPairingOfPair(db, periodId, sponsorId, studentId, visibility.condition);
}

/**
 * The current sponsorships of the sponsor account's sponsor in the year, by student name: the
 * pages they may read and write (none once the sponsor or the student is no longer active).
 */
export async function findOwnPairings(
  db: Database,
  userId: number,
  periodId: number,
): Promise<Pairing[]> {
  const rows = await selectPairings(db).where(
    and(
      eq(sponsors.userId, userId),
      eq(sponsorships.periodId, periodId),
      isNull(sponsorships.endedAt),
      isOpenToThePublic,
    ),
  );
  return rows.sort(
    (a, b) => a.studentFirstName.localeCompare(b.studentFirstName) || a.studentId - b.studentId,
  );
}
