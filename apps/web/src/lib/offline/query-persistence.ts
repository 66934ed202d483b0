// The signed-in sponsor's answers kept in IndexedDB under their id (decision 050): their
// students, letters, meetings, own record and pages are readable offline from the last visit.
// Restored before the signed-in screens ask for anything; saved again (at most twice a second)
// as answers arrive. Only the areas below are kept, and only answers (no errors, no pending).
// TanStack Query's own dehydrate and hydrate, kept by idb-keyval: its persister packages pin an
// older copy of the query core than the app's.
import {
  dehydrate,
  hydrate,
  type DehydratedState,
  type Query,
  type QueryClient,
} from '@tanstack/react-query';
import { del, get, set } from 'idb-keyval';
import { offlineStore, queriesKey } from './offline-store';

/** The first part of the query keys of what a sponsor reads on the phone. */
export const PERSISTED_AREAS: ReadonlySet<string> = new Set([
  'students',
  'letters',
  'meetings',
  'sponsors',
  'sponsorships',
  'donations',
  'agreements',
  'me',
  'dashboard',
  'lists',
]);

/** Older than this, kept answers are dropped rather than shown as if current. */
export const MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;
const SAVE_DELAY_MS = 500;

export function isPersistedQuery(query: Query): boolean {
  return query.state.status === 'success' && PERSISTED_AREAS.has(String(query.queryKey[0]));
}

/** What is kept under the user's key: the answers and when they were saved. */
export interface KeptAnswers {
  savedAt: number;
  state: DehydratedState;
}

export interface QueryPersistence {
  /** Settles once the kept answers are in the cache (or there were none). */
  restored: Promise<void>;
  /** Stops saving (the screens are gone); what is kept stays. */
  pause(): void;
  /** Stops saving and drops what is kept (the session ended). */
  stop(): void;
}

async function restore(queryClient: QueryClient, key: string, now: number): Promise<void> {
  const kept = await get<KeptAnswers>(key, offlineStore());
  if (!kept) return;
  if (now - kept.savedAt > MAX_AGE_MS) {
    await del(key, offlineStore());
    return;
  }
  hydrate(queryClient, kept.state);
}

export function startQueryPersistence(
  queryClient: QueryClient,
  userId: number,
  now: () => number = Date.now,
): QueryPersistence {
  const key = queriesKey(userId);
  let timer: ReturnType<typeof setTimeout> | undefined;
  let unsubscribe: (() => void) | null = null;
  let isStopped = false;
  const save = () => {
    timer = undefined;
    const state = dehydrate(queryClient, { shouldDehydrateQuery: isPersistedQuery });
    void set(key, { savedAt: now(), state } satisfies KeptAnswers, offlineStore()).catch(
      () => undefined,
    );
  };
  const restored = restore(queryClient, key, now())
    .catch(() => undefined)
    .then(() => {
      if (isStopped) return;
      unsubscribe = queryClient.getQueryCache().subscribe((event) => {
        if (event.type !== 'updated' || event.action.type !== 'success' || timer) return;
        timer = setTimeout(save, SAVE_DELAY_MS);
      });
    });
  function pause(): void {
    isStopped = true;
    unsubscribe?.();
    unsubscribe = null;
    clearTimeout(timer);
    timer = undefined;
  }
  return {
    restored,
    pause,
    stop() {
      pause();
      void del(key, offlineStore()).catch(() => undefined);
    },
  };
}

/** When the newest answer on the screen arrived: what the offline banner says. */
export function lastUpdatedAt(queryClient: QueryClient): number | null {
  let newest = 0;
  for (const query of queryClient.getQueryCache().getAll()) {
    if (isPersistedQuery(query)) newest = Math.max(newest, query.state.dataUpdatedAt);
  }
  return newest > 0 ? newest : null;
}
