// The sessions each API process keeps in memory are never staler than the change feed: a change
// made in one process takes effect there at its next request and in every other process as soon
// as the change feed tells it (well before the minute's version check; how soon is not a test's
// to judge on a shared machine), also when made straight in the database, and nothing is trusted
// while the listening connection is down.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, STUDENT_ENDPOINTS } from '@portal/shared';
import { createActor, type Actor } from '../../../test/helpers/fixtures';
import {
  bearer,
  buildTestApp,
  createTestContext,
  queryRows,
  type TestApp,
  type TestContext,
} from '../../../test/helpers/test-app';
import { ManualClock } from '../../../test/helpers/clock';
import { BEFORE_THE_VERSION_CHECK_MS, eventually } from '../../../test/helpers/eventually';
import { CHANGES_CHANNEL } from '../change-feed';
import { createSessionCache } from './session-cache';

let ctx: TestContext;
let second: TestApp;

beforeAll(async () => {
  ctx = await createTestContext();
  second = await buildTestApp(ctx.testDatabase.openAnother());
});
afterAll(async () => {
  await second.close();
  await ctx.close();
});

/** GET /me with this token on an instance: its status. */
async function meStatus(app: TestApp['app'], token: string): Promise<number> {
  return (await app.inject({ method: 'GET', url: API.me, headers: bearer(token) })).statusCode;
}

/**
 * How many `sessions` notifications arrive while `quiet` runs and then `heard` does: `heard` is
 * a change the caches must hear, whose notification comes after any `quiet` sent.
 */
async function sessionNotifications(
  quiet: () => Promise<unknown>,
  heard: () => Promise<unknown>,
): Promise<number> {
  const payloads: string[] = [];
  const stop = await ctx.database.listen(
    CHANGES_CHANNEL,
    (payload) => payloads.push(payload),
    () => undefined,
  );
  try {
    await quiet();
    await heard();
    await eventually(() => Promise.resolve(payloads.includes('sessions')));
    return payloads.filter((payload) => payload === 'sessions').length;
  } finally {
    await stop();
  }
}

/** The session an access token belongs to (its `sid` claim). */
function sessionIdOf(token: string): string {
  const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as {
    sid: string;
  };
  return payload.sid;
}

/** Both instances have checked this session, so both keep it. */
async function keptByBoth(actor: Actor): Promise<void> {
  expect(await meStatus(ctx.app, actor.token)).toBe(200);
  expect(await meStatus(second.app, actor.token)).toBe(200);
}

describe('sessions kept in memory', () => {
  it('refuses a signed-out session at once where it signed out, and through the change feed elsewhere', async () => {
    const actor = await createActor(ctx, 'SPONSOR');
    await keptByBoth(actor);
    const logout = await ctx.app.inject({
      method: 'POST',
      url: API.logout,
      headers: bearer(actor.token),
      payload: { refresh: actor.session.refresh },
    });
    expect(logout.statusCode).toBeLessThan(300);
    expect(await meStatus(ctx.app, actor.token)).toBe(401);
    await eventually(
      async () => (await meStatus(second.app, actor.token)) === 401,
      BEFORE_THE_VERSION_CHECK_MS,
    );
  });

  it('sees a deactivation and a new role made straight in the database', async () => {
    const sponsor = await createActor(ctx, 'SPONSOR');
    const promoted = await createActor(ctx, 'STUDENT');
    await keptByBoth(sponsor);
    await keptByBoth(promoted);
    const studentsOf = (app: TestApp['app']) =>
      app.inject({
        method: 'POST',
        url: STUDENT_ENDPOINTS.create.path,
        headers: bearer(promoted.token),
        payload: {},
      });
    // A student may not create students (403); a global admin may try (400: empty body).
    expect((await studentsOf(second.app)).statusCode).toBe(403);

    await ctx.database.db.execute(sql`update users set active = false where id = ${sponsor.id}`);
    await ctx.database.db.execute(
      sql`update users set role = 'GLOBAL_ADMIN' where id = ${promoted.id}`,
    );
    for (const app of [ctx.app, second.app]) {
      await eventually(
        async () => (await meStatus(app, sponsor.token)) === 401,
        BEFORE_THE_VERSION_CHECK_MS,
      );
      await eventually(
        async () => (await studentsOf(app)).statusCode === 400,
        BEFORE_THE_VERSION_CHECK_MS,
      );
    }
  });

  it('is not emptied by a sign-in: recording the last sign-in notifies no process', async () => {
    const actor = await createActor(ctx, 'SPONSOR');
    const { db } = ctx.database;
    const count = await sessionNotifications(
      async () => {
        await ctx.login(actor.email);
        await db.execute(sql`update users set last_login_at = now() where id = ${actor.id}`);
      },
      () => db.execute(sql`update users set language = 'es-CO' where id = ${actor.id}`),
    );
    expect(count).toBe(1);
  });

  it('is not emptied by a change that ends no live session', async () => {
    const actor = await createActor(ctx, 'SPONSOR');
    await ctx.login(actor.email); // a second live session
    const ended = sessionIdOf((await createActor(ctx, 'SPONSOR')).token);
    const { db } = ctx.database;
    await db.execute(
      sql`update sessions set ended_at = now() - interval '40 days' where id = ${ended}`,
    );
    const count = await sessionNotifications(
      // A statement that matches no row, a sign-out of a session already ended, and the
      // maintenance's removal of sessions long ended: no cache holds any of them.
      async () => {
        await db.execute(sql`update sessions set ended_at = now() where false`);
        await db.execute(sql`update sessions set ended_at = now() where id = ${ended}`);
        await db.execute(sql`delete from sessions where ended_at < now() - interval '30 days'`);
      },
      // Both live sessions of a user end in one statement: one notification.
      () =>
        db.execute(
          sql`update sessions set ended_at = now()
               where user_id = ${actor.id} and ended_at is null`,
        ),
    );
    expect(count).toBe(1);
    expect(await meStatus(ctx.app, actor.token)).toBe(401);
  });

  it('trusts nothing kept while its listening connection is cut', async () => {
    const actor = await createActor(ctx, 'SPONSOR');
    await keptByBoth(actor);
    if (ctx.testDatabase.kind === 'postgres') {
      // Every LISTEN connection of this database goes, as a failover would: a notification
      // sent now reaches nobody.
      const cut = await queryRows<{ isCut: boolean }>(
        ctx.database,
        sql`select pg_terminate_backend(pid) as "isCut" from pg_stat_activity
            where datname = current_database() and query like 'LISTEN %'`,
      );
      expect(cut.length).toBeGreaterThanOrEqual(2);
    }
    await ctx.database.db.execute(
      sql`update sessions set ended_at = now() where id = ${sessionIdOf(actor.token)}`,
    );
    for (const app of [ctx.app, second.app])
      await eventually(
        async () => (await meStatus(app, actor.token)) === 401,
        BEFORE_THE_VERSION_CHECK_MS,
      );
  });
});

describe('the session cache itself', () => {
  /** A change feed that delivers nothing unless told, and can be "cut". */
  function quietFeed() {
    const listeners: Array<() => void> = [];
    const feed = {
      isLive: true,
      onChange: (_topic: string, listener: () => void) => {
        listeners.push(listener);
        return () => listeners.splice(listeners.indexOf(listener), 1);
      },
      announce: () => listeners.forEach((listener) => listener()),
      version: () => Promise.resolve(0),
      isListening: () => feed.isLive,
      close: () => Promise.resolve(),
    };
    return feed;
  }

  const clock = new ManualClock();

  async function endSession(sessionId: string) {
    await ctx.database.db.execute(
      sql`update sessions set ended_at = now() where id = ${sessionId}`,
    );
  }

  it('answers a kept session from memory until it forgets, and only while listening', async () => {
    const feed = quietFeed();
    const cache = createSessionCache({ db: ctx.database.db, changes: feed, clock });
    const actor = await createActor(ctx, 'SPONSOR');
    const sessionId = sessionIdOf(actor.token);
    expect((await cache.findUser(actor.id, sessionId))?.id).toBe(actor.id);
    expect(cache.size).toBe(1);
    await endSession(sessionId);
    // No notification reached this cache: it still answers from memory...
    expect((await cache.findUser(actor.id, sessionId))?.id).toBe(actor.id);
    // ...but not for another user claiming the session, nor while the feed is cut.
    expect(await cache.findUser(actor.id + 1, sessionId)).toBeUndefined();
    await cache.findUser(actor.id, sessionId);
    feed.isLive = false;
    expect(await cache.findUser(actor.id, sessionId)).toBeUndefined();
    feed.isLive = true;

    const other = await createActor(ctx, 'SPONSOR');
    const otherSession = sessionIdOf(other.token);
    await cache.findUser(other.id, otherSession);
    await endSession(otherSession);
    cache.forget();
    expect(cache.size).toBe(0);
    expect(await cache.findUser(other.id, otherSession)).toBeUndefined();
  });

  it('drops an entry after its time, and never keeps a read that a change overtook', async () => {
    const feed = quietFeed();
    const cache = createSessionCache({ db: ctx.database.db, changes: feed, clock });
    const actor = await createActor(ctx, 'SPONSOR');
    const sessionId = sessionIdOf(actor.token);
    await cache.findUser(actor.id, sessionId);
    await endSession(sessionId);
    clock.advance(31_000);
    expect(await cache.findUser(actor.id, sessionId)).toBeUndefined();

    const racer = await createActor(ctx, 'SPONSOR');
    const racerSession = sessionIdOf(racer.token);
    const reading = cache.findUser(racer.id, racerSession);
    feed.announce(); // A change heard while the read was on its way.
    expect((await reading)?.id).toBe(racer.id);
    expect(cache.size).toBe(0);
  });
});
