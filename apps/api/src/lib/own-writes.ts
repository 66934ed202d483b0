// What this process changed takes effect at its next request: every cache it keeps in memory
// (the sessions it checked, the list pages it answered) is told to forget before the answer of
// any request that may have written leaves, so a user never reads, from the process that made
// their change, something older than it. The other processes hear of the change from the
// database (lib/change-feed.ts). One hook for all of them: a new cache registers here instead of
// adding a hook of its own.
import type { FastifyInstance } from 'fastify';

/** Methods that never change anything; a request with any other may have written. */
const READ_ONLY_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS']);

/** A cache kept in memory: `forget` drops what it kept, the next read goes to the database. */
export interface ForgettingCache {
  forget(): void;
}

export interface OwnWrites {
  /**
   * Makes `cache` forget before the answer of any request of this process that may have written
   * leaves; `writingReads` names routes (by their path) that write although read-only by method,
   * after which this cache forgets too.
   */
  register(cache: ForgettingCache, options?: { writingReads?: ReadonlySet<string> }): void;
}

/** Adds the one hook that tells every registered cache this process may have written. */
export function watchOwnWrites(app: FastifyInstance): OwnWrites {
  const registered: { cache: ForgettingCache; writingReads: ReadonlySet<string> }[] = [];
  app.addHook('onSend', async (request) => {
    const isWritingMethod = !READ_ONLY_METHODS.has(request.method);
    const route = request.routeOptions.url ?? '';
    for (const { cache, writingReads } of registered) {
      if (isWritingMethod || writingReads.has(route)) cache.forget();
    }
  });
  return {
    register(cache, options = {}) {
      registered.push({ cache, writingReads: options.writingReads ?? new Set() });
    },
  };
}
