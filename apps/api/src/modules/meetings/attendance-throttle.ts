// Guessing attendance codes (decisions/010): every code a sponsor enters is counted per sponsor
// and per address in the one database-backed throttle (lib/throttle.ts) before the code is looked
// up, so parallel requests and several API processes cannot outrun it. A right code gives its
// attempt back on both keys: sponsors who type their codes right are never slowed down, however
// many meetings they attend, and a school hall sharing one address is charged only for typos.
import { throttledError } from '../../lib/errors';
import type { Throttle, ThrottleRule } from '../../lib/throttle';

/** Every rule counts within this window: long enough to span a meeting's sign-in rush. */
export const ATTENDANCE_THROTTLE_WINDOW_MS = 15 * 60 * 1000;

/**
 * Wrong codes a sponsor may enter at full speed per window: room for a few typos of a code read
 * off a projector. 31^6 codes leave a guesser a one in 887 million chance per try.
 */
export const ATTENDANCE_GUESSES_PER_SPONSOR = 5;

/**
 * Past that, the sponsor's tries are spaced out (30 s, then doubling, at most the window) rather
 * than refused for the rest of the window: a sponsor who mistyped five times still gets in
 * within a minute, while a guesser gets about ten tries per window.
 */
export const ATTENDANCE_SPONSOR_BACKOFF = {
  baseMs: 30 * 1000,
  maxMs: ATTENDANCE_THROTTLE_WINDOW_MS,
};

/**
 * Codes from one address per window, across sponsors: stops one person trying codes with several
 * sponsor accounts. A school hall behind one address is charged only for typos (right codes are
 * given back), and one mischievous sponsor there cannot use it up alone (about ten tries per
 * window, see above); should it happen, the coordinator marks attendance by hand.
 */
export const ATTENDANCE_GUESSES_PER_ADDRESS = 30;

export interface AttendanceGuesser {
  /** The sponsor record's id, or the account's when it has no sponsor record. */
  subject: string;
  ip: string;
}

export interface AttendanceThrottle {
  /** Counts one code; throws 429 TOO_MANY_ATTENDANCE_CODES with Retry-After when refused. */
  reserve(guesser: AttendanceGuesser): Promise<void>;
  /** A right code: the attempt is given back on both keys. */
  forgive(guesser: AttendanceGuesser): Promise<void>;
}

const keysOf = ({ subject, ip }: AttendanceGuesser) => ({
  subject: `attendance-code:${subject}`,
  address: `attendance-code:ip:${ip}`,
});

export function createAttendanceThrottle(throttle: Throttle): AttendanceThrottle {
  return {
    async reserve(guesser) {
      const keys = keysOf(guesser);
      const rules: ThrottleRule[] = [
        {
          key: keys.subject,
          limit: ATTENDANCE_GUESSES_PER_SPONSOR,
          windowMs: ATTENDANCE_THROTTLE_WINDOW_MS,
          backoff: ATTENDANCE_SPONSOR_BACKOFF,
        },
        {
          key: keys.address,
          limit: ATTENDANCE_GUESSES_PER_ADDRESS,
          windowMs: ATTENDANCE_THROTTLE_WINDOW_MS,
        },
      ];
      const reservation = await throttle.reserve(rules);
      if (!reservation.isAllowed) {
        throw throttledError('TOO_MANY_ATTENDANCE_CODES', reservation.retryAfterSeconds);
      }
    },
    async forgive(guesser) {
      const keys = keysOf(guesser);
      await throttle.forgive([keys.subject, keys.address]);
    },
  };
}
