// Opens the database: PGlite in DATA_DIR when no DATABASE_URL is set, PostgreSQL through a
// node-postgres pool otherwise. Services only ever see the common `Database` type.
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql, type SQL } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema/index';
import { lockDataDir } from '../lib/data-dir-lock';
import { createStatementNames, tunePooledConnection } from './statement-names';
import {
  attributePgliteWrites,
  attributePoolWrites,
  currentAuditActor,
  setActorStatement,
} from './audit-actor';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

/**
 * The rows of a hand-written statement, on either driver (both answer `{ rows }`). Columns keep
 * their SQL names, and values are what the driver parses: select times as numbers when both
 * drivers must agree on them.
 */
export async function selectRows<Row>(db: Database, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

/**
 * Extensions the migrations create: PGlite must load them itself (PostgreSQL has them as contrib).
 * pg_trgm indexes `search_text` columns for accent- and case-insensitive name search.
 */
export const PGLITE_EXTENSIONS = { pg_trgm };

/** Any number, as long as every instance migrating the same PostgreSQL database uses it. */
const MIGRATION_LOCK_ID = 7_340_001;

export interface DatabaseHandle {
  db: Database;
  driver: 'pglite' | 'postgres';
  /** Applies the pending committed migrations. */
  migrate(): Promise<void>;
  /** Throws when the database cannot answer. */
  ping(): Promise<void>;
  /**
   * Calls `onMessage` with the payload of every NOTIFY on `channel`, `onDisconnect` when the
   * listening connection is lost (notifications are missed until it is back) and `onReconnect`
   * when it is back. Answers a function that stops listening.
   */
  listen(
    channel: string,
    onMessage: (payload: string) => void,
    onReconnect: () => void,
    onDisconnect?: () => void,
  ): Promise<() => Promise<void>>;
  /** Connections of the pool: all, idle, and requests waiting for one (for /metrics). */
  poolStats(): { total: number; idle: number; waiting: number };
  /**
   * The embedded database only: a copy of its folder (a tar file), taken while no query runs, with
   * `alongside` run in that same quiet moment (a backup links the uploads there, so that the files
   * and the records they belong to are of one instant).
   */
  snapshot?(alongside: () => Promise<void>): Promise<Blob>;
  close(): Promise<void>;
}

/** How many distinct query texts a process prepares on PostgreSQL (db/statement-names.ts). */
const NAMED_STATEMENTS_LIMIT = 1000;
const POOLED_CONNECTION_LIFETIME_S = 3600;

/** Waits between attempts to listen again on PostgreSQL, doubling up to a ceiling. */
const LISTEN_RETRY_MS = { first: 500, max: 30_000 };

/**
 * Every transaction opened through the handle names the request's actor first, for the audit
 * triggers (db/audit-actor.ts): the one place, whatever service or repo opens it.
 */
function attributeTransactions<D extends Database>(db: D): D {
  const transaction = db.transaction.bind(db);
  db.transaction = ((work, config) =>
    transaction(async (tx) => {
      const actor = currentAuditActor();
      if (actor) await tx.execute(setActorStatement(actor));
      return work(tx);
    }, config)) as D['transaction'];
  return db;
}

export function wrapPglite(client: PGlite): DatabaseHandle {
  attributePgliteWrites(client);
  const db = attributeTransactions(drizzlePglite({ client, schema }));
  return {
    db,
    driver: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    // One process owns a PGlite database: its notifications never get lost.
    listen: (channel, onMessage) => client.listen(channel, onMessage),
    // PGlite is one connection inside the process: nothing ever waits for a connection.
    poolStats: () => ({ total: 1, idle: 1, waiting: 0 }),
    async snapshot(alongside) {
      // Both wait for PGlite's query lock, in the order asked: no query can run between the copy
      // and `alongside`, since each takes the lock as soon as the other lets it go.
      const [dump] = await Promise.all([
        client.dumpDataDir('none'),
        client.runExclusive(alongside),
      ]);
      return dump;
    },
    close: () => client.close(),
  };
}

export async function openPglite(dataDir: string | undefined): Promise<DatabaseHandle> {
  if (dataDir) await mkdir(path.dirname(dataDir), { recursive: true });
  return wrapPglite(
    await PGlite.create({ ...(dataDir ? { dataDir } : {}), extensions: PGLITE_EXTENSIONS }),
  );
}

export function openPostgres(url: string, poolMax = 10): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolMax,
    connectionTimeoutMillis: 5000,
    // A connection keeps the statements prepared on it (db/statement-names.ts) until it closes:
    // recycling it now and then frees those of texts no longer used.
    maxLifetimeSeconds: POOLED_CONNECTION_LIFETIME_S,
    // The API's queries read a page or a handful of rows: compiling one with JIT (when its
    // estimate crosses jit_above_cost, as a count over every sponsor can) costs 100 ms or more
    // and never pays back within a request.
    options: '-c jit=off',
  });
  // An idle client losing its connection emits here; without a listener it would crash the process.
  pool.on('error', () => undefined);
  const statementNames = createStatementNames(NAMED_STATEMENTS_LIMIT);
  pool.on('connect', (client) => tunePooledConnection(client, statementNames));
  attributePoolWrites(pool);
  const db = attributeTransactions(drizzlePg({ client: pool, schema }));
  return {
    db,
    driver: 'postgres',
    async migrate() {
      // Several instances may start together: the advisory lock lets one migrate while the others wait.
      const lockClient = await pool.connect();
      try {
        await lockClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        await migratePg(db, { migrationsFolder: MIGRATIONS_FOLDER });
      } finally {
        await lockClient
          .query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID])
          .catch(() => undefined);
        lockClient.release();
      }
    },
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    listen: (channel, onMessage, onReconnect, onDisconnect) =>
      listenOnPostgres(url, channel, onMessage, onReconnect, onDisconnect),
    poolStats: () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
    }),
    close: () => pool.end(),
  };
}

/**
 * LISTEN on a connection of its own (a pooled one would be handed to queries), opened again
 * with growing waits whenever it drops, for as long as the listener is wanted.
 */
async function listenOnPostgres(
  url: string,
  channel: string,
  onMessage: (payload: string) => void,
  onReconnect: () => void,
  onDisconnect: () => void = () => undefined,
): Promise<() => Promise<void>> {
  let isStopped = false;
  let client: pg.Client | null = null;
  let retryMs = LISTEN_RETRY_MS.first;
  let retryTimer: NodeJS.Timeout | null = null;

  async function connect(): Promise<void> {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel === channel) onMessage(message.payload ?? '');
    });
    next.on('error', () => drop(next));
    next.on('end', () => drop(next));
    try {
      await next.connect();
      await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      await next.end().catch(() => undefined);
      throw error;
    }
    client = next;
    retryMs = LISTEN_RETRY_MS.first;
  }

  /** The listening connection broke: let it go and listen again later. */
  function drop(broken: pg.Client): void {
    if (isStopped || client !== broken) return;
    client = null;
    broken.end().catch(() => undefined);
    onDisconnect();
    retry();
  }

  function retry(): void {
    if (isStopped || retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = null;
      connect().then(onReconnect, () => {
        retryMs = Math.min(retryMs * 2, LISTEN_RETRY_MS.max);
        retry();
      });
    }, retryMs);
    retryTimer.unref();
  }

  await connect();
  return async () => {
    isStopped = true;
    if (retryTimer) clearTimeout(retryTimer);
    await client?.end().catch(() => undefined);
  };
}

/**
 * The database the configuration names. The embedded one is this process's alone while it is
 * open: DATA_DIR is locked first (lib/data-dir-lock.ts), and a second process stops with
 * DataDirInUseError naming the first.
 */
export async function openDatabase(config: {
  databaseUrl: string | undefined;
  dataDir: string;
  databasePoolMax: number;
}): Promise<DatabaseHandle> {
  if (config.databaseUrl) return openPostgres(config.databaseUrl, config.databasePoolMax);
  await mkdir(config.dataDir, { recursive: true, mode: 0o700 });
  const lock = await lockDataDir(config.dataDir);
  let handle: DatabaseHandle;
  try {
    handle = await openPglite(path.join(config.dataDir, 'pglite'));
  } catch (error) {
    await lock.release();
    throw error;
  }
  return {
    ...handle,
    async close() {
      try {
        await handle.close();
      } finally {
        await lock.release();
      }
    },
  };
}
