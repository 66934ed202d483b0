// Lookups of a donation page by its public ids, counted per client address in the one throttle
// (lib/throttle.ts, decisions/010), the way the parent-agreement links count guesses: every
// lookup is reserved before the ids are read, and a real page's ids (the two were ever paired,
// even if the page has closed since) are given back. So a school behind one address opens as
// many pages as it likes, and a guesser stops after PAGE_LOOKUP_GUESSES unknown ids per window,
// however many requests arrive at once. Constants rather than settings: they follow from the
// ids' size (122 random bits each), not from a deployment.
import { throttledError } from '../../lib/errors';
import type { Throttle } from '../../lib/throttle';

export const PAGE_LOOKUP_GUESSES = 20;
export const PAGE_LOOKUP_WINDOW_MS = 15 * 60_000;

export interface PageLookupThrottle {
  /** Counts one lookup; refused: 429 TOO_MANY_DONATION_PAGE_LOOKUPS with Retry-After. */
  reserve(ip: string): Promise<void>;
  /** Gives a lookup of a real page back. */
  forgive(ip: string): Promise<void>;
}

export function createPageLookupThrottle(throttle: Throttle): PageLookupThrottle {
  const keyOf = (ip: string) => `donation-page:ip:${ip}`;
  return {
    async reserve(ip) {
      const reservation = await throttle.reserve([
        { key: keyOf(ip), limit: PAGE_LOOKUP_GUESSES, windowMs: PAGE_LOOKUP_WINDOW_MS },
      ]);
      if (!reservation.isAllowed) {
        throw throttledError('TOO_MANY_DONATION_PAGE_LOOKUPS', reservation.retryAfterSeconds);
      }
    },
    forgive: (ip) => throttle.forgive([keyOf(ip)]),
  };
}
