// Every message the portal sends is written to mail_outbox first, in the sender's transaction,
// and the mail queue (lib/mailer.ts) delivers it: a pending message is due at
// next_attempt_at; a worker that takes it holds it until locked_until (a worker that dies lets it
// go when that passes); each try is recorded in mail_delivery_attempts. status tells the outcome:
// pending (waiting, maybe for a retry), sent, or failed for good; kept: never sent, only kept in the
// outbox (a receipt of the test checkout, where anyone may type any address: decision 024).
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import type { Language } from '@portal/shared';
import { createdAt, timestamptz } from './columns';

export interface MailAttachmentRecord {
  filename: string;
  contentType: string;
  contentBase64: string;
}

export const MAIL_STATUSES = ['pending', 'sent', 'failed', 'kept'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

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
  },
  (t) => [
    index('mail_outbox_status_created_idx').on(t.status, t.createdAt),
    index('mail_outbox_due_idx')
      .on(t.nextAttemptAt, t.id)
      .where(sql`${t.status} = 'pending'`),
    check('mail_outbox_status_check', sql`${t.status} in ('pending', 'sent', 'failed', 'kept')`),
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
