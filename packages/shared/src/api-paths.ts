// Every API path, shared so the web never spells one by hand. The seed fixes the public ones.

export const API = {
  auth: '/edrocks/public/auth/',
  logout: '/edrocks/public/auth/logout',
  lists: '/edrocks/public/lists/',
  recovery: '/edrocks/public/auth/recovery',
  recoveryReset: '/edrocks/public/auth/recovery/reset',
  me: '/edrocks/api/me',
  mePassword: '/edrocks/api/me/password',
  health: '/healthz',
  ready: '/readyz',
} as const;

/** Prefixes the server answers with JSON; every other GET path is the web app. */
export const API_PREFIXES = ['/edrocks/public/', '/edrocks/api/', '/docs', '/healthz', '/readyz'];
