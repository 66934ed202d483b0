// Sign-in throttling (decisions/010): slow the attacker, not the owner. Counts are reserved
// before the password is checked, atomically in the database (lib/throttle.ts), so parallel
// requests and several API processes cannot outrun them.
//
// - account and address pair: a hard limit per window (the guesser at one address stops);
// - account, across addresses: past the same limit the attempts are spaced out (backoff), never
//   locked for everyone;
// - address, across accounts: a higher ceiling against spraying.
// An address where the account signed in recently is a known address: only the pair rule applies
// there, so the owner signs in while someone elsewhere guesses.
import type { Config } from '../../config';
import { throttledError } from '../../lib/errors';
import type { BoundSql } from '../../lib/prepared';
import type {
  ReservationValues,
  SettlementValues,
  Throttle,
  ThrottleRule,
} from '../../lib/throttle';

/** How long a successful sign-in makes its address known for that account. */
export const KNOWN_ADDRESS_MS = 30 * 24 * 60 * 60 * 1000;

/** The counters and the configured limits. */
export interface LoginThrottleContext {
  throttle: Throttle;
  settings: Config['loginThrottle'];
}

export interface ThrottleSubject {
  username: string;
  ip: string;
}

/** The counters' keys of an attempt: its pair, its account, its address, and known pairs. */
function keysOf({ username, ip }: ThrottleSubject) {
  const account = username.trim().toLowerCase();
  return {
    pair: `login:pair:${account}|${ip}`,
    account: `login:account:${account}`,
    address: `login:ip:${ip}`,
    known: `login:known:${account}|${ip}`,
  };
}

/** Reserving one attempt (LoginThrottle.reservation). */
export function reserveAttempt(
  { throttle, settings }: LoginThrottleContext,
  subject: ThrottleSubject,
): BoundSql<ReservationValues> {
  const key = keysOf(subject);
  const { windowMs } = settings;
  const knownAddress = { key: key.known, withinMs: KNOWN_ADDRESS_MS };
  const rules: ThrottleRule[] = [
    { key: key.pair, limit: settings.maxFailuresPerUsername, windowMs },
    {
      key: key.account,
      limit: settings.maxFailuresPerUsername,
      windowMs,
      backoff: { baseMs: settings.backoffMs, maxMs: settings.backoffMaxMs },
      waivedWhileRemembered: knownAddress,
    },
    {
      key: key.address,
      limit: settings.maxFailuresPerIp,
      windowMs,
      waivedWhileRemembered: knownAddress,
    },
  ];
  return throttle.reservation(rules);
}

/** Throws 429 TOO_MANY_ATTEMPTS when the reservation was refused (LoginThrottle.check). */
export function checkAttempt({ throttle }: LoginThrottleContext, retryAfterMs: number): void {
  const reservation = throttle.toReservation(retryAfterMs);
  if (!reservation.isAllowed) {
    throw throttledError('TOO_MANY_ATTEMPTS', reservation.retryAfterSeconds);
  }
}

/** A right password (LoginThrottle.settlement). */
export function settleSignIn(
  { throttle }: LoginThrottleContext,
  subject: ThrottleSubject,
): BoundSql<SettlementValues> {
  const key = keysOf(subject);
  return throttle.settlement({
    reset: [key.pair, key.account],
    // The address may be shared (a school's network): give back this attempt only.
    forgive: [key.address],
    remember: { key: key.known, keepMs: KNOWN_ADDRESS_MS },
  });
}
