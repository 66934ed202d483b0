// User accounts, managed on two screens: "Admin users" (`/edrocks/admins`: super admins, global
// admins and admins, with each admin's schools and villages) and "All users" (`/edrocks/users`:
// every role). Both have the same endpoints, under API.admins and API.users:
//
//   GET   {base}                     adminUserListQuerySchema | userListQuerySchema -> managedUserPageSchema
//   GET   {base}/export              adminUserExportQuerySchema | userExportQuerySchema -> CSV or XLSX
//   GET   {base}/:id                                                     -> managedUserSchema
//   POST  {base}                     createAdminUserBodySchema | createUserBodySchema -> 201 managedUserSchema
//   PATCH {base}/:id                 updateAdminUserBodySchema | updateUserBodySchema -> managedUserSchema
//   POST  {base}/:id/deactivate      (no body)                           -> managedUserSchema
//   POST  {base}/:id/activate        (no body)                           -> managedUserSchema
//   POST  {base}/:id/password-reset  (no body)                           -> 202, no body
// and for admins only:
//   GET   API.adminScope(id)                                            -> adminScopeSchema
//   PUT   API.adminScope(id)         updateAdminScopeBodySchema         -> adminScopeSchema
//
// Rules (enforced by the server):
// - Who sees whom: MANAGED_ROLES (roles.ts). A super admin manages everyone; a global admin
//   manages ADMIN accounts on "Admin users" and every account except super admins on "All
//   users". Accounts outside that set are invisible (404) and their roles cannot be given
//   (403 ROLE_NOT_ALLOWED): a global admin can never create, see, edit, promote anyone to, or
//   deactivate a super admin.
// - Nobody creates a password for someone else: a new account gets an e-mail with a link to
//   choose a password ("password-reset" sends a fresh one later).
// - The last active super admin cannot be demoted or deactivated (409 LAST_SUPER_ADMIN), and
//   nobody can deactivate themselves or change their own role here (409 OWN_ACCOUNT_LOCKOUT).
// - A deactivated user cannot sign in, and their sessions end at once.
// - The e-mail is unique whatever its case (409 EMAIL_ALREADY_REGISTERED) and cannot be changed.
// - Schools and villages are assigned to ADMIN accounts only (409 SCOPE_ONLY_FOR_ADMINS); an
//   account that stops being ADMIN loses its assignments.
import { z } from 'zod';
import { API } from '../api-paths';
import { defineEndpoint, fileAnswerSchema, noContentSchema } from '../endpoint';
import { LANGUAGES } from '../constants';
import { fieldMessage, type MessageKey } from '../messages';
import { ROLES, type Role } from '../roles';
import { emailField, idParam, languageField, nameField, phoneField } from './common';
import {
  PAGING_FIELDS,
  booleanFilter,
  exportFormatSchema,
  listQuerySchema,
  pageSchema,
} from './lists-query';

const invalid = fieldMessage('validation.invalidValue');
/** "Required" when the field is missing, "This value is not valid" for a wrong value. */
const requiredOrInvalid = (issue: { input?: unknown }) =>
  issue.input === undefined ? fieldMessage('validation.required') : invalid;

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

/** `:id` of API.admin / API.user and the paths under them. */
export const userIdParamsSchema = z.object({ id: idParam });

// ---------------------------------------------------------------------------------------------
// Answers

/** A user account as both screens show it (list row and details are the same). */
export const managedUserSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  fullName: z.string(),
  phone: z.string(),
  role: z.enum(ROLES),
  language: z.enum(LANGUAGES),
  /** false: cannot sign in (deactivated). */
  active: z.boolean(),
  /** ISO 8601. */
  createdAt: z.string(),
  updatedAt: z.string(),
  /** ISO 8601; null until the first sign-in. */
  lastLoginAt: z.string().nullable(),
});
export type ManagedUser = z.infer<typeof managedUserSchema>;

export const managedUserPageSchema = pageSchema(managedUserSchema);
export type ManagedUserPage = z.infer<typeof managedUserPageSchema>;

// ---------------------------------------------------------------------------------------------
// Lists

export const USER_SORT_FIELDS = ['lastName', 'firstName', 'email', 'createdAt'] as const;
export type UserSortField = (typeof USER_SORT_FIELDS)[number];

/**
 * GET API.users: `?q=&page=&pageSize=&sort=lastName|firstName|email|createdAt&order=&role=&active=`.
 * `q` matches names and e-mail without accents or case.
 */
export const userListQuerySchema = listQuerySchema(USER_SORT_FIELDS, {
  role: z.enum(ROLES, { error: invalid }).optional(),
  active: booleanFilter,
});
export type UserListQuery = z.input<typeof userListQuerySchema>;

/** GET API.admins: the same, `role` limited to the admin roles. */
export const adminUserListQuerySchema = listQuerySchema(USER_SORT_FIELDS, {
  role: z.enum(ADMIN_USER_ROLES, { error: invalid }).optional(),
  active: booleanFilter,
});
export type AdminUserListQuery = z.input<typeof adminUserListQuerySchema>;

/** GET API.usersExport: the list's query plus `format=csv|xlsx`; every filtered row. */
export const userExportQuerySchema = userListQuerySchema
  .omit(PAGING_FIELDS)
  .extend({ format: exportFormatSchema });
export type UserExportQuery = z.input<typeof userExportQuerySchema>;

/** GET API.adminsExport: the admins list's query plus `format=csv|xlsx`. */
export const adminUserExportQuerySchema = adminUserListQuerySchema
  .omit(PAGING_FIELDS)
  .extend({ format: exportFormatSchema });
export type AdminUserExportQuery = z.input<typeof adminUserExportQuerySchema>;

// ---------------------------------------------------------------------------------------------
// Bodies

const userFields = {
  firstName: nameField,
  lastName: nameField,
  phone: phoneField,
  language: languageField,
  role: z.enum(ROLES, { error: requiredOrInvalid }),
};

/** POST API.users. No password: the new user gets an e-mail with a link to choose one. */
export const createUserBodySchema = z.object({
  ...userFields,
  email: emailField,
  phone: userFields.phone.default(''),
  language: userFields.language.default('en-US'),
});
export type CreateUserBody = z.input<typeof createUserBodySchema>;

/** POST API.admins: the same, `role` limited to the admin roles. */
export const createAdminUserBodySchema = createUserBodySchema.extend({
  role: z.enum(ADMIN_USER_ROLES, { error: requiredOrInvalid }),
});
export type CreateAdminUserBody = z.input<typeof createAdminUserBodySchema>;

/** PATCH API.user(id): only the fields sent change. The e-mail cannot be changed. */
export const updateUserBodySchema = z.object(userFields).partial();
export type UpdateUserBody = z.input<typeof updateUserBodySchema>;

/** PATCH API.admin(id): the same, `role` limited to the admin roles. */
export const updateAdminUserBodySchema = updateUserBodySchema.extend({
  role: z.enum(ADMIN_USER_ROLES, { error: invalid }).optional(),
});
export type UpdateAdminUserBody = z.input<typeof updateAdminUserBodySchema>;

// ---------------------------------------------------------------------------------------------
// An admin's schools and villages

/** The most places one admin may be assigned of each kind in one request. */
export const ADMIN_SCOPE_MAX_PLACES = 1000;

export const scopePlaceSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** A disabled place stays assigned (and visible to the admin) until it is removed here. */
  enabled: z.boolean(),
});

/** GET/PUT API.adminScope(id): the places the admin works with, by name. */
export const adminScopeSchema = z.object({
  userId: z.number().int(),
  schools: z.array(scopePlaceSchema),
  villages: z.array(scopePlaceSchema),
});
export type AdminScope = z.infer<typeof adminScopeSchema>;

const scopeIds = z
  .array(
    z
      .number({ error: invalid })
      .int({ error: invalid })
      .positive({ error: invalid })
      .max(2_147_483_647, { error: invalid }),
    { error: invalid },
  )
  .max(ADMIN_SCOPE_MAX_PLACES, {
    error: fieldMessage('validation.maxItems', { num: ADMIN_SCOPE_MAX_PLACES }),
  })
  .transform((ids) => [...new Set(ids)]);

/** PUT API.adminScope(id): the complete new lists (they replace the old ones; [] removes all). */
export const updateAdminScopeBodySchema = z.object({
  schoolIds: scopeIds,
  villageIds: scopeIds,
});
export type UpdateAdminScopeBody = z.input<typeof updateAdminScopeBodySchema>;

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

// ---------------------------------------------------------------------------------------------
// Endpoints: the same set on "Admin users" (/edrocks/api/admins) and "All users"
// (/edrocks/api/users), plus an admin's schools and villages on "Admin users".

const USER_SCREEN_API = {
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
  },
} as const;

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
      query: paths.listQuery as (typeof USER_SCREEN_API)[S]['listQuery'],
      responses: { 200: managedUserPageSchema },
      errors: [400, 401, 403],
    }),
    export: defineEndpoint({
      method: 'GET',
      path: paths.export,
      access: read,
      tag,
      summary: 'The filtered list as CSV or Excel',
      query: paths.exportQuery as (typeof USER_SCREEN_API)[S]['exportQuery'],
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
      body: paths.createBody as (typeof USER_SCREEN_API)[S]['createBody'],
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
      body: paths.updateBody as (typeof USER_SCREEN_API)[S]['updateBody'],
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
    path: API.adminScope,
    access: { area: 'adminUsers', mode: 'read' },
    tag: 'admin users',
    summary: "An admin's schools and villages (empty for other roles)",
    params: userIdParamsSchema,
    responses: { 200: adminScopeSchema },
    errors: [400, 401, 403, 404],
  }),
  replace: defineEndpoint({
    method: 'PUT',
    path: API.adminScope,
    access: { area: 'adminUsers', mode: 'write' },
    tag: 'admin users',
    summary: "Replaces an admin's schools and villages",
    params: userIdParamsSchema,
    body: updateAdminScopeBodySchema,
    responses: { 200: adminScopeSchema },
    errors: [400, 401, 403, 404, 409],
  }),
};
