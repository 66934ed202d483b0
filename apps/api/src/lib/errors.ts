// The one error type of the API. Services throw `appError('CODE')`; the error handler
// (plugins/errors.ts) turns it into the shared ErrorBody, translated for the request.
import {
  ERRORS,
  type ErrorCode,
  type FieldIssue,
  type MessageKey,
  type MessageParams,
  type ThrottledErrorCode,
} from '@portal/shared';

export interface AppErrorOptions {
  /** Values for the message's {{placeholders}}. */
  params?: MessageParams;
  /** Field problems; each message is a shared field message (see fieldMessage). */
  issues?: FieldIssue[];
  cause?: unknown;
  /**
   * For a refusal that passes with time but is not the throttle's (seats held by unpaid
   * checkouts): the answer carries Retry-After. A 429 is built by `throttledError` instead.
   */
  retryAfterSeconds?: number;
}

export class AppError extends Error {
  readonly params: MessageParams | undefined;
  readonly issues: FieldIssue[] | undefined;
  readonly retryAfterSeconds: number | undefined;

  constructor(
    readonly code: ErrorCode,
    readonly status: number,
    readonly messageKey: MessageKey,
    options: AppErrorOptions = {},
  ) {
    super(code, { cause: options.cause });
    this.name = 'AppError';
    this.params = options.params;
    this.issues = options.issues;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

/**
 * Builds the AppError for a shared error code, with the status and message the contract fixes.
 * A throttled answer (429) is built by `throttledError`, which cannot leave out the wait.
 */
export function appError(
  code: Exclude<ErrorCode, ThrottledErrorCode>,
  options?: AppErrorOptions,
): AppError {
  const { status, messageKey } = ERRORS[code];
  return new AppError(code, status, messageKey, options);
}

/**
 * A refusal by the throttle: its own reason (the code) and the seconds to wait, which the error
 * handler words into the message in the request's language (plugins/errors.ts).
 */
export function throttledError(code: ThrottledErrorCode, retryAfterSeconds: number): AppError {
  const { status, messageKey } = ERRORS[code];
  return new AppError(code, status, messageKey, { retryAfterSeconds });
}

export function isAppError(value: unknown): value is AppError {
  return value instanceof AppError;
}
