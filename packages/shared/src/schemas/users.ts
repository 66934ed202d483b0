// User accounts, managed on two screens: "Admin users" (`/edrocks/admins`: super admins, global
// admins and admins, with each admin's schools and villages) and "All users" (`/edrocks/users`:
// every role). Both have the same endpoints, under USER_PATHS.admins and USER_PATHS.users (paths in
// api-paths.ts; the endpoints in users-endpoints.ts, the plain values in users-constants.ts):
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
//   GET   USER_PATHS.adminScope(id)                                            -> adminScopeSchema
//   PUT   USER_PATHS.adminScope(id)         updateAdminScopeBodySchema         -> adminScopeSchema
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
import { LANGUAGES } from '../constants';
import { fieldMessage } from '../messages';
import { ROLES } from '../roles';
import { emailField, idParam, languageField, nameField, phoneField } from './common';
import {
  PAGING_FIELDS,
  booleanFilter,
  exportFormatSchema,
  listQuerySchema,
  pageSchema,
} from './lists-query';
import { ADMIN_SCOPE_MAX_PLACES, ADMIN_USER_ROLES, USER_SORT_FIELDS } from './users-constants';

const invalid = fieldMessage('validation.invalidValue');
/** "Required" when the field is missing, "This value is not valid" for a wrong value. */
const requiredOrInvalid = (issue: { input?: unknown }) =>
  issue.input === undefined ? fieldMessage('validation.required') : invalid;

/** `:id` of USER_PATHS.admin / USER_PATHS.user and the paths under them. */
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

/**
 * GET USER_PATHS.users: `?q=&page=&pageSize=&sort=lastName|firstName|email|createdAt&order=&role=&active=`.
 * `q` matches names and e-mail without accents or case.
 */
export const userListQuerySchema = listQuerySchema(USER_SORT_FIELDS, {
  role: z.enum(ROLES, { error: invalid }).optional(),
  active: booleanFilter,
});
export type UserListQuery = z.input<typeof userListQuerySchema>;

/** GET USER_PATHS.admins: the same, `role` limited to the admin roles. */
export const adminUserListQuerySchema = listQuerySchema(USER_SORT_FIELDS, {
  role: z.enum(ADMIN_USER_ROLES, { error: invalid }).optional(),
  active: booleanFilter,
});
export type AdminUserListQuery = z.input<typeof adminUserListQuerySchema>;

/** GET USER_PATHS.usersExport: the list's query plus `format=csv|xlsx`; every filtered row. */
export const userExportQuerySchema = userListQuerySchema
  .omit(PAGING_FIELDS)
  .extend({ format: exportFormatSchema });
export type UserExportQuery = z.input<typeof userExportQuerySchema>;

/** GET USER_PATHS.adminsExport: the admins list's query plus `format=csv|xlsx`. */
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

/** POST USER_PATHS.users. No password: the new user gets an e-mail with a link to choose one. */
export const createUserBodySchema = z.object({
  ...userFields,
  email: emailField,
  phone: userFields.phone.default(''),
  language: userFields.language.default('en-US'),
});
export type CreateUserBody = z.input<typeof createUserBodySchema>;

/** POST USER_PATHS.admins: the same, `role` limited to the admin roles. */
export const createAdminUserBodySchema = createUserBodySchema.extend({
  role: z.enum(ADMIN_USER_ROLES, { error: requiredOrInvalid }),
});
export type CreateAdminUserBody = z.input<typeof createAdminUserBodySchema>;

/** PATCH USER_PATHS.user(id): only the fields sent change. The e-mail cannot be changed. */
export const updateUserBodySchema = z.object(userFields).partial();
export type UpdateUserBody = z.input<typeof updateUserBodySchema>;

/** PATCH USER_PATHS.admin(id): the same, `role` limited to the admin roles. */
export const updateAdminUserBodySchema = updateUserBodySchema.extend({
  role: z.enum(ADMIN_USER_ROLES, { error: invalid }).optional(),
});
export type UpdateAdminUserBody = z.input<typeof updateAdminUserBodySchema>;

// ---------------------------------------------------------------------------------------------
// An admin's schools and villages

export const scopePlaceSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** A disabled place stays assigned (and visible to the admin) until it is removed here. */
  enabled: z.boolean(),
});

/** GET/PUT USER_PATHS.adminScope(id): the places the admin works with, by name. */
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

/** PUT USER_PATHS.adminScope(id): the complete new lists (they replace the old ones; [] removes all). */
export const updateAdminScopeBodySchema = z.object({
  schoolIds: scopeIds,
  villageIds: scopeIds,
});
export type UpdateAdminScopeBody = z.input<typeof updateAdminScopeBodySchema>;
