// Until when the two sides of a sponsorship may write: always while it is current; after an
// ending by the sponsor's choice, a lapse or the student leaving, for LETTER_WRITING_DAYS_AFTER_END
// more days (a goodbye, answers to letters on their way); after a coordinator ended it, not at
// all (it may be a safeguarding decision). Reading their letters stays open either way.
import {
  ENDINGS_KEEPING_LETTERS,
  LETTER_WRITING_DAYS_AFTER_END,
  type SponsorshipEndReason,
} from '@portal/shared';

const DAY_MS = 24 * 60 * 60 * 1000;

interface Ending {
  endedAt: Date | null;
  endReason: SponsorshipEndReason | null;
}

/** The end of the writing window after an ending (null: current, or no window). */
function windowEnd({ endedAt, endReason }: Ending): Date | null {
  if (!endedAt || !endReason) return null;
  if (!(ENDINGS_KEEPING_LETTERS as readonly string[]).includes(endReason)) return null;
  return new Date(endedAt.getTime() + LETTER_WRITING_DAYS_AFTER_END * DAY_MS);
}

/** Whether the two may write now. */
export function isWritable(sponsorship: Ending, now: Date): boolean {
  if (sponsorship.endedAt === null) return true;
  const end = windowEnd(sponsorship);
  return end !== null && now < end;
}

/** Until when an ended sponsorship may still be written in (null: current, or closed now). */
export function writableUntil(sponsorship: Ending, now: Date): Date | null {
  const end = windowEnd(sponsorship);
  return end !== null && now < end ? end : null;
}
