// E-mail to audiences (modules/email): campaigns, saved templates, the board members and the
// monthly programme report's settings. A campaign's messages are rows of the mail queue
// (mail_outbox, campaign_id): the queue's workers send them, and the outbox is their
// per-recipient log (decision 042).
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { CampaignState, Language } from '@portal/shared';
import { createdAt, timestamptz, updatedAt } from './columns';
import { users } from './users';

/** A text per language; a language left out falls back to the other. */
export type PerLanguageText = Partial<Record<Language, string>>;

export const emailCampaigns = pgTable(
  'email_campaigns',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** `campaign`: written by a coordinator; `boardReport`: the monthly programme report. */
    kind: text('kind').$type<'campaign' | 'boardReport'>().notNull().default('campaign'),
    name: text('name'),
    /** The audience as the coordinator picked it (audienceSchema's parsed form). */
    audience: jsonb('audience').notNull(),
    subject: jsonb('subject').$type<PerLanguageText>().notNull(),
    body: jsonb('body').$type<PerLanguageText>().notNull(),
    state: text('state').$type<CampaignState>().notNull().default('draft'),
    /** Counted when the draft is saved; the messages made, once it is queued. */
    recipients: integer('recipients').notNull().default(0),
    /**
     * The schools and villages the audience names, as the admin's scope reads it: an admin sees a
     * campaign whose places all lie in their scope (an audience naming none: its author's only).
     */
    schoolIds: integer('school_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    villageIds: integer('village_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    /** Files every message carries (the board report's PDF), base64. */
    attachments: jsonb('attachments'),
    scheduledAt: timestamptz('scheduled_at'),
    startedAt: timestamptz('started_at'),
    /** Set when every message was queued: a send interrupted before it is taken up again. */
    queuedAt: timestamptz('queued_at'),
    finishedAt: timestamptz('finished_at'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check(
      'email_campaigns_state_check',
      sql`${t.state} in ('draft', 'scheduled', 'sending', 'paused', 'finished', 'cancelled')`,
    ),
    check('email_campaigns_kind_check', sql`${t.kind} in ('campaign', 'boardReport')`),
    index('email_campaigns_created_idx').on(t.createdAt, t.id),
    // The timer's look for campaigns due to start, and for sends to take up again.
    index('email_campaigns_due_idx')
      .on(t.scheduledAt)
      .where(sql`${t.state} = 'scheduled'`),
    index('email_campaigns_unqueued_idx')
      .on(t.id)
      .where(sql`${t.state} in ('sending', 'paused') and ${t.queuedAt} is null`),
  ],
);

export const emailTemplates = pgTable(
  'email_templates',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    subject: jsonb('subject').$type<PerLanguageText>().notNull(),
    body: jsonb('body').$type<PerLanguageText>().notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('email_templates_name_idx').on(t.name)],
);

/** The programme's board: no account, only a name, an address and a language. */
export const boardMembers = pgTable(
  'board_members',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    language: text('language').$type<Language>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('board_members_email_unique').on(sql`lower(${t.email})`)],
);

/** The monthly programme report: one row (id 1). */
export const boardReportSettings = pgTable(
  'board_report_settings',
  {
    id: integer('id').primaryKey().default(1),
    enabled: boolean('enabled').notNull().default(false),
    dayOfMonth: integer('day_of_month').notNull().default(1),
    /** The month (YYYY-MM) whose report was sent: the claim that keeps it to one a month. */
    lastSentMonth: text('last_sent_month'),
    lastCampaignId: integer('last_campaign_id'),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('board_report_settings_one_row', sql`${t.id} = 1`),
    check('board_report_settings_day_check', sql`${t.dayOfMonth} between 1 and 28`),
  ],
);
