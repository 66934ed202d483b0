// The whole audit log as the super admin searches it (GET AUDIT_PATHS.log and its export),
// described once: the filters (person, record, action, dates in UTC), newest first by default,
// each sort matched by an index (audit_log_*_idx, which all end with at and id). The total
// counts the log's own index entries, never its rows (decision 056).
import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { alias, QueryBuilder } from 'drizzle-orm/pg-core';
import type { AuditAction, AuditEntity, AuditLogItem, AuditSortField } from '@portal/shared';
import { auditLog, users } from '../../db/schema/index';
import { searchTextCondition } from '../../lib/search-text';
import { PLAN_PER_CALL } from '../../db/statement-names';
import { defineList } from '../../lib/list-definition';
import { countUpTo, type SortKey } from '../../lib/list-page';
import type { Database } from '../../db/client';
import { selectAuditRecords, toAuditLogItem, type AuditRecord } from './audit.repo';

export interface AuditLogFilters {
  /** Who: part of the person's name or e-mail (their account's search text). */
  q?: string | undefined;
  actorId?: number | undefined;
  entity?: AuditEntity | undefined;
  entityId?: number | undefined;
  action?: AuditAction | undefined;
  /** First day included (YYYY-MM-DD, UTC). */
  from?: string | undefined;
  /** Last day included (YYYY-MM-DD, UTC). */
  to?: string | undefined;
}

export interface AuditLogRequest extends AuditLogFilters {
  sort: AuditSortField;
  order: 'asc' | 'desc';
}

/** Only the super admin reads the whole log: the list has no reach of its own to apply. */
export type AuditLogReach = 'everything';

function dayStart(day: string) {
  return sql`(${day}::date)::timestamp at time zone 'UTC'`;
}

/**
 * A range of days: a few days of one action are best read through its index, years of them
 * through the time index, so the statement is planned for the dates it is given.
 */
function withinDays(filters: AuditLogFilters) {
  if (filters.from === undefined && filters.to === undefined) return undefined;
  const range = and(
    filters.from === undefined ? undefined : gte(auditLog.at, dayStart(filters.from)),
    filters.to === undefined
      ? undefined
      : lt(auditLog.at, sql`${dayStart(filters.to)} + interval '1 day'`),
  );
  return sql`(${range} ${sql.raw(PLAN_PER_CALL)})`;
}

/** The accounts a search by name or e-mail looks among (the page's join names its actors). */
const actors = alias(users, 'actors');
const subqueries = new QueryBuilder();

/**
 * Entries by the people whose name or e-mail match: their ids, then the log's entries with those
 * actors. A condition on the log alone, so that its count needs no join (see countedEntries).
 */
function byActorText(q: string | undefined) {
  const matches = searchTextCondition(actors.searchText, q);
  return (
    matches &&
    inArray(auditLog.actorId, subqueries.select({ id: actors.id }).from(actors).where(matches))
  );
}

function filterConditions(_reach: AuditLogReach, filters: AuditLogFilters) {
  return and(
    byActorText(filters.q),
    filters.actorId === undefined ? undefined : eq(auditLog.actorId, filters.actorId),
    filters.entity === undefined ? undefined : eq(auditLog.entity, filters.entity),
    filters.entityId === undefined ? undefined : eq(auditLog.entityId, filters.entityId),
    filters.action === undefined ? undefined : eq(auditLog.action, filters.action),
    withinDays(filters),
  );
}

const byTime: Array<SortKey<AuditRecord>> = [
  { column: auditLog.at, type: 'timestamp', value: (row) => row.atKey },
  { column: auditLog.id, type: 'integer', value: (row) => row.id },
];

/**
 * The entries a search matches, as their ids alone: what its total counts. Not the page's
 * query: its left join to the actors' accounts is dropped by the planner, but the join's key
 * (actor_id) stays among the columns the scan must give, and no index but the person's carries
 * it, so every entry counted was read from the table: up to 10,000 scattered rows for a month
 * of downloads at 10 million entries (bench/RESULTS.md). Without the join the count reads the
 * filter's index alone (an index-only scan, once vacuum has marked the pages all-visible).
 */
export function countedEntries(db: Database, filters: AuditLogFilters) {
  return db
    .select({ id: auditLog.id })
    .from(auditLog)
    .$dynamic()
    .where(filterConditions('everything', filters));
}

export const auditLogList = defineList<AuditLogReach, AuditLogRequest, AuditRecord, AuditLogItem>({
  where: filterConditions,
  query: selectAuditRecords,
  sortKeys: () => byTime,
  toItem: toAuditLogItem,
  total: (db, reach, filters) => countUpTo(db, countedEntries(db, filters)),
});
