// "Admin users" and "All users" share every endpoint shape (USER_ENDPOINTS[screen]); these
// tables pick the right screens and query keys.
import type { UserScreen } from '@portal/shared';
import { PATHS } from '../../../config/paths';
import { recordKeys } from '../../../config/query-keys';

export const USER_PATHS: Record<UserScreen, { list: string; create: string; edit: string }> = {
  adminUsers: { list: PATHS.admins, create: PATHS.adminNew, edit: PATHS.adminEdit },
  allUsers: { list: PATHS.users, create: PATHS.userNew, edit: PATHS.userEdit },
};

/** Both screens show the same accounts: one cache root, refreshed together. */
export const userKeys = recordKeys('users');
