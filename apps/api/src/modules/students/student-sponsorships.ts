// What the students module needs to know about pairing (sponsorships). Pairing is a later
// issue: it replaces the bodies of these two functions with queries on its own table and
// nothing else in the students module changes. Until then no student has a sponsor, so a
// student's details show no sponsors and `paired: false`, and a sponsor reaches no student.
import { sql, type SQL } from 'drizzle-orm';
import type { StudentSponsor } from '@portal/shared';
import type { Database } from '../../db/client';

/**
 * The condition "the student row is paired with the sponsor whose account is `sponsorUserId`",
 * to AND into the students queries of a sponsor.
 */
export function pairedWithSponsorUser(_sponsorUserId: number): SQL {
  return sql`false`;
}

/** The student's current sponsors (at most MAX_SPONSORS_PER_STUDENT), for the details page. */
export async function findSponsorsOfStudent(
  _db: Database,
  _studentId: number,
): Promise<StudentSponsor[]> {
  return [];
}
