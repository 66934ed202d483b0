// Retention in batches (decision 057): a run removes each kind's rows a batch at a time, one
// transaction each, walking the table's key, and its record sums the batches; it still removes
// exactly what the preview counted, with more rows than a batch. A run that stops between
// batches keeps what it removed: while its lease lasts nobody else runs, and then the next look
// takes the day's run over and finishes it with its own cut-offs.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  RETENTION_PATHS,
  retentionOverviewSchema,
  type RetentionOverview,
  type Role,
} from '@portal/shared';
import { pushNotices, retentionRuns } from '../../db/schema/index';
import { ManualClock } from '../../../test/helpers/clock';
import { EVERY_ROLE, createActors, type Actor } from '../../../test/helpers/fixtures';
import { openYear } from '../../../test/helpers/pairings';
import {
  EXPECTED_DEFAULT_COUNTS,
  NOW,
  seedRetentionWorld,
  storedUploads,
} from '../../../test/helpers/retention-world';
import { createTestContext, queryRows, type TestContext } from '../../../test/helpers/test-app';
import { RETENTION_BATCH_SIZE } from './retention-context';
import { createRetentionService } from './retention.service';

const DAY_MS = 24 * 60 * 60 * 1000;
const clock = new ManualClock(NOW);
let ctx: TestContext;
let actors: Record<Role, Actor>;
let periodId = 0;

beforeAll(async () => {
  ctx = await createTestContext({ clock });
  actors = await createActors(ctx, EVERY_ROLE);
  periodId = await openYear(actors.SUPER_ADMIN);
});
afterAll(() => ctx.close());

async function overview(): Promise<RetentionOverview> {
  const response = await actors.SUPER_ADMIN.request('GET', RETENTION_PATHS.retention);
  expect(response.statusCode, response.body).toBe(200);
  return retentionOverviewSchema.parse(response.json());
}

const countsOf = (preview: RetentionOverview) =>
  Object.fromEntries(preview.kinds.map((kind) => [kind.kind, kind.count]));

/** A retention service of this test's own, with small batches and the files it is given. */
function smallBatches(
  batchSize: number,
  removeStoredContent = ctx.app.platform.files.removeStoredContent,
) {
  return createRetentionService({
    db: ctx.database.db,
    clock,
    files: { removeStoredContent },
    batchSize,
  });
}

/** The next day: the sessions of the day before have ended, so the actors sign in again. */
async function nextDay(): Promise<void> {
  clock.advance(DAY_MS);
  actors = await createActors(ctx, EVERY_ROLE);
}

async function runRow(id: number) {
  const [row] = await ctx.database.db.select().from(retentionRuns).where(eq(retentionRuns.id, id));
  return row;
}

describe('a run of many batches', () => {
  it('removes what the preview counted with more rows than a batch', async () => {
    const old = new Date('2020-01-01T00:00:00Z');
    const extra = RETENTION_BATCH_SIZE + 3;
    await ctx.database.db.execute(
      sql`insert into audit_log (entity, entity_id, action, at)
          select 'student', g, 'view', ${old} from generate_series(1, ${extra}) as g`,
    );
    const preview = await overview();
    expect(countsOf(preview).auditEntries).toBe(extra);
    const response = await actors.SUPER_ADMIN.request('POST', RETENTION_PATHS.run, {
      asOf: preview.asOf,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ removed: Record<string, number> }>().removed).toEqual(countsOf(preview));
    expect(countsOf(await overview()).auditEntries).toBe(0);
  });

  it('walks every kind’s key in small batches and sums them in the run’s record', async () => {
    await seedRetentionWorld(ctx, actors.SUPER_ADMIN, periodId, 'Uno');
    await seedRetentionWorld(ctx, actors.SUPER_ADMIN, periodId, 'Dos');
    // Notices keyed by person and key: the walk goes through both columns.
    const old = new Date('2023-01-01T00:00:00Z');
    await ctx.database.db
      .insert(pushNotices)
      .values(
        [actors.SPONSOR.id, actors.STUDENT.id].flatMap((userId) =>
          ['a', 'b', 'c', 'd'].map((key) => ({ userId, key: `letter:${key}`, createdAt: old })),
        ),
      );
    const preview = await overview();
    const expected = countsOf(preview);
    expect(expected).toEqual({
      ...Object.fromEntries(Object.entries(EXPECTED_DEFAULT_COUNTS).map(([k, n]) => [k, 2 * n])),
      pushNotices: 2 * EXPECTED_DEFAULT_COUNTS.pushNotices + 8,
    });
    const outcome = await smallBatches(2).runDailyRetention();
    expect(outcome).toMatchObject({ status: 'done', removed: expected });
    if (outcome.status !== 'done') return;
    const row = await runRow(outcome.runId);
    expect(row).toMatchObject({ removed: expected, filesRemoved: 2, leaseUntil: null });
    expect(row?.finishedAt).not.toBeNull();
    expect(Object.values(countsOf(await overview())).every((count) => count === 0)).toBe(true);
  });
});

describe('a run that stops between batches', () => {
  it('keeps what it removed, holds off others while its lease lasts, and is finished later', async () => {
    await nextDay();
    await seedRetentionWorld(ctx, actors.SUPER_ADMIN, periodId, 'Tres');
    await seedRetentionWorld(ctx, actors.SUPER_ADMIN, periodId, 'Cuatro');
    const preview = await overview();
    const uploadsBefore = (await storedUploads(ctx)).length;
    // The process stops right after the first batch (one letter's file) has committed.
    let hasStopped = false;
    const stopping = smallBatches(1, async (files) => {
      if (!hasStopped) {
        hasStopped = true;
        throw new Error('the process stopped');
      }
      return ctx.app.platform.files.removeStoredContent(files);
    });
    await expect(stopping.runDailyRetention()).rejects.toThrow('the process stopped');
    const [stopped] = await queryRows<{ id: number; removed: Record<string, number> }>(
      ctx.database,
      sql`select id, removed from retention_runs where finished_at is null`,
    );
    expect(stopped?.removed.letterAttachments).toBe(1);
    const afterStop = await overview();
    expect(countsOf(afterStop).letterAttachments).toBe(countsOf(preview).letterAttachments! - 1);
    // The day's run is not done: the next look (this hour) takes it over.
    expect(afterStop.nextRunOn).toBe('2026-08-03');

    // A process that died holds its lease until it runs out: nobody runs meanwhile.
    await ctx.database.db.execute(
      sql`update retention_runs set lease_owner = 'gone', lease_until = now() + interval '5 minutes'
           where id = ${stopped!.id}`,
    );
    expect((await smallBatches(1).runDailyRetention()).status).toBe('busy');
    const now = await actors.SUPER_ADMIN.request('POST', RETENTION_PATHS.run, {
      asOf: preview.asOf,
    });
    expect(now.statusCode).toBe(409);
    expect(now.json<{ code: string }>().code).toBe('RETENTION_RUN_BUSY');

    // Once it has run out, the next look takes the day's run over and finishes it.
    await ctx.database.db.execute(
      sql`update retention_runs set lease_until = now() - interval '1 minute'
           where id = ${stopped!.id}`,
    );
    const resumed = await smallBatches(1).runDailyRetention();
    expect(resumed).toMatchObject({
      status: 'done',
      runId: stopped!.id,
      removed: countsOf(preview),
    });
    const afterResume = await overview();
    expect(Object.values(countsOf(afterResume)).every((count) => count === 0)).toBe(true);
    expect(afterResume.nextRunOn).toBe('2026-08-04');
    // The stopped batch's bytes are left behind, named by no row (decision 057).
    expect((await storedUploads(ctx)).length).toBe(uploadsBefore - 1);
    expect((await smallBatches(1).runDailyRetention()).status).toBe('alreadyRan');
  });

  it('lets its lease go when it fails, so the next run need not wait', async () => {
    await nextDay();
    await seedRetentionWorld(ctx, actors.SUPER_ADMIN, periodId, 'Cinco');
    const failing = smallBatches(1, () => Promise.reject(new Error('the bucket is down')));
    await expect(failing.runDailyRetention()).rejects.toThrow('the bucket is down');
    const rows = await queryRows<{ lease_until: unknown; finished_at: unknown }>(
      ctx.database,
      sql`select lease_until, finished_at from retention_runs where finished_at is null`,
    );
    expect(rows).toEqual([{ lease_until: null, finished_at: null }]);
    const preview = await overview();
    const response = await actors.SUPER_ADMIN.request('POST', RETENTION_PATHS.run, {
      asOf: preview.asOf,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ removed: Record<string, number> }>().removed).toEqual(countsOf(preview));
  });
});
