// Field building blocks shared by every form and endpoint, so the browser and the server
// give the same message for the same mistake.
import { z } from 'zod';
import {
  DEVICE_ID_PATTERN,
  EMAIL_MAX_LENGTH,
  LANGUAGES,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PHONE_MAX_LENGTH,
} from '../constants';
import { fieldMessage } from '../messages';

const required = fieldMessage('validation.required');

export function requiredText(max: number) {
  return z
    .string({ error: required })
    .trim()
    .min(1, { error: required })
    .max(max, { error: fieldMessage('validation.maxChars', { num: max }) });
}

export function optionalText(max: number) {
  return z
    .string({ error: fieldMessage('validation.invalidValue') })
    .trim()
    .max(max, { error: fieldMessage('validation.maxChars', { num: max }) });
}

export const emailField = z
  .string({ error: required })
  .trim()
  .min(1, { error: required })
  .max(EMAIL_MAX_LENGTH, { error: fieldMessage('validation.maxChars', { num: EMAIL_MAX_LENGTH }) })
  .pipe(z.email({ error: fieldMessage('validation.invalidEmail') }))
  .transform((email) => email.toLowerCase());

/** The browser's own random id (DEVICE_ID_PATTERN); optional wherever it is sent. */
export const deviceIdField = z
  .string({ error: fieldMessage('validation.invalidValue') })
  .regex(DEVICE_ID_PATTERN, { error: fieldMessage('validation.invalidValue') });

/** A password being chosen: at least 8 characters. */
export const newPasswordField = z
  .string({ error: required })
  .min(1, { error: required })
  .min(PASSWORD_MIN_LENGTH, {
    error: fieldMessage('validation.minChars', { num: PASSWORD_MIN_LENGTH }),
  })
  .max(PASSWORD_MAX_LENGTH, {
    error: fieldMessage('validation.maxChars', { num: PASSWORD_MAX_LENGTH }),
  });

/** A password being typed to sign in: any length the user chose, capped to keep hashing cheap. */
export const currentPasswordField = z
  .string({ error: required })
  .min(1, { error: required })
  .max(PASSWORD_MAX_LENGTH, {
    error: fieldMessage('validation.maxChars', { num: PASSWORD_MAX_LENGTH }),
  });

/** `YYYY-MM-DD`, a real calendar day (not 2026-02-30). */
export const calendarDayField = z
  .string({ error: fieldMessage('validation.invalidDate') })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: fieldMessage('validation.invalidDate') })
  .refine(
    (value) => {
      const date = new Date(`${value}T00:00:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
    },
    { error: fieldMessage('validation.invalidDate') },
  );

export const nameField = requiredText(NAME_MAX_LENGTH);
export const phoneField = optionalText(PHONE_MAX_LENGTH);
export const languageField = z.enum(LANGUAGES, { error: fieldMessage('validation.invalidValue') });

export const idParam = z.coerce
  .number({ error: fieldMessage('validation.invalidNumber') })
  .int({ error: fieldMessage('validation.invalidNumber') })
  .positive({ error: fieldMessage('validation.invalidNumber') })
  .max(2_147_483_647, { error: fieldMessage('validation.invalidNumber') });

/** An id in a JSON body: a whole positive number (strings are not converted). */
export const bodyId = z
  .number({
    error: (issue) =>
      issue.input === undefined
        ? fieldMessage('validation.required')
        : fieldMessage('validation.invalidValue'),
  })
  .int({ error: fieldMessage('validation.invalidValue') })
  .positive({ error: fieldMessage('validation.invalidValue') })
  .max(2_147_483_647, { error: fieldMessage('validation.invalidValue') });

/** Adds "Passwords must match" on the confirmation field. */
export function withPasswordConfirmation<
  T extends z.ZodType<{ password: string; confirmPassword: string }>,
>(schema: T) {
  return schema.refine((value) => value.password === value.confirmPassword, {
    path: ['confirmPassword'],
    error: fieldMessage('validation.passwordsMustMatch'),
  });
}
