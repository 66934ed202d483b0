// Changes, for the caches every API process keeps (the lookup lists, the sessions, the students
// list's pages) and for the mail queue's workers (a new message): triggers NOTIFY the
// `portal_changes` channel with the topic in the same transaction as the change (migrations 0011,
// 0015, 0016 and 0027; the lookup lists' triggers also bump the topic's version). Each process
// listens; when its listening connection is lost and when it is back, every topic counts as
// changed, and a slow check of the versions catches anything else that slipped by. The topics are
// the platform's (PLATFORM_TOPICS) and those the modules declare (lib/change-triggers.ts).
import { eq } from 'drizzle-orm';
import type { DatabaseHandle } from '../db/client';
import { changeVersions } from '../db/schema/index';

export const CHANGES_CHANNEL = 'portal_changes';
/** The platform's own topics: the lookup lists, the sessions and the mail queue (migrations). */
export const PLATFORM_TOPICS = ['lists', 'sessions', 'mail'] as const;
/** A platform topic or one a module declares (definePortalModule's `changeTopics`). */
export type ChangeTopic = string;

/** How often the versions are compared anyway (a notification lost without a disconnect). */
const VERSION_CHECK_MS = 60_000;

export interface ChangeFeed {
  /** Calls `listener` whenever the topic may have changed, until the answered function is called. */
  onChange(topic: ChangeTopic, listener: () => void): () => void;
  /**
   * Tells this process's listeners at once, after a change it committed itself: the database's
   * notification reaches the other processes, but a moment later, and a user reading right
   * after their own change must see it.
   */
  announce(topic: ChangeTopic): void;
  /** The topic's version now (cached data records the version it was built at). */
  version(topic: ChangeTopic): Promise<number>;
  /**
   * Whether notifications reach this process now: false while the listening connection is
   * lost, when a cache that must never be stale (the sessions) is not to be trusted.
   */
  isListening(): boolean;
  close(): Promise<void>;
}

export async function startChangeFeed(
  database: DatabaseHandle,
  moduleTopics: readonly ChangeTopic[] = [],
): Promise<ChangeFeed> {
  const topics: readonly ChangeTopic[] = [...PLATFORM_TOPICS, ...moduleTopics];
  const isTopic = (value: string) => topics.includes(value);
  const listeners = new Map<ChangeTopic, Set<() => void>>();
  const seenVersions = new Map<ChangeTopic, number>();

  const changed = (topic: ChangeTopic) => {
    for (const listener of listeners.get(topic) ?? []) listener();
  };
  const changedAll = () => topics.forEach(changed);

  async function version(topic: ChangeTopic): Promise<number> {
    const [row] = await database.db
      .select({ version: changeVersions.version })
      .from(changeVersions)
      .where(eq(changeVersions.topic, topic));
    return row?.version ?? 0;
  }

  let isListening = true;
  const stopListening = await database.listen(
    CHANGES_CHANNEL,
    (payload) => {
      if (isTopic(payload)) changed(payload);
    },
    () => {
      isListening = true;
      changedAll();
    },
    () => {
      isListening = false;
      changedAll();
    },
  );

  const checkVersions = setInterval(() => {
    void (async () => {
      for (const topic of topics) {
        const now = await version(topic);
        if (seenVersions.has(topic) && seenVersions.get(topic) !== now) changed(topic);
        seenVersions.set(topic, now);
      }
    })().catch(() => undefined);
  }, VERSION_CHECK_MS);
  checkVersions.unref();

  return {
    onChange(topic, listener) {
      // A typo would be a cache nothing ever clears.
      if (!isTopic(topic)) throw new Error(`"${topic}" is not a declared change topic`);
      const set = listeners.get(topic) ?? new Set();
      set.add(listener);
      listeners.set(topic, set);
      return () => {
        set.delete(listener);
      };
    },
    announce: changed,
    version,
    isListening: () => isListening,
    async close() {
      clearInterval(checkVersions);
      await stopListening();
    },
  };
}
