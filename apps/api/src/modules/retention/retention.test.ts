// Retention: the super admin's rules per kind of data (safe defaults when nothing, or nothing
// valid, is stored), the preview of the next run, and runs that remove exactly what the preview
// counted, files included; one daily run however many processes look; audit entries removed only
// by the run. The API's clock is fixed; the records are seeded old and recent around it.
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  RETENTION_KINDS,
  RETENTION_LIMITS,
  RETENTION_PATHS,
  retentionOverviewSchema,
  retentionRunSchema,
  retentionRunsSchema,
  type RetentionOverview,
  type Role,
} from '@portal/shared';
import {
  auditLog,
  eventOrders,
  mailDeliveryAttempts,
  mailOutbox,
  retentionRules,
  retentionRuns,
  sponsorshipLetters,
} from '../../db/schema/index';
import { ManualClock } from '../../../test/helpers/clock';
import { EVERY_ROLE, createActors, type Actor } from '../../../test/helpers/fixtures';
import { openYear } from '../../../test/helpers/pairings';
import {
  EXPECTED_DEFAULT_COUNTS,
  NOW,
  seedRetentionWorld,
  storedUploads,
  type RetentionWorld,
} from '../../../test/helpers/retention-world';
import { createTestContext, type TestContext } from '../../../test/helpers/test-app';

const clock = new ManualClock(NOW);
let ctx: TestContext;
let actors: Record<Role, Actor>;
let periodId = 0;
let world: RetentionWorld;

beforeAll(async () => {
  ctx = await createTestContext({ clock });
  actors = await createActors(ctx, EVERY_ROLE);
  periodId = await openYear(actors.SUPER_ADMIN);
  world = await seedRetentionWorld(ctx, actors.SUPER_ADMIN, periodId, 'Uno');
});
afterAll(() => ctx.close());

async function overview(): Promise<RetentionOverview> {
  const response = await actors.SUPER_ADMIN.request('GET', RETENTION_PATHS.retention);
  expect(response.statusCode, response.body).toBe(200);
  return retentionOverviewSchema.parse(response.json());
}

const countsOf = (preview: RetentionOverview) =>
  Object.fromEntries(preview.kinds.map((kind) => [kind.kind, kind.count]));

describe('who may use retention', () => {
  it('is the super admin’s alone', async () => {
    for (const role of ['GLOBAL_ADMIN', 'ADMIN', 'SPONSOR', 'STUDENT'] as const) {
      const actor = actors[role];
      expect((await actor.request('GET', RETENTION_PATHS.retention)).statusCode).toBe(403);
      expect((await actor.request('GET', RETENTION_PATHS.runs)).statusCode).toBe(403);
      const rules = { rules: [{ kind: 'mailLog', period: 6, enabled: true }] };
      expect((await actor.request('PUT', RETENTION_PATHS.retention, rules)).statusCode).toBe(403);
      const run = { asOf: NOW.toISOString() };
      expect((await actor.request('POST', RETENTION_PATHS.run, run)).statusCode).toBe(403);
    }
    const anonymous = await ctx.app.inject({ method: 'GET', url: RETENTION_PATHS.retention });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('the rules and the preview', () => {
  it('applies the safe defaults when nothing is stored, with their cut-offs and counts', async () => {
    const preview = await overview();
    expect(preview.asOf).toBe(NOW.toISOString());
    expect(preview.nextRunOn).toBe('2026-08-02');
    expect(preview.kinds.map((kind) => [kind.kind, kind.period, kind.unit, kind.source])).toEqual(
      RETENTION_KINDS.map((kind) => [
        kind,
        RETENTION_LIMITS[kind].defaultPeriod,
        RETENTION_LIMITS[kind].unit,
        'default',
      ]),
    );
    expect(Object.fromEntries(preview.kinds.map((kind) => [kind.kind, kind.cutoff]))).toEqual({
      letterAttachments: '2024-08-02T12:00:00.000Z',
      mailLog: '2025-08-02T12:00:00.000Z',
      auditEntries: '2021-08-02T12:00:00.000Z',
      unpaidOrders: '2026-07-03T12:00:00.000Z',
      pushNotices: '2025-08-02T12:00:00.000Z',
    });
    expect(countsOf(preview)).toEqual(EXPECTED_DEFAULT_COUNTS);
  });

  it('refuses rules outside each kind’s limits and bad input, in the caller’s language', async () => {
    const put = (body: unknown, language = 'en-US') =>
      actors.SUPER_ADMIN.request('PUT', RETENTION_PATHS.retention, body, {
        'accept-language': language,
      });
    const tooShort = await put({ rules: [{ kind: 'auditEntries', period: 2, enabled: true }] });
    expect(tooShort.statusCode).toBe(400);
    expect(JSON.stringify(tooShort.json())).toContain('At least 12');
    const tooLong = await put(
      { rules: [{ kind: 'unpaidOrders', period: 99_999, enabled: true }] },
      'es-CO',
    );
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json<{ message: string }>().message).toMatch(/[áéíóú]|datos|revise/i);
    for (const body of [
      {},
      { rules: [] },
      { rules: [{ kind: 'passwords', period: 12, enabled: true }] },
      { rules: [{ kind: 'mailLog', period: '12', enabled: true }] },
      { rules: [{ kind: 'mailLog', period: 1.5, enabled: true }] },
      { rules: [{ kind: 'mailLog', period: 12 }] },
      { rules: [{ kind: 'mailLog', period: 1e300, enabled: true }] },
      {
        rules: [
          { kind: 'mailLog', period: 12, enabled: true },
          { kind: 'mailLog', period: 6, enabled: true },
        ],
      },
    ]) {
      expect((await put(body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(await ctx.database.db.select().from(retentionRules)).toEqual([]);
  });

  it('applies the default for a stored rule it cannot read, never removing more', async () => {
    const db = ctx.database.db;
    await db.insert(retentionRules).values([
      { kind: 'auditEntries', period: 1, unit: 'days', isEnabled: true },
      { kind: 'mailLog', period: 9999, unit: 'months', isEnabled: true },
    ]);
    const preview = await overview();
    const audit = preview.kinds.find((kind) => kind.kind === 'auditEntries')!;
    expect(audit).toMatchObject({ source: 'invalid', period: 60, unit: 'months' });
    expect(preview.kinds.find((kind) => kind.kind === 'mailLog')).toMatchObject({
      source: 'invalid',
      period: 12,
    });
    expect(countsOf(preview)).toEqual(EXPECTED_DEFAULT_COUNTS);
    await db.delete(retentionRules);
  });

  it('stores rules: a rule that is off removes nothing, a longer period removes less', async () => {
    const saved = await actors.SUPER_ADMIN.request('PUT', RETENTION_PATHS.retention, {
      rules: [
        { kind: 'pushNotices', period: 12, enabled: false },
        { kind: 'letterAttachments', period: 48, enabled: true },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const preview = retentionOverviewSchema.parse(saved.json());
    expect(preview.kinds.find((kind) => kind.kind === 'pushNotices')).toMatchObject({
      source: 'stored',
      enabled: false,
      cutoff: null,
      count: 0,
    });
    expect(preview.kinds.find((kind) => kind.kind === 'letterAttachments')).toMatchObject({
      source: 'stored',
      period: 48,
      cutoff: '2022-08-02T12:00:00.000Z',
      count: 0,
    });
    // The change of a setting is in the audit log.
    const [entry] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entity, 'setting'))
      .orderBy(sql`${auditLog.id} desc`)
      .limit(1);
    expect(entry?.actorId).toBe(actors.SUPER_ADMIN.id);
    await ctx.database.db.delete(retentionRules);
  });
});

describe('a run', () => {
  it('removes exactly what its preview counted, then the files, and logs it', async () => {
    const db = ctx.database.db;
    const preview = await overview();
    const uploadsBefore = await storedUploads(ctx);
    const response = await actors.SUPER_ADMIN.request('POST', RETENTION_PATHS.run, {
      asOf: preview.asOf,
    });
    expect(response.statusCode, response.body).toBe(200);
    const run = retentionRunSchema.parse(response.json());
    expect(run.removed).toEqual(countsOf(preview));
    expect(run.cutoffs).toEqual(
      Object.fromEntries(preview.kinds.map((kind) => [kind.kind, kind.cutoff])),
    );
    expect(run).toMatchObject({
      trigger: 'manual',
      actor: { id: actors.SUPER_ADMIN.id },
      filesRemoved: 1,
    });
    // What stays and what went.
    const letters = await db
      .select({ id: sponsorshipLetters.id, fileId: sponsorshipLetters.attachmentFileId })
      .from(sponsorshipLetters);
    const fileOf = new Map(letters.map((letter) => [letter.id, letter.fileId]));
    expect(fileOf.get(world.oldAttachmentLetter)).toBeNull();
    for (const id of world.keptAttachmentLetters) expect(fileOf.get(id)).not.toBeNull();
    expect((await storedUploads(ctx)).length).toBe(uploadsBefore.length - 1);
    const mail = await db.select({ id: mailOutbox.id }).from(mailOutbox);
    expect(mail.map((row) => row.id).sort()).toEqual(world.keptMailIds.sort());
    expect(await db.select().from(mailDeliveryAttempts)).toEqual([]);
    const orders = await db
      .select({ id: eventOrders.id })
      .from(eventOrders)
      .where(inArray(eventOrders.id, [...world.oldOrderIds, ...world.keptOrderIds]));
    expect(orders.map((row) => row.id).sort()).toEqual(world.keptOrderIds.sort());
    // The next preview finds nothing more, and the log shows the run.
    expect(Object.values(countsOf(await overview())).every((count) => count === 0)).toBe(true);
    const runs = await actors.SUPER_ADMIN.request('GET', RETENTION_PATHS.runs);
    expect(retentionRunsSchema.parse(runs.json()).items[0]).toEqual(run);
  });

  it('refuses a preview that is out of date or a bad one', async () => {
    const stale = new Date(NOW.getTime() - 2 * 60 * 60 * 1000).toISOString();
    const future = new Date(NOW.getTime() + 60_000).toISOString();
    for (const asOf of [stale, future]) {
      const response = await actors.SUPER_ADMIN.request('POST', RETENTION_PATHS.run, { asOf });
      expect(response.statusCode).toBe(409);
      expect(response.json<{ code: string }>().code).toBe('RETENTION_PREVIEW_STALE');
    }
    for (const body of [{}, { asOf: 'yesterday' }, { asOf: 12 }]) {
      const response = await actors.SUPER_ADMIN.request('POST', RETENTION_PATHS.run, body);
      expect(response.statusCode).toBe(400);
    }
  });

  it('is the only way audit entries are deleted', async () => {
    const db = ctx.database.db;
    await expect(db.delete(auditLog).where(eq(auditLog.action, 'view'))).rejects.toThrow();
    await expect(
      db.transaction((tx) => tx.delete(auditLog).where(eq(auditLog.action, 'view'))),
    ).rejects.toThrow();
    expect((await db.select().from(auditLog)).length).toBeGreaterThan(0);
  });

  it('runs once a day however many processes look at once', async () => {
    await seedRetentionWorld(ctx, actors.SUPER_ADMIN, periodId, 'Dos');
    const preview = await overview();
    expect(countsOf(preview)).toEqual(EXPECTED_DEFAULT_COUNTS);
    const outcomes = await Promise.all([
      ctx.app.retention.runDailyRetention(),
      ctx.app.retention.runDailyRetention(),
      ctx.app.retention.runDailyRetention(),
    ]);
    const done = outcomes.filter((outcome) => outcome.status === 'done');
    expect(done).toHaveLength(1);
    expect(done[0]).toMatchObject({ removed: countsOf(preview) });
    const daily = await ctx.database.db
      .select()
      .from(retentionRuns)
      .where(eq(retentionRuns.trigger, 'daily'));
    expect(daily.map((run) => run.scheduledFor)).toEqual(['2026-08-02']);
    expect((await ctx.app.retention.runDailyRetention()).status).toBe('alreadyRan');
    expect((await overview()).nextRunOn).toBe('2026-08-03');
    clock.advance(24 * 60 * 60 * 1000);
    const tomorrow = await ctx.app.retention.runDailyRetention();
    expect(tomorrow).toMatchObject({ status: 'done' });
  });
});
