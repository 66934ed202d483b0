// What the students module needs to know about pairing: the sponsorship area's table, read for
// the available year. A sponsor reaches the students they sponsor now, while their sponsor
// record is active; a student's details show their current sponsors (student-projections.ts
// answers them as the caller may see them).
import { and, asc, eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { periods, sponsors, sponsorships, students } from '../../db/schema/index';

/**
 * The condition "the student row is paired now with the active sponsor whose account is
 * `sponsorUserId`", to AND into the students queries of a sponsor. A deactivated sponsor reaches
 * no student: deactivation is how a coordinator stops someone at once.
 */
export function pairedWithSponsorUser(sponsorUserId: number): SQL {
  return sql`exists (select 1 from ${sponsorships} join ${sponsors} on ${sponsors.id} = ${sponsorships.sponsorId} join ${periods} on ${periods.id} = ${sponsorships.periodId} where ${sponsorships.studentId} = ${students.id} and ${sponsorships.endedAt} is null and ${periods.status} = 'available' and ${sponsors.userId} = ${sponsorUserId} and ${sponsors.active})`;
}

/**
 * The number of current sponsorships of the student whose id is `studentId` in the available
 * year, read through sponsorships_student_idx: the students list's sponsors filter. Its totals
 * come from sponsored_student_counts, which the database keeps with the same meaning.
 */
export function currentSponsorCount(studentId: AnyColumn): SQL {
  return sql`(select count(*) from ${sponsorships} where ${sponsorships.studentId} = ${studentId} and ${sponsorships.endedAt} is null and ${sponsorships.periodId} = (select ${periods.id} from ${periods} where ${periods.status} = 'available'))`;
}

/** A current sponsor of a student, as the table holds them (student-projections.ts answers). */
export interface CurrentSponsorRow {
  id: number;
  firstName: string;
  lastName: string;
  photoFileId: number | null;
}

/**
 * The student's current sponsors in the available year (at most MAX_SPONSORS_PER_STUDENT), in
 * the order they paired; `onlyActive` leaves out deactivated sponsor records.
 */
export function findCurrentSponsorRows(
  db: Database,
  studentId: number,
  { onlyActive }: { onlyActive: boolean },
): Promise<CurrentSponsorRow[]> {
  return db
    .select({
      id: sponsors.id,
      firstName: sponsors.firstName,
      lastName: sponsors.lastName,
      photoFileId: sponsors.photoFileId,
    })
    .from(sponsorships)
    .innerJoin(sponsors, eq(sponsors.id, sponsorships.sponsorId))
    .innerJoin(periods, eq(periods.id, sponsorships.periodId))
    .where(
      and(
        eq(sponsorships.studentId, studentId),
        sql`${sponsorships.endedAt} is null`,
        eq(periods.status, 'available'),
        onlyActive ? eq(sponsors.active, true) : undefined,
      ),
    )
    .orderBy(asc(sponsorships.startedAt), asc(sponsorships.id));
}
