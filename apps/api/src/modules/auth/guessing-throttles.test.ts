// The other things a stranger (or a stolen session) can try to guess or abuse, throttled by the
// same database-backed mechanism as sign-in: recovery requests per address and mails per e-mail,
// wrong current passwords on a password change. Also: recovery answers in the same time whether
// or not the e-mail has an account, and without SMTP the log never holds the link.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '@portal/shared';
import { ManualClock } from '../../../test/helpers/clock';
import {
  bearer,
  buildTestApp,
  createTestContext,
  errorOf,
  queryRows,
  uniqueEmail,
  type TestApp,
  type TestContext,
} from '../../../test/helpers/test-app';

const clock = new ManualClock();
const logLines: string[] = [];
let ctx: TestContext;
let second: TestApp;
const ENV = {
  LOG_LEVEL: 'info',
  RECOVERY_MAX_REQUESTS_PER_IP: '5',
  RECOVERY_MAX_MAILS_PER_EMAIL: '3',
  PASSWORD_CHANGE_MAX_FAILURES: '5',
};

beforeAll(async () => {
  ctx = await createTestContext({
    clock,
    env: ENV,
    logStream: { write: (line) => logLines.push(line) },
  });
  second = await buildTestApp(ctx.testDatabase.openAnother(), { clock, env: ENV });
});
afterAll(async () => {
  await second.close();
  await second.database.close();
  await ctx.close();
});

let ipCounter = 0;
const newIp = () => `10.2.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

function requestRecovery(app: TestApp['app'], email: string, ip = newIp()) {
  return app.inject({ method: 'POST', url: API.recovery, remoteAddress: ip, payload: { email } });
}

async function outboxCount(email: string): Promise<number> {
  await ctx.app.background.flush();
  await second.app.background.flush();
  const rows = await queryRows<{ n: number }>(
    ctx.database,
    sql`select count(*)::int as n from mail_outbox where to_address = ${email}`,
  );
  return rows[0]?.n ?? 0;
}

describe('password recovery throttling', () => {
  it('answers at most the limit of parallel requests from one address, then 429', async () => {
    const ip = newIp();
    const responses = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        requestRecovery(i % 2 === 0 ? ctx.app : second.app, uniqueEmail('who'), ip),
      ),
    );
    const codes = responses.map((response) => response.statusCode).sort();
    expect(codes).toEqual([...Array(5).fill(202), ...Array(7).fill(429)]);
    const refused = responses.find((response) => response.statusCode === 429);
    expect(refused && errorOf(refused).code).toBe('TOO_MANY_RECOVERY_REQUESTS');
  });

  it('mails one e-mail at most a few times an hour, whatever the number of requests', async () => {
    const user = await ctx.createUser();
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        requestRecovery(i % 2 === 0 ? ctx.app : second.app, user.email),
      ),
    );
    // Every request gets the same answer; only three mails leave.
    expect(new Set(responses.map((response) => response.statusCode))).toEqual(new Set([202]));
    expect(await outboxCount(user.email)).toBe(3);
    clock.advance(60 * 60_000 + 1000);
    await requestRecovery(ctx.app, user.email);
    expect(await outboxCount(user.email)).toBe(4);
  });

  it('logs the recipient and subject of a mail kept in the outbox, never the link', async () => {
    const user = await ctx.createUser();
    logLines.length = 0;
    await requestRecovery(ctx.app, user.email);
    await ctx.app.background.flush();
    const [mail] = await queryRows<{ text: string }>(
      ctx.database,
      sql`select text from mail_outbox where to_address = ${user.email}`,
    );
    const token = /token=([A-Za-z0-9_%-]+)/.exec(mail?.text ?? '')?.[1];
    expect(token).toBeTruthy();
    const log = logLines.join('\n');
    expect(log).toContain(user.email);
    expect(log).toContain('Reset your password');
    expect(log).not.toContain(token);
    expect(log).not.toContain('/auth/recovery?');
  });

  it('answers as fast for an e-mail with an account as for one without', async () => {
    const known = await ctx.createUser();
    const median = (values: number[]) => {
      const sorted = [...values].sort((a, b) => a - b);
      return sorted[Math.floor(sorted.length / 2)] ?? 0;
    };
    const timeRecovery = async (email: string) => {
      const started = process.hrtime.bigint();
      const response = await requestRecovery(ctx.app, email);
      const elapsedMs = Number(process.hrtime.bigint() - started) / 1e6;
      expect(response.statusCode).toBe(202);
      // The lookup and the mail happen after the answer; let them finish before the next one.
      await ctx.app.background.flush();
      return elapsedMs;
    };
    // One round: pairs of back-to-back requests, in alternating order, so a slowdown of the
    // machine (other test files run alongside) hits both sides of a pair alike. A lookup or a
    // mail before the answer would make the known side slower in most pairs.
    const measureRound = async () => {
      const differences: number[] = [];
      const all: number[] = [];
      for (let i = 0; i < 60; i += 1) {
        const isKnownFirst = i % 2 === 0;
        const firstMs = await timeRecovery(isKnownFirst ? known.email : uniqueEmail('ghost'));
        const secondMs = await timeRecovery(isKnownFirst ? uniqueEmail('ghost') : known.email);
        differences.push(isKnownFirst ? firstMs - secondMs : secondMs - firstMs);
        all.push(firstMs, secondMs);
      }
      const differenceMs = median(differences);
      // The tolerance grows with the machine's load, never under 1 ms.
      const toleranceMs = Math.max(1, 0.3 * median(all));
      return { differenceMs, toleranceMs, isEven: Math.abs(differenceMs) < toleranceMs };
    };
    // The first pairs warm the code paths up and are not counted.
    for (let i = 0; i < 10; i += 1) await timeRecovery(i % 2 ? known.email : uniqueEmail('ghost'));
    // A real difference shows in every round; a burst of load from elsewhere rarely spans three.
    const rounds = [];
    for (let round = 0; round < 3; round += 1) {
      const result = await measureRound();
      rounds.push(result);
      if (result.isEven) break;
    }
    expect(rounds.at(-1)?.isEven, JSON.stringify(rounds)).toBe(true);
  });
});

describe('password change throttling', () => {
  it('lets at most the limit of parallel wrong current passwords through, then 429', async () => {
    const user = await ctx.createUser();
    const { access } = await ctx.login(user.email);
    const change = (app: TestApp['app'], currentPassword: string) =>
      app.inject({
        method: 'POST',
        url: API.mePassword,
        headers: bearer(access),
        payload: { currentPassword, password: 'a new password', confirmPassword: 'a new password' },
      });
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        change(i % 2 === 0 ? ctx.app : second.app, `wrong ${i}`),
      ),
    );
    const codes = responses.map((response) => response.statusCode).sort();
    expect(codes).toEqual([...Array(5).fill(400), ...Array(15).fill(429)]);
    // Even the right password waits for the window: the guesser cannot confirm a find.
    expect((await change(ctx.app, user.password)).statusCode).toBe(429);
    clock.advance(15 * 60_000 + 1000);
    expect((await change(ctx.app, user.password)).statusCode).toBe(204);
  });
});
