// Admin scoping, applied in the repository layer so that no query can forget it.
// An ADMIN reaches only the schools and villages assigned to them (admin_schools,
// admin_villages); the conditions below are subqueries, so they stay one indexed query
// whatever the number of assignments. Out-of-scope records are then simply not found (404).
import { sql, type SQL, type AnyColumn } from 'drizzle-orm';
import { isScoped, type Area } from '@portal/shared';
import { adminSchools, adminVillages } from '../../db/schema/index';
import type { AuthContext } from '../auth-context';

/** Columns that place a record: a student has both (village, maybe school), a sponsor a school. */
export interface PlaceColumns {
  school?: AnyColumn;
  village?: AnyColumn;
}

/** Whether this request's queries in `area` must be filtered to the assigned places. */
export function mustScope(auth: AuthContext, area: Area): boolean {
  return isScoped(auth.role, area);
}

/**
 * The WHERE condition that limits `columns` to the caller's assigned places, or undefined when
 * the caller is not scoped in `area`. A record matches when any of its places is assigned.
 */
export function scopeCondition(
  auth: AuthContext,
  area: Area,
  columns: PlaceColumns,
): SQL | undefined {
  if (!mustScope(auth, area)) return undefined;
  const conditions: SQL[] = [];
  if (columns.school) {
    conditions.push(
      sql`${columns.school} in (select ${adminSchools.schoolId} from ${adminSchools} where ${adminSchools.userId} = ${auth.userId})`,
    );
  }
  if (columns.village) {
    conditions.push(
      sql`${columns.village} in (select ${adminVillages.villageId} from ${adminVillages} where ${adminVillages.userId} = ${auth.userId})`,
    );
  }
  if (conditions.length === 0) return sql`false`;
  return sql`(${sql.join(conditions, sql` or `)})`;
}
