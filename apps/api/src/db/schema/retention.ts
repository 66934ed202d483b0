// Retention (decision 053): the super admin's rule per kind of data, and the log of the runs
// that applied them. A kind with no row (or a row that cannot be read) keeps its safe default
// (RETENTION_LIMITS in the shared package). A daily run claims its UTC day (`scheduled_for`), so
// however many processes look, one run a day removes what the rules say; a run started by the
// super admin has no day. A run removes in batches, one transaction each, holding a lease on its
// row between them.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { timestamptz, updatedAt } from './columns';
import { users } from './users';

export const retentionRules = pgTable(
  'retention_rules',
  {
    kind: text('kind').primaryKey(),
    /** In the kind's unit (RETENTION_LIMITS); checked again when read, never trusted blindly. */
    period: integer('period').notNull(),
    unit: text('unit').notNull(),
    isEnabled: boolean('is_enabled').notNull(),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('retention_rules_unit_check', sql`${t.unit} in ('days', 'months')`),
    check('retention_rules_period_check', sql`${t.period} > 0`),
  ],
);

export type RetentionRuleRow = typeof retentionRules.$inferSelect;

export const retentionRuns = pgTable(
  'retention_runs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    trigger: text('trigger', { enum: ['daily', 'manual'] }).notNull(),
    /** The UTC day a daily run claimed (unique); null for a run the super admin started. */
    scheduledFor: date('scheduled_for', { mode: 'string' }),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    startedAt: timestamptz('started_at').notNull(),
    finishedAt: timestamptz('finished_at'),
    /** Per kind, the moment older records went (ISO 8601); kinds whose rule is off are absent. */
    cutoffs: jsonb('cutoffs').$type<Record<string, string>>().notNull().default({}),
    /** Per kind, how many records went. */
    removed: jsonb('removed').$type<Record<string, number>>().notNull().default({}),
    filesRemoved: integer('files_removed').notNull().default(0),
    /**
     * The run going on holds it between its batches (decision 057): a random token of the process
     * running it, and until when (the database's clock), renewed by each batch. Cleared when the
     * run ends or fails; a lease that ran out belongs to a process that stopped mid-run.
     */
    leaseOwner: text('lease_owner'),
    leaseUntil: timestamptz('lease_until'),
  },
  (t) => [
    uniqueIndex('retention_runs_day_unique').on(t.scheduledFor),
    index('retention_runs_started_idx').on(t.startedAt, t.id),
    check('retention_runs_trigger_check', sql`${t.trigger} in ('daily', 'manual')`),
  ],
);

export type RetentionRunRow = typeof retentionRuns.$inferSelect;

/**
 * The queue of data requests (a copy, an erasure, a correction of a person's data), so that none
 * is forgotten: who it is about (an account, or a name and e-mail for someone without one), who
 * recorded it, when it came and when it is due (30 days later), and where it stands.
 */
export const dataRequests = pgTable(
  'data_requests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind', { enum: ['export', 'erase', 'correction'] }).notNull(),
    /** The person's account; null for someone without one (name and e-mail then). */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    personName: text('person_name').notNull().default(''),
    personEmail: text('person_email').notNull().default(''),
    message: text('message').notNull().default(''),
    /** Filed by the person from their profile (`self`) or recorded by a coordinator (`staff`). */
    source: text('source', { enum: ['self', 'staff'] }).notNull(),
    recordedBy: integer('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    receivedOn: date('received_on', { mode: 'string' }).notNull(),
    dueOn: date('due_on', { mode: 'string' }).notNull(),
    state: text('state', { enum: ['open', 'inProgress', 'done', 'refused'] })
      .notNull()
      .default('open'),
    note: text('note').notNull().default(''),
    closedAt: timestamptz('closed_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // The queue: by due date, per state.
    index('data_requests_due_idx').on(t.dueOn, t.id),
    index('data_requests_state_due_idx').on(t.state, t.dueOn, t.id),
    index('data_requests_user_idx').on(t.userId),
    check('data_requests_kind_check', sql`${t.kind} in ('export', 'erase', 'correction')`),
    check('data_requests_source_check', sql`${t.source} in ('self', 'staff')`),
    check(
      'data_requests_state_check',
      sql`${t.state} in ('open', 'inProgress', 'done', 'refused')`,
    ),
    check('data_requests_due_check', sql`${t.dueOn} >= ${t.receivedOn}`),
  ],
);

export type DataRequestRow = typeof dataRequests.$inferSelect;
