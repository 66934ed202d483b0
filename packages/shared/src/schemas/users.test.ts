import { describe, expect, it } from 'vitest';
import { formatMessage } from '../messages';
import { managedRoles, ROLES } from '../roles';
import {
  ADMIN_USER_EXPORT_COLUMNS,
  ADMIN_USER_ROLES,
  adminRoleLabelKey,
  roleLabelKey,
  USER_EXPORT_COLUMNS,
} from './users-constants';
import { updateAdminScopeBodySchema } from './users';

describe('who manages whom', () => {
  it('follows PRODUCT.md: global admins manage admins only, and never super admins', () => {
    expect(managedRoles('SUPER_ADMIN', 'adminUsers')).toEqual([
      'SUPER_ADMIN',
      'GLOBAL_ADMIN',
      'ADMIN',
    ]);
    expect(managedRoles('SUPER_ADMIN', 'allUsers')).toEqual(ROLES);
    expect(managedRoles('GLOBAL_ADMIN', 'adminUsers')).toEqual(['ADMIN']);
    expect(managedRoles('GLOBAL_ADMIN', 'allUsers')).not.toContain('SUPER_ADMIN');
    for (const role of ['ADMIN', 'SPONSOR', 'STUDENT'] as const) {
      expect(managedRoles(role, 'adminUsers')).toEqual([]);
      expect(managedRoles(role, 'allUsers')).toEqual([]);
    }
  });
});

describe('role labels', () => {
  it('call a super admin role_1 and the other admins role_2 on the admin users screen', () => {
    expect(ADMIN_USER_ROLES.map((role) => formatMessage('en-US', adminRoleLabelKey(role)))).toEqual(
      ['Super Administrator', 'Administrator', 'Administrator'],
    );
    expect(formatMessage('es-CO', adminRoleLabelKey('SUPER_ADMIN'))).toBe('Superadministrador');
    expect(ROLES.map((role) => formatMessage('en-US', roleLabelKey(role)))).toEqual([
      'Super admin',
      'Global admin',
      'Admin',
      'Sponsor',
      'Student',
    ]);
  });

  it('translate every export header', () => {
    for (const column of [...ADMIN_USER_EXPORT_COLUMNS, ...USER_EXPORT_COLUMNS]) {
      expect(formatMessage('es-CO', `usersExport.${column}`)).not.toContain('usersExport');
    }
  });
});

describe('scope body', () => {
  it('drops repeated ids and refuses anything but whole positive numbers', () => {
    expect(updateAdminScopeBodySchema.parse({ schoolIds: [3, 3, 1], villageIds: [] })).toEqual({
      schoolIds: [3, 1],
      villageIds: [],
    });
    for (const body of [
      { schoolIds: [0], villageIds: [] },
      { schoolIds: ['2'], villageIds: [] },
      { schoolIds: [] },
    ]) {
      expect(updateAdminScopeBodySchema.safeParse(body).success).toBe(false);
    }
  });
});
