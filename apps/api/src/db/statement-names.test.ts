import { sql, type SQL } from 'drizzle-orm';
import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/helpers/test-db';
import type { Database } from './client';
import { PLAN_PER_CALL, createStatementNames, tunePooledConnection } from './statement-names';

/** Rows of a raw query, the same on PGlite and node-postgres. */
async function queryRows<T = Record<string, unknown>>(db: Database, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

describe('statement names', () => {
  it('gives one name per data statement text, and none to other statements', () => {
    const names = createStatementNames(10);
    const select = 'select "id" from "students" where "village_id" = $1';
    const name = names.nameOf(select);
    expect(name).toMatch(/^q_[\w-]{24}$/);
    expect(names.nameOf(select)).toBe(name);
    expect(names.nameOf(`${select} and "status" = $2`)).not.toBe(name);
    for (const text of [
      'insert into "files" ("name") values ($1)',
      '  UPDATE "users" set "active" = $1',
      'delete from "sessions" where "id" = $1',
      'with "moves" as (select 1) select * from "moves"',
    ])
      expect(names.nameOf(text)).toBeDefined();
    for (const text of [
      'begin',
      'LISTEN "portal_changes"',
      'create table "x" ("id" int)',
      `select 1 from "students" where ("search_text" like $1 ${PLAN_PER_CALL})`,
    ])
      expect(names.nameOf(text)).toBeUndefined();
    expect(names.count).toBe(6);
  });

  it('stops naming new texts at the limit, and keeps the names it gave', () => {
    const names = createStatementNames(2);
    const first = names.nameOf('select 1');
    names.nameOf('select 2');
    expect(names.nameOf('select 3')).toBeUndefined();
    expect(names.nameOf('select 1')).toBe(first);
    expect(names.count).toBe(2);
  });
});

describe('a tuned pooled connection', () => {
  /** A pooled client that records what it is asked to run and the corking of its socket. */
  function fakeClient() {
    const calls: unknown[] = [];
    const socket = {
      corked: 0,
      cork: () => (socket.corked += 1),
      uncork: () => (socket.corked -= 1),
    };
    const client = {
      connection: { stream: socket },
      query: (config: unknown) => {
        calls.push({ config, isCorked: socket.corked > 0 });
        return Promise.resolve({ rows: [] });
      },
    };
    return { client: client as unknown as pg.PoolClient, calls, socket };
  }

  it('names data queries, leaves the rest, and writes each query while corked', async () => {
    const { client, calls, socket } = fakeClient();
    const names = createStatementNames(10);
    tunePooledConnection(client, names);
    const select = { text: 'select $1::int', rowMode: 'array' };
    await client.query(select, [1]);
    await client.query({ text: 'select 2', name: 'kept' });
    await client.query('begin');
    expect(calls).toEqual([
      { config: { ...select, name: names.nameOf(select.text) }, isCorked: true },
      { config: { text: 'select 2', name: 'kept' }, isCorked: true },
      { config: 'begin', isCorked: true },
    ]);
    await new Promise((resolve) => process.nextTick(resolve));
    expect(socket.corked).toBe(0);
  });

  it('answers each call with its own values, prepared once per connection', async () => {
    const database = await createTestDatabase();
    try {
      const { db } = database.handle;
      const text = 'select $1::int + 1 as "value"';
      const { answers, prepared } = await db.transaction(async (tx) => {
        const answers: unknown[] = [];
        for (const value of [1, 2, 3])
          answers.push((await queryRows(tx, sql`select ${value}::int + 1 as "value"`))[0]);
        const [count] = await queryRows<{ count: number }>(
          tx,
          sql`select count(*)::int as "count" from pg_prepared_statements where statement = ${text}`,
        );
        return { answers, prepared: count?.count };
      });
      expect(answers).toEqual([{ value: 2 }, { value: 3 }, { value: 4 }]);
      // PGlite runs every query unnamed: one connection inside the process, nothing to save.
      expect(prepared).toBe(database.kind === 'postgres' ? 1 : 0);
    } finally {
      await database.drop();
    }
  });
});
