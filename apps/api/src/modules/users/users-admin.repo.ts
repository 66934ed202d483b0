// Queries behind the "Admin users" and "All users" screens. Every query is limited to the roles
// the caller manages on the screen (MANAGED_ROLES): other accounts are simply not found.
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  Language,
  ManagedUser,
  Role,
  UserSortField,
  userListQuerySchema,
} from '@portal/shared';
import type { Database } from '../../db/client';
import { adminSchools, adminVillages, schools, users, villages } from '../../db/schema/index';
import {
  countUpTo,
  orderByKeys,
  rowsAfter,
  type ListTotal,
  type RowWindow,
  type SortKey,
} from '../../lib/list-page';
import { searchTextCondition } from '../../lib/search-text';
import { userSearchText } from './users.repo';

const selection = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  phone: users.phone,
  role: users.role,
  language: users.language,
  active: users.active,
  createdAt: users.createdAt,
  // Exact (microseconds) for keyset paging; a JS Date keeps only milliseconds.
  createdAtKey: sql<string>`${users.createdAt}::text`,
  /** The e-mail as the database lowers it: the cursor of the e-mail sort. */
  emailKey: sql<string>`lower(${users.email})`,
  updatedAt: users.updatedAt,
  lastLoginAt: users.lastLoginAt,
};

export interface UserRecord {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  role: Role;
  language: Language;
  active: boolean;
  createdAt: Date;
  createdAtKey: string;
  emailKey: string;
  updatedAt: Date;
  lastLoginAt: Date | null;
}

/** An export row: the record plus the names of an admin's schools and villages. */
export interface UserExportRecord extends UserRecord {
  schoolNames: string | null;
  villageNames: string | null;
}

export function toManagedUser(row: UserRecord): ManagedUser {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    fullName: `${row.firstName} ${row.lastName}`.trim(),
    phone: row.phone,
    role: row.role,
    language: row.language,
    active: row.active,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
  };
}

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
export function userSortKeys(sort: UserSortField): Array<SortKey<UserRecord>> {
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

export async function findUserPage(
  db: Database,
  visibleRoles: readonly Role[],
  query: UserFilters,
  window: RowWindow,
): Promise<UserRecord[]> {
  const rows = await db
    .select(selection)
    .from(users)
    .where(and(filterConditions(visibleRoles, query), window.keyset))
    .orderBy(...window.orderBy)
    .limit(window.limit)
    .offset(window.offset);
  return rows as UserRecord[];
}

export async function countUsers(
  db: Database,
  visibleRoles: readonly Role[],
  query: UserFilters,
): Promise<ListTotal> {
  return countUpTo(
    db,
    db
      .select({ one: sql`1` })
      .from(users)
      .where(filterConditions(visibleRoles, query))
      .$dynamic(),
  );
}

/** One batch of an export: the rows after `after` in the list's order (keyset). */
export async function findUserBatch(
  db: Database,
  visibleRoles: readonly Role[],
  query: UserFilters,
  after: UserRecord | undefined,
  limit: number,
): Promise<UserExportRecord[]> {
  const keys = userSortKeys(query.sort);
  const rows = await db
    .select({
      ...selection,
      // Spelled with aliases: Drizzle leaves columns unqualified in a single-table select.
      schoolNames: sql<
        string | null
      >`(select string_agg(s.name, ', ' order by s.name) from ${adminSchools} a join ${schools} s on s.id = a.school_id where a.user_id = ${users}.id)`,
      villageNames: sql<
        string | null
      >`(select string_agg(v.name, ', ' order by v.name) from ${adminVillages} a join ${villages} v on v.id = a.village_id where a.user_id = ${users}.id)`,
    })
    .from(users)
    .where(
      and(
        filterConditions(visibleRoles, query),
        after === undefined ? undefined : rowsAfter(keys, query.order, after),
      ),
    )
    .orderBy(...orderByKeys(keys, query.order))
    .limit(limit);
  return rows as UserExportRecord[];
}

export async function findVisibleUser(
  db: Database,
  visibleRoles: readonly Role[],
  id: number,
): Promise<UserRecord | undefined> {
  const [row] = await db
    .select(selection)
    .from(users)
    .where(and(eq(users.id, id), inArray(users.role, [...visibleRoles])));
  return row as UserRecord | undefined;
}

export interface LockedUser {
  id: number;
  role: Role;
  active: boolean;
  email: string;
  firstName: string;
  lastName: string;
}

/**
 * Locks the user's row and every active super admin's row, in id order (so two such
 * transactions never deadlock), until the transaction ends. A concurrent change that demotes
 * or deactivates a super admin waits here, then sees the committed result: two requests can
 * never both remove "the other" last super admin.
 */
export async function lockUserWithActiveSuperAdmins(
  tx: Database,
  id: number,
): Promise<LockedUser[]> {
  const rows = await tx
    .select({
      id: users.id,
      role: users.role,
      active: users.active,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(users)
    .where(or(eq(users.id, id), and(eq(users.role, 'SUPER_ADMIN'), eq(users.active, true))))
    .orderBy(asc(users.id))
    .for('update');
  return rows as LockedUser[];
}

export interface ManagedUserChanges {
  firstName?: string;
  lastName?: string;
  phone?: string;
  language?: Language;
  role?: Role;
}

/** Applies the changes to a locked user (`current` is its locked row), keeping the search text. */
export async function updateManagedUser(
  tx: Database,
  current: LockedUser,
  changes: ManagedUserChanges,
  now: Date,
): Promise<void> {
  const firstName = changes.firstName ?? current.firstName;
  const lastName = changes.lastName ?? current.lastName;
  await tx
    .update(users)
    .set({
      ...changes,
      searchText: userSearchText({ firstName, lastName, email: current.email }),
      updatedAt: now,
    })
    .where(eq(users.id, current.id));
}

export async function setUserActive(
  tx: Database,
  id: number,
  active: boolean,
  now: Date,
): Promise<void> {
  await tx.update(users).set({ active, updatedAt: now }).where(eq(users.id, id));
}
