// The platform's API paths (signing in, the signed-in user, files, lists, sign-up, health); each
// area's are in its own `<AREA>_PATHS` table (`schemas/<area>-constants.ts`). Shared so the web
// never spells one by hand. The seed fixes the public ones.
import { SESSION_API } from './session-paths';

export const API = {
  ...SESSION_API,
  lists: '/edrocks/public/lists/',
  recovery: '/edrocks/public/auth/recovery',
  recoveryReset: '/edrocks/public/auth/recovery/reset',
  me: '/edrocks/api/me',
  mePassword: '/edrocks/api/me/password',
  /** PUT {language}: the language switch keeps the choice in the profile (e-mails follow it). */
  meLanguage: '/edrocks/api/me/language',
  /** PUT (multipart, field `file`, JPEG) or DELETE the signed-in user's photo. */
  mePhoto: '/edrocks/api/me/photo',
  /** An uploaded file; `?size=thumb` for an image's thumbnail (schemas/files.ts). */
  file: '/edrocks/api/files/:id',
  signup: '/edrocks/public/signup',
  policy: '/edrocks/public/policy',
  health: '/healthz',
  ready: '/readyz',
} as const;

/** Prefixes the server answers with JSON; every other GET path is the web app. */
export const API_PREFIXES = [
  '/edrocks/public/',
  '/edrocks/api/',
  '/docs',
  '/healthz',
  '/readyz',
  '/metrics',
];
