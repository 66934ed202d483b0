// The phone app's one IndexedDB store (decision 050): the signed-in user's saved answers
// (`queries:<userId>`, query-persistence.ts) and what waits to be sent (`outbox:<userId>:...`,
// outbox.ts). One store, so that sign-out clears everything at once (clear-offline-data.ts).
import { createStore, type UseStore } from 'idb-keyval';

const DATABASE = 'portal-offline';
const STORE = 'entries';

let store: UseStore | null = null;

/** Opened on first use: the browser asks nothing of IndexedDB until the app keeps something. */
export function offlineStore(): UseStore {
  store ??= createStore(DATABASE, STORE);
  return store;
}

export function queriesKey(userId: number): string {
  return `queries:${userId}`;
}

export function outboxPrefix(userId: number): string {
  return `outbox:${userId}:`;
}
