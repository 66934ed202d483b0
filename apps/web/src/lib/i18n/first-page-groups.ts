// The top-level groups of the locale files that the sign-in page needs before anything else
// loads (see locale-subset-plugin.ts). A string of another group shown on the sign-in page
// would appear as its key until the whole file arrives: add its group here instead.
export const FIRST_PAGE_LOCALE_GROUPS = [
  'app',
  'languages',
  'auth',
  'signup',
  'form',
  'feedback',
  'session',
  'notFound',
  'errorPage',
] as const;
