// What the mail worker hands the SMTP server and keeps: the Message-ID fixed at queue time (also
// across a retry, and given at the first claim to a message queued before ids were kept), the
// RFC 8058 headers on campaign messages only, the server's answer; a 4xx refusal tried again
// with backoff and failed once the tries run out, a 5xx one bounced for good (the server's answer
// kept) and counted as a bounce up to the threshold, a delivery resetting the count; held,
// skipped and cancelled messages never going.
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpServer, type ReceivedMail, type TestSmtpServer } from '../../test/helpers/smtp';
import { createTestContext, queryRows, type TestContext } from '../../test/helpers/test-app';
import { ManualClock } from '../../test/helpers/clock';
import { newUnsubscribeToken } from './mail-headers';
import { insertMail } from './mail-outbox';
import { createMailRate, rateServerOf } from './mail-rate';

const MINUTE_MS = 60_000;
const MAX_ATTEMPTS = 4;
const PUBLIC_URL = 'https://portal.example.org';
const clock = new ManualClock();
const refused = new Set<string>();
const deferred = new Set<string>();
let smtp: TestSmtpServer | undefined;
let smtpPort: number;
let ctx: TestContext;

async function startSmtp() {
  smtp = await startSmtpServer({
    port: smtpPort,
    isRefused: (address) => refused.has(address.toLowerCase()),
    isDeferred: (address) => deferred.has(address),
  });
}

beforeAll(async () => {
  const probe = await startSmtpServer();
  smtpPort = Number(new URL(probe.url).port);
  await probe.close();
  await startSmtp();
  ctx = await createTestContext({
    clock,
    mailQueue: { pollMs: 10 * MINUTE_MS, maxAttempts: MAX_ATTEMPTS },
    env: {
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}?connectionTimeout=2000`,
      MAIL_FROM: 'Portal <portal@example.org>',
      PUBLIC_URL: PUBLIC_URL,
      MAIL_BOUNCE_THRESHOLD: '3',
    },
  });
});
afterAll(async () => {
  await ctx.close();
  await smtp?.close();
});

const tag = () => randomBytes(4).toString('hex');
const header = (mail: ReceivedMail, name: string) =>
  new RegExp(`^${name}: *(.*)$`, 'mi').exec(mail.raw.replace(/\r?\n[ \t]+/g, ' '))?.[1]?.trim();

interface Row {
  status: string;
  attempts: number;
  message_id: string | null;
  smtp_response: string | null;
  error: string | null;
}
const rowOf = async (id: number) =>
  (
    await queryRows<Row>(
      ctx.database,
      sql`select status, attempts, message_id, smtp_response, error from mail_outbox where id = ${id}`,
    )
  )[0];
const addressOf = async (email: string) =>
  (
    await queryRows<{ bounces: number; is_bouncing: boolean; last_error: string | null }>(
      ctx.database,
      sql`select bounces, bouncing_since is not null as is_bouncing, last_error from mail_addresses where email = ${email}`,
    )
  )[0];

async function send(to: string, subject = `Mail ${tag()}`) {
  const { id } = await ctx.app.mailer.send({ to, language: 'en-US', subject, text: 'x' });
  return { id, subject };
}

const receivedWith = (subject: string) =>
  (smtp?.received ?? []).filter((m) => m.subject === subject);

describe('what a message goes with', () => {
  it('sends transactional mail with its stored Message-ID, no unsubscribe headers, and keeps the answer', async () => {
    const { id, subject } = await send('plain@example.org');
    await ctx.app.mailer.flush();
    const [mail] = receivedWith(subject);
    const row = await rowOf(id);
    expect(row?.status).toBe('sent');
    expect(row?.message_id).toMatch(/^<[\w-]+@example\.org>$/);
    expect(mail && header(mail, 'Message-ID')).toBe(row?.message_id);
    expect(mail && header(mail, 'List-Unsubscribe')).toBeUndefined();
    expect(mail && header(mail, 'List-Unsubscribe-Post')).toBeUndefined();
    expect(row?.smtp_response).toMatch(/^250/);
  });

  it('adds the one-click unsubscribe headers of RFC 8058 to a campaign message with a token', async () => {
    const subject = `Campaign ${tag()}`;
    const token = newUnsubscribeToken();
    // In one transaction, as a campaign queues it: no worker sees it without its token.
    const id = await ctx.database.db.transaction(async (tx) => {
      const queued = await insertMail(
        tx,
        { to: 'reader@example.org', language: 'es-CO', subject, text: 'x', kind: 'campaign' },
        clock.now(),
        `<campaign-${tag()}@example.org>`,
      );
      await tx.execute(
        sql`update mail_outbox set unsubscribe_token = ${token} where id = ${queued}`,
      );
      return queued;
    });
    await ctx.app.mailer.flush();
    const [mail] = receivedWith(subject);
    expect(mail && header(mail, 'List-Unsubscribe')).toBe(
      `<${PUBLIC_URL}/edrocks/api/email/unsubscribe/${token}>`,
    );
    expect(mail && header(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(mail && header(mail, 'Message-ID')).toBe((await rowOf(id))?.message_id);
  });

  it('keeps the Message-ID across a retry, also one given at the first claim to an old message', async () => {
    await smtp?.close();
    smtp = undefined;
    const queued = await send('retry@example.org');
    const oldSubject = `Old ${tag()}`;
    const oldId = await insertMail(
      ctx.database.db,
      { to: 'old@example.org', language: 'en-US', subject: oldSubject, text: 'x' },
      clock.now(),
    );
    expect((await rowOf(oldId))?.message_id).toBeNull();
    await ctx.app.mailer.flush();
    const first = await rowOf(queued.id);
    const old = await rowOf(oldId);
    expect(first).toMatchObject({ status: 'pending', attempts: 1 });
    expect(old).toMatchObject({ status: 'pending', attempts: 1 });
    expect(old?.message_id).toMatch(/^<[\w-]+@example\.org>$/);

    await startSmtp();
    clock.advance(MINUTE_MS);
    await ctx.app.mailer.flush();
    const [mail] = receivedWith(queued.subject);
    const [oldMail] = receivedWith(oldSubject);
    expect((await rowOf(queued.id))?.status).toBe('sent');
    expect(mail && header(mail, 'Message-ID')).toBe(first?.message_id);
    expect(oldMail && header(oldMail, 'Message-ID')).toBe(old?.message_id);
  });

  it('never sends held, skipped or cancelled messages', async () => {
    const ids = await Promise.all(
      ['held', 'skipped', 'cancelled'].map(async (status) => {
        return ctx.database.db.transaction(async (tx) => {
          const id = await insertMail(
            tx,
            { to: `${status}@example.org`, language: 'en-US', subject: `Not ${status}`, text: 'x' },
            clock.now(),
          );
          await tx.execute(sql`update mail_outbox set status = ${status} where id = ${id}`);
          return id;
        });
      }),
    );
    await ctx.app.mailer.flush();
    for (const id of ids) expect((await rowOf(id))?.attempts).toBe(0);
    expect(smtp?.received.filter((m) => m.subject.startsWith('Not '))).toEqual([]);
  });
});

describe('refusals', () => {
  it('tries a throttled (4xx) message again with backoff, and sends it once the server takes it', async () => {
    deferred.add('busy@example.org');
    const { id, subject } = await send('busy@example.org');
    await ctx.app.mailer.flush();
    const waiting = await rowOf(id);
    expect(waiting).toMatchObject({ status: 'pending', attempts: 1 });
    expect(waiting?.error).toMatch(/451|later/i);
    expect(await addressOf('busy@example.org')).toBeUndefined();
    clock.advance(MINUTE_MS);
    await ctx.app.mailer.flush();
    expect(await rowOf(id)).toMatchObject({ status: 'pending', attempts: 2 });
    deferred.delete('busy@example.org');
    clock.advance(5 * MINUTE_MS);
    await ctx.app.mailer.flush();
    expect(await rowOf(id)).toMatchObject({ status: 'sent', attempts: 3 });
    expect(receivedWith(subject)).toHaveLength(1);
  });

  it('fails a throttled (4xx) message once its tries run out, without counting a bounce', async () => {
    deferred.add('always-busy@example.org');
    const { id, subject } = await send('always-busy@example.org');
    await ctx.app.mailer.flush();
    for (const wait of [1, 5, 15]) {
      clock.advance(wait * MINUTE_MS);
      await ctx.app.mailer.flush();
    }
    const row = await rowOf(id);
    expect(row).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS });
    expect(row?.error).toMatch(/451|later/i);
    expect(await addressOf('always-busy@example.org')).toBeUndefined();
    clock.advance(24 * 60 * MINUTE_MS);
    await ctx.app.mailer.flush();
    expect((await rowOf(id))?.attempts).toBe(MAX_ATTEMPTS);
    expect(receivedWith(subject)).toHaveLength(0);
    deferred.delete('always-busy@example.org');
  });

  it('bounces a 5xx refusal for good and marks the address bouncing at the threshold; a delivery resets it', async () => {
    refused.add('gone@example.org');
    const ids: number[] = [];
    for (let i = 1; i <= 3; i += 1) {
      const { id } = await send(i === 2 ? 'Gone@Example.org' : 'gone@example.org');
      ids.push(id);
      await ctx.app.mailer.flush();
      const row = await rowOf(id);
      expect(row).toMatchObject({ status: 'bounced', attempts: 1 });
      expect(row?.error).toMatch(/550|mailbox/i);
      expect(await addressOf('gone@example.org')).toMatchObject({
        bounces: i,
        is_bouncing: i >= 3,
      });
    }
    expect((await addressOf('gone@example.org'))?.last_error).toMatch(/550|mailbox/i);
    clock.advance(24 * 60 * MINUTE_MS);
    await ctx.app.mailer.flush();
    for (const id of ids) expect((await rowOf(id))?.attempts).toBe(1);

    refused.delete('gone@example.org');
    await send('gone@example.org');
    await ctx.app.mailer.flush();
    expect(await addressOf('gone@example.org')).toMatchObject({ bounces: 0, is_bouncing: false });
  });
});

describe('MAIL_RATE_PER_SECOND', () => {
  it('spaces messages out to the rate, and lets them all go at once without one', async () => {
    const limited = createMailRate(20);
    const started = performance.now();
    for (let i = 0; i < 11; i += 1) await limited();
    expect(performance.now() - started).toBeGreaterThanOrEqual(480);
    const free = createMailRate(0);
    const freeStart = performance.now();
    for (let i = 0; i < 1000; i += 1) await free();
    expect(performance.now() - freeStart).toBeLessThan(200);
  });
});

describe('MAIL_RATE_PER_SECOND, per SMTP server', () => {
  it('is the rate of all processes together, and holds up no other server', async () => {
    const server = `smtp-${tag()}.example.org:587`;
    // Two processes' workers sending to the same server, six messages each at once.
    const first = createMailRate(20, { db: ctx.database.db, server });
    const second = createMailRate(20, { db: ctx.database.db, server });
    const started = performance.now();
    const sending = Promise.all(Array.from({ length: 6 }, () => [first(), second()]).flat());
    // Another server's slots are its own: its first message goes at once.
    const elsewhere = createMailRate(20, { db: ctx.database.db, server: `other-${server}` });
    await elsewhere();
    expect(performance.now() - started).toBeLessThan(400);
    await sending;
    // Twelve slots 50 ms apart: the last one 550 ms after the first (each alone: 250 ms).
    expect(performance.now() - started).toBeGreaterThanOrEqual(500);
    const [row] = await queryRows<{ n: number }>(
      ctx.database,
      sql`select count(*)::int as n from mail_rates where server = ${server}`,
    );
    expect(row?.n).toBe(1);
  });

  it('names a server by its host and port, never its credentials', () => {
    expect(rateServerOf('smtp://user:secret@mail.example.org:2525')).toBe('mail.example.org:2525');
    expect(rateServerOf('smtps://mail.example.org')).toBe('mail.example.org:465');
  });
});
