// What the sponsor did offline and the server has not heard yet (decision 050): a letter's draft,
// an attendance code. Kept in IndexedDB under the user's id, one entry per thing (a letter's
// newer words replace its older ones), and sent when the connection returns or the app opens
// again. An entry goes only once the server has answered for exactly what it holds: words typed
// while it was on its way stay queued. The sends are the features' (app/offline-senders.ts).
import { del, entries, get, set } from 'idb-keyval';
import { ApiError, NETWORK_ERROR } from '../http';
import { offlineStore, outboxPrefix } from './offline-store';

export interface OutboxEntry<Payload = unknown> {
  /** What kind of thing: the sender that sends it is registered under this name. */
  kind: string;
  /** Which one of its kind (a letter's sponsorship and number): a newer one replaces it. */
  id: string;
  payload: Payload;
  queuedAt: string;
}

/** The server's answer to a sent entry, for the app to say (a code's meeting, a refusal). */
export type OutboxResult =
  | { entry: OutboxEntry; isSent: true; answer: unknown }
  | { entry: OutboxEntry; isSent: false; error: unknown };

export type OutboxSender = (payload: unknown) => Promise<unknown>;

function entryKey(userId: number, kind: string, id: string): string {
  return `${outboxPrefix(userId)}${kind}:${id}`;
}

export function queueEntry<Payload>(
  userId: number,
  kind: string,
  id: string,
  payload: Payload,
  now: Date = new Date(),
): Promise<void> {
  const entry: OutboxEntry<Payload> = { kind, id, payload, queuedAt: now.toISOString() };
  return set(entryKey(userId, kind, id), entry, offlineStore());
}

export function readEntry<Payload>(
  userId: number,
  kind: string,
  id: string,
): Promise<OutboxEntry<Payload> | undefined> {
  return get<OutboxEntry<Payload>>(entryKey(userId, kind, id), offlineStore());
}

export function removeEntry(userId: number, kind: string, id: string): Promise<void> {
  return del(entryKey(userId, kind, id), offlineStore());
}

export async function listEntries(userId: number): Promise<OutboxEntry[]> {
  const prefix = outboxPrefix(userId);
  const all = await entries<IDBValidKey, OutboxEntry>(offlineStore());
  return all
    .filter(([key, entry]) => typeof key === 'string' && key.startsWith(prefix) && entry)
    .map(([, entry]) => entry)
    .sort((a, b) => a.queuedAt.localeCompare(b.queuedAt));
}

/**
 * Removes the entry only while it still holds what was sent (compared as JSON), in one
 * transaction: words queued meanwhile are never dropped.
 */
export function removeEntryIfUnchanged(
  userId: number,
  entry: Pick<OutboxEntry, 'kind' | 'id' | 'payload'>,
): Promise<void> {
  const key = entryKey(userId, entry.kind, entry.id);
  const sent = JSON.stringify(entry.payload);
  return offlineStore()(
    'readwrite',
    (store) =>
      new Promise<void>((resolve, reject) => {
        const read = store.get(key);
        read.onsuccess = () => {
          const current = read.result as OutboxEntry | undefined;
          if (current && JSON.stringify(current.payload) === sent) store.delete(key);
          resolve();
        };
        read.onerror = () => reject(read.error ?? new Error('outbox read failed'));
      }),
  );
}

/** No answer at all, or the server's own failure: worth trying again later. */
export function isWorthRetrying(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  return error.code === NETWORK_ERROR || error.status === 0 || error.status >= 500;
}

let lock: Promise<unknown> = Promise.resolve();

/**
 * Runs `task` after every task before it: a screen's own save and the flush's send of the same
 * thing never cross, so the later words always reach the server last.
 */
export function withOutboxLock<T>(task: () => Promise<T>): Promise<T> {
  const next = lock.then(task, task);
  lock = next.catch(() => undefined);
  return next;
}

let flushing: Promise<OutboxResult[]> | null = null;

/**
 * Sends the user's entries, oldest first, one at a time; one flush at a time in this tab. A
 * refusal (4xx) is final: the entry goes and the refusal is answered. No connection: the entry
 * stays and the rest wait for the next flush.
 */
export function flushOutbox(
  userId: number,
  senders: Readonly<Record<string, OutboxSender>>,
): Promise<OutboxResult[]> {
  flushing ??= sendAll(userId, senders).finally(() => {
    flushing = null;
  });
  return flushing;
}

async function sendAll(
  userId: number,
  senders: Readonly<Record<string, OutboxSender>>,
): Promise<OutboxResult[]> {
  const results: OutboxResult[] = [];
  for (const listed of await listEntries(userId)) {
    const send = senders[listed.kind];
    if (!send) continue;
    const outcome = await withOutboxLock(() => sendOne(userId, listed, send));
    if (outcome === 'retry') break;
    if (outcome) results.push(outcome);
  }
  return results;
}

/** Sends the entry as it is now (a screen's save may have sent it meanwhile, or replaced it). */
async function sendOne(
  userId: number,
  listed: OutboxEntry,
  send: OutboxSender,
): Promise<OutboxResult | 'retry' | null> {
  const entry = await readEntry(userId, listed.kind, listed.id);
  if (!entry) return null;
  try {
    const answer = await send(entry.payload);
    await removeEntryIfUnchanged(userId, entry);
    return { entry, isSent: true, answer };
  } catch (error) {
    if (isWorthRetrying(error)) return 'retry';
    await removeEntryIfUnchanged(userId, entry);
    return { entry, isSent: false, error };
  }
}
