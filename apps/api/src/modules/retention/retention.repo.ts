// The retention area's own tables: the stored rules and the runs' log.
import { desc, eq, sql } from 'drizzle-orm';
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

/**
 * Starts a run's record. A daily run claims its UTC day: undefined when a run already has it
 * (another process, or earlier today).
 */
export async function startRun(
  tx: Database,
  run: { trigger: 'daily' | 'manual'; day: string | null; actorId: number | null; now: Date },
): Promise<number | undefined> {
  const [row] = await tx
    .insert(retentionRuns)
    .values({
      trigger: run.trigger,
      scheduledFor: run.day,
      actorId: run.actorId,
      startedAt: run.now,
    })
    .onConflictDoNothing()
    .returning({ id: retentionRuns.id });
  return row?.id;
}

export async function finishRun(
  tx: Database,
  id: number,
  result: {
    cutoffs: Record<string, string>;
    removed: Record<string, number>;
    filesRemoved: number;
    now: Date;
  },
): Promise<void> {
  await tx
    .update(retentionRuns)
    .set({
      cutoffs: result.cutoffs,
      removed: result.removed,
      filesRemoved: result.filesRemoved,
      finishedAt: result.now,
    })
    .where(eq(retentionRuns.id, id));
}

export async function hasDailyRun(db: Database, day: string): Promise<boolean> {
  const [row] = await db
    .select({ id: retentionRuns.id })
    .from(retentionRuns)
    .where(eq(retentionRuns.scheduledFor, day));
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
