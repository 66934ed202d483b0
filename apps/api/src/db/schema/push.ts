// Push notifications on sponsors' phones (lib/push, modules/push). A device's subscription is
// tied to the session that saved it: a session that ends (sign-out, recovery, deactivation) takes
// its devices' subscriptions with it, so a signed-out phone is told nothing. A notice (a letter
// that arrived, a reminder) is claimed once per user in push_notices before anything is queued,
// so that two processes or two runs of the daily job never tell one twice. push_outbox is the
// queue, one row per device, with the mail queue's shape (lib/mailer.ts, decision 018): due at
// next_attempt_at (null: at once), held by one worker until locked_until, retried with growing
// waits; the texts are written when queued, in the user's language.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import type { PushTopic } from '@portal/shared';
import { sessions } from './auth';
import { createdAt, timestamptz, updatedAt } from './columns';
import { users } from './users';

export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    /** The push service's address for this browser; one browser, one row (saved again: replaced). */
    endpoint: text('endpoint').notNull().unique('push_subscriptions_endpoint_unique'),
    /** The browser's P-256 public key and auth secret (base64url): the payload is encrypted to them. */
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('push_subscriptions_user_idx').on(t.userId),
    index('push_subscriptions_session_idx').on(t.sessionId),
  ],
);

/** Which notices a user wants; no row: every topic. */
export const pushTopicSettings = pgTable('push_topic_settings', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  newLetter: boolean('new_letter').notNull().default(true),
  letterDue: boolean('letter_due').notNull().default(true),
  meetingTomorrow: boolean('meeting_tomorrow').notNull().default(true),
  recommit: boolean('recommit').notNull().default(true),
  updatedAt: updatedAt(),
});

/** A notice given to a user once: `letter:12`, `letter-due:4:2`, `meeting:7`, `recommit:3`. */
export const pushNotices = pgTable(
  'push_notices',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);

export interface PushPayload {
  title: string;
  body: string;
  /** The app's route the notification opens (`/edrocks/letters/12`). */
  path: string;
  topic: PushTopic;
}

export const PUSH_STATUSES = ['pending', 'sent', 'failed'] as const;
export type PushStatus = (typeof PUSH_STATUSES)[number];

export const pushOutbox = pgTable(
  'push_outbox',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => pushSubscriptions.id, { onDelete: 'cascade' }),
    payload: jsonb('payload').$type<PushPayload>().notNull(),
    status: text('status').$type<PushStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamptz('next_attempt_at'),
    lockedUntil: timestamptz('locked_until'),
    lastError: text('last_error'),
    sentAt: timestamptz('sent_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('push_outbox_due_idx')
      .on(t.nextAttemptAt, t.id)
      .where(sql`${t.status} = 'pending'`),
    index('push_outbox_subscription_idx').on(t.subscriptionId),
    check('push_outbox_status_check', sql`${t.status} in ('pending', 'sent', 'failed')`),
  ],
);
