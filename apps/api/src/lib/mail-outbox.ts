// Queries on the mail queue: mail_outbox (the messages) and mail_delivery_attempts (each try).
// What a try's outcome writes (the message, its try, the address's bounces) is in
// mail-outcome.ts.
import { and, eq, sql } from 'drizzle-orm';
import type { Language, MailKind } from '@portal/shared';
import type { Database } from '../db/client';
import { mailDeliveryAttempts, mailOutbox } from '../db/schema/index';

export interface NewMail {
  to: string;
  /** The recipient's language: the message must be written in it. */
  language: Language;
  subject: string;
  text: string;
  html?: string | undefined;
  /** Files sent along (a signed agreement's PDF); kept in the queue until the message goes. */
  attachments?: MailAttachment[] | undefined;
  /**
   * Kept in the outbox and never sent (status 'kept'): what a test checkout would send to an
   * address anyone may type. `npm run outbox` shows it.
   */
  isOutboxOnly?: boolean | undefined;
  /** What the message is in the delivery log (transactional mail names its kind). */
  kind?: MailKind | undefined;
  /** The recipient's name as the delivery log shows it. */
  recipientName?: string | undefined;
}

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

export type QueuedMail = typeof mailOutbox.$inferSelect;

/**
 * Queues a message, due at once (`db` may be the caller's transaction), with its Message-ID
 * (lib/mail-headers.ts newMessageId): fixed now, so a message sent again keeps it.
 */
export async function insertMail(
  db: Database,
  mail: NewMail,
  now: Date,
  messageId?: string,
): Promise<number> {
  const [row] = await db
    .insert(mailOutbox)
    .values({
      to: mail.to,
      language: mail.language,
      subject: mail.subject,
      text: mail.text,
      html: mail.html ?? null,
      attachments:
        mail.attachments?.map((file) => ({
          filename: file.filename,
          contentType: file.contentType,
          contentBase64: file.content.toString('base64'),
        })) ?? null,
      nextAttemptAt: now,
      kind: mail.kind ?? 'other',
      recipientName: mail.recipientName ?? null,
      messageId: messageId ?? null,
      ...(mail.isOutboxOnly ? { status: 'kept' as const } : {}),
    })
    .returning({ id: mailOutbox.id });
  if (!row) throw new Error('mail_outbox insert returned no row');
  return row.id;
}

/**
 * Takes up to `limit` due messages for one worker until `lockedUntil`: pending, due, and not held
 * by another worker (or held by one whose time has passed: it died). SKIP LOCKED lets workers
 * of several processes claim at the same moment without waiting for or taking each other's rows.
 * Held, skipped and cancelled messages are never taken. A message queued before Message-IDs
 * were kept gets one here, stored with the claim, so a later try sends the same.
 */
export async function claimDueMails(
  db: Database,
  now: Date,
  lockedUntil: Date,
  limit: number,
  messageIdDomain = 'localhost',
): Promise<QueuedMail[]> {
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(
      and(
        eq(mailOutbox.status, 'pending'),
        sql`${mailOutbox.nextAttemptAt} <= ${now}`,
        sql`(${mailOutbox.lockedUntil} is null or ${mailOutbox.lockedUntil} <= ${now})`,
      ),
    )
    .orderBy(mailOutbox.nextAttemptAt, mailOutbox.id)
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(mailOutbox)
    .set({
      lockedUntil,
      messageId: sql`coalesce(${mailOutbox.messageId}, '<' || gen_random_uuid()::text || '@' || ${messageIdDomain}::text || '>')`,
    })
    .where(sql`${mailOutbox.id} in (${due})`)
    .returning();
}

export interface MailQueueCounts {
  /** Pending and due now: a worker should be sending them. */
  due: number;
  /** Pending, waiting for their next try after a failure. */
  waiting: number;
  /** Held by a worker now. */
  held: number;
  /** Failed for good (tries ran out, or it could not be sent). */
  failed: number;
  /** Refused for good by the SMTP server (5xx). */
  bounced: number;
}

/** How many messages are in each state of the queue (for /metrics). */
export async function countQueuedMails(db: Database, now: Date): Promise<MailQueueCounts> {
  const isHeld = sql`(${mailOutbox.lockedUntil} is not null and ${mailOutbox.lockedUntil} > ${now})`;
  const isDue = sql`${mailOutbox.nextAttemptAt} <= ${now}`;
  const [row] = await db
    .select({
      due: sql<number>`count(*) filter (where ${mailOutbox.status} = 'pending' and ${isDue} and not ${isHeld})::int`,
      waiting: sql<number>`count(*) filter (where ${mailOutbox.status} = 'pending' and not ${isDue} and not ${isHeld})::int`,
      held: sql<number>`count(*) filter (where ${mailOutbox.status} = 'pending' and ${isHeld})::int`,
      failed: sql<number>`count(*) filter (where ${mailOutbox.status} = 'failed')::int`,
      bounced: sql<number>`count(*) filter (where ${mailOutbox.status} = 'bounced')::int`,
    })
    .from(mailOutbox)
    .where(sql`${mailOutbox.status} in ('pending', 'failed', 'bounced')`);
  return row ?? { due: 0, waiting: 0, held: 0, failed: 0, bounced: 0 };
}

export async function findMailById(db: Database, id: number) {
  const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  return row;
}

export async function findDeliveryAttempts(db: Database, mailId: number) {
  return db
    .select()
    .from(mailDeliveryAttempts)
    .where(eq(mailDeliveryAttempts.mailId, mailId))
    .orderBy(mailDeliveryAttempts.attemptedAt, mailDeliveryAttempts.id);
}
