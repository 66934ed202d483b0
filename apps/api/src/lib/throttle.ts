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
        // Make sure every row exists, then lock them in key order (no deadlock between
        // requests that share keys), so the read-decide-write below is one step for everyone.
        await tx
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
          .onConflictDoNothing();
        const rows = await tx
          .select()
          .from(loginThrottle)
          .where(inArray(loginThrottle.key, keys))
          .orderBy(loginThrottle.key)
          .for('update');
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
        for (const [key, state] of updates) {
          await tx
            .update(loginThrottle)
            .set({
              failures: state.attempts,
              windowStartedAt: state.windowStartedAt,
              lockedUntil: state.nextAttemptAt,
              updatedAt: now,
            })
            .where(sql`${loginThrottle.key} = ${key}`);
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
