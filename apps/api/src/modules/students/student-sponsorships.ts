// What the students module needs to know about pairing: the sponsorship area's table, read for
// the available year. A sponsor reaches the students they sponsor now; a student's details show
// their current sponsors.
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { StudentSponsor } from '@portal/shared';
import type { Database } from '../../db/client';
import { periods, sponsors, sponsorships, students } from '../../db/schema/index';

/**
 * The condition "the student row is paired with the sponsor whose account is `sponsorUserId`",
 * to AND into the students queries of a sponsor.
 */
export function pairedWithSponsorUser(sponsorUserId: number): SQL {
  return sql`exists (select 1 from ${sponsorships} join ${sponsors} on ${sponsors.id} = ${sponsorships.sponsorId} join ${periods} on ${periods.id} = ${sponsorships.periodId} where ${sponsorships.studentId} = ${students.id} and ${sponsorships.endedAt} is null and ${periods.status} = 'available' and ${sponsors.userId} = ${sponsorUserId})`;
}

/** The student's current sponsors (at most MAX_SPONSORS_PER_STUDENT), for the details page. */
export async function findSponsorsOfStudent(
  db: Database,
  studentId: number,
): Promise<StudentSponsor[]> {
  return db
    .select({
      id: sponsors.id,
      name: sql<string>`${sponsors.firstName} || ' ' || ${sponsors.lastName}`,
    })
    .from(sponsorships)
    .innerJoin(sponsors, eq(sponsors.id, sponsorships.sponsorId))
    .innerJoin(periods, eq(periods.id, sponsorships.periodId))
    .where(
      and(
        eq(sponsorships.studentId, studentId),
        sql`${sponsorships.endedAt} is null`,
        eq(periods.status, 'available'),
      ),
    )
    .orderBy(asc(sponsorships.startedAt), asc(sponsorships.id));
}
