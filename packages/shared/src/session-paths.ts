// Signing in and out, in a module of their own: the login page imports only these, so the whole
// table of API paths (api-paths.ts, which includes them) stays off the first download.
export const SESSION_API = {
  auth: '/edrocks/public/auth/',
  logout: '/edrocks/public/auth/logout',
} as const;
