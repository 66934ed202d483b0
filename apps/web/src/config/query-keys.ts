// Query keys that more than one feature needs (features never import each other): a feature
// that changes data another feature lists invalidates it by these keys.
export const QUERY_KEYS = {
  lists: ['lists'],
  students: ['students'],
  sponsors: ['sponsors'],
} as const;
