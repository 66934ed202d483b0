// User accounts: the endpoints of "Admin users" (/edrocks/api/admins) and "All users"
// (/edrocks/api/users), plus an admin's schools and villages on "Admin users" (the list in
// users.ts' header), apart from the schemas they name so that the web's build can keep each
// endpoint's method and path without the schemas (apps/web/web-contracts-plugin.ts).
import { USER_PATHS } from './users-constants';
import { defineEndpoint, fileAnswerSchema, noContentSchema } from '../endpoint';
import {
  adminScopeSchema,
  adminUserExportQuerySchema,
  adminUserListQuerySchema,
  createAdminUserBodySchema,
  createUserBodySchema,
  managedUserPageSchema,
  managedUserSchema,
  updateAdminScopeBodySchema,
  updateAdminUserBodySchema,
  updateUserBodySchema,
  userExportQuerySchema,
  userIdParamsSchema,
  userListQuerySchema,
} from './users';

/** Each screen's tag and paths. */
const USER_SCREEN_API = {
  adminUsers: {
    tag: 'admin users',
    list: USER_PATHS.admins,
    export: USER_PATHS.adminsExport,
    one: USER_PATHS.admin,
    deactivate: USER_PATHS.adminDeactivate,
    activate: USER_PATHS.adminActivate,
    passwordReset: USER_PATHS.adminPasswordReset,
  },
  allUsers: {
    tag: 'all users',
    list: USER_PATHS.users,
    export: USER_PATHS.usersExport,
    one: USER_PATHS.user,
    deactivate: USER_PATHS.userDeactivate,
    activate: USER_PATHS.userActivate,
    passwordReset: USER_PATHS.userPasswordReset,
  },
} as const;

/**
 * Each screen's schemas, apart from its paths and read only inside the endpoints' schema
 * properties: the web's build drops those properties, and then this object and the schemas
 * with it (a list screen loads no validator).
 */
const USER_SCREEN_SCHEMAS = {
  adminUsers: {
    listQuery: adminUserListQuerySchema,
    exportQuery: adminUserExportQuerySchema,
    createBody: createAdminUserBodySchema,
    updateBody: updateAdminUserBodySchema,
  },
  allUsers: {
    listQuery: userListQuerySchema,
    exportQuery: userExportQuerySchema,
    createBody: createUserBodySchema,
    updateBody: updateUserBodySchema,
  },
} as const;
type UserScreenSchemas<S extends keyof typeof USER_SCREEN_SCHEMAS> =
  (typeof USER_SCREEN_SCHEMAS)[S];

function userScreenEndpoints<S extends 'adminUsers' | 'allUsers'>(screen: S) {
  const paths = USER_SCREEN_API[screen];
  const read = { area: screen, mode: 'read' } as const;
  const write = { area: screen, mode: 'write' } as const;
  const tag = paths.tag;
  return {
    list: defineEndpoint({
      method: 'GET',
      path: paths.list,
      access: read,
      tag,
      summary: 'Accounts the caller manages on this screen (paged, sorted, searched, filtered)',
      query: USER_SCREEN_SCHEMAS[screen].listQuery as UserScreenSchemas<S>['listQuery'],
      responses: { 200: managedUserPageSchema },
      errors: [400, 401, 403],
    }),
    export: defineEndpoint({
      method: 'GET',
      path: paths.export,
      access: read,
      tag,
      summary: 'The filtered list as CSV or Excel',
      query: USER_SCREEN_SCHEMAS[screen].exportQuery as UserScreenSchemas<S>['exportQuery'],
      download: true,
      responses: { 200: fileAnswerSchema },
      errors: [400, 401, 403],
    }),
    get: defineEndpoint({
      method: 'GET',
      path: paths.one,
      access: read,
      tag,
      summary: 'One account (404 when the caller does not manage it)',
      params: userIdParamsSchema,
      responses: { 200: managedUserSchema },
      errors: [400, 401, 403, 404],
    }),
    create: defineEndpoint({
      method: 'POST',
      path: paths.list,
      access: write,
      tag,
      summary: 'Creates an account; the new user gets an e-mail to choose a password',
      body: USER_SCREEN_SCHEMAS[screen].createBody as UserScreenSchemas<S>['createBody'],
      responses: { 201: managedUserSchema },
      errors: [400, 401, 403, 409],
    }),
    update: defineEndpoint({
      method: 'PATCH',
      path: paths.one,
      access: write,
      tag,
      summary: 'Changes names, phone, language or role',
      params: userIdParamsSchema,
      body: USER_SCREEN_SCHEMAS[screen].updateBody as UserScreenSchemas<S>['updateBody'],
      responses: { 200: managedUserSchema },
      errors: [400, 401, 403, 404, 409],
    }),
    deactivate: defineEndpoint({
      method: 'POST',
      path: paths.deactivate,
      access: write,
      tag,
      summary: 'Deactivates the account: no sign-in, every session ends',
      params: userIdParamsSchema,
      responses: { 200: managedUserSchema },
      errors: [400, 401, 403, 404, 409],
    }),
    activate: defineEndpoint({
      method: 'POST',
      path: paths.activate,
      access: write,
      tag,
      summary: 'Activates the account again',
      params: userIdParamsSchema,
      responses: { 200: managedUserSchema },
      errors: [400, 401, 403, 404],
    }),
    passwordReset: defineEndpoint({
      method: 'POST',
      path: paths.passwordReset,
      access: write,
      tag,
      summary: 'E-mails the user a link to choose a new password',
      params: userIdParamsSchema,
      responses: { 202: noContentSchema },
      errors: [400, 401, 403, 404, 409],
    }),
  };
}

export const USER_ENDPOINTS = {
  adminUsers: userScreenEndpoints('adminUsers'),
  allUsers: userScreenEndpoints('allUsers'),
};

export const ADMIN_SCOPE_ENDPOINTS = {
  get: defineEndpoint({
    method: 'GET',
    path: USER_PATHS.adminScope,
    access: { area: 'adminUsers', mode: 'read' },
    tag: 'admin users',
    summary: "An admin's schools and villages (empty for other roles)",
    params: userIdParamsSchema,
    responses: { 200: adminScopeSchema },
    errors: [400, 401, 403, 404],
  }),
  replace: defineEndpoint({
    method: 'PUT',
    path: USER_PATHS.adminScope,
    access: { area: 'adminUsers', mode: 'write' },
    tag: 'admin users',
    summary: "Replaces an admin's schools and villages",
    params: userIdParamsSchema,
    body: updateAdminScopeBodySchema,
    responses: { 200: adminScopeSchema },
    errors: [400, 401, 403, 404, 409],
  }),
};
