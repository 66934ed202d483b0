// Repeated failed sign-ins are slowed, then refused with 429, per username and per address,
// with the state in the database so every instance agrees.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '@portal/shared';
import { ManualClock } from '../../../test/helpers/clock';
import {
  buildTestApp,
  createTestContext,
  errorOf,
  uniqueEmail,
  type TestApp,
  type TestContext,
} from '../../../test/helpers/test-app';

const SLOWDOWN_MS = 120;
const THROTTLE_ENV = {
  LOGIN_MAX_FAILURES_PER_USERNAME: '4',
  LOGIN_MAX_FAILURES_PER_IP: '8',
  LOGIN_THROTTLE_WINDOW_MINUTES: '15',
  LOGIN_SLOWDOWN_AFTER: '2',
  LOGIN_SLOWDOWN_MS: String(SLOWDOWN_MS),
};

let ctx: TestContext;
let second: TestApp;
const clock = new ManualClock();
let ipCounter = 0;
const newIp = () => `10.0.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

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

/** One sign-in attempt, with the delay the API imposed on it (through the test clock). */
async function attempt(
  app: TestApp['app'],
  username: string,
  password: string,
  ip: string,
  language?: string,
) {
  clock.takeSleeps();
  const response = await app.inject({
    method: 'POST',
    url: API.auth,
    remoteAddress: ip,
    headers: language ? { 'accept-language': language } : {},
    payload: { username, password },
  });
  return { response, delayMs: clock.takeSleeps().reduce((sum, ms) => sum + ms, 0) };
}

describe('login throttling', () => {
  it('slows repeated failures for a username, then refuses with 429 and Retry-After', async () => {
    const user = await ctx.createUser();
    const ip = newIp();
    const first = await attempt(ctx.app, user.email, 'wrong-1', ip);
    const secondTry = await attempt(ctx.app, user.email, 'wrong-2', ip);
    expect(first.response.statusCode).toBe(401);
    expect(secondTry.response.statusCode).toBe(401);
    expect(first.delayMs).toBe(0);
    expect(secondTry.delayMs).toBe(0);

    // After 2 failures each attempt waits a growing delay.
    const third = await attempt(ctx.app, user.email, 'wrong-3', ip);
    expect(third.response.statusCode).toBe(401);
    expect(third.delayMs).toBe(SLOWDOWN_MS);
    const fourth = await attempt(ctx.app, user.email, 'wrong-4', ip);
    expect(fourth.response.statusCode).toBe(401);
    expect(fourth.delayMs).toBe(2 * SLOWDOWN_MS);

    // The 4th failure locked the username: even the right password is refused now.
    const locked = await attempt(ctx.app, user.email, user.password, newIp(), 'es-CO');
    expect(locked.response.statusCode).toBe(429);
    const body = errorOf(locked.response);
    expect(body.code).toBe('TOO_MANY_ATTEMPTS');
    expect(body.retryAfterSeconds).toBe(15 * 60);
    expect(locked.response.headers['retry-after']).toBe(String(15 * 60));
    expect(body.message).toBe(
      'Demasiados intentos fallidos de inicio de sesión. Espere 15 minutos e intente de nuevo.',
    );

    // When the window has passed, the right password works again.
    clock.advance(15 * 60 * 1000 + 1000);
    try {
      expect((await attempt(ctx.app, user.email, user.password, newIp())).response.statusCode).toBe(
        200,
      );
    } finally {
      clock.advance(-(15 * 60 * 1000 + 1000));
    }
  });

  it('counts failures per address across usernames', async () => {
    const ip = newIp();
    const delays: number[] = [];
    for (let i = 0; i < 8; i += 1) {
      const { response, delayMs } = await attempt(
        ctx.app,
        uniqueEmail('guess'),
        'wrong-password',
        ip,
      );
      expect(response.statusCode).toBe(401);
      delays.push(delayMs);
    }
    // An address is slowed later than a username (2 x 8/4 = 4 failures at full speed).
    expect(delays).toEqual([0, 0, 0, 0, 1, 2, 3, 4].map((steps) => steps * SLOWDOWN_MS));
    const user = await ctx.createUser();
    const blocked = await attempt(ctx.app, user.email, user.password, ip);
    expect(blocked.response.statusCode).toBe(429);
    expect(errorOf(blocked.response).message).toBe(
      'Too many failed sign-in attempts. Wait 15 minutes and try again.',
    );
    // Another address is not affected.
    expect((await attempt(ctx.app, user.email, user.password, newIp())).response.statusCode).toBe(
      200,
    );
  });

  it('shares the counters between two instances on the same database', async () => {
    const user = await ctx.createUser();
    for (let i = 0; i < 4; i += 1) {
      const app = i % 2 === 0 ? ctx.app : second.app;
      expect((await attempt(app, user.email, `wrong-${i}`, newIp())).response.statusCode).toBe(401);
    }
    expect(
      (await attempt(second.app, user.email, user.password, newIp())).response.statusCode,
    ).toBe(429);
    expect((await attempt(ctx.app, user.email, user.password, newIp())).response.statusCode).toBe(
      429,
    );
  });

  it("clears the username's counter on a successful sign-in", async () => {
    const user = await ctx.createUser();
    for (let i = 0; i < 3; i += 1) await attempt(ctx.app, user.email, `wrong-${i}`, newIp());
    expect((await attempt(ctx.app, user.email, user.password, newIp())).response.statusCode).toBe(
      200,
    );
    // Counting starts again: the next failures are neither slowed nor locked.
    for (let i = 0; i < 2; i += 1) {
      const next = await attempt(ctx.app, user.email, `again-${i}`, newIp());
      expect(next.response.statusCode).toBe(401);
      expect(next.delayMs).toBe(0);
    }
    expect((await attempt(ctx.app, user.email, user.password, newIp())).response.statusCode).toBe(
      200,
    );
  });

  it('counts concurrent failures from several instances without losing any', async () => {
    const user = await ctx.createUser();
    await Promise.all(
      [ctx.app, second.app, ctx.app, second.app].map((app, i) =>
        attempt(app, user.email, `wrong-${i}`, newIp()),
      ),
    );
    expect((await attempt(ctx.app, user.email, user.password, newIp())).response.statusCode).toBe(
      429,
    );
  });
});
