// The one error type of the API. Services throw `appError('CODE')`; the error handler
// (plugins/errors.ts) turns it into the shared ErrorBody, translated for the request.
import {
  ERRORS,
  type ErrorCode,
  type FieldIssue,
  type MessageKey,
  type MessageParams,
} from '@portal/shared';

export interface AppErrorOptions {
  /** Values for the message's {{placeholders}}. */
  params?: MessageParams;
  /** Field problems; each message is a shared field message (see fieldMessage). */
  issues?: FieldIssue[];
  retryAfterSeconds?: number;
  cause?: unknown;
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

/** Builds the AppError for a shared error code, with the status and message the contract fixes. */
export function appError(code: ErrorCode, options?: AppErrorOptions): AppError {
  const { status, messageKey } = ERRORS[code];
  return new AppError(code, status, messageKey, options);
}

export function isAppError(value: unknown): value is AppError {
  return value instanceof AppError;
}
