// Server-side prepared statements for the queries the API repeats, on PostgreSQL.
//
// A query sent without a name is parsed and planned again on every call; planning was two
// thirds of the database's work for a page of the students list (bench/RESULTS.md). Giving each
// distinct SQL text a name makes node-postgres parse it once per connection and PostgreSQL
// reuse its plan, with the values bound at each call. Every query the query builder makes has
// its values as parameters, so its text is the same for every call of the same shape (a list
// with the same filters and sort), and the number of texts stays small.
//
// Bounds: only data statements (select, insert, update, delete, with) are named, never DDL or
// transaction control, nor a query marked PLAN_PER_CALL; at most `limit` texts per process get a name (later new texts run
// unnamed, as before), and pooled connections are recycled now and then (db/client.ts), which
// lets PostgreSQL free the statements of texts no longer used.
import { createHash } from 'node:crypto';
import type { Writable } from 'node:stream';
import type pg from 'pg';

const DATA_STATEMENT = /^\s*(select|insert|update|delete|with)\b/i;

/**
 * Written into a query whose best plan depends on its values (a free-text search: a rare name
 * is found through the trigram index, a common one by walking the name index), so that it is
 * never a named statement: PostgreSQL could settle on one plan for every value.
 */
export const PLAN_PER_CALL = '/* planned per call */';

export interface StatementNames {
  /** The name of this text's statement, or undefined when it runs unnamed. */
  nameOf(text: string): string | undefined;
  /** How many texts have a name. */
  readonly count: number;
}

export function createStatementNames(limit: number): StatementNames {
  const names = new Map<string, string>();
  return {
    nameOf(text) {
      const known = names.get(text);
      if (known !== undefined) return known;
      if (names.size >= limit || !DATA_STATEMENT.test(text) || text.includes(PLAN_PER_CALL))
        return undefined;
      const name = `q_${createHash('sha256').update(text).digest('base64url').slice(0, 24)}`;
      names.set(text, name);
      return name;
    },
    get count() {
      return names.size;
    },
  };
}

type QueryConfig = { text: string; name?: string | undefined };

function isUnnamedConfig(config: unknown): config is QueryConfig {
  return (
    typeof config === 'object' &&
    config !== null &&
    typeof (config as QueryConfig).text === 'string' &&
    !(config as QueryConfig).name
  );
}

/** The socket under a node-postgres client (not in its type declarations). */
function socketOf(client: pg.PoolClient): Writable | undefined {
  return (client as unknown as { connection?: { stream?: Writable } }).connection?.stream;
}

/**
 * Tunes a pooled connection for the API's queries:
 * - every unnamed data query becomes a named statement (queries passed as plain strings, such
 *   as BEGIN, COMMIT or LISTEN, and ones that already have a name are left alone);
 * - the messages of one query (parse, bind, describe, execute, sync) leave in one write instead
 *   of one each: on loopback and in virtual machines every write is a costly system call, and
 *   they were the largest single cost of a list request.
 */
export function tunePooledConnection(client: pg.PoolClient, names: StatementNames): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  const socket = socketOf(client);
  client.query = ((config: unknown, ...rest: unknown[]) => {
    socket?.cork();
    try {
      if (isUnnamedConfig(config)) {
        const name = names.nameOf(config.text);
        if (name !== undefined) return query({ ...config, name }, ...rest);
      }
      return query(config, ...rest);
    } finally {
      // A query submitted at once has written its messages by now; one queued behind another
      // writes them later, uncorked, as before.
      if (socket) process.nextTick(() => socket.uncork());
    }
  }) as typeof client.query;
}
