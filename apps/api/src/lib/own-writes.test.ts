// The one hook that tells the caches kept in memory this process may have written: after every
// request whose method may write, and after the read routes a cache names as writing.
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { watchOwnWrites } from './own-writes';

function countingCache() {
  const cache = {
    forgets: 0,
    forget() {
      cache.forgets += 1;
    },
  };
  return cache;
}

let app: FastifyInstance;
afterEach(async () => {
  await app.close();
});

async function setUp() {
  app = Fastify();
  const ownWrites = watchOwnWrites(app);
  const everyWrite = countingCache();
  const alsoRefresh = countingCache();
  ownWrites.register(everyWrite);
  ownWrites.register(alsoRefresh, { writingReads: new Set(['/refresh/:family']) });
  // HEAD comes with GET.
  app.route({
    method: ['GET', 'OPTIONS', 'POST', 'PUT', 'PATCH', 'DELETE'],
    url: '/thing',
    handler: async () => ({ ok: true }),
  });
  app.get('/refresh/:family', async () => ({ ok: true }));
  await app.ready();
  return { everyWrite, alsoRefresh };
}

describe('own writes', () => {
  it('leaves the caches alone after requests that cannot write', async () => {
    const { everyWrite, alsoRefresh } = await setUp();
    for (const method of ['GET', 'HEAD', 'OPTIONS'] as const) {
      await app.inject({ method, url: '/thing' });
    }
    await app.inject({ method: 'GET', url: '/nowhere' });
    expect(everyWrite.forgets).toBe(0);
    expect(alsoRefresh.forgets).toBe(0);
  });

  it('makes every cache forget after each request that may write, answered or not', async () => {
    const { everyWrite, alsoRefresh } = await setUp();
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      await app.inject({ method, url: '/thing' });
    }
    await app.inject({ method: 'POST', url: '/nowhere' });
    expect(everyWrite.forgets).toBe(5);
    expect(alsoRefresh.forgets).toBe(5);
  });

  it('makes only the cache that named it forget after a read route that writes', async () => {
    const { everyWrite, alsoRefresh } = await setUp();
    await app.inject({ method: 'GET', url: '/refresh/abc' });
    expect(everyWrite.forgets).toBe(0);
    expect(alsoRefresh.forgets).toBe(1);
  });
});
