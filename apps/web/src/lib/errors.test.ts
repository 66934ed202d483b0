import { beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from './http';
import { getErrorMessage, translateFieldMessage } from './errors';
import { ensureSharedMessages, i18n } from './i18n';

const t = i18n.t.bind(i18n);

function apiError(
  code: string,
  messageKey = '',
  extra: Partial<ConstructorParameters<typeof ApiError>[0]> = {},
) {
  return new ApiError({ status: 400, code, messageKey, ...extra });
}

describe('error messages', () => {
  beforeAll(() => ensureSharedMessages());

  it('translates by messageKey, then by code, else "Undefined error"', () => {
    expect(getErrorMessage(apiError('WHATEVER', 'errors.emailAlreadyRegistered'), t)).toBe(
      'Email is already registered',
    );
    expect(getErrorMessage(apiError('_BAD_USERNAME_PASSWORD'), t)).toBe(
      'Incorrect username or password',
    );
    expect(getErrorMessage(apiError('SOMETHING_NEW', 'errors.somethingNew'), t)).toBe(
      'Undefined error',
    );
    expect(getErrorMessage(new Error('boom'), t)).toBe('Undefined error');
  });

  it('says how long to wait after too many attempts', () => {
    const error = apiError('TOO_MANY_ATTEMPTS', 'errors.tooManyAttempts', {
      retryAfterSeconds: 90,
    });
    expect(getErrorMessage(error, t)).toBe(
      'Too many failed sign-in attempts. Wait 2 minutes and try again.',
    );
  });

  it('translates packed field messages and passes server text through', () => {
    expect(translateFieldMessage('validation.minChars|{"num":8}', t)).toBe('Min 8 characters');
    expect(translateFieldMessage('validation.passwordsMustMatch', t)).toBe('Passwords must match');
    expect(translateFieldMessage('Ya traducido por el servidor', t)).toBe(
      'Ya traducido por el servidor',
    );
    expect(translateFieldMessage(undefined, t)).toBe('');
  });
});
