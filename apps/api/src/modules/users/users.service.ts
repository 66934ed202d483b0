// User accounts on the "Admin users" and "All users" screens: list, export, details, create
// (the new user chooses a password through an e-mailed link), edit, deactivate and activate,
// password reset links, and an admin's schools and villages.
//
// Rules: who manages whom is MANAGED_ROLES (shared roles.ts): accounts outside it are not found
// and their roles cannot be given. The last active super admin is protected by row locks (see
// lockUserWithActiveSuperAdmins), so parallel requests cannot both remove one.
import { bindUseCases } from '../../lib/use-cases';
import { getScope, replaceScope } from './admin-scopes';
import { createUser, updateUser } from './user-accounts';
import { activateUser, deactivateUser, sendPasswordReset } from './user-activation';
import { exportUserRows, listUsers } from './user-listing';
import { getVisibleUser, type UsersServiceDeps } from './users-context';

export type { UsersServiceDeps } from './users-context';
export type { NewUserInput } from './user-accounts';

export function createUsersService(deps: UsersServiceDeps) {
  return bindUseCases(deps, {
    list: listUsers,
    exportRows: exportUserRows,
    get: getVisibleUser,
    create: createUser,
    update: updateUser,
    deactivate: deactivateUser,
    activate: activateUser,
    sendPasswordReset,
    getScope,
    replaceScope,
  });
}

export type UsersService = ReturnType<typeof createUsersService>;
