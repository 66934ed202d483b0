// Answered list pages, kept in memory by each process as the bytes that left (decision 026), so
// that a page asked for again costs what GET /edrocks/api/me costs plus writing it: no query, no
// check against the contract, no JSON. Never staler than the change feed, like the sessions
// (lib/sessions/session-cache.ts):
// - any change to a table a cached list reads, in any process or straight in the database,
//   notifies its topic (triggers, migration 0027) and every process drops that topic's pages;
// - a request of this process that may write (any method but GET, HEAD and OPTIONS) drops every
//   page before its answer leaves (lib/own-writes.ts), so the same process never answers a page
//   older than a change it made;
// - a request that says `Cache-Control: no-cache` (or `Pragma: no-cache`) is read from the
//   database, and its answer replaces the kept one: the web app sends it for a while after each
//   of its own changes, so its user sees the change even when the next request reaches another
//   process before the notification does;
// - while the listening connection is lost nothing is kept or trusted;
// - a page read before a change and finished after it is not kept (generations);
// - a page is kept at most PAGE_TTL_MS, and the key holds the UTC date (ages change at midnight).
// A kept page is also sent compressed to the browsers that accept it (Brotli or gzip, chosen by
// `Accept-Encoding`, lib/content-encoding.ts), compressed once in each encoding, the first time it
// is asked for in it (also on the read that keeps it): phones on slow networks receive a fifth of
// the bytes.
import zlib from 'node:zlib';
import type { FastifyRequest } from 'fastify';
import type { AuthContext } from './auth-context';
import type { ChangeFeed, ChangeTopic } from './change-feed';
import type { Clock } from './clock';
import type { Compression, ContentEncoding } from './content-encoding';

/**
 * The longest a page is kept, even when no change was heard. Well under the life of the signed
 * photo URLs a page holds (60 to 75 minutes, lib/files/file-urls.ts).
 */
export const PAGE_TTL_MS = 30_000;
/** The bytes kept in all, per process; the oldest pages go first. */
const MAX_BYTES = 16 * 1024 * 1024;

/**
 * Brotli at a middle quality: about as small as gzip's best on a page of JSON, in a fraction of
 * a millisecond, once per page and 30 seconds.
 */
const BROTLI_QUALITY = 5;

interface Page {
  bytes: Buffer;
  /** The page in the compressions it was asked for so far (`identity` is `bytes`). */
  encoded: Partial<Record<Compression, Buffer>>;
  expiresAt: number;
}

function encodePage(bytes: Buffer, encoding: Compression): Buffer {
  return encoding === 'br'
    ? zlib.brotliCompressSync(bytes, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        },
      })
    : zlib.gzipSync(bytes);
}

/** What a read was started at: kept only if nothing changed before it ended. */
export interface PageRead {
  readonly topic: ChangeTopic;
  readonly generation: number;
}

export interface PageCacheStats {
  /** Answers sent from memory. */
  hits: number;
  /** Answers read from the database (nothing kept, expired, or dropped). */
  misses: number;
  /** Answers read from the database because the request said `no-cache`. */
  bypasses: number;
  /** Pages kept now, and their bytes. */
  pages: number;
  bytes: number;
}

export interface PageCache {
  /** The kept answer in this encoding (compressed the first time it is asked in it), or undefined. */
  find(topic: ChangeTopic, key: string, encoding?: ContentEncoding): Buffer | undefined;
  /** Starts a read from the database, whose answer `keep` may then keep. */
  startRead(topic: ChangeTopic, isBypass: boolean): PageRead;
  /**
   * Keeps the answer of a read, unless its topic changed (or the feed stopped) meanwhile, and
   * gives it back in the encoding asked for: the first answer of a page is compressed too.
   */
  keep(read: PageRead, key: string, bytes: Buffer, encoding?: ContentEncoding): Buffer;
  /** Drops every page: something this process did may have changed one. */
  forget(): void;
  stats(): PageCacheStats;
}

export function createPageCache(deps: {
  changes: ChangeFeed;
  clock: Clock;
  topics: readonly ChangeTopic[];
  /** Off: nothing is kept, every page is read (the answers are the same). */
  isEnabled?: boolean;
}): PageCache {
  const { changes, clock } = deps;
  const pages = new Map<string, Page>();
  const generations = new Map<ChangeTopic, number>();
  let keptBytes = 0;
  const counts = { hits: 0, misses: 0, bypasses: 0 };

  const pageKey = (topic: ChangeTopic, key: string) => `${topic}\n${key}`;

  function drop(key: string): void {
    const page = pages.get(key);
    if (!page) return;
    keptBytes -= page.bytes.length;
    for (const encoded of Object.values(page.encoded)) keptBytes -= encoded.length;
    pages.delete(key);
  }

  function dropTopic(topic: ChangeTopic): void {
    generations.set(topic, (generations.get(topic) ?? 0) + 1);
    const prefix = `${topic}\n`;
    for (const key of [...pages.keys()]) if (key.startsWith(prefix)) drop(key);
  }

  for (const topic of deps.topics) changes.onChange(topic, () => dropTopic(topic));

  return {
    find(topic, key, encoding = 'identity') {
      const fullKey = pageKey(topic, key);
      const page = pages.get(fullKey);
      if (!page) return undefined;
      if (page.expiresAt <= clock.now().getTime() || !changes.isListening()) {
        drop(fullKey);
        return undefined;
      }
      counts.hits += 1;
      if (encoding === 'identity') return page.bytes;
      let encoded = page.encoded[encoding];
      if (!encoded) {
        encoded = encodePage(page.bytes, encoding);
        page.encoded[encoding] = encoded;
        keptBytes += encoded.length;
      }
      return encoded;
    },
    startRead(topic, isBypass) {
      if (isBypass) counts.bypasses += 1;
      else counts.misses += 1;
      return { topic, generation: generations.get(topic) ?? 0 };
    },
    keep(read, key, bytes, encoding = 'identity') {
      const encoded = encoding === 'identity' ? bytes : encodePage(bytes, encoding);
      if (deps.isEnabled === false) return encoded;
      if ((generations.get(read.topic) ?? 0) !== read.generation || !changes.isListening()) {
        return encoded;
      }
      if (bytes.length + encoded.length > MAX_BYTES / 8) return encoded;
      const fullKey = pageKey(read.topic, key);
      drop(fullKey);
      const keptEncodings = encoding === 'identity' ? {} : { [encoding]: encoded };
      const size = bytes.length + (encoding === 'identity' ? 0 : encoded.length);
      while (keptBytes + size > MAX_BYTES) {
        const oldest = pages.keys().next();
        if (oldest.done) break;
        drop(oldest.value);
      }
      pages.set(fullKey, {
        bytes,
        encoded: keptEncodings,
        expiresAt: clock.now().getTime() + PAGE_TTL_MS,
      });
      keptBytes += size;
      return encoded;
    },
    forget() {
      for (const topic of deps.topics) dropTopic(topic);
    },
    stats: () => ({ ...counts, pages: pages.size, bytes: keptBytes }),
  };
}

/**
 * Whom a page is the same for: everyone who reaches every row of the area (`all`, `read`), or
 * one user for any narrower reach (an admin's places, a sponsor's or student's own records).
 */
export function reachOf(auth: AuthContext): string {
  return auth.access === 'all' || auth.access === 'read'
    ? 'everyone'
    : `${auth.access}:${auth.userId}`;
}

/** Whether the request asks for an answer read now (`Cache-Control: no-cache`, `Pragma: no-cache`). */
export function asksForFreshAnswer(request: FastifyRequest): boolean {
  const cacheControl = request.headers['cache-control'] ?? '';
  const pragma = request.headers.pragma ?? '';
  return /\b(no-cache|max-age=0)\b/i.test(cacheControl) || /\bno-cache\b/i.test(pragma);
}

/** The key of a page: the route, the caller's reach, today's date and the validated query. */
export function pageKeyOf(options: {
  route: string;
  reach: string;
  today: string;
  query: unknown;
}): string {
  const query =
    options.query && typeof options.query === 'object'
      ? Object.entries(options.query as Record<string, unknown>)
          .filter(([, value]) => value !== undefined)
          .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      : [];
  return `${options.route}\n${options.reach}\n${options.today}\n${JSON.stringify(query)}`;
}
