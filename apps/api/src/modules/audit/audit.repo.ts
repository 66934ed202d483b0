// The audit log's queries: one record's history, newest first, and the rows of the whole log's
// search (audit-log-list.ts). Actors' names are read here, from their accounts as they are now;
// a field is named as the API names it (camelCase), whatever the column.
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { AuditAction, AuditChange, AuditItem, AuditLogItem } from '@portal/shared';
import type { Database } from '../../db/client';
import { auditLog, users, type AuditChangeRow } from '../../db/schema/index';

const auditColumns = {
  id: auditLog.id,
  at: auditLog.at,
  atKey: sql<string>`${auditLog.at}::text`,
  actorId: auditLog.actorId,
  actorName: sql<string | null>`${users.firstName} || ' ' || ${users.lastName}`,
  address: auditLog.address,
  entity: auditLog.entity,
  entityId: auditLog.entityId,
  action: auditLog.action,
  changes: auditLog.changes,
  reason: auditLog.reason,
  details: auditLog.details,
};

export interface AuditRecord {
  id: number;
  at: Date;
  /** `at` as the database writes it (microseconds kept), for the list's keyset. */
  atKey: string;
  actorId: number | null;
  actorName: string | null;
  address: string | null;
  entity: string;
  entityId: number | null;
  action: string;
  changes: AuditChangeRow[];
  reason: string | null;
  details: Record<string, unknown> | null;
}

/** The log's rows with their actors' names (the list adds its conditions and order). */
export function selectAuditRecords(db: Database) {
  return db.select(auditColumns).from(auditLog).leftJoin(users, eq(users.id, auditLog.actorId));
}

/** `first_name` -> `firstName`: the names the API and the screens use. */
function apiFieldName(column: string): string {
  return column.replace(/_([a-z0-9])/g, (_match, letter: string) => letter.toUpperCase());
}

function toChanges(rows: AuditChangeRow[]): AuditChange[] {
  return rows.map((row) => ({
    field: apiFieldName(row.field),
    before: row.before ?? null,
    after: row.after ?? null,
  }));
}

export function toAuditItem(row: AuditRecord): AuditItem {
  return {
    id: row.id,
    at: row.at.toISOString(),
    actor: { id: row.actorId, name: row.actorName },
    action: row.action as AuditAction,
    changes: toChanges(row.changes),
    reason: row.reason,
  };
}

export function toAuditLogItem(row: AuditRecord): AuditLogItem {
  return {
    ...toAuditItem(row),
    entity: row.entity,
    entityId: row.entityId,
    address: row.address,
    details: row.details,
  };
}

/**
 * A record's newest entries, `limit` of them, older than the entry `before` when given (the
 * next page of the history). Reads the (entity, entity_id, at, id) index backwards from its end.
 */
export async function findHistory(
  db: Database,
  record: { entity: string; entityId: number },
  window: { before: number | undefined; limit: number },
): Promise<AuditRecord[]> {
  const olderThan: SQL | undefined =
    window.before === undefined
      ? undefined
      : sql`(${auditLog.at}, ${auditLog.id}) < (select b.at, b.id from ${auditLog} b where b.id = ${window.before})`;
  return selectAuditRecords(db)
    .where(
      and(eq(auditLog.entity, record.entity), eq(auditLog.entityId, record.entityId), olderThan),
    )
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(window.limit);
}
