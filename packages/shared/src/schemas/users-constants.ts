// User accounts: the plain values the screens and the schemas share (the admin roles and their
// labels, sorts, limits, export columns). Kept apart from the schemas (users.ts) so that a
// screen that only lists accounts needs no validator in the browser
// (docs/decisions/028-validator-off-the-first-paint.md).
import type { MessageKey } from '../messages';
import type { Role } from '../roles';

/** The roles listed on "Admin users". */
export const ADMIN_USER_ROLES = [
  'SUPER_ADMIN',
  'GLOBAL_ADMIN',
  'ADMIN',
] as const satisfies readonly Role[];
export type AdminUserRole = (typeof ADMIN_USER_ROLES)[number];

/**
 * The "Admin users" screen labels a super admin `role_1` (Super Administrator) and the other
 * admins `role_2` (Administrator). Translate with adminRoleLabelKey().
 */
export const ADMIN_ROLE_LABELS = {
  SUPER_ADMIN: 'role_1',
  GLOBAL_ADMIN: 'role_2',
  ADMIN: 'role_2',
} as const satisfies Record<AdminUserRole, 'role_1' | 'role_2'>;

/** "Super Administrator" / "Administrator" (message `adminRoles.role_1|2`). */
export function adminRoleLabelKey(role: AdminUserRole): MessageKey {
  return `adminRoles.${ADMIN_ROLE_LABELS[role]}`;
}

/** The name of a role everywhere else ("Super admin", "Global admin", ... : message `roles.<ROLE>`). */
export function roleLabelKey(role: Role): MessageKey {
  return `roles.${role}`;
}

export const USER_SORT_FIELDS = ['lastName', 'firstName', 'email', 'createdAt'] as const;
export type UserSortField = (typeof USER_SORT_FIELDS)[number];

/** The most places one admin may be assigned of each kind in one request. */
export const ADMIN_SCOPE_MAX_PLACES = 1000;

// ---------------------------------------------------------------------------------------------
// Export columns, in order; each header is the message `usersExport.<column>` (file names
// `usersExport.adminsFileName` / `usersExport.usersFileName`).

export const ADMIN_USER_EXPORT_COLUMNS = [
  'lastName',
  'firstName',
  'email',
  'phone',
  'adminType',
  'role',
  'schools',
  'villages',
  'language',
  'active',
  'createdAt',
  'lastLoginAt',
] as const;

export const USER_EXPORT_COLUMNS = [
  'lastName',
  'firstName',
  'email',
  'phone',
  'role',
  'language',
  'active',
  'createdAt',
  'lastLoginAt',
] as const;

export type UserExportColumn =
  (typeof ADMIN_USER_EXPORT_COLUMNS)[number] | (typeof USER_EXPORT_COLUMNS)[number];

/** "Admin users" and "All users": their API paths (users-endpoints.ts). */
export const USER_PATHS = {
  admins: '/edrocks/api/admins',
  adminsExport: '/edrocks/api/admins/export',
  admin: '/edrocks/api/admins/:id',
  adminDeactivate: '/edrocks/api/admins/:id/deactivate',
  adminActivate: '/edrocks/api/admins/:id/activate',
  adminPasswordReset: '/edrocks/api/admins/:id/password-reset',
  adminScope: '/edrocks/api/admins/:id/scope',
  users: '/edrocks/api/users',
  usersExport: '/edrocks/api/users/export',
  user: '/edrocks/api/users/:id',
  userDeactivate: '/edrocks/api/users/:id/deactivate',
  userActivate: '/edrocks/api/users/:id/activate',
  userPasswordReset: '/edrocks/api/users/:id/password-reset',
} as const;
