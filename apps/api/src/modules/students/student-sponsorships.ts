// What the students module needs to know about pairing: the sponsorship area's table, read for
// the available year. A sponsor reaches the students they sponsor now, while their sponsor
// record is active; a student's details show their current sponsors as the caller may see them.
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { StudentSponsor } from '@portal/shared';
import type { Database } from '../../db/client';
import { periods, sponsors, sponsorships, students } from '../../db/schema/index';
import { sponsorNameFor, type Viewer } from '../../lib/projections';

/**
 * The condition "the student row is paired now with the active sponsor whose account is
 * `sponsorUserId`", to AND into the students queries of a sponsor. A deactivated sponsor reaches
 * no student: deactivation is how a coordinator stops someone at once.
 */
export function pairedWithSponsorUser(sponsorUserId: number): SQL {
  return sql`exists (select 1 from ${sponsorships} join ${sponsors} on ${sponsors.id} = ${sponsorships.sponsorId} join ${periods} on ${periods.id} = ${sponsorships.periodId} where ${sponsorships.studentId} = ${students.id} and ${sponsorships.endedAt} is null and ${periods.status} = 'available' and ${sponsors.userId} = ${sponsorUserId} and ${sponsors.active})`;
}

/**
 * The student's current sponsors (at most MAX_SPONSORS_PER_STUDENT), for the details page, as
 * `viewer` may see them: in full for coordinators; the first name and photo of the active ones
 * for the student themselves (the same as API.mySponsors); none for anyone else.
 */
export async function findSponsorsOfStudent(
  db: Database,
  studentId: number,
  viewer: Viewer,
  photoUrl: (fileId: number | null) => string | null,
): Promise<StudentSponsor[]> {
  if (viewer !== 'coordinator' && viewer !== 'self') return [];
  const rows = await db
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
        viewer === 'coordinator' ? undefined : eq(sponsors.active, true),
      ),
    )
    .orderBy(asc(sponsorships.startedAt), asc(sponsorships.id));
  // The student looks at their sponsors as a student looks at a sponsor.
  const sponsorViewer: Viewer = viewer === 'self' ? 'student' : viewer;
  return rows.flatMap((row) => {
    const name = sponsorNameFor(sponsorViewer, row);
    return name
      ? [
          {
            id: row.id,
            firstName: name.firstName,
            lastName: name.lastName,
            photoUrl: photoUrl(row.photoFileId),
          },
        ]
      : [];
  });
}
