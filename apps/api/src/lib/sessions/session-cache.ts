// The sessions this process has checked, kept in memory so that an authenticated request costs
// no database round trip when nothing changed (bench/RESULTS.md: the session check was most of
// GET /edrocks/api/me). Never staler than the change feed:
// - any change to a session or a user in any process notifies every process (triggers,
//   migration 0015), and each forgets everything it kept;
// - a request of this process that may write (any method but GET, HEAD and OPTIONS) makes it
//   forget before its answer leaves, so a user's next request after their own change (sign
//   out, password change, deactivating someone) is checked against the database;
// - while the listening connection is lost nothing is kept or trusted, and every topic counts
//   as changed when it is back;
// - a session read before a change and arriving after it is not kept (generations);
// - an entry is also dropped after ENTRY_TTL_MS, whatever happens.
import type { Database } from '../../db/client';
import type { User } from '../../db/schema/index';
import type { ChangeFeed } from '../change-feed';
import type { Clock } from '../clock';
import { findUserInLiveSession } from './sessions.repo';

/** The longest an entry is kept, even when no change was heard. */
const ENTRY_TTL_MS = 30_000;
/** About one entry per user active in the last half minute; the oldest go first. */
const MAX_ENTRIES = 20_000;

interface Entry {
  userId: number;
  user: User;
  expiresAt: number;
}

export interface SessionCache {
  /** The active user of a live session, or undefined (ended session, unknown, deactivated). */
  findUser(userId: number, sessionId: string): Promise<User | undefined>;
  /** Forgets every session kept: something this process did may have changed one. */
  forget(): void;
  /** How many sessions are kept (tests). */
  readonly size: number;
}

export function createSessionCache(deps: {
  db: Database;
  changes: ChangeFeed;
  clock: Clock;
}): SessionCache {
  const { db, changes, clock } = deps;
  const entries = new Map<string, Entry>();
  let generation = 0;

  function forget(): void {
    generation += 1;
    entries.clear();
  }
  changes.onChange('sessions', forget);

  return {
    async findUser(userId, sessionId) {
      const now = clock.now().getTime();
      const kept = entries.get(sessionId);
      if (kept && kept.userId === userId && kept.expiresAt > now && changes.isListening())
        return kept.user;
      if (kept) entries.delete(sessionId);

      const readAt = generation;
      const user = await findUserInLiveSession(db, userId, sessionId);
      if (!user || !user.active) return undefined;
      if (readAt === generation && changes.isListening()) {
        if (entries.size >= MAX_ENTRIES) {
          const oldest = entries.keys().next();
          if (!oldest.done) entries.delete(oldest.value);
        }
        entries.set(sessionId, { userId, user, expiresAt: now + ENTRY_TTL_MS });
      }
      return user;
    },
    forget,
    get size() {
      return entries.size;
    },
  };
}
