import { beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from './http';
import { errorField, getErrorMessage, translateFieldMessage } from './errors';
import { changeLanguage, ensureSharedMessages, i18n } from './i18n';

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

  it('translates by the messageKey every error body carries, else "Undefined error"', () => {
    expect(getErrorMessage(apiError('WHATEVER', 'errors.emailAlreadyRegistered'), t)).toBe(
      'Email is already registered',
    );
    expect(
      getErrorMessage(apiError('_BAD_USERNAME_PASSWORD', 'errors.badUsernamePassword'), t),
    ).toBe('Incorrect username or password');
    // The code alone is not looked up: the ERRORS table stays off the login page.
    expect(getErrorMessage(apiError('_BAD_USERNAME_PASSWORD'), t)).toBe('Undefined error');
    expect(getErrorMessage(apiError('SOMETHING_NEW', 'errors.somethingNew'), t)).toBe(
      'Undefined error',
    );
    expect(getErrorMessage(new Error('boom'), t)).toBe('Undefined error');
  });

  it('says how long to wait after too many attempts', () => {
    const error = apiError('TOO_MANY_ATTEMPTS', 'errors.tooManyAttempts', {
      retryAfterSeconds: 90,
      params: { minutes: 2 },
    });
    expect(getErrorMessage(error, t)).toBe(
      'Too many failed sign-in attempts. Wait 2 minutes and try again.',
    );
  });

  it('words the wait in the language shown, one minute in the singular', async () => {
    const error = apiError('TOO_MANY_TICKET_ORDERS', 'errors.tooManyTicketOrders', {
      retryAfterSeconds: 60,
      params: { minutes: 1, wait: '1 minute' },
    });
    expect(getErrorMessage(error, t)).toBe(
      'Too many ticket orders from this connection. Wait 1 minute and try again.',
    );
    await changeLanguage('es-CO', { remember: false });
    try {
      expect(getErrorMessage(error, t)).toBe(
        'Demasiados pedidos de boletas desde esta conexión. Espere 1 minuto e intente de nuevo.',
      );
    } finally {
      await changeLanguage('en-US', { remember: false });
    }
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

describe('errors that belong to a field, and refusals with details', () => {
  beforeAll(() => ensureSharedMessages());

  it('places sign-up refusals under the code or e-mail field', () => {
    expect(
      errorField(apiError('REGISTRATION_CODE_INVALID', 'errors.registrationCodeInvalid')),
    ).toEqual({
      field: 'code',
      key: 'errors.registrationCodeInvalid',
    });
    expect(
      errorField(apiError('EMAIL_ALREADY_REGISTERED', 'errors.emailAlreadyRegistered')),
    ).toEqual({
      field: 'email',
      key: 'errors.emailAlreadyRegistered',
    });
    expect(errorField(apiError('VALIDATION_ERROR'))).toBeNull();
    expect(errorField(new Error('boom'))).toBeNull();
  });

  it('words refusals with the details the server sends as params, in the page language', () => {
    const tooLarge = apiError('PAYLOAD_TOO_LARGE', 'errors.fileTooLarge', {
      status: 413,
      message: 'El archivo es demasiado grande. El tamaño máximo es 50 MB.',
      params: { maxMb: 50 },
    });
    expect(getErrorMessage(tooLarge, t)).toBe(t('errors.fileTooLarge', { maxMb: 50 }));
    expect(getErrorMessage(tooLarge, t)).toContain('50');
    // Without the server's words, the key's own text.
    expect(getErrorMessage(apiError('PAYLOAD_TOO_LARGE', 'errors.payloadTooLarge'), t)).not.toBe(
      'Undefined error',
    );
  });
});

describe("an area's own refusals (decision 041)", () => {
  beforeAll(() => ensureSharedMessages());

  it("shows the server's words for an area's key, and nothing else the server says", () => {
    const areaRefusal = apiError('WIDGET_FULL', 'widgets.errors.WIDGET_FULL', {
      message: 'Este widget ya está lleno.',
    });
    expect(getErrorMessage(areaRefusal, t)).toBe('Este widget ya está lleno.');
    // A catalogue-shaped key the web does not know stays "Undefined error", whatever the text.
    const unknown = apiError('SOMETHING_NEW', 'errors.somethingNew', { message: 'raw text' });
    expect(getErrorMessage(unknown, t)).toBe('Undefined error');
    // An area key without the server's words has nothing to show.
    expect(getErrorMessage(apiError('WIDGET_FULL', 'widgets.errors.WIDGET_FULL'), t)).toBe(
      'Undefined error',
    );
  });
});
