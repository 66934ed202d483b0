// Queries behind the "Admin users" and "All users" screens (their list is user-list.ts). Every
// query is limited to the roles the caller manages on the screen (MANAGED_ROLES): other accounts
// are simply not found.
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Language, Role } from '@portal/shared';
import type { Database } from '../../db/client';
import { users } from '../../db/schema/index';
import { userSearchText } from './users.repo';

/** The columns of an account as the screens show it (a list row, the details). */
export const managedUserColumns = {
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

export async function findVisibleUser(
  db: Database,
  visibleRoles: readonly Role[],
  id: number,
): Promise<UserRecord | undefined> {
  const [row] = await db
    .select(managedUserColumns)
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
