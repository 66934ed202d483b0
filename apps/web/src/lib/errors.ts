// The one place that turns an error into words: the server's messageKey (or its code, through
// the shared ERRORS table) is looked up in the shared catalogue and translated; anything
// unknown is "Undefined error". Callers make sure the catalogue is loaded
// (i18n.ensureSharedMessages); this file does not import it, to keep it off the login page.
import type { TFunction } from 'i18next';
import { ERRORS, isErrorCode, type MessageParams } from '@portal/shared';
import { ApiError } from './http';
import { i18n } from './i18n';

export interface ErrorMessage {
  key: string;
  params?: MessageParams;
}

const UNDEFINED_ERROR = 'errors.undefined';

function isKnownKey(key: string): boolean {
  return key.length > 0 && i18n.exists(key);
}

export function describeError(error: unknown): ErrorMessage {
  if (!(error instanceof ApiError)) return { key: UNDEFINED_ERROR };
  let key = UNDEFINED_ERROR;
  if (isKnownKey(error.messageKey)) key = error.messageKey;
  else if (isErrorCode(error.code)) key = ERRORS[error.code].messageKey;
  if (key === 'errors.tooManyAttempts' || key === 'errors.tooManySignupAttempts') {
    const minutes = Math.max(1, Math.ceil((error.retryAfterSeconds ?? 60) / 60));
    return { key, params: { minutes } };
  }
  return { key };
}

export function getErrorMessage(error: unknown, t: TFunction): string {
  const { key, params } = describeError(error);
  return t(key, params ?? {});
}

export function hasErrorCode(error: unknown, code: string): boolean {
  return error instanceof ApiError && error.code === code;
}

/**
 * A field message is either a catalogue key with packed params ("validation.minChars|{...}",
 * from the shared zod schemas, on either side) or text the server already translated.
 */
export function translateFieldMessage(message: string | undefined, t: TFunction): string {
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
  return t(key, params);
}
