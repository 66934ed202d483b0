// The daily reminders: a letter due in PUSH_LETTER_DUE_DAYS days and a meeting tomorrow. Each
// process looks every hour (and once at start); a reminder's key is claimed once per sponsor
// (lib/push/push-queue.ts), so however many processes or runs look, each goes once. A meeting is
// "tomorrow" when it starts within the next 24 hours, whatever the sponsor's time zone. The same
// pass forgets the devices of ended sessions and the queue's done rows of a month ago.
import { PUSH_LETTER_DUE_DAYS } from '@portal/shared';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { pruneDevicesAndQueue } from '../../lib/push/push-outbox';
import { queuePushNotice, type QueuedPushNotice } from '../../lib/push/push-queue';
import type { LettersService } from '../letters/letters.service';
import type { MeetingsService } from '../meetings/meetings.service';
import type { PeriodsService } from '../periods/periods.service';

const DAY_MS = 24 * 60 * 60 * 1000;
const KEPT_DONE_MS = 30 * DAY_MS;

export interface RemindersContext {
  db: Database;
  clock: Clock;
  letters: Pick<LettersService, 'sponsorLettersDueOn'>;
  meetings: Pick<MeetingsService, 'sponsorsOfMeetingsStarting'>;
  periods: Pick<PeriodsService, 'findAvailable'>;
}

function dayAfter(now: Date, days: number): string {
  return new Date(now.getTime() + days * DAY_MS).toISOString().slice(0, 10);
}

async function dueLetterNotices(context: RemindersContext, now: Date) {
  const year = await context.periods.findAvailable();
  if (!year) return [];
  const due = await context.letters.sponsorLettersDueOn(year, dayAfter(now, PUSH_LETTER_DUE_DAYS));
  return due.flatMap((letter): QueuedPushNotice[] =>
    letter.sponsorUserId === null
      ? []
      : [
          {
            userId: letter.sponsorUserId,
            key: `letter-due:${letter.sponsorshipId}:${letter.number}`,
            path: `/edrocks/letters/write/${letter.sponsorshipId}/${letter.number}`,
            notice: {
              topic: 'letterDue',
              firstName: letter.studentFirstName,
              number: letter.number,
            },
          },
        ],
  );
}

async function meetingNotices(context: RemindersContext, now: Date) {
  const sponsors = await context.meetings.sponsorsOfMeetingsStarting({
    after: now,
    until: new Date(now.getTime() + DAY_MS),
  });
  return sponsors.map((row): QueuedPushNotice => ({
    userId: row.sponsorUserId,
    key: `meeting:${row.meetingId}`,
    path: '/edrocks/sponsors/meetings',
    notice: { topic: 'meetingTomorrow' },
  }));
}

/** Queues the reminders due now; how many devices they went to. */
export async function sendReminders(context: RemindersContext): Promise<number> {
  const now = context.clock.now();
  await pruneDevicesAndQueue(context.db, new Date(now.getTime() - KEPT_DONE_MS));
  const notices = [
    ...(await dueLetterNotices(context, now)),
    ...(await meetingNotices(context, now)),
  ];
  let devices = 0;
  for (const notice of notices) {
    devices += await context.db.transaction((tx) => queuePushNotice(tx, notice));
  }
  return devices;
}
