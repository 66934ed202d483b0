// A retention run: in one transaction, under an advisory lock that one process holds at a time,
// it deletes what each rule that is on removes at the cut-offs of `asOf` (the same SQL the preview
// counts with), records the run with its cut-offs and counts, and commits; the removed
// attachments' bytes are deleted from the file store after the commit (a crash in between leaves
// bytes no row points to, never a row without its bytes). A daily run first claims its UTC day, so
// two processes that look at once make one run: the second finds the lock held or the day taken.
import type { RetentionKind } from '@portal/shared';
import type { RetentionContext } from './retention-context';
import { utcDay } from './retention-overview';
import { applyRules, cutoffsOf } from './retention-rules';
import { RETENTION_TARGETS, type RemovedFile } from './retention-targets';
import {
  allowAuditCut,
  finishRun,
  readStoredRules,
  startRun,
  tryRetentionLock,
} from './retention.repo';

export interface RunRequest {
  trigger: 'daily' | 'manual';
  actorId: number | null;
  /** The moment whose cut-offs apply (a preview's `asOf`); now by default. */
  asOf?: Date;
}

/** `busy`: another run holds the lock; `alreadyRan`: today's daily run is done (or running). */
export type RunOutcome =
  | { status: 'done'; runId: number; removed: Partial<Record<RetentionKind, number>> }
  | { status: 'busy' }
  | { status: 'alreadyRan' };

type RunInTransaction =
  | { status: 'done'; runId: number; removed: Record<string, number>; files: RemovedFile[] }
  | { status: 'busy' }
  | { status: 'alreadyRan' };

export async function runRetention(
  context: RetentionContext,
  request: RunRequest,
): Promise<RunOutcome> {
  const { db, clock } = context;
  const now = clock.now();
  const asOf = request.asOf ?? now;
  const result = await db.transaction(async (tx): Promise<RunInTransaction> => {
    if (!(await tryRetentionLock(tx))) return { status: 'busy' };
    const runId = await startRun(tx, {
      trigger: request.trigger,
      day: request.trigger === 'daily' ? utcDay(now) : null,
      actorId: request.actorId,
      now,
    });
    if (runId === undefined) return { status: 'alreadyRan' };
    await allowAuditCut(tx);
    const rules = applyRules(await readStoredRules(tx));
    const cutoffs: Record<string, string> = {};
    const removed: Record<string, number> = {};
    const files: RemovedFile[] = [];
    for (const { kind, cutoff } of cutoffsOf(rules, asOf)) {
      const gone = await RETENTION_TARGETS[kind].remove(tx, cutoff);
      cutoffs[kind] = cutoff.toISOString();
      removed[kind] = gone.count;
      files.push(...gone.files);
    }
    await finishRun(tx, runId, { cutoffs, removed, filesRemoved: files.length, now: clock.now() });
    return { status: 'done', runId, removed, files };
  });
  if (result.status !== 'done') return result;
  await context.files.removeStoredContent(result.files);
  return { status: 'done', runId: result.runId, removed: result.removed };
}
