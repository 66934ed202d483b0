// Queries on the sponsorships themselves: who reaches one, its record (with the names of its
// year, student, sponsor and their places, read in the same query), pairing and ending. The
// sponsorships list (sponsorship-list.ts) reads the same record; the places a student has left are
// counted in student-places.repo.ts, the holds in sponsorship-holds.repo.ts.
import { and, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { SponsorshipEndReason } from '@portal/shared';
import type { Database } from '../../db/client';
import {
  periods,
  schools,
  sponsors,
  sponsorships,
  students,
  villages,
} from '../../db/schema/index';
import { scopeCondition } from '../../lib/scopes/scope';
import { defineVisibility, type Visibility } from '../../lib/visibility';

/** The schools table as the student's school (the plain one is the sponsor's). */
export const studentSchools = alias(schools, 'student_schools');

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

export function selectSponsorships(db: Database) {
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
