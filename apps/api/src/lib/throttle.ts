// The one throttle for everything a stranger can guess (passwords, registration codes, recovery
// requests, and later agreement links and attendance codes). Counters live in the database so
// every API process shares them, and reserving an attempt is one transaction holding the rows'
// locks: however many requests arrive at once, at most `limit` get through per window.
//
// Use: `reserve(rules)` before checking the guess. When it is refused, answer 429 with its
// `retryAfterSeconds`. When it is allowed, check the guess; on success call `forgive` (give the
// attempt back) or `reset` (forget the counter) for the keys success should clear. A failed guess
// needs nothing more: it was counted when reserved. decisions/010 gives the rules in use.
import { and, inArray, isNull, like, lt, notLike, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { loginThrottle } from '../db/schema/index';
import type { Clock } from './clock';

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
}

export type Reservation = { isAllowed: true } | { isAllowed: false; retryAfterSeconds: number };

export interface Throttle {
  reserve(rules: readonly ThrottleRule[]): Promise<Reservation>;
  /** Gives one attempt back on each key (a success that should not count). */
  forgive(keys: readonly string[]): Promise<void>;
  /** Forgets the keys' counters (a success that proves who is asking). */
  reset(keys: readonly string[]): Promise<void>;
  /** Whether the key was reserved within `withinMs` (remembered successes, e.g. known addresses). */
  isRecent(key: string, withinMs: number): Promise<boolean>;
  /** Records that `key` happened now (a remembered success), kept for `keepMs`. */
  remember(key: string, keepMs: number): Promise<void>;
  /**
   * A success's `reset`, `forgive` and `remember` in one statement (a sign-in does all three:
   * one round trip instead of three).
   */
  settle(success: {
    reset: readonly string[];
    forgive: readonly string[];
    remember: { key: string; keepMs: number };
  }): Promise<void>;
  /** Deletes counters whose window ended and remembered keys past their time. */
  pruneExpired(longestWindowMs: number): Promise<void>;
}

/** Remembered keys use this prefix; their `locked_until` is when they are forgotten. */
const REMEMBERED = 'remember:';

interface CounterState {
  attempts: number;
  windowStartedAt: Date;
  /** With backoff: the earliest time of the next attempt. */
  nextAttemptAt: Date | null;
}

type Decision =
  { isAllowed: true; next: CounterState } | { isAllowed: false; retryAfterMs: number };

/** What one rule says about one more attempt, given its counter. */
export function decide(rule: ThrottleRule, counter: CounterState, now: Date): Decision {
  const windowEnds = counter.windowStartedAt.getTime() + rule.windowMs;
  const current: CounterState =
    windowEnds <= now.getTime()
      ? { attempts: 0, windowStartedAt: now, nextAttemptAt: null }
      : counter;
  if (current.attempts < rule.limit) {
    return { isAllowed: true, next: { ...current, attempts: current.attempts + 1 } };
  }
  if (!rule.backoff) {
    const endsAt = current.windowStartedAt.getTime() + rule.windowMs;
    return { isAllowed: false, retryAfterMs: endsAt - now.getTime() };
  }
  const waitUntil = current.nextAttemptAt?.getTime() ?? 0;
  if (waitUntil > now.getTime())
    return { isAllowed: false, retryAfterMs: waitUntil - now.getTime() };
  const extra = current.attempts - rule.limit + 1;
  const delayMs = Math.min(rule.backoff.maxMs, rule.backoff.baseMs * 2 ** Math.min(extra - 1, 30));
  return {
    isAllowed: true,
    next: {
      attempts: current.attempts + 1,
      windowStartedAt: current.windowStartedAt,
      nextAttemptAt: new Date(now.getTime() + delayMs),
    },
  };
}

export function createThrottle(db: Database, clock: Clock): Throttle {
  return {
    async reserve(rules) {
      const now = clock.now();
      const keys = [...new Set(rules.map((rule) => rule.key))].sort();
      if (keys.length === 0) return { isAllowed: true };
      return db.transaction(async (tx) => {
        // One statement makes sure every row exists and locks it, in key order (no deadlock
        // between requests that share keys): an upsert that changes nothing locks the row it
        // met and answers its current values, so the read-decide-write below is one step for
        // everyone.
        const rows = await tx
          .insert(loginThrottle)
          .values(
            keys.map((key) => ({
              key,
              failures: 0,
              windowStartedAt: now,
              lockedUntil: null,
              updatedAt: now,
            })),
          )
          .onConflictDoUpdate({ target: loginThrottle.key, set: { key: sql`excluded.key` } })
          .returning();
        const byKey = new Map(rows.map((row) => [row.key, row]));
        const updates = new Map<string, CounterState>();
        let retryAfterMs = 0;
        for (const rule of rules) {
          const row = byKey.get(rule.key);
          const counter: CounterState = updates.get(rule.key) ?? {
            attempts: row?.failures ?? 0,
            windowStartedAt: row?.windowStartedAt ?? now,
            nextAttemptAt: row?.lockedUntil ?? null,
          };
          const decision = decide(rule, counter, now);
          if (decision.isAllowed) updates.set(rule.key, decision.next);
          else retryAfterMs = Math.max(retryAfterMs, decision.retryAfterMs);
        }
        // A refused attempt counts nowhere: waiting out the refusal must be enough.
        if (retryAfterMs > 0) {
          return {
            isAllowed: false,
            retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)),
          };
        }
        // Every counter in one statement.
        const values = [...updates].map(
          ([key, state]) =>
            sql`(${key}, ${state.attempts}::integer, ${state.windowStartedAt}::timestamptz, ${state.nextAttemptAt}::timestamptz)`,
        );
        if (values.length > 0) {
          await tx.execute(
            sql`update ${loginThrottle} set failures = counted.failures, window_started_at = counted.window_started_at, locked_until = counted.locked_until, updated_at = ${now} from (values ${sql.join(values, sql`, `)}) as counted(key, failures, window_started_at, locked_until) where ${loginThrottle.key} = counted.key`,
          );
        }
        return { isAllowed: true };
      });
    },

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

    async isRecent(key, withinMs) {
      const cutoff = new Date(clock.now().getTime() - withinMs);
      const [row] = await db
        .select({ at: loginThrottle.windowStartedAt })
        .from(loginThrottle)
        .where(sql`${loginThrottle.key} = ${REMEMBERED + key}`);
      return row !== undefined && row.at > cutoff;
    },

    async remember(key, keepMs) {
      const now = clock.now();
      const forgetAt = new Date(now.getTime() + keepMs);
      await db
        .insert(loginThrottle)
        .values({
          key: REMEMBERED + key,
          failures: 0,
          windowStartedAt: now,
          lockedUntil: forgetAt,
          updatedAt: now,
        })
        .onConflictDoUpdate({
          target: loginThrottle.key,
          set: { windowStartedAt: now, lockedUntil: forgetAt, updatedAt: now },
        });
    },

    async settle({ reset, forgive, remember }) {
      const now = clock.now();
      const forgetAt = new Date(now.getTime() + remember.keepMs);
      // One upsert over every key, in key order like reserve's, so the two never wait on each
      // other in a circle (three statements, or a delete beside an update, could). A reset key
      // starts a new window with no attempts (what a missing row means to reserve), a forgiven
      // one gives one attempt back, the remembered one holds its time.
      // A key listed twice is written once (an upsert may not meet the same row twice).
      const untils = new Map<string, Date | null>([
        ...reset.map((key) => [key, null] as const),
        ...forgive.map((key) => [key, null] as const),
        [REMEMBERED + remember.key, forgetAt],
      ]);
      const rows = [...untils]
        .map(([key, until]) => ({ key, until }))
        .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
      const values = rows.map((row) => sql`(${row.key}, ${row.until}::timestamptz)`);
      const isForgiven =
        forgive.length === 0
          ? sql`false`
          : sql`excluded.key in (${sql.join(
              forgive.map((key) => sql`${key}`),
              sql`, `,
            )})`;
      await db.execute(
        sql`insert into ${loginThrottle} (key, failures, window_started_at, locked_until, updated_at) select settled.key, 0, ${now}::timestamptz, settled.until, ${now}::timestamptz from (values ${sql.join(values, sql`, `)}) as settled(key, until) order by settled.key on conflict (key) do update set failures = case when ${isForgiven} then greatest(${loginThrottle.failures} - 1, 0) else 0 end, window_started_at = case when ${isForgiven} then ${loginThrottle.windowStartedAt} else excluded.window_started_at end, locked_until = case when ${isForgiven} then ${loginThrottle.lockedUntil} else excluded.locked_until end, updated_at = excluded.updated_at`,
      );
    },

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
