// The audit log: who changed, saw, exported or downloaded which record, when and from where.
// Changes are written by row triggers on the audited tables (migration 0053) in the same
// transaction as the change; views, exports and downloads by lib/audit. The actor is the
// user id alone (their name is read when the log is), so a later change of name shows
// everywhere; no foreign key, so that nothing done to a user ever rewrites the log.
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns';

/** One changed field: values as the database holds them (JSON), secrets never. */
export interface AuditChangeRow {
  field: string;
  before: unknown;
  after: unknown;
}

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamptz('at').notNull().defaultNow(),
    /** Null: the system (a job, an import, a seed, someone not signed in). */
    actorId: integer('actor_id'),
    /** The request's address, as the API saw it (behind TRUST_PROXY, the client's). */
    address: text('address'),
    entity: text('entity').notNull(),
    /** Null for an export: it names its list (entity) and filters (details), no one record. */
    entityId: integer('entity_id'),
    action: text('action').notNull(),
    changes: jsonb('changes').$type<AuditChangeRow[]>().notNull().default([]),
    reason: text('reason'),
    /** What an export held (its list and filters), what a download was (a photo, an attachment). */
    details: jsonb('details').$type<Record<string, unknown>>(),
  },
  (t) => [
    // A record's history, newest first. Ascending on purpose: ORDER BY at DESC, id DESC (DESC
    // puts nulls first) is this index read backwards; a `DESC NULLS LAST` index would not serve it.
    index('audit_log_entity_idx').on(t.entity, t.entityId, t.at, t.id),
    // The super admin's search: by person, by action, by date.
    index('audit_log_actor_idx').on(t.actorId, t.at, t.id),
    index('audit_log_action_idx').on(t.action, t.at, t.id),
    index('audit_log_at_idx').on(t.at, t.id),
    check(
      'audit_log_action_check',
      sql`${t.action} in ('create', 'update', 'delete', 'view', 'export', 'download', 'erase')`,
    ),
  ],
);

export type AuditLogRow = typeof auditLog.$inferSelect;
