// The one throttle for everything a stranger can guess (passwords, registration codes, recovery
// requests, and later agreement links and attendance codes). Counters live in the database so
// every API process shares them, and reserving an attempt is one statement holding the rows'
// locks (the database function of migration 0026): however many requests arrive at once, at most
// `limit` get through per window.
//
// Use: `reserve(rules)` before checking the guess. When it is refused, answer 429 with its
// `retryAfterSeconds`. When it is allowed, check the guess; on success call `forgive` (give the
// attempt back) or `reset` (forget the counter) for the keys success should clear. A failed guess
// needs nothing more: it was counted when reserved. decisions/010 gives the rules in use.
import { and, inArray, isNull, like, lt, notLike, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { loginThrottle } from '../db/schema/index';
import type { Clock } from './clock';
import { preparedStatement, type BoundSql } from './prepared';

export interface ThrottleRule {
  /** What is counted: `login:pair:ana@example.org|10.0.0.1`. */
  key: string;
  /** Attempts allowed per window at full speed. */
  limit: number;
  windowMs: number;
  /**
   * Past the limit, instead of refusing until the window ends, space the attempts out: the n-th
   * extra attempt must wait `baseMs * 2^(n-1)` after the previous one, at most `maxMs`.
   */
  backoff?: { baseMs: number; maxMs: number };
  /**
   * The rule is waived while this remembered key (see `settlement`) is younger than `withinMs`: a
   * sign-in from an address where the account signed in recently skips the account-wide rules.
   * Read in the same statement that locks the counters, so it costs no extra round trip.
   */
  waivedWhileRemembered?: { key: string; withinMs: number };
}

export interface ThrottleSuccess {
  reset: readonly string[];
  forgive: readonly string[];
  remember: { key: string; keepMs: number };
}

export type Reservation = { isAllowed: true } | { isAllowed: false; retryAfterSeconds: number };

/** The values of `reservation`'s SQL. */
export type ReservationValues = { throttleRules: string; throttleAt: Date };
/** The values of `settlement`'s SQL. */
export type SettlementValues = {
  throttleKeys: string[];
  throttleUntils: (Date | null)[];
  throttleForgiven: string[];
  throttleAt: Date;
};

export interface Throttle {
  reserve(rules: readonly ThrottleRule[]): Promise<Reservation>;
  /**
   * `reserve` as an SQL expression (its value: the milliseconds to wait, 0 when allowed) with its
   * values, for a caller that reads something else in the same round trip (lib/prepared.ts);
   * `toReservation` reads its value.
   */
  reservation(rules: readonly ThrottleRule[]): BoundSql<ReservationValues>;
  toReservation(retryAfterMs: number): Reservation;
  /** Gives one attempt back on each key (a success that should not count). */
  forgive(keys: readonly string[]): Promise<void>;
  /** Forgets the keys' counters (a success that proves who is asking). */
  reset(keys: readonly string[]): Promise<void>;
  /**
   * A success's `reset` and `forgive` in one statement that also remembers `remember.key` for
   * `keepMs` (a rule's `waivedWhileRemembered` reads it). It is returned unsent, with its values:
   * the caller runs it beside its own write (a sign-in writes its session in the same round trip).
   */
  settlement(success: ThrottleSuccess): BoundSql<SettlementValues>;
  /** Deletes counters whose window ended and remembered keys past their time. */
  pruneExpired(longestWindowMs: number): Promise<void>;
}

/** Remembered keys use this prefix; their `locked_until` is when they are forgotten. */
const REMEMBERED = 'remember:';

// The two statements of a sign-in are written once, their values as placeholders
// (lib/prepared.ts): built per call, they cost more of the API's time than the rest of a sign-in
// around its hash.

/**
 * One statement (migration 0026): it locks the counters in key order, decides every rule and
 * writes them, or none when one refuses.
 */
const RESERVE = sql`throttle_reserve(${sql.placeholder('throttleRules')}::jsonb, ${sql.placeholder('throttleAt')}::timestamptz)`;

const isForgiven = sql`excluded.key = any(${sql.placeholder('throttleForgiven')}::text[])`;
/**
 * One upsert over every key, in key order like the reservation's, so the two never wait on each
 * other in a circle (three statements, or a delete beside an update, could). A reset key starts a
 * new window with no attempts (what a missing row means to the reservation), a forgiven one gives
 * one attempt back, the remembered one holds its time.
 */
const SETTLE = sql`insert into ${loginThrottle} (key, failures, window_started_at, locked_until, updated_at) select settled.key, 0, ${sql.placeholder('throttleAt')}::timestamptz, settled.until, ${sql.placeholder('throttleAt')}::timestamptz from unnest(${sql.placeholder('throttleKeys')}::text[], ${sql.placeholder('throttleUntils')}::timestamptz[]) as settled(key, until) order by settled.key on conflict (key) do update set failures = case when ${isForgiven} then greatest(${loginThrottle.failures} - 1, 0) else 0 end, window_started_at = case when ${isForgiven} then ${loginThrottle.windowStartedAt} else excluded.window_started_at end, locked_until = case when ${isForgiven} then ${loginThrottle.lockedUntil} else excluded.locked_until end, updated_at = excluded.updated_at`;

const reserveAlone = preparedStatement<{ retry_after_ms: string | number }>(
  sql`select ${RESERVE} as retry_after_ms`,
);

export function createThrottle(db: Database, clock: Clock): Throttle {
  function settlement({ reset, forgive, remember }: ThrottleSuccess): BoundSql<SettlementValues> {
    const now = clock.now();
    const forgetAt = new Date(now.getTime() + remember.keepMs);
    // A key listed twice is written once (an upsert may not meet the same row twice).
    const untils = new Map<string, Date | null>([
      ...reset.map((key) => [key, null] as const),
      ...forgive.map((key) => [key, null] as const),
      [REMEMBERED + remember.key, forgetAt],
    ]);
    const keys = [...untils.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    return {
      sql: SETTLE,
      values: {
        throttleKeys: keys,
        throttleUntils: keys.map((key) => untils.get(key) ?? null),
        throttleForgiven: [...forgive],
        throttleAt: now,
      },
    };
  }

  function reservation(rules: readonly ThrottleRule[]): BoundSql<ReservationValues> {
    const stored = rules.map((rule) => ({
      key: rule.key,
      limit: rule.limit,
      windowMs: rule.windowMs,
      backoffBaseMs: rule.backoff?.baseMs,
      backoffMaxMs: rule.backoff?.maxMs,
      waivedBy: rule.waivedWhileRemembered && REMEMBERED + rule.waivedWhileRemembered.key,
      waivedWithinMs: rule.waivedWhileRemembered?.withinMs,
    }));
    return {
      sql: RESERVE,
      values: { throttleRules: JSON.stringify(stored), throttleAt: clock.now() },
    };
  }

  function toReservation(retryAfterMs: number): Reservation {
    return retryAfterMs > 0
      ? { isAllowed: false, retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)) }
      : { isAllowed: true };
  }

  return {
    async reserve(rules) {
      if (rules.length === 0) return { isAllowed: true };
      const [row] = await reserveAlone(db, reservation(rules).values);
      return toReservation(Number(row?.retry_after_ms ?? 0));
    },

    reservation,
    toReservation,

    async forgive(keys) {
      if (keys.length === 0) return;
      await db
        .update(loginThrottle)
        .set({ failures: sql`greatest(${loginThrottle.failures} - 1, 0)` })
        .where(inArray(loginThrottle.key, [...keys]));
    },

    async reset(keys) {
      if (keys.length === 0) return;
      await db.delete(loginThrottle).where(inArray(loginThrottle.key, [...keys]));
    },

    settlement,

    async pruneExpired(longestWindowMs) {
      const now = clock.now();
      const windowCutoff = new Date(now.getTime() - longestWindowMs);
      await db
        .delete(loginThrottle)
        .where(
          or(
            and(
              notLike(loginThrottle.key, `${REMEMBERED}%`),
              lt(loginThrottle.windowStartedAt, windowCutoff),
              or(isNull(loginThrottle.lockedUntil), lt(loginThrottle.lockedUntil, now)),
            ),
            and(like(loginThrottle.key, `${REMEMBERED}%`), lt(loginThrottle.lockedUntil, now)),
          ),
        );
    },
  };
}
