// The bytes of deleted files: a trigger on `files` queues a deleted row's keys in
// `stored_object_removals` in the row's own transaction (migration 0063). Whoever deleted the row
// deletes the bytes once it has committed and takes the keys off the queue (`removeStoredKeys`);
// what a crash, a restart or a failing store left queued is deleted by the hourly sweep. So an
// erased child's photo never outlives its row for long, and the store is never listed (neither
// the local folder nor an S3 bucket can be listed cheaply).
import { inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { selectRows, type Database } from '../../db/client';
import { storedObjectRemovals } from '../../db/schema/index';
import type { FileStore } from './file-store';

/** Left to the code that deleted the row for this long before the sweep takes a key over. */
export const REMOVAL_GRACE_MS = 10 * 60 * 1000;
/** Keys per sweep transaction: each is a call to the store while their queue rows are locked. */
export const REMOVAL_BATCH_SIZE = 100;

interface RemovalDeps {
  db: Database;
  store: Pick<FileStore, 'delete'>;
  log: Pick<FastifyBaseLogger, 'warn'>;
}

/** Deletes the objects (best effort) and takes the ones deleted off the queue; answers those. */
export async function removeStoredKeys(
  { db, store, log }: RemovalDeps,
  keys: ReadonlyArray<string | null | undefined>,
): Promise<string[]> {
  const wanted = [...new Set(keys.filter((key): key is string => Boolean(key)))];
  const results = await Promise.allSettled(wanted.map((key) => store.delete(key)));
  const removed: string[] = [];
  results.forEach((result, index) => {
    if (result.status === 'fulfilled') removed.push(wanted[index]!);
    else log.warn({ err: result.reason }, 'could not remove a stored file; the sweep will retry');
  });
  if (removed.length > 0)
    await db.delete(storedObjectRemovals).where(inArray(storedObjectRemovals.storageKey, removed));
  return removed;
}

/**
 * One batch: the oldest keys queued before the grace period, locked (`skip locked`: two
 * processes sweeping at once take different keys), their bytes deleted, then their queue rows.
 * A key that a `files` row names again is dropped from the queue without touching its bytes.
 * Answers how many keys left the queue.
 */
async function sweepBatch({ db, store, log }: RemovalDeps, graceMs: number): Promise<number> {
  return db.transaction(async (tx) => {
    const queued = await selectRows<{ key: string; isNamed: boolean }>(
      tx,
      sql`select r.storage_key as key,
                 exists (select 1 from files f
                          where f.storage_key = r.storage_key
                             or f.thumbnail_key = r.storage_key) as "isNamed"
            from stored_object_removals r
           where r.queued_at < now() - make_interval(secs => ${graceMs / 1000})
           order by r.queued_at, r.storage_key
           limit ${REMOVAL_BATCH_SIZE}
             for update of r skip locked`,
    );
    const done: string[] = [];
    for (const { key, isNamed } of queued) {
      try {
        if (!isNamed) await store.delete(key);
        done.push(key);
      } catch (error) {
        log.warn({ err: error }, 'could not remove a stored file; the next sweep will retry');
      }
    }
    if (done.length > 0)
      await tx.delete(storedObjectRemovals).where(inArray(storedObjectRemovals.storageKey, done));
    return done.length;
  });
}

/** Sweeps the queue until it holds nothing older than the grace period (or nothing it can do). */
export async function sweepStoredObjectRemovals(
  deps: RemovalDeps,
  graceMs: number = REMOVAL_GRACE_MS,
): Promise<number> {
  let total = 0;
  for (;;) {
    const removed = await sweepBatch(deps, graceMs);
    total += removed;
    // A batch that removed none (empty, all locked elsewhere or the store failing): stop here.
    if (removed < REMOVAL_BATCH_SIZE) return total;
  }
}
