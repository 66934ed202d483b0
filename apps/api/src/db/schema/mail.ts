// Every message the portal sends is written to mail_outbox first, in the sender's transaction,
// and the mail queue (lib/mailer.ts) delivers it: a pending message is due at
// next_attempt_at; a worker that takes it holds it until locked_until (a worker that dies lets it
// go when that passes); each try is recorded in mail_delivery_attempts. status tells the outcome:
// pending (waiting, maybe for a retry), sent, failed for good (tries ran out, or it could not be
// sent), or bounced (the SMTP server refused it for good, 5xx); kept: never sent, only kept in the
// outbox (a receipt of the test checkout, where anyone may type any address: decision 024); held
// (its campaign is paused), skipped (its address unsubscribed or bounces), cancelled (its
// campaign was cancelled before it went). The outbox is the one per-recipient delivery log:
// transactional mail and campaigns' messages alike (decision 042).
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { Language, MailKind, MailStatus } from '@portal/shared';
import { createdAt, timestamptz } from './columns';

export interface MailAttachmentRecord {
  filename: string;
  contentType: string;
  contentBase64: string;
}

export type { MailStatus };

export const MAIL_ATTEMPT_OUTCOMES = ['sent', 'failed'] as const;
export type MailAttemptOutcome = (typeof MAIL_ATTEMPT_OUTCOMES)[number];

export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    to: text('to_address').notNull(),
    /** The recipient's language, the one the message is written in (null: stored before it was kept). */
    language: text('language').$type<Language>(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    /** Files sent with the message (a signed agreement's PDF): name, type and base64 content. */
    attachments: jsonb('attachments').$type<MailAttachmentRecord[]>(),
    status: text('status').$type<MailStatus>().notNull().default('pending'),
    /** The last attempt's error. */
    error: text('error'),
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAt(),
    nextAttemptAt: timestamptz('next_attempt_at').notNull().defaultNow(),
    lockedUntil: timestamptz('locked_until'),
    sentAt: timestamptz('sent_at'),
    /** What the message is (MAIL_KINDS): a campaign's, or which transactional mail. */
    kind: text('kind').$type<MailKind>().notNull().default('other'),
    /** The campaign it belongs to (modules/email); null for transactional mail. */
    campaignId: integer('campaign_id'),
    /** The recipient's name as the log shows it. */
    recipientName: text('recipient_name'),
    /**
     * The Message-ID header, fixed when queued: a message sent again after its worker died goes
     * with the same id, so the receiving side can tell it is the same message.
     */
    messageId: text('message_id'),
    /** A campaign message's unsubscribe link's secret (List-Unsubscribe, RFC 8058). */
    unsubscribeToken: text('unsubscribe_token'),
    /** What the SMTP server answered when it took the message ("250 2.0.0 Ok: queued as ..."). */
    smtpResponse: text('smtp_response'),
  },
  (t) => [
    index('mail_outbox_status_created_idx').on(t.status, t.createdAt),
    index('mail_outbox_due_idx')
      .on(t.nextAttemptAt, t.id)
      .where(sql`${t.status} = 'pending'`),
    // One message per address and campaign: a person in two parts of an audience, or a send
    // that is started again after a crash, never makes a second one.
    uniqueIndex('mail_outbox_campaign_address_unique')
      .on(t.campaignId, sql`lower(${t.to})`)
      .where(sql`${t.campaignId} is not null`),
    index('mail_outbox_campaign_status_idx')
      .on(t.campaignId, t.status)
      .where(sql`${t.campaignId} is not null`),
    // The log of one person ("did this parent get the agreement e-mail?").
    index('mail_outbox_address_idx').on(sql`lower(${t.to})`, t.createdAt),
    uniqueIndex('mail_outbox_message_id_unique').on(t.messageId),
    uniqueIndex('mail_outbox_unsubscribe_token_unique').on(t.unsubscribeToken),
    check(
      'mail_outbox_status_check',
      sql`${t.status} in ('pending', 'held', 'sent', 'failed', 'bounced', 'skipped', 'cancelled', 'kept')`,
    ),
  ],
);

/**
 * Addresses campaigns leave out: unsubscribed (one click, RFC 8058), or bouncing (the SMTP server
 * refused mail to it for good `bounces` times in a row, MAIL_BOUNCE_THRESHOLD). Transactional
 * mail (recovery, agreements, receipts) still goes: the person asked for it. Keyed by the
 * address in lower case.
 */
export const mailAddresses = pgTable(
  'mail_addresses',
  {
    email: text('email').primaryKey(),
    unsubscribedAt: timestamptz('unsubscribed_at'),
    /** Permanent refusals since the address last took a message. */
    bounces: integer('bounces').notNull().default(0),
    bouncingSince: timestamptz('bouncing_since'),
    lastError: text('last_error'),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('mail_addresses_lower_check', sql`${t.email} = lower(${t.email})`),
    index('mail_addresses_marked_idx')
      .on(t.email)
      .where(sql`${t.unsubscribedAt} is not null or ${t.bouncingSince} is not null`),
  ],
);

/** One row per try to hand a message to the SMTP server. */
export const mailDeliveryAttempts = pgTable(
  'mail_delivery_attempts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    mailId: integer('mail_id')
      .notNull()
      .references(() => mailOutbox.id, { onDelete: 'cascade' }),
    attemptedAt: timestamptz('attempted_at').notNull(),
    outcome: text('outcome').$type<MailAttemptOutcome>().notNull(),
    error: text('error'),
    /** Which process tried (host and process id), to follow a message across API processes. */
    worker: text('worker').notNull(),
  },
  (t) => [
    index('mail_delivery_attempts_mail_idx').on(t.mailId, t.attemptedAt),
    check('mail_delivery_attempts_outcome_check', sql`${t.outcome} in ('sent', 'failed')`),
  ],
);

/**
 * The pace of each SMTP server (MAIL_RATE_PER_SECOND): the next free moment to hand it a
 * message, shared by every API process, so that the rate is the server's, not each process's.
 * Keyed by the server's host and port.
 */
export const mailRates = pgTable('mail_rates', {
  server: text('server').primaryKey(),
  nextSlotAt: timestamptz('next_slot_at').notNull(),
});
