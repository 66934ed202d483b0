// The "Admin users" and "All users" lists (and their exports), described once: the roles the
// caller manages on the screen and the filters, the sort keys with their indexes (each ending
// with the id), and each row as a ManagedUser. An export's rows also name an admin's schools and
// villages, so the export is a second list over the same conditions and order.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { ManagedUser, Role, UserSortField, userListQuerySchema } from '@portal/shared';
import type { Database } from '../../db/client';
import { adminSchools, adminVillages, schools, users, villages } from '../../db/schema/index';
import { defineList, type ListQuery } from '../../lib/list-definition';
import type { SortKey } from '../../lib/list-page';
import { searchTextCondition } from '../../lib/search-text';
import { toManagedUser } from './user-projection';
import { managedUserColumns, type UserExportRecord, type UserRecord } from './users-admin.repo';

/** The list's parsed query without the page: what the list and the export filter and sort by. */
export type UserFilters = Omit<
  z.output<typeof userListQuerySchema>,
  'page' | 'pageSize' | 'cursor'
>;

function filterConditions(visibleRoles: readonly Role[], query: UserFilters) {
  return and(
    inArray(users.role, [...visibleRoles]),
    searchTextCondition(users.searchText, query.q),
    query.role === undefined ? undefined : eq(users.role, query.role),
    query.active === undefined ? undefined : eq(users.active, query.active),
  );
}

const byId: SortKey<UserRecord> = { column: users.id, type: 'integer', value: (row) => row.id };

/** The sort keys, each served by an index that ends with the id (the tie-breaker). */
function userSortKeys(sort: UserSortField): Array<SortKey<UserRecord>> {
  switch (sort) {
    case 'firstName':
      return [
        { column: users.firstName, type: 'text', value: (row) => row.firstName },
        { column: users.lastName, type: 'text', value: (row) => row.lastName },
        byId,
      ];
    case 'email':
      // users_email_lower_unique: e-mails are unique, so the id never decides.
      return [
        { column: sql`lower(${users.email})`, type: 'text', value: (row) => row.emailKey },
        byId,
      ];
    case 'createdAt':
      return [
        { column: users.createdAt, type: 'timestamp', value: (row) => row.createdAtKey },
        byId,
      ];
    default:
      return [
        { column: users.lastName, type: 'text', value: (row) => row.lastName },
        { column: users.firstName, type: 'text', value: (row) => row.firstName },
        byId,
      ];
  }
}

/** What a page and an export share: the conditions and the order. */
const conditionsAndOrder = {
  where: filterConditions,
  sortKeys: (filters: UserFilters) => userSortKeys(filters.sort),
};

export const userList = defineList<readonly Role[], UserFilters, UserRecord, ManagedUser>({
  ...conditionsAndOrder,
  // The role column is text; the record types it as a Role.
  query: (db) => db.select(managedUserColumns).from(users) as unknown as ListQuery<UserRecord>,
  toItem: toManagedUser,
});

/** The export's query: a page's columns and the schools and villages of each admin. */
function exportQuery(db: Database): ListQuery<UserExportRecord> {
  const query = db
    .select({
      ...managedUserColumns,
      // Spelled with aliases: Drizzle leaves columns unqualified in a single-table select.
      schoolNames: sql<
        string | null
      >`(select string_agg(s.name, ', ' order by s.name) from ${adminSchools} a join ${schools} s on s.id = a.school_id where a.user_id = ${users}.id)`,
      villageNames: sql<
        string | null
      >`(select string_agg(v.name, ', ' order by v.name) from ${adminVillages} a join ${villages} v on v.id = a.village_id where a.user_id = ${users}.id)`,
    })
    .from(users);
  return query as unknown as ListQuery<UserExportRecord>;
}

/** The export's rows (`userExportList.rows`), in keyset batches in the list's order. */
export const userExportList = defineList<
  readonly Role[],
  UserFilters,
  UserExportRecord,
  UserExportRecord
>({
  ...conditionsAndOrder,
  query: exportQuery,
  toItem: (row) => row,
});
