// A retention run (decisions 053 and 057). It starts in one short transaction under an advisory
// lock that one process holds at a time: nobody else's run may be going on (a run not finished
// whose lease has not run out), a daily run claims its UTC day, and the run's record takes the
// cut-offs of `asOf` and a lease. Then each rule that is on removes its rows in batches of
// `batchSize`, each batch one transaction (under the same lock) that renews the lease, deletes
// the next rows of the kind's condition (the same SQL the preview counts with) and adds its
// counts to the run's record; the removed attachments' bytes are deleted from the file store
// after each batch commits (a crash in between leaves bytes no row points to, never a row
// without its bytes). What a batch removed stays removed whatever happens next: a run that fails
// lets its lease go, one whose process died leaves a lease that runs out, and the next run
// removes the rest (the day's daily run is taken over by the next hourly look and goes on with
// its own cut-offs and counts).
import { randomUUID } from 'node:crypto';
import { RETENTION_KINDS, type RetentionKind } from '@portal/shared';
import type { RetentionContext } from './retention-context';
import { utcDay } from './retention-overview';
import { applyRules, cutoffsOf } from './retention-rules';
import { RETENTION_TARGETS, type BatchKey } from './retention-targets';
import {
  addBatch,
  allowAuditCut,
  finishRun,
  hasLiveRun,
  holdRetentionLock,
  readRun,
  readStoredRules,
  releaseLease,
  renewLease,
  resumeDailyRun,
  startRun,
  tryRetentionLock,
  type StartedRun,
} from './retention.repo';

export interface RunRequest {
  trigger: 'daily' | 'manual';
  actorId: number | null;
  /** The moment whose cut-offs apply (a preview's `asOf`); now by default. */
  asOf?: Date;
}

/** `busy`: another run is going on; `alreadyRan`: today's daily run is done (or running). */
export type RunOutcome =
  | { status: 'done'; runId: number; removed: Partial<Record<RetentionKind, number>> }
  | { status: 'busy' }
  | { status: 'alreadyRan' };

type Start = { status: 'started'; run: StartedRun } | { status: 'busy' } | { status: 'alreadyRan' };

async function start(context: RetentionContext, request: RunRequest, owner: string) {
  const { db, clock } = context;
  const now = clock.now();
  return db.transaction(async (tx): Promise<Start> => {
    if (!(await tryRetentionLock(tx)) || (await hasLiveRun(tx))) return { status: 'busy' };
    const rules = applyRules(await readStoredRules(tx));
    const cutoffs = Object.fromEntries(
      cutoffsOf(rules, request.asOf ?? now).map(({ kind, cutoff }) => [kind, cutoff.toISOString()]),
    );
    const day = request.trigger === 'daily' ? utcDay(now) : null;
    const run =
      (await startRun(tx, {
        trigger: request.trigger,
        actorId: request.actorId,
        day,
        now,
        cutoffs,
        owner,
      })) ?? (day === null ? undefined : await resumeDailyRun(tx, day, owner));
    return run ? { status: 'started', run } : { status: 'alreadyRan' };
  });
}

/** One batch of a kind: the next rows after `after`, removed and counted in one transaction. */
async function removeBatch(
  context: RetentionContext,
  runId: number,
  owner: string,
  step: { kind: RetentionKind; cutoff: Date; after: BatchKey | null },
) {
  const batch = await context.db.transaction(async (tx) => {
    await holdRetentionLock(tx);
    if (!(await renewLease(tx, runId, owner))) {
      throw new Error(`retention run ${runId} was taken over by another process`);
    }
    await allowAuditCut(tx);
    const removed = await RETENTION_TARGETS[step.kind].removeBatch(
      tx,
      step.cutoff,
      step.after,
      context.batchSize,
    );
    await addBatch(tx, runId, {
      kind: step.kind,
      count: removed.count,
      files: removed.files.length,
    });
    return removed;
  });
  if (batch.files.length > 0) await context.files.removeStoredContent(batch.files);
  return batch;
}

async function removeKind(
  context: RetentionContext,
  runId: number,
  owner: string,
  kind: RetentionKind,
  cutoff: Date,
): Promise<void> {
  let after: BatchKey | null = null;
  for (;;) {
    const batch = await removeBatch(context, runId, owner, { kind, cutoff, after });
    // A batch short of the size was the last: nothing older is left under this cut-off.
    if (batch.isLast || batch.last === null) return;
    after = batch.last;
  }
}

export async function runRetention(
  context: RetentionContext,
  request: RunRequest,
): Promise<RunOutcome> {
  const owner = randomUUID();
  const started = await start(context, request, owner);
  if (started.status !== 'started') return started;
  const { id, cutoffs } = started.run;
  try {
    for (const kind of RETENTION_KINDS) {
      const cutoff = cutoffs[kind];
      if (cutoff !== undefined) await removeKind(context, id, owner, kind, new Date(cutoff));
    }
    await finishRun(context.db, id, owner, context.clock.now());
  } catch (error) {
    await releaseLease(context.db, id, owner).catch(() => undefined);
    throw error;
  }
  const run = await readRun(context.db, id);
  return { status: 'done', runId: id, removed: run?.removed ?? {} };
}
