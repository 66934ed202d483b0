// Never twice, never lost (decision 042): a worker killed with SIGKILL in the middle of a
// campaign loses no recipient, and what the next worker sends again is at most what was in flight
// at the kill (one batch), with the same Message-ID; two workers sending the same campaign send
// each message exactly once.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ManualClock } from '../../test/helpers/clock';
import { eventually } from '../../test/helpers/eventually';
import { queueCampaignRows } from '../../test/helpers/mail-campaign';
import { startSmtpServer, type ReceivedMail, type TestSmtpServer } from '../../test/helpers/smtp';
import { createTestContext, queryRows, type TestContext } from '../../test/helpers/test-app';
import { openDatabase, type Database } from '../db/client';
import { createMailer } from './mailer';

const API_ROOT = fileURLToPath(new URL('../..', import.meta.url));
const CHILD = path.join(API_ROOT, 'test/helpers/mail-worker-child.ts');
const BATCH_SIZE = 10;
const HOUR_MS = 3_600_000;
const isPostgres = inject('testDb')?.kind === 'postgres';

let ctx: TestContext;
let smtp: TestSmtpServer;

beforeAll(async () => {
  // No SMTP_URL: the app's own worker stays idle; the workers under test are made here.
  ctx = await createTestContext({ withDatabaseUrl: true });
  smtp = await startSmtpServer();
});
afterAll(async () => {
  await ctx.close();
  await smtp.close();
});

const tag = () => randomBytes(4).toString('hex');
const messageIdOf = (mail: ReceivedMail) =>
  /^Message-ID: *(.*)$/im.exec(mail.raw.replace(/\r?\n[ \t]+/g, ' '))?.[1]?.trim();

/** A worker in this process, on its own connection, with a clock `aheadMs` in the future. */
function worker(
  db: Database,
  aheadMs = 0,
  options: { clock?: ManualClock; ratePerSecond?: number } = {},
) {
  return createMailer({
    db,
    smtpUrl: `${smtp.url}?connectionTimeout=2000`,
    from: 'Portal <portal@example.org>',
    log: ctx.app.log,
    clock: options.clock ?? new ManualClock(new Date(Date.now() + aheadMs)),
    queue: {
      batchSize: BATCH_SIZE,
      pollMs: HOUR_MS,
      ratePerSecond: options.ratePerSecond ?? 0,
    },
  });
}

async function statusesOf(campaignId: number) {
  return queryRows<{ status: string; n: number }>(
    ctx.database,
    sql`select status, count(*)::int as n from mail_outbox where campaign_id = ${campaignId} group by status`,
  );
}

/** What the server received for the campaign's addresses: how often each, and their ids. */
function receivedFor(suffix: string) {
  const byAddress = new Map<string, string[]>();
  for (const mail of smtp.received) {
    const to = mail.to[0] ?? '';
    if (!to.endsWith(suffix)) continue;
    byAddress.set(to, [...(byAddress.get(to) ?? []), messageIdOf(mail) ?? '']);
  }
  return byAddress;
}

/**
 * Where the killed worker and the next one read the queue. PostgreSQL: the test's database, the
 * next worker on a connection of its own. PGlite: a data folder of its own, which the child
 * locks and opens as an API process does, and which this process opens once the child is dead
 * (one process per data folder, decision 038: the dead child's lock is stale by then).
 */
async function crashSite() {
  if (isPostgres) {
    return {
      db: ctx.database.db,
      env: { DATABASE_URL: ctx.testDatabase.url },
      handOver: async () => undefined,
      reopen: async () => ctx.testDatabase.openAnother(),
      close: async () => undefined,
    };
  }
  const folder = await mkdtemp(path.join(os.tmpdir(), 'portal-mail-crash-'));
  const open = () => openDatabase({ databaseUrl: undefined, dataDir: folder, databasePoolMax: 1 });
  const setup = await open();
  await setup.migrate();
  return {
    db: setup.db,
    env: { DATABASE_URL: '', DATA_DIR: folder },
    /** Lets the folder go before the child takes it. */
    handOver: () => setup.close(),
    reopen: open,
    close: () => rm(folder, { recursive: true, force: true }),
  };
}

describe('a worker killed mid-campaign', () => {
  it(
    'loses nobody and sends again only what was in flight, with the same Message-ID',
    { timeout: 120_000 },
    async () => {
      const run = tag();
      const count = 150;
      const site = await crashSite();
      const { campaignId } = await queueCampaignRows(site.db, count, run);
      await site.handOver();
      const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', CHILD], {
        cwd: API_ROOT,
        env: {
          ...process.env,
          ...site.env,
          SMTP_URL: smtp.url,
          MAIL_BATCH_SIZE: String(BATCH_SIZE),
        },
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      const exited = new Promise((resolve) => child.on('exit', (_code, signal) => resolve(signal)));
      const suffix = `-${run}@example.org`;
      await eventually(async () => receivedFor(suffix).size >= 40);
      child.kill('SIGKILL');
      expect(await exited).toBe('SIGKILL');
      const atKill = receivedFor(suffix).size;
      expect(atKill).toBeLessThan(count);

      // The next worker (past the dead one's lease) finishes the campaign.
      const database = await site.reopen();
      const next = worker(database.db, HOUR_MS);
      const statusesThere = () =>
        queryRows<{ status: string; n: number }>(
          database,
          sql`select status, count(*)::int as n from mail_outbox where campaign_id = ${campaignId} group by status`,
        );
      await eventually(async () => {
        await next.flush();
        const statuses = await statusesThere();
        return statuses.length === 1 && statuses[0]?.status === 'sent';
      });
      await next.close();

      const received = receivedFor(suffix);
      expect(received.size).toBe(count);
      const twice = [...received.entries()].filter(([, ids]) => ids.length > 1);
      expect(twice.length).toBeLessThanOrEqual(BATCH_SIZE);
      for (const [, ids] of twice) expect(new Set(ids).size).toBe(1);
      const stored = await queryRows<{ to_address: string; message_id: string }>(
        database,
        sql`select to_address, message_id from mail_outbox where campaign_id = ${campaignId}`,
      );
      for (const row of stored) expect(received.get(row.to_address)?.[0]).toBe(row.message_id);
      if (!isPostgres) await database.close();
      await site.close();
    },
  );
});

describe('two workers on one campaign', () => {
  it('send each message exactly once', { timeout: 120_000 }, async () => {
    const run = tag();
    const count = 200;
    const { campaignId } = await queueCampaignRows(ctx.database.db, count, run);
    const first = worker(ctx.database.db);
    const second = worker(ctx.testDatabase.openAnother().db);
    await Promise.all([first.flush(), second.flush()]);
    await eventually(async () => {
      await Promise.all([first.flush(), second.flush()]);
      const statuses = await statusesOf(campaignId);
      return statuses.length === 1 && statuses[0]?.status === 'sent';
    });
    await Promise.all([first.close(), second.close()]);
    const received = receivedFor(`-${run}@example.org`);
    expect(received.size).toBe(count);
    expect([...received.values()].every((ids) => ids.length === 1)).toBe(true);
    const workers = await queryRows<{ worker: string; n: number }>(
      ctx.database,
      sql`select worker, count(*)::int as n from mail_delivery_attempts a
          join mail_outbox m on m.id = a.mail_id where m.campaign_id = ${campaignId} group by worker`,
    );
    expect(workers.reduce((sum, row) => sum + row.n, 0)).toBe(count);
  });
});

describe('the SMTP server going down mid-campaign', () => {
  it(
    'loses nobody: what it refused waits and goes once it is back',
    { timeout: 120_000 },
    async () => {
      const run = tag();
      const count = 120;
      const { campaignId } = await queueCampaignRows(ctx.database.db, count, run);
      const suffix = `-${run}@example.org`;
      const clock = new ManualClock();
      const mailer = worker(ctx.database.db, 0, { clock, ratePerSecond: 100 });
      const port = Number(new URL(smtp.url).port);
      const sending = mailer.flush();
      await eventually(async () => receivedFor(suffix).size >= 30);
      await smtp.close();
      await sending;
      const down = await statusesOf(campaignId);
      expect(down.find((row) => row.status === 'pending')?.n ?? 0).toBeGreaterThan(0);

      smtp = await startSmtpServer({ port });
      clock.advance(HOUR_MS);
      await eventually(async () => {
        await mailer.flush();
        const statuses = await statusesOf(campaignId);
        return statuses.length === 1 && statuses[0]?.status === 'sent';
      });
      await mailer.close();
      // The restarted server received the rest; none of them twice.
      const again = receivedFor(suffix);
      expect([...again.values()].every((ids) => ids.length === 1)).toBe(true);
      const [row] = await queryRows<{ n: number }>(
        ctx.database,
        sql`select count(*)::int as n from mail_outbox where campaign_id = ${campaignId}
          and status = 'sent' and attempts > 1`,
      );
      expect(row?.n).toBe(again.size);
      expect(again.size).toBeGreaterThan(0);
    },
  );
});
