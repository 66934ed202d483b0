// The auth contract of the seed (point 7): POST/GET /edrocks/public/auth/.
import { z } from 'zod';
import { LANGUAGES } from '../constants';
import { ROLES } from '../roles';
import {
  currentPasswordField,
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
});
export type LoginBody = z.input<typeof loginBodySchema>;

export const refreshQuerySchema = z.object({
  refresh: z.string().min(1).max(512),
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
