// Query keys, from one factory: every kind of record has the same shape of keys, so a change
// refreshes exactly what it should (`lists` after a save, `detail(id)` with the answer).
// Keys that more than one feature needs live in QUERY_KEYS (features never import each other):
// a feature that changes data another feature lists invalidates it by these.

/** The keys of one kind of record: all of it, its lists, one list, one record, a named view. */
export function recordKeys<const Name extends string>(name: Name) {
  const all = [name] as const;
  return {
    all,
    lists: [...all, 'list'] as const,
    list: (query: object) => [...all, 'list', query] as const,
    detail: (id: number) => [...all, 'detail', id] as const,
    /** A view of the signed-in user's own ("me", "mine"). */
    own: <const View extends string>(view: View) => [...all, view] as const,
  };
}

export type RecordKeys = ReturnType<typeof recordKeys>;

export const QUERY_KEYS = {
  lists: ['lists'],
  students: recordKeys('students'),
  sponsors: recordKeys('sponsors'),
  /**
   * The agreements' texts (the dashboard's notice of missing texts reads them too), and a sponsor's
   * parent agreement (`own('parent')`), which sponsors' details check.
   */
  agreements: recordKeys('agreements'),
} as const;
