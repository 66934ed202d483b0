// JSON answers of 1 KB or more go out compressed as the request's Accept-Encoding takes them;
// small answers, answers the API compressed itself, and anything that is not JSON (exports) are
// left as they are.
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, USER_PATHS } from '@portal/shared';
import { createActors, type Actor } from '../../test/helpers/fixtures';
import { bearer, createTestContext, type TestContext } from '../../test/helpers/test-app';
import { COMPRESSION_THRESHOLD_BYTES } from './compression';

let ctx: TestContext;
let director: Actor;

beforeAll(async () => {
  ctx = await createTestContext();
  ({ director } = await createActors(ctx, { director: 'SUPER_ADMIN' }));
  for (let index = 0; index < 8; index += 1) await ctx.createUser();
});
afterAll(() => ctx.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url, headers: { ...bearer(director.token), ...headers } });

describe('answer compression', () => {
  it('compresses a JSON answer of 1 KB or more in the encoding the request takes best', async () => {
    const plain = await get(USER_PATHS.users);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESSION_THRESHOLD_BYTES);

    for (const [accepted, expected, decode] of [
      ['gzip, deflate, br', 'br', zlib.brotliDecompressSync],
      ['gzip;q=1, br;q=0.5', 'gzip', zlib.gunzipSync],
      ['gzip', 'gzip', zlib.gunzipSync],
    ] as const) {
      const answer = await get(USER_PATHS.users, { 'accept-encoding': accepted });
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-encoding'], accepted).toBe(expected);
      expect(String(answer.headers.vary)).toMatch(/accept-encoding/i);
      expect(answer.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
      expect(JSON.parse(decode(answer.rawPayload).toString())).toEqual(plain.json());
    }
    // An encoding the API does not send: the answer goes out as it is.
    const deflateOnly = await get(USER_PATHS.users, { 'accept-encoding': 'deflate' });
    expect(deflateOnly.headers['content-encoding']).toBeUndefined();
    expect(deflateOnly.json()).toEqual(plain.json());
  });

  it('leaves a small answer as it is', async () => {
    const me = await get(API.me, { 'accept-encoding': 'br' });
    expect(me.statusCode).toBe(200);
    expect(me.rawPayload.length).toBeLessThan(COMPRESSION_THRESHOLD_BYTES);
    expect(me.headers['content-encoding']).toBeUndefined();
    expect(me.json()).toMatchObject({ email: expect.any(String) });
  });

  it('does not compress again what the API compressed itself', async () => {
    const plain = await ctx.app.inject({ method: 'GET', url: API.lists });
    const answer = await ctx.app.inject({
      method: 'GET',
      url: API.lists,
      headers: { 'accept-encoding': 'br' },
    });
    expect(answer.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(answer.rawPayload).toString()).toBe(plain.body);
  });

  it('leaves exports as they are: written row by row', async () => {
    const plain = await get(`${USER_PATHS.usersExport}?format=csv`);
    const answer = await get(`${USER_PATHS.usersExport}?format=csv`, {
      'accept-encoding': 'br, gzip',
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/csv/);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.body).toBe(plain.body);
  });
});
