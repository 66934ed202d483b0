// /edrocks/api/admins ("Admin users") and /edrocks/api/users ("All users"): the same endpoints
// on two screens, registered once per screen; an admin's schools and villages under admins.
import type { FastifyInstance } from 'fastify';
import {
  ADMIN_SCOPE_ENDPOINTS,
  ADMIN_USER_EXPORT_COLUMNS,
  ADMIN_USER_ROLES,
  USER_ENDPOINTS,
  USER_EXPORT_COLUMNS,
  adminRoleLabelKey,
  roleLabelKey,
  type AdminUserRole,
  type MessageKey,
  type UserExportColumn,
  type UserScreen,
} from '@portal/shared';
import { endpointRoute } from '../../lib/endpoint-route';
import type { ExportColumn } from '../../lib/export';
import { listRoutes } from '../../lib/list-routes';
import type { UserExportRecord } from './users-admin.repo';
import type { UsersService } from './users.service';

/** Both screens' endpoints have the same shape; the list and bodies differ by screen. */
type UserScreenEndpoints = (typeof USER_ENDPOINTS)[keyof typeof USER_ENDPOINTS];

const EXPORT_FILES = {
  adminUsers: { fileName: 'usersExport.adminsFileName', columns: ADMIN_USER_EXPORT_COLUMNS },
  allUsers: { fileName: 'usersExport.usersFileName', columns: USER_EXPORT_COLUMNS },
} as const satisfies Record<
  UserScreen,
  { fileName: MessageKey; columns: readonly UserExportColumn[] }
>;

function isAdminUserRole(role: string): role is AdminUserRole {
  return (ADMIN_USER_ROLES as readonly string[]).includes(role);
}

function exportColumns(
  t: (key: MessageKey) => string,
  columns: readonly UserExportColumn[],
): ExportColumn<UserExportRecord>[] {
  const yesNo = (value: boolean) => t(value ? 'usersExport.yes' : 'usersExport.no');
  const values: Record<UserExportColumn, ExportColumn<UserExportRecord>['value']> = {
    lastName: (row) => row.lastName,
    firstName: (row) => row.firstName,
    email: (row) => row.email,
    phone: (row) => row.phone,
    adminType: (row) => (isAdminUserRole(row.role) ? t(adminRoleLabelKey(row.role)) : ''),
    role: (row) => t(roleLabelKey(row.role)),
    schools: (row) => row.schoolNames ?? '',
    villages: (row) => row.villageNames ?? '',
    language: (row) => row.language,
    active: (row) => yesNo(row.active),
    createdAt: (row) => row.createdAt,
    lastLoginAt: (row) => row.lastLoginAt,
  };
  return columns.map((column) => ({ header: t(`usersExport.${column}`), value: values[column] }));
}

export function usersRoutes(app: FastifyInstance, users: UsersService): void {
  for (const screen of ['adminUsers', 'allUsers'] as const) {
    const endpoints: UserScreenEndpoints = USER_ENDPOINTS[screen];
    const { fileName, columns } = EXPORT_FILES[screen];
    listRoutes(
      app,
      { list: endpoints.list, export: endpoints.export },
      {
        page: ({ auth, query }) => users.list(auth, screen, query),
        exportFile: ({ auth, query: { format: _format, ...filters } }) => ({
          fileName,
          columns: (t) => exportColumns(t, columns),
          rows: users.exportRows(auth, screen, filters),
        }),
      },
    );
    endpointRoute(app, endpoints.get, ({ auth, params }) => users.get(auth, screen, params.id));
    endpointRoute(app, endpoints.create, ({ auth, body }) => users.create(auth, screen, body));
    endpointRoute(app, endpoints.update, ({ auth, params, body }) =>
      users.update(auth, screen, params.id, body),
    );
    endpointRoute(app, endpoints.deactivate, ({ auth, params }) =>
      users.deactivate(auth, screen, params.id),
    );
    endpointRoute(app, endpoints.activate, ({ auth, params }) =>
      users.activate(auth, screen, params.id),
    );
    endpointRoute(app, endpoints.passwordReset, ({ auth, params }) =>
      users.sendPasswordReset(auth, screen, params.id),
    );
  }
  endpointRoute(app, ADMIN_SCOPE_ENDPOINTS.get, ({ auth, params }) =>
    users.getScope(auth, params.id),
  );
  endpointRoute(app, ADMIN_SCOPE_ENDPOINTS.replace, ({ auth, params, body }) =>
    users.replaceScope(auth, params.id, body),
  );
}
