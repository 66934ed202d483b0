// Build-time settings of the web app, read once here.

/** The phone build: hash history, and only sponsors may sign in. */
export const isMobileBuild = import.meta.env.VITE_MOBILE === 'true';

/** Where the API lives; empty means the page's own origin (the default, one port). */
export const apiBaseUrl = (import.meta.env.VITE_API_BASE_URL ?? '').replace(/\/$/, '');
