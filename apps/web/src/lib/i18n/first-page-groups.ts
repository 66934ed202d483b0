// The top-level groups of the common locale files that the sign-in page needs before anything
// else loads (see locale-subset-plugin.ts); the sign-in page's own strings are the auth
// feature's namespace. A string of another group shown on the sign-in page
// would appear as its key until the whole file arrives: add its group here instead.
export const FIRST_PAGE_LOCALE_GROUPS = [
  'app',
  'languages',
  'form',
  'feedback',
  'session',
  'notFound',
  'errorPage',
] as const;
