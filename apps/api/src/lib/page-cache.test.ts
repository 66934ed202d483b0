// The page cache on its own, with a change feed the test drives: what it keeps, for how long,
// and what makes it drop a page (a change of its topic, a write of this process, a page read
// across a change, a lost listening connection, the byte budget).
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../test/helpers/clock';
import type { ChangeFeed, ChangeTopic } from './change-feed';
import { PAGE_TTL_MS, createPageCache, pageKeyOf, reachOf } from './page-cache';

function fakeChangeFeed() {
  const listeners = new Map<ChangeTopic, (() => void)[]>();
  let isListening = true;
  const feed: ChangeFeed = {
    onChange(topic, listener) {
      listeners.set(topic, [...(listeners.get(topic) ?? []), listener]);
      return () =>
        listeners.set(
          topic,
          (listeners.get(topic) ?? []).filter((other) => other !== listener),
        );
    },
    announce(topic) {
      for (const listener of listeners.get(topic) ?? []) listener();
    },
    version: () => Promise.resolve(0),
    isListening: () => isListening,
    close: () => Promise.resolve(),
  };
  return {
    feed,
    setListening(value: boolean) {
      isListening = value;
    },
  };
}

function setUp(options: { isEnabled?: boolean } = {}) {
  const changes = fakeChangeFeed();
  const clock = new ManualClock();
  const cache = createPageCache({
    changes: changes.feed,
    clock,
    topics: ['students', 'lists'],
    ...options,
  });
  /** Reads a page the way a route does: kept answer, or a read that may then be kept. */
  const answer = (key: string, bytes: string, topic: ChangeTopic = 'students') => {
    const kept = cache.find(topic, key);
    if (kept) return kept.toString();
    cache.keep(cache.startRead(topic, false), key, Buffer.from(bytes));
    return bytes;
  };
  return { cache, changes, clock, answer };
}

describe('page cache', () => {
  it('answers a kept page until its topic changes', () => {
    const { cache, changes, answer } = setUp();
    expect(answer('page-1', 'first')).toBe('first');
    expect(answer('page-1', 'second')).toBe('first');
    expect(answer('other', 'kept too', 'lists')).toBe('kept too');

    changes.feed.announce('students');
    expect(answer('page-1', 'third')).toBe('third');
    // Another topic's pages stay.
    expect(answer('other', 'new', 'lists')).toBe('kept too');
    expect(cache.stats()).toMatchObject({ hits: 2, misses: 3, bypasses: 0, pages: 2 });
  });

  it('drops every page when this process may have written', () => {
    const { cache, answer } = setUp();
    answer('page-1', 'first');
    answer('other', 'first', 'lists');
    cache.forget();
    expect(cache.stats()).toMatchObject({ pages: 0, bytes: 0 });
    expect(answer('page-1', 'second')).toBe('second');
  });

  it('does not keep a page whose read started before a change and ended after it', () => {
    const { cache, changes } = setUp();
    const read = cache.startRead('students', false);
    changes.feed.announce('students');
    cache.keep(read, 'page-1', Buffer.from('read before the change'));
    expect(cache.find('students', 'page-1')).toBeUndefined();

    // A change of another topic does not matter to it.
    const other = cache.startRead('students', false);
    changes.feed.announce('lists');
    cache.keep(other, 'page-1', Buffer.from('kept'));
    expect(cache.find('students', 'page-1')?.toString()).toBe('kept');
  });

  it('keeps a page PAGE_TTL_MS at most', () => {
    const { clock, answer } = setUp();
    answer('page-1', 'first');
    clock.advance(PAGE_TTL_MS - 1);
    expect(answer('page-1', 'second')).toBe('first');
    clock.advance(1);
    expect(answer('page-1', 'third')).toBe('third');
  });

  it('neither keeps nor trusts anything while the listening connection is lost', () => {
    const { cache, changes, answer } = setUp();
    answer('page-1', 'first');
    changes.setListening(false);
    expect(answer('page-1', 'second')).toBe('second');
    expect(answer('page-1', 'third')).toBe('third');
    changes.setListening(true);
    expect(cache.stats().pages).toBe(0);
    expect(answer('page-1', 'fourth')).toBe('fourth');
    expect(answer('page-1', 'fifth')).toBe('fourth');
  });

  it('counts a read the request asked to be fresh apart, and replaces the kept page with it', () => {
    const { cache, answer } = setUp();
    answer('page-1', 'first');
    cache.keep(cache.startRead('students', true), 'page-1', Buffer.from('fresh'));
    expect(answer('page-1', 'unused')).toBe('fresh');
    expect(cache.stats()).toMatchObject({ hits: 1, misses: 1, bypasses: 1, pages: 1 });
  });

  it('stays within its byte budget, the oldest pages going first', () => {
    const { cache, answer } = setUp();
    const page = 'x'.repeat(1024 * 1024);
    for (let index = 0; index < 20; index += 1) answer(`page-${index}`, page);
    const { pages, bytes } = cache.stats();
    expect(bytes).toBeLessThanOrEqual(16 * 1024 * 1024);
    expect(pages).toBe(16);
    expect(cache.find('students', 'page-0')).toBeUndefined();
    expect(cache.find('students', 'page-19')?.length).toBe(page.length);
    // A page too large for a fair share of the budget is not kept at all.
    answer('huge', 'x'.repeat(3 * 1024 * 1024));
    expect(cache.find('students', 'huge')).toBeUndefined();
  });

  it('sends a kept page compressed, each encoding compressed once, at its first hit', () => {
    const { cache, answer } = setUp();
    const json = JSON.stringify({
      items: Array.from({ length: 50 }, (_, id) => ({ id, name: 'Ana Pérez' })),
    });
    answer('page-1', json);
    const { bytes } = cache.stats();
    const br = cache.find('students', 'page-1', 'br');
    const gzip = cache.find('students', 'page-1', 'gzip');
    expect(zlib.brotliDecompressSync(br ?? Buffer.alloc(0)).toString()).toBe(json);
    expect(zlib.gunzipSync(gzip ?? Buffer.alloc(0)).toString()).toBe(json);
    expect(br?.length).toBeLessThan(json.length / 5);
    expect(cache.stats().bytes).toBe(bytes + (br?.length ?? 0) + (gzip?.length ?? 0));
    // The same bytes again: not compressed a second time.
    expect(cache.find('students', 'page-1', 'br')).toBe(br);
    cache.forget();
    expect(cache.stats().bytes).toBe(0);
  });

  it('answers the read that keeps a page compressed too, and keeps that encoding', () => {
    const { cache, changes } = setUp();
    const json = JSON.stringify({ items: Array.from({ length: 50 }, (_, id) => ({ id })) });
    const first = cache.keep(cache.startRead('students', false), 'page-1', Buffer.from(json), 'br');
    expect(zlib.brotliDecompressSync(first).toString()).toBe(json);
    expect(cache.stats().bytes).toBe(json.length + first.length);
    expect(cache.find('students', 'page-1', 'br')).toBe(first);
    expect(cache.find('students', 'page-1')?.toString()).toBe(json);

    // A read that is not kept (a change came in meanwhile) is still answered compressed.
    const read = cache.startRead('students', false);
    changes.feed.announce('students');
    const notKept = cache.keep(read, 'page-1', Buffer.from(json), 'gzip');
    expect(zlib.gunzipSync(notKept).toString()).toBe(json);
    expect(cache.stats().pages).toBe(0);
  });

  it('keeps nothing when turned off', () => {
    const { cache, answer } = setUp({ isEnabled: false });
    answer('page-1', 'first');
    expect(answer('page-1', 'second')).toBe('second');
    expect(cache.stats().pages).toBe(0);
  });
});

describe('page keys', () => {
  const base = { route: '/edrocks/api/students', reach: 'everyone', today: '2026-11-27' };

  it('are the same for the same query whatever the order of its fields', () => {
    expect(pageKeyOf({ ...base, query: { page: 1, sort: 'lastName' } })).toBe(
      pageKeyOf({ ...base, query: { sort: 'lastName', page: 1, search: undefined } }),
    );
  });

  it('differ by route, reach, date and every field of the query', () => {
    const keys = [
      pageKeyOf({ ...base, query: { page: 1 } }),
      pageKeyOf({ ...base, query: { page: 2 } }),
      pageKeyOf({ ...base, query: { page: '1' } }),
      pageKeyOf({ ...base, query: { page: 1, search: 'ana' } }),
      pageKeyOf({ ...base, route: '/edrocks/api/sponsors', query: { page: 1 } }),
      pageKeyOf({ ...base, reach: 'scoped:7', query: { page: 1 } }),
      pageKeyOf({ ...base, today: '2026-11-28', query: { page: 1 } }),
    ];
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('share a page among everyone who reaches every row, and never among narrower reaches', () => {
    const caller = (access: 'all' | 'read' | 'scoped' | 'own' | 'ownRead', userId: number) =>
      reachOf({ userId, role: 'ADMIN', sessionId: 's', access });
    expect(caller('all', 1)).toBe(caller('read', 2));
    expect(caller('scoped', 1)).not.toBe(caller('scoped', 2));
    expect(caller('own', 1)).not.toBe(caller('ownRead', 1));
    expect(caller('scoped', 1)).not.toBe(caller('all', 1));
  });
});
