// "Admin users" and "All users" share every endpoint shape; these tables pick the right paths.
import { API, type UserScreen } from '@portal/shared';
import { PATHS } from '../../../config/paths';

interface ScreenApi {
  list: string;
  export: string;
  one: string;
  activate: string;
  deactivate: string;
  passwordReset: string;
}

export const USER_API: Record<UserScreen, ScreenApi> = {
  adminUsers: {
    list: API.admins,
    export: API.adminsExport,
    one: API.admin,
    activate: API.adminActivate,
    deactivate: API.adminDeactivate,
    passwordReset: API.adminPasswordReset,
  },
  allUsers: {
    list: API.users,
    export: API.usersExport,
    one: API.user,
    activate: API.userActivate,
    deactivate: API.userDeactivate,
    passwordReset: API.userPasswordReset,
  },
};

export const USER_PATHS: Record<UserScreen, { list: string; create: string; edit: string }> = {
  adminUsers: { list: PATHS.admins, create: PATHS.adminNew, edit: PATHS.adminEdit },
  allUsers: { list: PATHS.users, create: PATHS.userNew, edit: PATHS.userEdit },
};

export function userApiPath(template: string, id: number): string {
  return template.replace(':id', String(id));
}

/** Both screens show the same accounts: one cache root, refreshed together. */
export const usersQueryKey = ['users'] as const;
