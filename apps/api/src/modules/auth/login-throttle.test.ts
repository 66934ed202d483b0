// Sign-in throttling (decisions/010): strict per account and address, backoff per account across
// addresses, a ceiling per address; the owner at a known address is never locked out. The state is
// in the database, reserved atomically: parallel requests and a second API instance on the same
// database cannot get more than the limit through.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '@portal/shared';
import { ManualClock } from '../../../test/helpers/clock';
import { KNOWN_ADDRESS_MS } from './login-throttle.service';
import {
  buildTestApp,
  createTestContext,
  errorOf,
  uniqueEmail,
  type TestApp,
  type TestContext,
} from '../../../test/helpers/test-app';

const LIMIT = 10;
const PER_IP = 30;
const THROTTLE_ENV = {
  LOGIN_MAX_FAILURES_PER_USERNAME: String(LIMIT),
  LOGIN_MAX_FAILURES_PER_IP: String(PER_IP),
  LOGIN_THROTTLE_WINDOW_MINUTES: '15',
  LOGIN_BACKOFF_MS: '1000',
  LOGIN_BACKOFF_MAX_MS: '60000',
};

let ctx: TestContext;
let second: TestApp;
const clock = new ManualClock();
let ipCounter = 0;
const newIp = () => `10.1.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

beforeAll(async () => {
  ctx = await createTestContext({ clock, env: THROTTLE_ENV });
  // A second API instance on the same database (its own connection where the driver allows).
  second = await buildTestApp(ctx.testDatabase.openAnother(), { clock, env: THROTTLE_ENV });
});
afterAll(async () => {
  await second.close();
  await second.database.close();
  await ctx.close();
});

function attempt(app: TestApp['app'], username: string, password: string, ip: string) {
  return app.inject({
    method: 'POST',
    url: API.auth,
    remoteAddress: ip,
    payload: { username, password },
  });
}

function statuses(responses: Array<{ statusCode: number }>) {
  const counts: Record<number, number> = {};
  for (const { statusCode } of responses) counts[statusCode] = (counts[statusCode] ?? 0) + 1;
  return counts;
}

describe('login throttling', () => {
  it('lets at most the limit of 40 parallel wrong passwords through, across two instances', async () => {
    const user = await ctx.createUser();
    const ip = newIp();
    const responses = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        attempt(i % 2 === 0 ? ctx.app : second.app, user.email, `wrong-${i}`, ip),
      ),
    );
    expect(statuses(responses)).toEqual({ 401: LIMIT, 429: 40 - LIMIT });
    const refused = responses.find((response) => response.statusCode === 429);
    expect(refused && errorOf(refused)).toMatchObject({
      code: 'TOO_MANY_ATTEMPTS',
      message: 'Too many failed sign-in attempts. Wait 15 minutes and try again.',
    });
    expect(Number(refused?.headers['retry-after'])).toBeGreaterThan(14 * 60);
    // The message's placeholders travel too, so a client words it in its own language.
    expect(refused?.json()).toMatchObject({ params: { minutes: 15 } });
  });

  it('keeps the owner signing in at a known address while someone elsewhere guesses', async () => {
    const user = await ctx.createUser();
    const home = newIp();
    expect((await attempt(ctx.app, user.email, user.password, home)).statusCode).toBe(200);
    // An attacker spread over many addresses exhausts the account's budget and more.
    for (let i = 0; i < LIMIT + 3; i += 1)
      await attempt(second.app, user.email, `wrong-${i}`, newIp());
    expect((await attempt(ctx.app, user.email, user.password, home)).statusCode).toBe(200);
  });

  it('forgets a known address a month after its last sign-in there', async () => {
    const user = await ctx.createUser();
    const home = newIp();
    expect((await attempt(ctx.app, user.email, user.password, home)).statusCode).toBe(200);
    clock.advance(KNOWN_ADDRESS_MS + 1000);
    for (let i = 0; i < LIMIT + 1; i += 1)
      await attempt(second.app, user.email, `wrong-${i}`, newIp());
    // The account's spacing now applies at home too.
    expect((await attempt(ctx.app, user.email, user.password, home)).statusCode).toBe(429);
  });

  it('spaces out guesses on an account from new addresses instead of locking it', async () => {
    const user = await ctx.createUser();
    for (let i = 0; i < LIMIT; i += 1) {
      expect((await attempt(ctx.app, user.email, `wrong-${i}`, newIp())).statusCode).toBe(401);
    }
    // Past the limit: one attempt, then a wait that doubles (1 s, 2 s, ...), never the window.
    expect((await attempt(ctx.app, user.email, 'wrong-a', newIp())).statusCode).toBe(401);
    const spaced = await attempt(ctx.app, user.email, user.password, newIp());
    expect(spaced.statusCode).toBe(429);
    expect(errorOf(spaced).retryAfterSeconds).toBe(1);
    clock.advance(1000);
    expect((await attempt(ctx.app, user.email, 'wrong-b', newIp())).statusCode).toBe(401);
    expect(errorOf(await attempt(ctx.app, user.email, 'x', newIp())).retryAfterSeconds).toBe(2);
    clock.advance(2000);
    // The owner, from a new address, gets in after seconds, not a quarter of an hour.
    expect((await attempt(ctx.app, user.email, user.password, newIp())).statusCode).toBe(200);
  });

  it('caps guesses from one address across accounts, but not for accounts known there', async () => {
    const ip = newIp();
    const known = await ctx.createUser();
    expect((await attempt(ctx.app, known.email, known.password, ip)).statusCode).toBe(200);
    const responses = await Promise.all(
      Array.from({ length: PER_IP + 10 }, () =>
        attempt(ctx.app, uniqueEmail('spray'), 'Password1', ip),
      ),
    );
    // The known account's own sign-in was given back: the address has its whole budget.
    expect(statuses(responses)).toEqual({ 401: PER_IP, 429: 10 });
    const stranger = await ctx.createUser();
    expect((await attempt(ctx.app, stranger.email, stranger.password, ip)).statusCode).toBe(429);
    expect((await attempt(ctx.app, known.email, known.password, ip)).statusCode).toBe(200);
    expect((await attempt(ctx.app, stranger.email, stranger.password, newIp())).statusCode).toBe(
      200,
    );
  });

  it('starts counting again after a successful sign-in, and after the window', async () => {
    const user = await ctx.createUser();
    const ip = newIp();
    for (let i = 0; i < LIMIT - 1; i += 1) await attempt(ctx.app, user.email, `wrong-${i}`, ip);
    expect((await attempt(ctx.app, user.email, user.password, ip)).statusCode).toBe(200);
    for (let i = 0; i < LIMIT; i += 1) {
      expect((await attempt(ctx.app, user.email, `again-${i}`, ip)).statusCode).toBe(401);
    }
    expect((await attempt(ctx.app, user.email, user.password, ip)).statusCode).toBe(429);
    clock.advance(15 * 60_000);
    expect((await attempt(second.app, user.email, user.password, ip)).statusCode).toBe(200);
  });

  it('signs in ten at once, right and wrong, over two instances, without a deadlock', async () => {
    // A success settles its counters while other sign-ins of the same account and address
    // reserve theirs: both take the rows in key order, so none waits for the other in a circle.
    const user = await ctx.createUser();
    const ip = newIp();
    const responses = await Promise.all(
      Array.from({ length: LIMIT }, (_, i) =>
        attempt(
          i % 2 === 0 ? ctx.app : second.app,
          user.email,
          i % 4 === 3 ? `wrong-${i}` : user.password,
          ip,
        ),
      ),
    );
    expect(statuses(responses)).toEqual({ 200: 8, 401: 2 });
  });

  it('signs in twenty at once from three addresses, over two instances, without a deadlock', async () => {
    // The addresses' rows differ, the account's row is shared: every statement still takes its
    // rows in key order, the session's statement included.
    const user = await ctx.createUser();
    const addresses = [newIp(), newIp(), newIp()];
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        attempt(
          i % 2 === 0 ? ctx.app : second.app,
          user.email,
          i % 5 === 4 ? `wrong-${i}` : user.password,
          addresses[i % 3] ?? '',
        ),
      ),
    );
    const counted = statuses(responses);
    expect(Object.keys(counted).every((status) => ['200', '401', '429'].includes(status))).toBe(
      true,
    );
    expect(counted[200]).toBeGreaterThan(0);
  });
});
