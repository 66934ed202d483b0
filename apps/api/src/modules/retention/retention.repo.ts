// The retention area's own tables: the stored rules and the runs' log.
import { and, desc, eq, gt, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import { RETENTION_LIMITS, RETENTION_RUNS_LIMIT, type RetentionRuleInput } from '@portal/shared';
import { selectRows, type Database } from '../../db/client';
import { retentionRules, retentionRuns, users, type RetentionRuleRow } from '../../db/schema/index';

/** An arbitrary, fixed key: one retention run at a time, across every process. */
const RETENTION_LOCK_ID = 7_340_053;

export async function readStoredRules(db: Database): Promise<RetentionRuleRow[]> {
  return db.select().from(retentionRules);
}

export async function saveRules(
  db: Database,
  rules: readonly RetentionRuleInput[],
  actorId: number,
  now: Date,
): Promise<void> {
  for (const rule of rules) {
    const values = {
      period: rule.period,
      unit: RETENTION_LIMITS[rule.kind].unit,
      isEnabled: rule.enabled,
      updatedBy: actorId,
      updatedAt: now,
    };
    await db
      .insert(retentionRules)
      .values({ kind: rule.kind, ...values })
      .onConflictDoUpdate({ target: retentionRules.kind, set: values });
  }
}

/** Whether this transaction now holds the retention lock (false: another run holds it). */
export async function tryRetentionLock(tx: Database): Promise<boolean> {
  const [row] = await selectRows<{ is_locked: boolean }>(
    tx,
    sql`select pg_try_advisory_xact_lock(${RETENTION_LOCK_ID}) as is_locked`,
  );
  return row?.is_locked === true;
}

/** Lets this transaction delete audit entries (migration 0056's trigger reads it). */
export async function allowAuditCut(tx: Database): Promise<void> {
  await tx.execute(sql`select set_config('portal.retention', 'on', true)`);
}

/** How long a run's lease lasts after its last batch: far longer than one batch takes. */
const LEASE = sql`interval '10 minutes'`;

/** Takes the lock, waiting for it: a batch waits out another process's short start. */
export async function holdRetentionLock(tx: Database): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${RETENTION_LOCK_ID})`);
}

/** Whether a run is going on: not finished, and its lease has not run out. */
export async function hasLiveRun(tx: Database): Promise<boolean> {
  const [row] = await tx
    .select({ id: retentionRuns.id })
    .from(retentionRuns)
    .where(and(isNull(retentionRuns.finishedAt), gt(retentionRuns.leaseUntil, sql`now()`)))
    .limit(1);
  return row !== undefined;
}

/** A run's record and what it is doing: its cut-offs (per kind that is on), and its lease. */
export interface StartedRun {
  id: number;
  cutoffs: Record<string, string>;
}

/**
 * Starts a run's record, with its cut-offs and a lease held by `owner`. A daily run claims its
 * UTC day: undefined when a run already has it (another process, or earlier today).
 */
export async function startRun(
  tx: Database,
  run: {
    trigger: 'daily' | 'manual';
    day: string | null;
    actorId: number | null;
    now: Date;
    cutoffs: Record<string, string>;
    owner: string;
  },
): Promise<StartedRun | undefined> {
  const [row] = await tx
    .insert(retentionRuns)
    .values({
      trigger: run.trigger,
      scheduledFor: run.day,
      actorId: run.actorId,
      startedAt: run.now,
      cutoffs: run.cutoffs,
      removed: Object.fromEntries(Object.keys(run.cutoffs).map((kind) => [kind, 0])),
      leaseOwner: run.owner,
      leaseUntil: sql`now() + ${LEASE}`,
    })
    .onConflictDoNothing()
    .returning({ id: retentionRuns.id, cutoffs: retentionRuns.cutoffs });
  return row;
}

/**
 * Takes over the day's daily run when it stopped before its end (its process died, or a batch
 * failed) and nobody holds it: the run goes on with its own cut-offs and counts.
 */
export async function resumeDailyRun(
  tx: Database,
  day: string,
  owner: string,
): Promise<StartedRun | undefined> {
  const [row] = await tx
    .update(retentionRuns)
    .set({ leaseOwner: owner, leaseUntil: sql`now() + ${LEASE}` })
    .where(
      and(
        eq(retentionRuns.scheduledFor, day),
        isNull(retentionRuns.finishedAt),
        or(isNull(retentionRuns.leaseUntil), lte(retentionRuns.leaseUntil, sql`now()`)),
      ),
    )
    .returning({ id: retentionRuns.id, cutoffs: retentionRuns.cutoffs });
  return row;
}

/**
 * Renews the lease before a batch, locking the run's row until the batch commits: false when
 * `owner` no longer holds the run (it ran out and another process took the run over).
 */
export async function renewLease(tx: Database, id: number, owner: string): Promise<boolean> {
  const rows = await tx
    .update(retentionRuns)
    .set({ leaseUntil: sql`now() + ${LEASE}` })
    .where(
      and(
        eq(retentionRuns.id, id),
        eq(retentionRuns.leaseOwner, owner),
        isNull(retentionRuns.finishedAt),
      ),
    )
    .returning({ id: retentionRuns.id });
  return rows.length > 0;
}

/** Adds a batch's counts to the run's, in the batch's transaction. */
export async function addBatch(
  tx: Database,
  id: number,
  batch: { kind: string; count: number; files: number },
): Promise<void> {
  await tx
    .update(retentionRuns)
    .set({
      removed: sql`${retentionRuns.removed} || jsonb_build_object(${batch.kind}::text,
        coalesce((${retentionRuns.removed} ->> ${batch.kind}::text)::int, 0) + ${batch.count}::int)`,
      filesRemoved: sql`${retentionRuns.filesRemoved} + ${batch.files}::int`,
    })
    .where(eq(retentionRuns.id, id));
}

/** The run is done: finished, and its lease let go. */
export async function finishRun(tx: Database, id: number, owner: string, now: Date): Promise<void> {
  await tx
    .update(retentionRuns)
    .set({ finishedAt: now, leaseOwner: null, leaseUntil: null })
    .where(and(eq(retentionRuns.id, id), eq(retentionRuns.leaseOwner, owner)));
}

/** A run that failed lets its lease go at once: the next run need not wait for it to run out. */
export async function releaseLease(db: Database, id: number, owner: string): Promise<void> {
  await db
    .update(retentionRuns)
    .set({ leaseOwner: null, leaseUntil: null })
    .where(and(eq(retentionRuns.id, id), eq(retentionRuns.leaseOwner, owner)));
}

/** Whether the day's daily run is done (one stopped before its end is taken over that day). */
export async function hasDailyRun(db: Database, day: string): Promise<boolean> {
  const [row] = await db
    .select({ id: retentionRuns.id })
    .from(retentionRuns)
    .where(and(eq(retentionRuns.scheduledFor, day), isNotNull(retentionRuns.finishedAt)));
  return row !== undefined;
}

const runColumns = {
  id: retentionRuns.id,
  trigger: retentionRuns.trigger,
  actorId: retentionRuns.actorId,
  actorName: sql<string | null>`${users.firstName} || ' ' || ${users.lastName}`,
  startedAt: retentionRuns.startedAt,
  finishedAt: retentionRuns.finishedAt,
  cutoffs: retentionRuns.cutoffs,
  removed: retentionRuns.removed,
  filesRemoved: retentionRuns.filesRemoved,
};

export type RunRecord = Awaited<ReturnType<typeof readRuns>>[number];

export async function readRuns(db: Database) {
  return db
    .select(runColumns)
    .from(retentionRuns)
    .leftJoin(users, eq(users.id, retentionRuns.actorId))
    .orderBy(desc(retentionRuns.startedAt), desc(retentionRuns.id))
    .limit(RETENTION_RUNS_LIMIT);
}

export async function readRun(db: Database, id: number): Promise<RunRecord | undefined> {
  const [row] = await db
    .select(runColumns)
    .from(retentionRuns)
    .leftJoin(users, eq(users.id, retentionRuns.actorId))
    .where(eq(retentionRuns.id, id));
  return row;
}
