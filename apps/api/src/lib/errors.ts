// The one error type of the API. Services throw `appError('CODE')` for the platform's errors
// (shared errors.ts) and `appError(WIDGET_ERRORS.WIDGET_FULL)` for an area's own (decision 041);
// the error handler (plugins/errors.ts) turns it into the shared ErrorBody, translated for the
// request.
import {
  ERRORS,
  fillPlaceholders,
  formatMessage,
  type AreaError,
  type ErrorCode,
  type Language,
  type LocalizedText,
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

/** An area's refusal carries its own words (AreaError), not a key of the shared catalogue. */
export interface AreaWording {
  messageKey: string;
  message: LocalizedText;
}

export class AppError extends Error {
  readonly params: MessageParams | undefined;
  readonly issues: FieldIssue[] | undefined;
  readonly retryAfterSeconds: number | undefined;
  readonly messageKey: string;

  constructor(
    readonly code: ErrorCode | (string & {}),
    readonly status: number,
    private readonly wording: MessageKey | AreaWording,
    options: AppErrorOptions = {},
  ) {
    super(code, { cause: options.cause });
    this.name = 'AppError';
    this.messageKey = typeof wording === 'string' ? wording : wording.messageKey;
    this.params = options.params;
    this.issues = options.issues;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }

  /** The message in a language: the shared catalogue's, or the area's own words (decision 041). */
  wordedIn(language: Language, params?: MessageParams): string {
    return typeof this.wording === 'string'
      ? formatMessage(language, this.wording, params)
      : fillPlaceholders(this.wording.message[language], params);
  }
}

/**
 * Builds the AppError for a shared error code, with the status and message the contract fixes.
 * A throttled answer (429) is built by `throttledError`, which cannot leave out the wait.
 */
export function appError(
  code: Exclude<ErrorCode, ThrottledErrorCode> | AreaError,
  options?: AppErrorOptions,
): AppError {
  if (typeof code !== 'string') return new AppError(code.code, code.status, code, options);
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
