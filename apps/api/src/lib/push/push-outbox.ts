// Queries on the push queue (push_outbox): claiming due notifications for one worker, and what a
// try's outcome writes. The shape of the mail queue's (lib/mail-outbox.ts, decision 018).
import { and, eq, sql } from 'drizzle-orm';
import { selectRows, type Database } from '../../db/client';
import {
  pushOutbox,
  pushSubscriptions,
  sessions,
  users,
  type PushPayload,
} from '../../db/schema/index';

export interface ClaimedPush {
  id: number;
  subscriptionId: number;
  payload: PushPayload;
  attempts: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  /** The account is active and the device's session has not ended. */
  isLive: boolean;
}

/**
 * Takes up to `limit` due notifications for one worker until `lockedUntil`: pending, due, and
 * not held by another worker (or held by one whose time has passed: it died). SKIP LOCKED lets
 * the workers of several processes claim at once without waiting for each other's rows. Nothing
 * is written when nothing is due: a write to the queue wakes every worker (the `push` topic).
 */
export function claimDuePushes(
  db: Database,
  now: Date,
  lockedUntil: Date,
  limit: number,
): Promise<ClaimedPush[]> {
  return db.transaction(async (tx) => {
    const due = await selectRows<{ id: number }>(
      tx,
      sql`
        select id from ${pushOutbox}
        where status = 'pending' and (next_attempt_at is null or next_attempt_at <= ${now})
          and (locked_until is null or locked_until <= ${now})
        order by next_attempt_at nulls first, id limit ${limit}
        for update skip locked`,
    );
    if (due.length === 0) return [];
    const ids = sql.join(
      due.map((row) => sql`${row.id}`),
      sql`, `,
    );
    return selectRows<ClaimedPush>(
      tx,
      sql`
        with claimed as (
          update ${pushOutbox} set locked_until = ${lockedUntil} where id in (${ids})
          returning id, subscription_id, payload, attempts
        )
        select c.id, c.subscription_id as "subscriptionId", c.payload, c.attempts, s.endpoint,
          s.p256dh, s.auth, (u.active and se.ended_at is null) as "isLive"
        from claimed c
        join ${pushSubscriptions} s on s.id = c.subscription_id
        join ${users} u on u.id = s.user_id
        join ${sessions} se on se.id = s.session_id
        order by c.id`,
    );
  });
}

export type PushOutcome =
  | { status: 'sent'; at: Date }
  | { status: 'pending'; at: Date; nextAttemptAt: Date; error: string }
  | { status: 'failed'; at: Date; error: string };

/** Records a try of a claimed notification; false when the worker no longer held it. */
export async function recordPushOutcome(
  db: Database,
  push: { id: number; attempts: number },
  lockedUntil: Date,
  outcome: PushOutcome,
): Promise<boolean> {
  const rows = await db
    .update(pushOutbox)
    .set({
      status: outcome.status,
      attempts: push.attempts + 1,
      lockedUntil: null,
      sentAt: outcome.status === 'sent' ? outcome.at : null,
      nextAttemptAt: outcome.status === 'pending' ? outcome.nextAttemptAt : null,
      lastError: outcome.status === 'sent' ? null : outcome.error.slice(0, 2000),
    })
    .where(and(eq(pushOutbox.id, push.id), eq(pushOutbox.lockedUntil, lockedUntil)))
    .returning({ id: pushOutbox.id });
  return rows.length > 0;
}

/** The push service says the subscription is gone (404, 410): the device is forgotten. */
export async function deleteSubscription(db: Database, subscriptionId: number): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, subscriptionId));
}

/**
 * Forgets the devices of sessions that ended (sign-out, recovery, deactivation) and the queue's
 * rows older than `before` that are done: the daily clean-up.
 */
export async function pruneDevicesAndQueue(db: Database, before: Date): Promise<void> {
  await db.execute(
    sql`delete from ${pushSubscriptions} s using ${sessions} se where se.id = s.session_id and se.ended_at is not null`,
  );
  await db.execute(
    sql`delete from ${pushOutbox} where status <> 'pending' and created_at < ${before}`,
  );
}

/** Sign-out: the session's devices are told nothing more, and forgotten at once. */
export async function forgetSessionDevices(db: Database, sessionId: string): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.sessionId, sessionId));
}
