// /edrocks/api/admins ("Admin users") and /edrocks/api/users ("All users"): the same endpoints
// on two screens, registered once per screen; an admin's schools and villages under admins.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminRoleLabelKey,
  adminScopeSchema,
  adminUserExportQuerySchema,
  adminUserListQuerySchema,
  ADMIN_USER_EXPORT_COLUMNS,
  ADMIN_USER_ROLES,
  API,
  createAdminUserBodySchema,
  createUserBodySchema,
  formatMessage,
  managedUserPageSchema,
  managedUserSchema,
  roleLabelKey,
  updateAdminScopeBodySchema,
  updateAdminUserBodySchema,
  updateUserBodySchema,
  userExportQuerySchema,
  userIdParamsSchema,
  userListQuerySchema,
  USER_EXPORT_COLUMNS,
  type AdminUserRole,
  type MessageKey,
  type UserExportColumn,
  type UserScreen,
} from '@portal/shared';
import { z } from 'zod';
import { sendExport, type ExportColumn } from '../../lib/export';
import { resolveLanguage } from '../../lib/language';
import { errorResponses, noContentSchema, noStore } from '../../lib/schemas';
import { getAuth, type RequireAccess } from '../../plugins/auth';
import type { UserExportRecord } from './users-admin.repo';
import type { UsersService } from './users.service';

const SCREENS = {
  adminUsers: {
    tag: 'admin users',
    list: API.admins,
    export: API.adminsExport,
    one: API.admin,
    deactivate: API.adminDeactivate,
    activate: API.adminActivate,
    passwordReset: API.adminPasswordReset,
    listQuery: adminUserListQuerySchema,
    exportQuery: adminUserExportQuerySchema,
    createBody: createAdminUserBodySchema,
    updateBody: updateAdminUserBodySchema,
    columns: ADMIN_USER_EXPORT_COLUMNS,
    fileName: 'usersExport.adminsFileName',
  },
  allUsers: {
    tag: 'all users',
    list: API.users,
    export: API.usersExport,
    one: API.user,
    deactivate: API.userDeactivate,
    activate: API.userActivate,
    passwordReset: API.userPasswordReset,
    listQuery: userListQuerySchema,
    exportQuery: userExportQuerySchema,
    createBody: createUserBodySchema,
    updateBody: updateUserBodySchema,
    columns: USER_EXPORT_COLUMNS,
    fileName: 'usersExport.usersFileName',
  },
} as const;

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

export const usersRoutes: FastifyPluginAsyncZod<{
  screen: UserScreen;
  users: UsersService;
  requireAccess: RequireAccess;
}> = async (app, { screen, users, requireAccess }) => {
  noStore(app);
  const config = SCREENS[screen];
  const tags = [config.tag];
  const security = [{ bearer: [] }];
  const read = requireAccess(screen, 'read');
  const write = requireAccess(screen, 'write');

  app.get(
    config.list,
    {
      preHandler: read,
      schema: {
        tags,
        security,
        summary: 'Accounts the caller manages on this screen (paged, sorted, searched, filtered)',
        querystring: config.listQuery,
        response: { 200: managedUserPageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    (request) => users.list(getAuth(request), screen, request.query),
  );

  app.get(
    config.export,
    {
      preHandler: read,
      schema: {
        tags,
        security,
        summary: 'The filtered list as CSV or Excel',
        querystring: config.exportQuery,
        response: {
          200: z.unknown().describe('A CSV (text/csv) or Excel (xlsx) file'),
          ...errorResponses(400, 401, 403),
        },
      },
    },
    (request, reply) => {
      const language = resolveLanguage(request.headers['accept-language']);
      const t = (key: MessageKey) => formatMessage(language, key);
      const { format, ...query } = request.query;
      return sendExport(reply, {
        format,
        fileName: `${t(config.fileName)}-${new Date().toISOString().slice(0, 10)}`,
        columns: exportColumns(t, config.columns),
        rows: users.exportRows(getAuth(request), screen, query),
      });
    },
  );

  app.get(
    config.one,
    {
      preHandler: read,
      schema: {
        tags,
        security,
        summary: 'One account (404 when the caller does not manage it)',
        params: userIdParamsSchema,
        response: { 200: managedUserSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (request) => users.get(getAuth(request), screen, request.params.id),
  );

  app.post(
    config.list,
    {
      preHandler: write,
      schema: {
        tags,
        security,
        summary: 'Creates an account; the new user gets an e-mail to choose a password',
        body: config.createBody,
        response: { 201: managedUserSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const user = await users.create(getAuth(request), screen, request.body);
      return reply.code(201).send(user);
    },
  );

  app.patch(
    config.one,
    {
      preHandler: write,
      schema: {
        tags,
        security,
        summary: 'Changes names, phone, language or role',
        params: userIdParamsSchema,
        body: config.updateBody,
        response: { 200: managedUserSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    (request) => users.update(getAuth(request), screen, request.params.id, request.body),
  );

  app.post(
    config.deactivate,
    {
      preHandler: write,
      schema: {
        tags,
        security,
        summary: 'Deactivates the account: no sign-in, every session ends',
        params: userIdParamsSchema,
        response: { 200: managedUserSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    (request) => users.deactivate(getAuth(request), screen, request.params.id),
  );

  app.post(
    config.activate,
    {
      preHandler: write,
      schema: {
        tags,
        security,
        summary: 'Activates the account again',
        params: userIdParamsSchema,
        response: { 200: managedUserSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (request) => users.activate(getAuth(request), screen, request.params.id),
  );

  app.post(
    config.passwordReset,
    {
      preHandler: write,
      schema: {
        tags,
        security,
        summary: 'E-mails the user a link to choose a new password',
        params: userIdParamsSchema,
        response: { 202: noContentSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      await users.sendPasswordReset(getAuth(request), screen, request.params.id);
      return reply.code(202).send(null);
    },
  );

  if (screen !== 'adminUsers') return;

  app.get(
    API.adminScope,
    {
      preHandler: read,
      schema: {
        tags,
        security,
        summary: "An admin's schools and villages (empty for other roles)",
        params: userIdParamsSchema,
        response: { 200: adminScopeSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (request) => users.getScope(getAuth(request), request.params.id),
  );

  app.put(
    API.adminScope,
    {
      preHandler: write,
      schema: {
        tags,
        security,
        summary: "Replaces an admin's schools and villages",
        params: userIdParamsSchema,
        body: updateAdminScopeBodySchema,
        response: { 200: adminScopeSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    (request) => users.replaceScope(getAuth(request), request.params.id, request.body),
  );
};
