// A student's places in a year: MAX_SPONSORS_PER_STUDENT, taken by current sponsorships and by
// other sponsors' live holds. Counted once under the student's row lock when a place is claimed
// (place-claim.ts), and per row by the lists of students with room for a sponsor.
import { and, count, eq, gt, ne, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { sponsorshipHolds, sponsorships, students } from '../../db/schema/index';

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

/** Current sponsorships plus live holds (other than `exceptSponsorId`'s) of the row's student. */
export function takenPlaces(
  periodId: number,
  now: Date,
  exceptSponsorId: number | null,
): SQL<number> {
  const exceptHold =
    exceptSponsorId === null
      ? sql``
      : sql` and ${sponsorshipHolds.sponsorId} <> ${exceptSponsorId}`;
  return sql<number>`((select count(*) from ${sponsorships} where ${sponsorships.studentId} = ${students.id} and ${sponsorships.periodId} = ${periodId} and ${sponsorships.endedAt} is null) + (select count(*) from ${sponsorshipHolds} where ${sponsorshipHolds.studentId} = ${students.id} and ${sponsorshipHolds.periodId} = ${periodId} and ${sponsorshipHolds.expiresAt} > ${now}${exceptHold}))::int`;
}
