// /edrocks/api/push: the VAPID public key, a device's subscription and the topic choices, for
// sponsors only (every other role 403, no token 401), with bad input answered 400 in words, and
// no endpoint the server should not POST to (SSRF).
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, PUSH_ENDPOINTS, PUSH_PATHS, ROLES, type Role } from '@portal/shared';
import { pushSubscriptions } from '../../db/schema/index';
import { createActor, createActors, EVERY_ROLE, type Actor } from '../../../test/helpers/fixtures';
import { createTestContext, errorOf, type TestContext } from '../../../test/helpers/test-app';

const LOCAL_ORIGIN = 'http://127.0.0.1:9';
const KEYS = {
  p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
  auth: 'tBHItJI5svbpez7KI4CCXg',
};
const subscription = (endpoint: string, keys = KEYS) => ({ endpoint, keys });
const deleteUrl = (endpoint: string) =>
  `${PUSH_PATHS.subscription}?endpoint=${encodeURIComponent(endpoint)}`;

let ctx: TestContext;
let actors: Record<Role, Actor>;

beforeAll(async () => {
  ctx = await createTestContext({ env: { PUSH_TEST_ORIGINS: LOCAL_ORIGIN } });
  actors = await createActors(ctx, EVERY_ROLE);
});
afterAll(() => ctx.close());

async function devicesOf(userId: number) {
  return ctx.database.db
    .select({ endpoint: pushSubscriptions.endpoint, sessionId: pushSubscriptions.sessionId })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId));
}

describe('who may call', () => {
  const calls = [
    ['GET', PUSH_PATHS.publicKey, undefined],
    ['PUT', PUSH_PATHS.subscription, subscription('https://push.example.com/a')],
    ['DELETE', deleteUrl('https://push.example.com/a'), undefined],
    ['GET', PUSH_PATHS.topics, undefined],
    [
      'PUT',
      PUSH_PATHS.topics,
      { newLetter: true, letterDue: true, meetingTomorrow: true, recommit: true },
    ],
  ] as const;

  it.each(ROLES.filter((role) => role !== 'SPONSOR'))('refuses a %s with 403', async (role) => {
    for (const [method, url, payload] of calls) {
      const response = await actors[role].request(method, url, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(403);
    }
  });

  it('answers 401 without a token', async () => {
    for (const [method, url, payload] of calls) {
      const response = await ctx.app.inject({
        method,
        url,
        ...(payload ? { payload: payload as Record<string, unknown> } : {}),
      });
      expect(response.statusCode).toBe(401);
    }
  });

  it('declares the same paths the contracts name', () => {
    expect(PUSH_ENDPOINTS.saveSubscription.path).toBe(PUSH_PATHS.subscription);
  });
});

describe('the public key', () => {
  it('is a P-256 public key, the same on every call and kept in DATA_DIR', async () => {
    const first = await actors.SPONSOR.request('GET', PUSH_PATHS.publicKey);
    expect(first.statusCode).toBe(200);
    const { publicKey } = first.json<{ publicKey: string }>();
    expect(Buffer.from(publicKey, 'base64url')).toHaveLength(65);
    const again = await actors.SPONSOR.request('GET', PUSH_PATHS.publicKey);
    expect(again.json()).toEqual({ publicKey });
  });
});

describe('a device', () => {
  it('is saved for the caller and their session, and saved again replaces its keys', async () => {
    const sponsor = await createActor(ctx, 'SPONSOR');
    const endpoint = 'https://fcm.googleapis.com/fcm/send/device-1';
    const saved = await sponsor.request('PUT', PUSH_PATHS.subscription, subscription(endpoint));
    expect(saved.statusCode, saved.body).toBe(204);
    const newKeys = { ...KEYS, auth: 'AAAAAAAAAAAAAAAAAAAAAA' };
    await sponsor.request('PUT', PUSH_PATHS.subscription, subscription(endpoint, newKeys));
    const rows = await ctx.database.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, endpoint));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ userId: sponsor.id, auth: newKeys.auth });
  });

  it('moves to whoever signs in on the same browser next', async () => {
    const [first, second] = [await createActor(ctx, 'SPONSOR'), await createActor(ctx, 'SPONSOR')];
    const endpoint = 'https://updates.push.services.mozilla.com/wpush/v2/shared';
    await first.request('PUT', PUSH_PATHS.subscription, subscription(endpoint));
    await second.request('PUT', PUSH_PATHS.subscription, subscription(endpoint));
    expect(await devicesOf(first.id)).toEqual([]);
    expect((await devicesOf(second.id)).map((row) => row.endpoint)).toEqual([endpoint]);
  });

  it("is deleted by its owner only; another sponsor's delete changes nothing", async () => {
    const [owner, other] = [await createActor(ctx, 'SPONSOR'), await createActor(ctx, 'SPONSOR')];
    const endpoint = 'https://web.push.apple.com/device-2';
    await owner.request('PUT', PUSH_PATHS.subscription, subscription(endpoint));
    expect((await other.request('DELETE', deleteUrl(endpoint))).statusCode).toBe(204);
    expect(await devicesOf(owner.id)).toHaveLength(1);
    expect((await owner.request('DELETE', deleteUrl(endpoint))).statusCode).toBe(204);
    expect(await devicesOf(owner.id)).toEqual([]);
    // Unknown: nothing to do, same answer.
    expect((await owner.request('DELETE', deleteUrl(endpoint))).statusCode).toBe(204);
  });

  it('takes a configured test origin although it is local http', async () => {
    const sponsor = await createActor(ctx, 'SPONSOR');
    const response = await sponsor.request(
      'PUT',
      PUSH_PATHS.subscription,
      subscription(`${LOCAL_ORIGIN}/push/1`),
    );
    expect(response.statusCode, response.body).toBe(204);
  });

  it.each([
    'http://push.example.com/plain-http',
    'https://localhost/a',
    'https://127.0.0.1/a',
    'https://10.1.2.3/a',
    'https://192.168.0.10/a',
    'https://172.20.0.1/a',
    'https://169.254.169.254/latest/meta-data',
    'https://[::1]/a',
    'https://[fd00::1]/a',
    'https://[::ffff:127.0.0.1]/a',
    'https://metadata.internal/a',
    'https://printer.local/a',
    'https://intranet/a',
    'https://user:secret@push.example.com/a',
    'http://127.0.0.1:10/another-local-port',
  ])('refuses %s: the server would POST into a private network', async (endpoint) => {
    const response = await actors.SPONSOR.request(
      'PUT',
      PUSH_PATHS.subscription,
      subscription(endpoint),
    );
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toMatchObject({
      code: 'PUSH_ENDPOINT_NOT_ALLOWED',
      messageKey: 'push.errors.PUSH_ENDPOINT_NOT_ALLOWED',
    });
  });

  it('answers the refusal in Spanish to a Spanish request', async () => {
    const response = await actors.SPONSOR.request(
      'PUT',
      PUSH_PATHS.subscription,
      subscription('https://127.0.0.1/a'),
      { 'accept-language': 'es-CO' },
    );
    expect(errorOf(response).message).toMatch(/dirección de notificaciones/);
  });

  it.each([
    ['no body', undefined],
    ['no keys', { endpoint: 'https://push.example.com/a' }],
    ['not a URL', subscription('not a url')],
    ['ftp', subscription('ftp://push.example.com/a')],
    ['a long endpoint', subscription(`https://push.example.com/${'a'.repeat(2100)}`)],
    [
      'keys that are not base64url',
      subscription('https://push.example.com/a', { p256dh: 'a b', auth: '!' }),
    ],
    ['empty keys', subscription('https://push.example.com/a', { p256dh: '', auth: '' })],
  ])('answers 400 with field issues for %s', async (_, body) => {
    const response = await actors.SPONSOR.request('PUT', PUSH_PATHS.subscription, body);
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).message).toBeTruthy();
  });

  it('answers 400 to a delete without an endpoint', async () => {
    const response = await actors.SPONSOR.request('DELETE', PUSH_PATHS.subscription);
    expect(response.statusCode).toBe(400);
  });
});

describe('the topics', () => {
  it('are all on until the sponsor chooses, then kept as chosen', async () => {
    const sponsor = await createActor(ctx, 'SPONSOR');
    const all = { newLetter: true, letterDue: true, meetingTomorrow: true, recommit: true };
    expect((await sponsor.request('GET', PUSH_PATHS.topics)).json()).toEqual(all);
    const chosen = { ...all, letterDue: false, recommit: false };
    const saved = await sponsor.request('PUT', PUSH_PATHS.topics, { ...chosen, extra: 1 });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual(chosen);
    expect((await sponsor.request('GET', PUSH_PATHS.topics)).json()).toEqual(chosen);
    // Another sponsor's choices are their own.
    expect((await actors.SPONSOR.request('GET', PUSH_PATHS.topics)).json()).toEqual(all);
  });

  it('answers 400 to a missing or non-boolean topic', async () => {
    for (const body of [
      {},
      { newLetter: 'yes', letterDue: true, meetingTomorrow: true, recommit: true },
    ]) {
      const response = await actors.SPONSOR.request('PUT', PUSH_PATHS.topics, body);
      expect(response.statusCode).toBe(400);
      expect(errorOf(response).issues?.length).toBeGreaterThan(0);
    }
  });
});

describe('signing out', () => {
  it("forgets the device's subscription at once", async () => {
    const sponsor = await createActor(ctx, 'SPONSOR');
    const endpoint = 'https://push.example.com/out';
    await sponsor.request('PUT', PUSH_PATHS.subscription, subscription(endpoint));
    const logout = await ctx.app.inject({
      method: 'POST',
      url: API.logout,
      payload: { refresh: sponsor.session.refresh },
    });
    expect(logout.statusCode).toBeLessThan(300);
    expect(await devicesOf(sponsor.id)).toEqual([]);
  });

  it('forgets, in the daily clean-up, the devices of sessions ended otherwise', async () => {
    const sponsor = await createActor(ctx, 'SPONSOR');
    await sponsor.request(
      'PUT',
      PUSH_PATHS.subscription,
      subscription('https://push.example.com/x'),
    );
    await ctx.database.db.execute(
      sql`update sessions set ended_at = now() where user_id = ${sponsor.id}`,
    );
    await ctx.app.push.sendReminders();
    expect(await devicesOf(sponsor.id)).toEqual([]);
  });
});
