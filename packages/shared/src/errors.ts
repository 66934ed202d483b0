// Error codes the API answers with. Every error body is `ErrorBody`; the web maps `code`
// (or `messageKey`) to a translated message in one place.
import { z } from 'zod';
import type { MessageKey } from './messages';

export const ERRORS = {
  VALIDATION_ERROR: { status: 400, messageKey: 'errors.validation' },
  _BAD_USERNAME_PASSWORD: { status: 401, messageKey: 'errors.badUsernamePassword' },
  UNAUTHENTICATED: { status: 401, messageKey: 'errors.unauthenticated' },
  INVALID_REFRESH_TOKEN: { status: 401, messageKey: 'errors.invalidRefreshToken' },
  FORBIDDEN: { status: 403, messageKey: 'errors.forbidden' },
  NOT_FOUND: { status: 404, messageKey: 'errors.notFound' },
  ROUTE_NOT_FOUND: { status: 404, messageKey: 'errors.routeNotFound' },
  EMAIL_ALREADY_REGISTERED: { status: 409, messageKey: 'errors.emailAlreadyRegistered' },
  RECOVERY_LINK_INVALID: { status: 400, messageKey: 'errors.recoveryLinkInvalid' },
  WRONG_CURRENT_PASSWORD: { status: 400, messageKey: 'errors.wrongCurrentPassword' },
  PAYLOAD_TOO_LARGE: { status: 413, messageKey: 'errors.payloadTooLarge' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, messageKey: 'errors.unsupportedMediaType' },
  TOO_MANY_ATTEMPTS: { status: 429, messageKey: 'errors.tooManyAttempts' },
  SERVICE_UNAVAILABLE: { status: 503, messageKey: 'errors.serviceUnavailable' },
  UNDEFINED_ERROR: { status: 500, messageKey: 'errors.undefined' },
} as const satisfies Record<string, { status: number; messageKey: MessageKey }>;

export type ErrorCode = keyof typeof ERRORS;

export const fieldIssueSchema = z.object({
  path: z.string(),
  message: z.string(),
});

export const errorBodySchema = z.object({
  code: z.string(),
  /** Already translated into the request's language (Accept-Language). */
  message: z.string(),
  messageKey: z.string(),
  issues: z.array(fieldIssueSchema).optional(),
  retryAfterSeconds: z.number().int().optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
export type FieldIssue = z.infer<typeof fieldIssueSchema>;

export function isErrorCode(value: string): value is ErrorCode {
  return value in ERRORS;
}
