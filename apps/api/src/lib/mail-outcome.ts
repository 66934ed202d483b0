// What one try to hand a message to the SMTP server leaves behind, atomically: the
// try (mail_delivery_attempts), the message's new state (only while this worker still holds it:
// one whose hold ran out may have been taken by another), and the address's bounce count in the
// suppression list (mail_addresses): a permanent refusal (a bounced message) counts one, and MAIL_BOUNCE_THRESHOLD of
// them in a row mark the address bouncing; a message the server takes clears the count.
import { and, eq, sql } from 'drizzle-orm';
import { selectRows, type Database } from '../db/client';
import { mailAddresses, mailDeliveryAttempts, mailOutbox } from '../db/schema/index';
import type { QueuedMail } from './mail-outbox';

export interface AttemptResult {
  attemptedAt: Date;
  worker: string;
  /**
   * What the message becomes: sent; pending again, due at `nextAttemptAt`; failed for good; or
   * bounced (the server refused it for good, 5xx: one more bounce for the address).
   */
  status: 'sent' | 'pending' | 'failed' | 'bounced';
  error?: string | undefined;
  nextAttemptAt?: Date | undefined;
  /** What the server answered when it took the message. */
  smtpResponse?: string | undefined;
}

/** Permanent refusals in a row that mark an address bouncing, unless told otherwise. */
export const DEFAULT_BOUNCE_THRESHOLD = 3;

/**
 * Records a try and its outcome, in one transaction. The message (and its address's bounce
 * count) changes only while this worker still holds it (`lockedUntil` is the hold it claimed);
 * answers whether it did.
 */
export async function recordAttempt(
  db: Database,
  mail: Pick<QueuedMail, 'id' | 'lockedUntil' | 'to'>,
  result: AttemptResult,
  bounceThreshold = DEFAULT_BOUNCE_THRESHOLD,
): Promise<boolean> {
  if (result.status === 'sent') return recordDelivery(db, mail, result);
  return db.transaction(async (tx) => {
    await tx.insert(mailDeliveryAttempts).values({
      mailId: mail.id,
      attemptedAt: result.attemptedAt,
      outcome: 'failed',
      error: result.error ?? null,
      worker: result.worker,
    });
    const updated = await tx
      .update(mailOutbox)
      .set({
        status: result.status,
        error: result.error ?? null,
        attempts: sql`${mailOutbox.attempts} + 1`,
        lockedUntil: null,
        ...(result.nextAttemptAt ? { nextAttemptAt: result.nextAttemptAt } : {}),
      })
      .where(
        and(
          eq(mailOutbox.id, mail.id),
          eq(mailOutbox.status, 'pending'),
          mail.lockedUntil
            ? eq(mailOutbox.lockedUntil, mail.lockedUntil)
            : sql`${mailOutbox.lockedUntil} is null`,
        ),
      )
      .returning({ id: mailOutbox.id });
    if (updated.length === 0) return false;
    if (result.status === 'bounced') {
      const email = mail.to.trim().toLowerCase();
      await countBounce(tx, email, result.error ?? null, result.attemptedAt, bounceThreshold);
    }
    return true;
  });
}

/**
 * A message the server took, recorded in one statement (atomic without a transaction: one round
 * trip instead of five, what a campaign's throughput rests on): the try, the message sent (only
 * while this worker holds it) and its address's bounce count cleared (only when it has one).
 */
async function recordDelivery(
  db: Database,
  mail: Pick<QueuedMail, 'id' | 'lockedUntil' | 'to'>,
  result: AttemptResult,
): Promise<boolean> {
  const held = mail.lockedUntil
    ? sql`${mailOutbox.lockedUntil} = ${mail.lockedUntil}`
    : sql`${mailOutbox.lockedUntil} is null`;
  const rows = await selectRows<{ updated: number }>(
    db,
    sql`with attempt as (
          insert into ${mailDeliveryAttempts} (mail_id, attempted_at, outcome, error, worker)
          values (${mail.id}, ${result.attemptedAt}, 'sent', null, ${result.worker})
        ), sent as (
          update ${mailOutbox}
          set status = 'sent', error = null, attempts = attempts + 1, locked_until = null,
            sent_at = ${result.attemptedAt}, smtp_response = ${result.smtpResponse ?? null}
          where id = ${mail.id} and status = 'pending' and ${held}
          returning lower(to_address) as email
        ), cleared as (
          update ${mailAddresses}
          set bounces = 0, bouncing_since = null, updated_at = ${result.attemptedAt}
          where email in (select email from sent)
            and (bounces > 0 or bouncing_since is not null)
        )
        select count(*)::int as updated from sent`,
  );
  return (rows[0]?.updated ?? 0) > 0;
}

/** One more permanent refusal for the address; at the threshold it is marked bouncing. */
async function countBounce(
  db: Database,
  email: string,
  error: string | null,
  at: Date,
  threshold: number,
): Promise<void> {
  await db
    .insert(mailAddresses)
    .values({
      email,
      bounces: 1,
      bouncingSince: threshold <= 1 ? at : null,
      lastError: error,
      updatedAt: at,
    })
    .onConflictDoUpdate({
      target: mailAddresses.email,
      set: {
        bounces: sql`${mailAddresses.bounces} + 1`,
        bouncingSince: sql`coalesce(${mailAddresses.bouncingSince}, case when ${mailAddresses.bounces} + 1 >= ${threshold}::int then excluded.updated_at end)`,
        lastError: sql`excluded.last_error`,
        updatedAt: sql`excluded.updated_at`,
      },
    });
}
