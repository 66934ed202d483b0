// Queries on login_throttle: failed sign-in counters shared by every API instance.
import { and, inArray, isNull, lt, or, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { loginThrottle } from '../../db/schema/index';

export async function findThrottleRows(db: Database, keys: string[]) {
  return db.select().from(loginThrottle).where(inArray(loginThrottle.key, keys));
}

export interface FailureRule {
  key: string;
  maxFailures: number;
}

/**
 * Counts one failure in a single upsert, so concurrent failures on several instances all count.
 * A window older than `windowMs` starts again at 1; reaching the maximum locks the key for a
 * whole window from now.
 */
export async function recordThrottleFailure(
  db: Database,
  rule: FailureRule,
  now: Date,
  windowMs: number,
): Promise<void> {
  const nowValue = sql`${now.toISOString()}::timestamptz`;
  const windowCutoff = sql`${new Date(now.getTime() - windowMs).toISOString()}::timestamptz`;
  const lockedUntil = sql`${new Date(now.getTime() + windowMs).toISOString()}::timestamptz`;
  const windowExpired = sql`login_throttle.window_started_at <= ${windowCutoff}`;
  const nextFailures = sql`case when ${windowExpired} then 1 else login_throttle.failures + 1 end`;
  await db
    .insert(loginThrottle)
    .values({
      key: rule.key,
      failures: 1,
      windowStartedAt: now,
      lockedUntil: rule.maxFailures <= 1 ? new Date(now.getTime() + windowMs) : null,
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: loginThrottle.key,
      set: {
        failures: nextFailures,
        windowStartedAt: sql`case when ${windowExpired} then ${nowValue} else login_throttle.window_started_at end`,
        lockedUntil: sql`case when (${nextFailures}) >= ${rule.maxFailures} then ${lockedUntil} else null end`,
        updatedAt: nowValue,
      },
    });
}

export async function deleteThrottleRow(db: Database, key: string): Promise<void> {
  await db.delete(loginThrottle).where(eq(loginThrottle.key, key));
}

export async function deleteExpiredThrottleRows(
  db: Database,
  windowCutoff: Date,
  now: Date,
): Promise<void> {
  await db
    .delete(loginThrottle)
    .where(
      and(
        lt(loginThrottle.windowStartedAt, windowCutoff),
        or(isNull(loginThrottle.lockedUntil), lt(loginThrottle.lockedUntil, now)),
      ),
    );
}
