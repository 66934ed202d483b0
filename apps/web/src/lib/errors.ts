// The one place that turns an error into words: the server's messageKey (every error body has
// one, already chosen from the shared ERRORS table) is looked up in the shared catalogue and
// translated; an area's own refusal (`<area>.errors.<CODE>`, decision 041) is shown in the
// server's words, which come in the language the request asked for; anything else unknown is
// "Undefined error". Callers make sure the catalogue is loaded (i18n.ensureSharedMessages); this
// file imports neither it nor the ERRORS table, to keep them off the login page.
import type { AnyTranslate } from './i18n/feature-translation';
import { formatWait, withPluralCount, type ErrorCode, type MessageParams } from '@portal/shared';
import { ApiError } from './http';
import { i18n, isLanguage } from './i18n';

export interface ErrorMessage {
  key: string;
  params?: MessageParams;
  /** Words already chosen by the server (an area's own refusal), shown as they are. */
  text?: string;
}

/** The messageKey of an area's own refusal (shared area-errors.ts), never a catalogue key. */
const AREA_ERROR_KEY = /^[a-z][a-z0-9-]*\.errors\.[A-Z][A-Z0-9_]*$/;

const UNDEFINED_ERROR = 'errors.undefined';

function isKnownKey(key: string): boolean {
  return key.length > 0 && i18n.exists(key);
}

/**
 * The message key and its placeholder values, both from the server's error body (`params`
 * carries what only the server knows: the size limit, the minutes to wait, the row numbers).
 */
export function describeError(error: unknown): ErrorMessage {
  if (!(error instanceof ApiError)) return { key: UNDEFINED_ERROR };
  if (AREA_ERROR_KEY.test(error.messageKey) && error.serverMessage) {
    return { key: error.messageKey, text: error.serverMessage };
  }
  const key = isKnownKey(error.messageKey) ? error.messageKey : UNDEFINED_ERROR;
  // A refusal to wait is worded in the language shown now, which may have changed since the
  // request (the server's `wait` is in the request's language).
  const params =
    error.retryAfterSeconds === undefined
      ? error.params
      : {
          ...error.params,
          wait: formatWait(
            error.retryAfterSeconds,
            isLanguage(i18n.language) ? i18n.language : 'en-US',
          ),
        };
  return params ? { key, params } : { key };
}

export function getErrorMessage(error: unknown, t: AnyTranslate): string {
  const { key, params, text } = describeError(error);
  if (text !== undefined) return text;
  // "Espere 1 minuto": the number the message agrees with is i18next's count (its `_one` form).
  return t(key, withPluralCount(params) ?? {});
}

/**
 * Refusals about one field of a form: the form shows them under that field (by its name in
 * the request body) rather than above the form.
 */
const ERROR_CODE_FIELDS: Partial<Record<ErrorCode, string>> = {
  REGISTRATION_CODE_INVALID: 'code',
  REGISTRATION_CODE_SPONSORS_ONLY: 'code',
  EMAIL_ALREADY_REGISTERED: 'email',
  SPONSOR_EMAIL_UNAVAILABLE: 'email',
  ROLE_NEEDS_RECORD: 'role',
};

/** The form field an error belongs to, with its message key, when it belongs to one. */
export function errorField(error: unknown): { field: string; key: string } | null {
  if (!(error instanceof ApiError)) return null;
  const field = ERROR_CODE_FIELDS[error.code as ErrorCode];
  return field ? { field, key: describeError(error).key } : null;
}

export function hasErrorCode(error: unknown, code: string): boolean {
  return error instanceof ApiError && error.code === code;
}

/**
 * A field message is either a catalogue key with packed params ("validation.minChars|{...}",
 * from the shared zod schemas, on either side) or text the server already translated.
 */
export function translateFieldMessage(message: string | undefined, t: AnyTranslate): string {
  if (!message) return '';
  const bar = message.indexOf('|');
  const key = bar === -1 ? message : message.slice(0, bar);
  if (!isKnownKey(key)) return message;
  let params: MessageParams = {};
  if (bar !== -1) {
    try {
      params = JSON.parse(message.slice(bar + 1)) as MessageParams;
    } catch {
      params = {};
    }
  }
  return t(key, withPluralCount(params) ?? {});
}
