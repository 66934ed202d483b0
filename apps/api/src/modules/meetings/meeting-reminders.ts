// Who is reminded of a meeting (the push reminders the day before, modules/push): the active
// sponsors with an account of the school of each meeting that starts within the window.
import { and, eq, gt, isNotNull, lte } from 'drizzle-orm';
import { meetings, sponsors } from '../../db/schema/index';
import type { MeetingsContext } from './meetings-context';

export interface MeetingSponsor {
  meetingId: number;
  sponsorUserId: number;
}

export async function sponsorsOfMeetingsStarting(
  { db }: MeetingsContext,
  window: { after: Date; until: Date },
): Promise<MeetingSponsor[]> {
  const rows = await db
    .select({ meetingId: meetings.id, sponsorUserId: sponsors.userId })
    .from(meetings)
    .innerJoin(sponsors, eq(sponsors.schoolId, meetings.schoolId))
    .where(
      and(
        gt(meetings.startsAt, window.after),
        lte(meetings.startsAt, window.until),
        eq(sponsors.active, true),
        isNotNull(sponsors.userId),
      ),
    )
    .orderBy(meetings.id, sponsors.id);
  return rows.flatMap((row) =>
    row.sponsorUserId === null
      ? []
      : [{ meetingId: row.meetingId, sponsorUserId: row.sponsorUserId }],
  );
}
