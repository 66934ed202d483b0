// The auth contract of the seed (point 7): POST/GET /edrocks/public/auth/.
import { z } from 'zod';
import { API } from '../api-paths';
import { LANGUAGES } from '../constants';
import { defineEndpoint } from '../endpoint';
import { ROLES } from '../roles';
import {
  currentPasswordField,
  deviceIdField,
  emailField,
  languageField,
  nameField,
  newPasswordField,
  phoneField,
  withPasswordConfirmation,
} from './common';

export const roleSchema = z.enum(ROLES);

export const loginBodySchema = z.object({
  username: emailField,
  password: currentPasswordField,
  /** Sent by the mobile build: only sponsors may sign in there. */
  mobile: z.boolean().optional(),
  /** The browser's own id: a sponsor's sign-in sources are kept for the parent agreement. */
  deviceId: deviceIdField.optional(),
});
export type LoginBody = z.input<typeof loginBodySchema>;

export const refreshQuerySchema = z.object({
  refresh: z.string().min(1).max(512),
  deviceId: deviceIdField.optional(),
});

export const logoutBodySchema = z.object({
  refresh: z.string().min(1).max(512),
});

/** The user record the seed calls `data` / `userData`. */
export const userDataSchema = z.object({
  id: z.number().int(),
  role: roleSchema,
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  fullName: z.string(),
  phone: z.string(),
  language: z.enum(LANGUAGES),
  /** A short-lived signed URL of the user's photo (add `&size=thumb` for the thumbnail), or null. */
  photoUrl: z.string().nullable(),
});
export type UserData = z.infer<typeof userDataSchema>;

export const authResponseSchema = z.object({
  access: z.string(),
  refresh: z.string(),
  data: userDataSchema,
});
export type AuthResponse = z.infer<typeof authResponseSchema>;

export const recoveryRequestBodySchema = z.object({
  email: emailField,
});
export type RecoveryRequestBody = z.input<typeof recoveryRequestBodySchema>;

export const recoveryResetBodySchema = withPasswordConfirmation(
  z.object({
    token: z.string().min(1).max(512),
    password: newPasswordField,
    confirmPassword: z.string().max(512),
  }),
);
export type RecoveryResetBody = z.input<typeof recoveryResetBodySchema>;

export const changePasswordBodySchema = withPasswordConfirmation(
  z.object({
    currentPassword: currentPasswordField,
    password: newPasswordField,
    confirmPassword: z.string().max(512),
  }),
);
export type ChangePasswordBody = z.input<typeof changePasswordBodySchema>;

export const updateProfileBodySchema = z.object({
  firstName: nameField,
  lastName: nameField,
  phone: phoneField,
  language: languageField,
});
export type UpdateProfileBody = z.input<typeof updateProfileBodySchema>;

/** The language switch's choice alone: the screens and the e-mails follow one language. */
export const setLanguageBodySchema = z.object({ language: languageField });
export type SetLanguageBody = z.input<typeof setLanguageBodySchema>;

/** The answer to a recovery request: the same whether or not the e-mail has an account. */
export const recoveryAcceptedSchema = z.object({ accepted: z.literal(true) });

// ---------------------------------------------------------------------------------------------
// Endpoints: signing in and out, recovery (public), and the signed-in user's own profile.

export const AUTH_ENDPOINTS = {
  login: defineEndpoint({
    method: 'POST',
    path: API.auth,
    access: 'public',
    tag: 'auth',
    summary: 'Sign in',
    body: loginBodySchema,
    responses: { 200: authResponseSchema },
    errors: [400, 401, 429],
  }),
  refresh: defineEndpoint({
    method: 'GET',
    path: API.auth,
    access: 'public',
    tag: 'auth',
    summary: 'Refresh the session (rotates the refresh token)',
    query: refreshQuerySchema,
    responses: { 200: authResponseSchema },
    errors: [400, 401],
  }),
  logout: defineEndpoint({
    method: 'POST',
    path: API.logout,
    access: 'public',
    tag: 'auth',
    summary: 'Sign out (ends the session)',
    body: logoutBodySchema,
    responses: {},
    errors: [400],
  }),
  requestRecovery: defineEndpoint({
    method: 'POST',
    path: API.recovery,
    access: 'public',
    tag: 'auth',
    summary: 'Ask for a password recovery link by e-mail',
    body: recoveryRequestBodySchema,
    responses: { 202: recoveryAcceptedSchema },
    errors: [400, 429],
  }),
  resetPassword: defineEndpoint({
    method: 'POST',
    path: API.recoveryReset,
    access: 'public',
    tag: 'auth',
    summary: 'Set a new password with a recovery link',
    body: recoveryResetBodySchema,
    responses: {},
    errors: [400],
  }),
};

export const PROFILE_ENDPOINTS = {
  get: defineEndpoint({
    method: 'GET',
    path: API.me,
    access: { area: 'profile', mode: 'read' },
    tag: 'profile',
    summary: 'The signed-in user',
    responses: { 200: userDataSchema },
    errors: [401, 403],
  }),
  update: defineEndpoint({
    method: 'PATCH',
    path: API.me,
    access: { area: 'profile', mode: 'write' },
    tag: 'profile',
    summary: 'Change names, phone and language',
    body: updateProfileBodySchema,
    responses: { 200: userDataSchema },
    errors: [400, 401, 403],
  }),
  setLanguage: defineEndpoint({
    method: 'PUT',
    path: API.meLanguage,
    access: { area: 'profile', mode: 'write' },
    tag: 'profile',
    summary: "Change the preferred language (the language switch's choice)",
    body: setLanguageBodySchema,
    responses: { 200: userDataSchema },
    errors: [400, 401, 403],
  }),
  changePassword: defineEndpoint({
    method: 'POST',
    path: API.mePassword,
    access: { area: 'profile', mode: 'write' },
    tag: 'profile',
    summary: 'Change the password (ends the other sessions)',
    body: changePasswordBodySchema,
    responses: {},
    errors: [400, 401, 403, 429],
  }),
  setPhoto: defineEndpoint({
    method: 'PUT',
    path: API.mePhoto,
    access: { area: 'profile', mode: 'write' },
    tag: 'profile',
    summary: 'Set my photo: multipart/form-data with a JPEG in the field `file` (at most 50 MB)',
    upload: true,
    responses: { 200: userDataSchema },
    errors: [400, 401, 403, 404, 413, 415],
  }),
  removePhoto: defineEndpoint({
    method: 'DELETE',
    path: API.mePhoto,
    access: { area: 'profile', mode: 'write' },
    tag: 'profile',
    summary: 'Remove my photo',
    responses: { 200: userDataSchema },
    errors: [401, 403, 404],
  }),
};
