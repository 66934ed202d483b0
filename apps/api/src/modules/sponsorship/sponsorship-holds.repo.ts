// Queries on the sponsors' holds: a sponsor holds one student per year while signing the
// agreements (the holds' primary key), and a live hold takes one of the student's places
// (student-places.repo.ts). How many holds one address may place: hold-address-limit.ts.
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { sponsorshipHolds, students } from '../../db/schema/index';

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
