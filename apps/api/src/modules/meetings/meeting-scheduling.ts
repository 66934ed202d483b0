// A school's ten meetings of a year, scheduled in one step: the schedule shows each number's
// meeting, or a suggestion a year after the previous year's, and is saved all at once.
import { MEETING_NUMBERS, meetingKindOf, type MeetingSchedule } from '@portal/shared';
import type { Database } from '../../db/client';
import type { AuthContext } from '../../lib/auth-context';
import { appError } from '../../lib/errors';
import { findYear } from '../periods/periods.service';
import { findPlaceForRecord } from '../places/places.service';
import { withFreshCodes, type MeetingsContext } from './meetings-context';
import { toMeeting } from './meeting-projections';
import {
  findPreviousYearMeetings,
  findSchoolMeetings,
  meetingVisibility,
  upsertScheduledMeeting,
} from './meetings.repo';

/** A row of the schedule form, parsed (the contract's defaults applied). */
export interface ScheduledMeetingInput {
  number: number;
  startsAt: string;
  place: string;
  notes: string;
  codeWindowMinutes: number;
}

/** The moment a year later on the calendar (UTC); 29 February becomes the 28th. */
export function oneYearLater(moment: Date): Date {
  const shifted = new Date(moment.getTime());
  shifted.setUTCFullYear(moment.getUTCFullYear() + 1);
  if (shifted.getUTCMonth() !== moment.getUTCMonth()) shifted.setUTCDate(0);
  return shifted;
}

/** The school, when it exists and the caller may hold meetings there (an admin: assigned). */
function reachableSchool(
  connection: Database,
  auth: AuthContext,
  schoolId: number,
  options: { lock?: 'share' } = {},
) {
  // Meetings are for a school's sponsors: the school is in reach as it is for its sponsors.
  return findPlaceForRecord(connection, auth, 'sponsors', 'school', schoolId, options);
}

export async function schedule(
  { db }: MeetingsContext,
  auth: AuthContext,
  query: { periodId: number; schoolId: number },
): Promise<MeetingSchedule> {
  const [year, school] = await Promise.all([
    findYear(db, query.periodId),
    reachableSchool(db, auth, query.schoolId),
  ]);
  if (!year || !school) throw appError('NOT_FOUND');
  const visibility = meetingVisibility(auth);
  const [current, previous] = await Promise.all([
    findSchoolMeetings(db, visibility, year.id, school.id),
    findPreviousYearMeetings(db, visibility, year.startDate, school.id),
  ]);
  return {
    period: { id: year.id, name: year.name },
    school: { id: school.id, name: school.name },
    slots: MEETING_NUMBERS.map((number) => {
      const record = current.find((candidate) => candidate.meeting.number === number);
      const before = record ? undefined : previous.find((row) => row.number === number);
      return {
        number,
        kind: meetingKindOf(number),
        meeting: record ? toMeeting(record) : null,
        suggestedStartsAt: before ? oneYearLater(before.startsAt).toISOString() : null,
        suggestedPlace: before ? before.place : null,
      };
    }),
  };
}

/**
 * Creates or changes the listed meetings of a school's year in one transaction: all or
 * nothing. The school is share-locked first (within the caller's reach), so it stays there
 * while its meetings are written; rows are written by number, so two saves of one school
 * take the same turns. A closed year's schedule is history and does not change.
 */
export async function saveSchedule(
  context: MeetingsContext,
  auth: AuthContext,
  body: { periodId: number; schoolId: number; meetings: ScheduledMeetingInput[] },
): Promise<MeetingSchedule> {
  const { db, clock, generateCode } = context;
  const year = await findYear(db, body.periodId);
  if (!year) throw appError('NOT_FOUND');
  if (year.status === 'closed') throw appError('PERIOD_CLOSED');
  const visibility = meetingVisibility(auth);
  const rows = [...body.meetings].sort((a, b) => a.number - b.number);
  await withFreshCodes(() =>
    db.transaction(async (tx) => {
      const school = await reachableSchool(tx, auth, body.schoolId, { lock: 'share' });
      if (!school) throw appError('NOT_FOUND');
      const now = clock.now();
      for (const row of rows) {
        const id = await upsertScheduledMeeting(tx, visibility, {
          periodId: year.id,
          schoolId: school.id,
          number: row.number,
          startsAt: new Date(row.startsAt),
          place: row.place,
          notes: row.notes,
          codeWindowMinutes: row.codeWindowMinutes,
          code: generateCode(),
          updatedAt: now,
        });
        if (id === undefined) throw appError('NOT_FOUND');
      }
    }),
  );
  return schedule(context, auth, { periodId: year.id, schoolId: body.schoolId });
}
