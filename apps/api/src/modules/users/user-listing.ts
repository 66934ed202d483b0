// The accounts lists of the two screens and their exports (user-list.ts describes them).
import type { ManagedUserPage, UserScreen } from '@portal/shared';
import type { PageRequest } from '../../lib/list-page';
import type { AuthContext } from '../../lib/auth-context';
import { userExportList, userList, type UserFilters } from './user-list';
import type { UserExportRecord } from './users-admin.repo';
import { visibleRoles, type UsersContext } from './users-context';

export async function listUsers(
  { db }: UsersContext,
  auth: AuthContext,
  screen: UserScreen,
  query: UserFilters & PageRequest,
): Promise<ManagedUserPage> {
  return userList.page(db, visibleRoles(auth, screen), query);
}

/** Every row of the filtered list, in its order, read in keyset batches. */
export function exportUserRows(
  { db }: UsersContext,
  auth: AuthContext,
  screen: UserScreen,
  query: UserFilters,
): AsyncIterable<UserExportRecord> {
  return userExportList.rows(db, visibleRoles(auth, screen), query);
}
