// The sponsors the meetings' rules read (sponsors and their schools, read-only): the caller's
// own record, who could attend a school's meetings, and who is on a meeting's list.
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { meetingAttendance, schools, sponsors } from '../../db/schema/index';

export interface OwnSponsor {
  id: number;
  schoolId: number;
  schoolName: string;
  active: boolean;
}

/** The caller's own sponsor record (one account, one sponsor), with their school's name. */
export async function findOwnSponsor(
  db: Database,
  userId: number,
): Promise<OwnSponsor | undefined> {
  const [row] = await db
    .select({
      id: sponsors.id,
      schoolId: sponsors.schoolId,
      schoolName: schools.name,
      active: sponsors.active,
    })
    .from(sponsors)
    .innerJoin(schools, eq(schools.id, sponsors.schoolId))
    .where(eq(sponsors.userId, userId));
  return row;
}

/** The active sponsors of a school: who could attend its meetings. */
export async function countActiveSponsors(db: Database, schoolId: number): Promise<number> {
  const [row] = await db
    .select({ value: sql<number>`count(*)::int` })
    .from(sponsors)
    .where(and(eq(sponsors.schoolId, schoolId), eq(sponsors.active, true)));
  return row?.value ?? 0;
}

/**
 * A sponsor on the meeting's attendance list: of the meeting's school (active or not), or one
 * who attended it and has since moved (the attendance belongs to the meeting, which the caller
 * reaches). Undefined for anyone else.
 */
export async function findListedSponsor(
  db: Database,
  meeting: { id: number; schoolId: number },
  sponsorId: number,
): Promise<{ id: number; firstName: string; lastName: string } | undefined> {
  const [row] = await db
    .select({ id: sponsors.id, firstName: sponsors.firstName, lastName: sponsors.lastName })
    .from(sponsors)
    .where(
      and(
        eq(sponsors.id, sponsorId),
        sql`(${sponsors.schoolId} = ${meeting.schoolId} or exists (select 1 from ${meetingAttendance} where ${meetingAttendance.meetingId} = ${meeting.id} and ${meetingAttendance.sponsorId} = ${sponsors.id}))`,
      ),
    );
  return row;
}
