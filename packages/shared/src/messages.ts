// Messages the server may answer with and the web shows: errors and field validation.
// They live here, not in the web's locale files, because both sides translate them.
// The seed's messages (points 5 and 8) are kept word for word in en-US.
import type { Language } from './constants';

const enUS = {
  'errors.undefined': 'Undefined error',
  'errors.pageNotFound': 'Page no found',
  'errors.badUsernamePassword': 'Incorrect username or password',
  'errors.tooManyAttempts':
    'Too many failed sign-in attempts. Wait {{minutes}} minutes and try again.',
  'errors.unauthenticated': 'Your session has ended. Please sign in again.',
  'errors.invalidRefreshToken': 'Your session has ended. Please sign in again.',
  'errors.forbidden': 'You do not have access to this.',
  'errors.notFound': 'We could not find what you asked for.',
  'errors.routeNotFound': 'This address does not exist.',
  'errors.validation': 'Some fields are not valid. Check them and try again.',
  'errors.emailAlreadyRegistered': 'Email is already registered',
  'errors.recoveryLinkInvalid': 'This link has expired or was already used. Ask for a new one.',
  'errors.wrongCurrentPassword': 'The current password is not correct.',
  'errors.accountInactive': 'Incorrect username or password',
  'errors.payloadTooLarge': 'What you sent is too large.',
  'errors.unsupportedMediaType': 'This kind of content is not accepted.',
  'errors.serviceUnavailable': 'The service is not available right now. Try again in a moment.',
  'errors.network': 'We could not reach the server. Check your connection and try again.',
  'errors.letterSave': 'Error saving the letter, try again',
  'errors.attendanceCodeInvalid': 'Attendance code is invalid',
  'errors.agreementsRequired': 'All agreements must be accepted',
  'errors.alreadyAvailableYear': 'already available year',
  'validation.required': 'Required',
  'validation.minChars': 'Min {{num}} characters',
  'validation.maxChars': 'Max {{num}} characters',
  'validation.passwordsMustMatch': 'Passwords must match',
  'validation.invalidEmail': 'Invalid email',
  'validation.maxAmount': 'Max amount allowed: $ {{num}}',
  'validation.minAmount': 'Min amount allowed: $ {{num}}',
  'validation.fillAllFields': 'You must fill all fields',
  'validation.invalidValue': 'This value is not valid',
  'validation.invalidNumber': 'Enter a number',
  'validation.invalidDate': 'Enter a valid date',
} as const;

export type MessageKey = keyof typeof enUS;

const esCO: Record<MessageKey, string> = {
  'errors.undefined': 'Error indefinido',
  'errors.pageNotFound': 'Página no encontrada',
  'errors.badUsernamePassword': 'Usuario o contraseña incorrectos',
  'errors.tooManyAttempts':
    'Demasiados intentos fallidos de inicio de sesión. Espere {{minutes}} minutos e intente de nuevo.',
  'errors.unauthenticated': 'Su sesión terminó. Por favor, inicie sesión de nuevo.',
  'errors.invalidRefreshToken': 'Su sesión terminó. Por favor, inicie sesión de nuevo.',
  'errors.forbidden': 'Usted no tiene acceso a esto.',
  'errors.notFound': 'No encontramos lo que buscaba.',
  'errors.routeNotFound': 'Esta dirección no existe.',
  'errors.validation': 'Algunos campos no son válidos. Revíselos e intente de nuevo.',
  'errors.emailAlreadyRegistered': 'El correo electrónico ya está registrado',
  'errors.recoveryLinkInvalid': 'Este enlace venció o ya fue usado. Solicite uno nuevo.',
  'errors.wrongCurrentPassword': 'La contraseña actual no es correcta.',
  'errors.accountInactive': 'Usuario o contraseña incorrectos',
  'errors.payloadTooLarge': 'Lo que envió es demasiado grande.',
  'errors.unsupportedMediaType': 'Este tipo de contenido no se acepta.',
  'errors.serviceUnavailable':
    'El servicio no está disponible en este momento. Intente de nuevo en un momento.',
  'errors.network': 'No pudimos comunicarnos con el servidor. Revise su conexión e intente de nuevo.',
  'errors.letterSave': 'Error al guardar la carta, intente de nuevo',
  'errors.attendanceCodeInvalid': 'El código de asistencia no es válido',
  'errors.agreementsRequired': 'Debe aceptar todos los acuerdos',
  'errors.alreadyAvailableYear': 'ya hay un año disponible',
  'validation.required': 'Obligatorio',
  'validation.minChars': 'Mínimo {{num}} caracteres',
  'validation.maxChars': 'Máximo {{num}} caracteres',
  'validation.passwordsMustMatch': 'Las contraseñas deben coincidir',
  'validation.invalidEmail': 'Correo electrónico no válido',
  'validation.maxAmount': 'Monto máximo permitido: $ {{num}}',
  'validation.minAmount': 'Monto mínimo permitido: $ {{num}}',
  'validation.fillAllFields': 'Debe llenar todos los campos',
  'validation.invalidValue': 'Este valor no es válido',
  'validation.invalidNumber': 'Ingrese un número',
  'validation.invalidDate': 'Ingrese una fecha válida',
};

export const MESSAGES: Record<Language, Record<MessageKey, string>> = {
  'en-US': enUS,
  'es-CO': esCO,
};

export type MessageParams = Record<string, string | number>;

/** Fills `{{name}}` placeholders the same way i18next does, for the server's answers. */
export function formatMessage(language: Language, key: MessageKey, params?: MessageParams): string {
  const template = MESSAGES[language][key] ?? MESSAGES['en-US'][key];
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) =>
    params && name in params ? String(params[name]) : `{{${name}}}`,
  );
}

export function isMessageKey(value: string): value is MessageKey {
  return value in enUS;
}

/**
 * Zod issues carry one string; a field message that needs a number ("Min {num} characters")
 * packs its parameters behind a `|`. `parseFieldMessage` unpacks it on either side.
 */
export function fieldMessage(key: MessageKey, params?: MessageParams): string {
  return params ? `${key}|${JSON.stringify(params)}` : key;
}

export function parseFieldMessage(message: string): { key: MessageKey; params?: MessageParams } {
  const bar = message.indexOf('|');
  const key = bar === -1 ? message : message.slice(0, bar);
  if (!isMessageKey(key)) return { key: 'validation.invalidValue' };
  if (bar === -1) return { key };
  try {
    return { key, params: JSON.parse(message.slice(bar + 1)) as MessageParams };
  } catch {
    return { key };
  }
}
