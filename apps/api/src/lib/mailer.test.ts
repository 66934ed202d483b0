// The mail queue: messages wait while the SMTP server is down and go out once when it is back,
// also with two API processes' workers on one database; every try is recorded; a message a dead
// worker held is taken again; a refused or hopeless message fails for good. Time is a manual
// clock shared by both processes, so retries are due only when a test moves it.
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpServer, type TestSmtpServer } from '../../test/helpers/smtp';
import {
  buildTestApp,
  createTestContext,
  queryRows,
  type TestApp,
  type TestContext,
} from '../../test/helpers/test-app';
import { ManualClock } from '../../test/helpers/clock';
import { eventually } from '../../test/helpers/eventually';
import { claimDueMails, insertMail } from './mail-outbox';
import { DEFAULT_MAIL_QUEUE, MAIL_RETRY_DELAYS_MS, retryDelayMs } from './mailer';

const MINUTE_MS = 60_000;
const MAX_ATTEMPTS = 3;

const clock = new ManualClock();
let smtp: TestSmtpServer | undefined;
let smtpPort: number;
let ctx: TestContext;
let second: TestApp;

/** Starts the SMTP server again on the same port (the apps' SMTP_URL names it). */
async function startSmtp(): Promise<TestSmtpServer> {
  smtp = await startSmtpServer({
    port: smtpPort,
    isRefused: (address) => address.startsWith('refused-'),
  });
  return smtp;
}

async function stopSmtp(): Promise<void> {
  await smtp?.close();
  smtp = undefined;
}

beforeAll(async () => {
  const probe = await startSmtpServer();
  smtpPort = Number(new URL(probe.url).port);
  await probe.close();
  const options = {
    clock,
    // A long poll: a message sent without flush() must arrive through the change feed.
    mailQueue: { maxAttempts: MAX_ATTEMPTS, pollMs: 10 * MINUTE_MS },
    env: {
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}?connectionTimeout=2000`,
      MAIL_FROM: 'Portal <portal@example.org>',
    },
  };
  ctx = await createTestContext(options);
  second = await buildTestApp(ctx.testDatabase.openAnother(), options);
});
afterAll(async () => {
  await second.close();
  await ctx.close();
  await stopSmtp();
});

interface OutboxRow {
  id: number;
  status: string;
  attempts: number;
  error: string | null;
  language: string | null;
  next_attempt_ms: number;
  is_held: boolean;
  is_sent: boolean;
}

const outboxRows = (ids: number[]) =>
  queryRows<OutboxRow>(
    ctx.database,
    sql`select id, status, attempts, error, language,
          (extract(epoch from next_attempt_at) * 1000)::float8 as next_attempt_ms,
          locked_until is not null as is_held, sent_at is not null as is_sent
        from mail_outbox where id in (${sql.join(ids, sql`, `)}) order by id`,
  );

const attemptsOf = (ids: number[]) =>
  queryRows<{ mail_id: number; outcome: string; error: string | null; worker: string }>(
    ctx.database,
    sql`select mail_id, outcome, error, worker from mail_delivery_attempts
        where mail_id in (${sql.join(ids, sql`, `)}) order by mail_id, id`,
  );

/**
 * Both processes deliver what is due, at the same time, until no message is held: a worker woken
 * by the change feed may hold one while the other process's flush passes it by.
 */
async function flushBoth(): Promise<void> {
  await eventually(async () => {
    await Promise.all([ctx.app.mailer.flush(), second.app.mailer.flush()]);
    const held = await queryRows<{ n: number }>(
      ctx.database,
      sql`select count(*)::int as n from mail_outbox
          where status = 'pending' and locked_until > ${clock.now()}`,
    );
    return held[0]?.n === 0;
  });
}

const tag = () => randomBytes(4).toString('hex');

/** How many messages the server received with this subject. */
const receivedWith = (subject: string) =>
  (smtp?.received ?? []).filter((mail) => mail.subject === subject).length;

describe('mail queue', () => {
  it('keeps messages while SMTP is down and sends each once when it is back, with two workers', async () => {
    await stopSmtp();
    const run = tag();
    const subjects = Array.from({ length: 24 }, (_, i) => `Queued ${run} #${i}`);
    // Half queued by each process, in both languages.
    const ids = await Promise.all(
      subjects.map(async (subject, i) => {
        const app = i % 2 === 0 ? ctx.app : second.app;
        const { id } = await app.mailer.send({
          to: `queued-${i}@example.org`,
          language: i % 3 === 0 ? 'es-CO' : 'en-US',
          subject,
          text: `Message ${i}`,
        });
        return id;
      }),
    );
    await flushBoth();

    const waiting = await outboxRows(ids);
    expect(waiting).toHaveLength(ids.length);
    for (const row of waiting) {
      expect(row).toMatchObject({ status: 'pending', attempts: 1, is_held: false, is_sent: false });
      expect(row.error).toBeTruthy();
      expect(row.next_attempt_ms).toBe(clock.now().getTime() + MINUTE_MS);
    }
    expect(waiting.filter((row) => row.language === 'es-CO')).toHaveLength(8);
    const failed = await attemptsOf(ids);
    expect(failed).toHaveLength(ids.length);
    expect(failed.every((attempt) => attempt.outcome === 'failed' && attempt.error)).toBe(true);

    // Back, but nothing is due yet: the retry waits its minute.
    await startSmtp();
    clock.advance(MINUTE_MS - 1000);
    await flushBoth();
    expect(subjects.map(receivedWith)).toEqual(subjects.map(() => 0));
    expect(await attemptsOf(ids)).toHaveLength(ids.length);

    clock.advance(1000);
    await flushBoth();
    expect(subjects.map(receivedWith)).toEqual(subjects.map(() => 1));
    const sent = await outboxRows(ids);
    expect(
      sent.every((row) => row.status === 'sent' && row.attempts === 2 && row.is_sent && !row.error),
    ).toBe(true);
    const attempts = await attemptsOf(ids);
    expect(attempts.filter((attempt) => attempt.outcome === 'sent')).toHaveLength(ids.length);
    expect(attempts).toHaveLength(ids.length * 2);

    // Later passes send nothing again.
    clock.advance(60 * MINUTE_MS);
    await flushBoth();
    expect(subjects.map(receivedWith)).toEqual(subjects.map(() => 1));
  });

  it('sends a message queued by another process without being asked (the change feed)', async () => {
    if (!smtp) await startSmtp();
    const subject = `Notified ${tag()}`;
    await second.database.db.transaction(async (tx) => {
      await second.app.mailer.send(
        { to: 'notified@example.org', language: 'en-US', subject, text: 'hello' },
        tx,
      );
    });
    const mail = await smtp?.waitForMail((received) => received.subject === subject, 4000);
    expect(mail?.to).toEqual(['notified@example.org']);
  });

  it('keeps an outbox-only message (a test checkout receipt) in the outbox and never sends it', async () => {
    if (!smtp) await startSmtp();
    const kept = `Kept ${tag()}`;
    const sent = `Sent after it ${tag()}`;
    const { id } = await ctx.app.mailer.send({
      to: 'anyone-typed-this@example.org',
      language: 'en-US',
      subject: kept,
      text: 'a receipt',
      isOutboxOnly: true,
    });
    await ctx.app.mailer.send({
      to: 'real@example.org',
      language: 'en-US',
      subject: sent,
      text: 'x',
    });
    clock.advance(7 * 24 * 60 * MINUTE_MS);
    await flushBoth();
    await smtp?.waitForMail((received) => received.subject === sent, 4000);
    expect(receivedWith(kept)).toBe(0);
    expect(await outboxRows([id])).toMatchObject([{ status: 'kept', attempts: 0, is_sent: false }]);
    expect(await attemptsOf([id])).toEqual([]);
  });

  it('queues nothing when the sender’s transaction rolls back', async () => {
    const subject = `Rolled back ${tag()}`;
    await expect(
      ctx.database.db.transaction(async (tx) => {
        await ctx.app.mailer.send(
          { to: 'never@example.org', language: 'en-US', subject, text: 'x' },
          tx,
        );
        throw new Error('the caller fails');
      }),
    ).rejects.toThrow('the caller fails');
    const rows = await queryRows<{ n: number }>(
      ctx.database,
      sql`select count(*)::int as n from mail_outbox where subject = ${subject}`,
    );
    expect(rows[0]?.n).toBe(0);
  });

  it('takes again a message whose worker died, once its hold has run out', async () => {
    if (!smtp) await startSmtp();
    const subject = `Orphaned ${tag()}`;
    // A worker claims it (in the same transaction, before any other can) and dies before sending.
    const { id, claimed } = await ctx.database.db.transaction(async (tx) => {
      const inserted = await insertMail(
        tx,
        { to: 'orphan@example.org', language: 'es-CO', subject, text: 'x' },
        clock.now(),
      );
      const held = await claimDueMails(
        tx,
        clock.now(),
        new Date(clock.now().getTime() + DEFAULT_MAIL_QUEUE.leaseMs),
        100,
      );
      return { id: inserted, claimed: held };
    });
    expect(claimed.map((mail) => mail.id)).toEqual([id]);

    // Nobody else takes it while it is held (flushBoth would wait for it to be let go).
    await Promise.all([ctx.app.mailer.flush(), second.app.mailer.flush()]);
    expect(receivedWith(subject)).toBe(0);
    expect((await outboxRows([id]))[0]).toMatchObject({ status: 'pending', attempts: 0 });

    clock.advance(DEFAULT_MAIL_QUEUE.leaseMs);
    await flushBoth();
    expect(receivedWith(subject)).toBe(1);
    expect((await outboxRows([id]))[0]).toMatchObject({
      status: 'sent',
      attempts: 1,
      is_held: false,
    });
  });

  it('bounces a message at once when the server refuses it for good', async () => {
    if (!smtp) await startSmtp();
    const { id } = await ctx.app.mailer.send({
      to: 'refused-1@example.org',
      language: 'en-US',
      subject: `Refused ${tag()}`,
      text: 'x',
    });
    await flushBoth();
    const [row] = await outboxRows([id]);
    expect(row).toMatchObject({ status: 'bounced', attempts: 1 });
    expect(row?.error).toMatch(/550|mailbox/i);
    expect(await attemptsOf([id])).toEqual([expect.objectContaining({ outcome: 'failed' })]);
  });

  it('tries with growing waits and gives up after the last try', async () => {
    await stopSmtp();
    const { id } = await second.app.mailer.send({
      to: 'hopeless@example.org',
      language: 'en-US',
      subject: `Hopeless ${tag()}`,
      text: 'x',
    });
    await flushBoth();
    expect((await outboxRows([id]))[0]).toMatchObject({ status: 'pending', attempts: 1 });
    clock.advance(MINUTE_MS);
    await flushBoth();
    const [afterTwo] = await outboxRows([id]);
    expect(afterTwo).toMatchObject({ status: 'pending', attempts: 2 });
    expect(afterTwo?.next_attempt_ms).toBe(clock.now().getTime() + 5 * MINUTE_MS);
    clock.advance(5 * MINUTE_MS);
    await flushBoth();
    expect((await outboxRows([id]))[0]).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS });
    clock.advance(24 * 60 * MINUTE_MS);
    await flushBoth();
    expect(await attemptsOf([id])).toHaveLength(MAX_ATTEMPTS);
  });

  it('waits longer after each failed try, up to a ceiling', () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([1, 5, 15, 60].map((m) => m * MINUTE_MS));
    expect(retryDelayMs(50)).toBe(MAIL_RETRY_DELAYS_MS.at(-1));
  });
});

describe('mail without SMTP_URL', () => {
  it('keeps the message pending in the outbox and tries nothing', async () => {
    const local = await createTestContext({ clock });
    try {
      const { id } = await local.app.mailer.send({
        to: 'nobody@example.org',
        language: 'es-CO',
        subject: 'Kept',
        text: 'body',
      });
      await local.app.mailer.flush();
      const rows = await queryRows<{ status: string; attempts: number; language: string }>(
        local.database,
        sql`select status, attempts, language from mail_outbox where id = ${id}`,
      );
      expect(rows).toEqual([{ status: 'pending', attempts: 0, language: 'es-CO' }]);
    } finally {
      await local.close();
    }
  });
});
