// Queries that run on (nearly) every request, built once per database instead of per request:
// building SQL with the query builder was the largest cost of an authenticated request
// (bench/RESULTS.md, the profile of GET /edrocks/api/me). The statement is prepared under its
// name on each connection the first time it runs there.
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';

/** Builds the prepared query for a database the first time that database asks for it. */
export function preparedPerDatabase<Query>(
  build: (db: Database) => Query,
): (db: Database) => Query {
  const built = new WeakMap<Database, Query>();
  return (db) => {
    let query = built.get(db);
    if (!query) {
      query = build(db);
      built.set(db, query);
    }
    return query;
  };
}

/**
 * SQL written once, with `sql.placeholder`s where its values go, and the values of one call: what
 * one module hands another to run inside that one's prepared statement, so both take one round
 * trip and neither is built again (a sign-in reads the account beside the throttle's
 * reservation). `sql` is a constant of the module that owns it, and its placeholders' names are
 * its own (prefixed), so they cannot meet the host statement's.
 */
export interface BoundSql<Values extends Record<string, unknown> = Record<string, unknown>> {
  sql: SQL;
  values: Values;
}

const dialect = new PgDialect();

/**
 * A hand-written statement, its values as `sql.placeholder`s, built once per database and run
 * with each call's values. Answers its rows as `selectRows` does (columns under their SQL names).
 * For a hot path's statement the query builder cannot express: a data-modifying CTE, a database
 * function.
 */
export function preparedStatement<Row>(
  statement: SQL,
): (db: Database, values: Record<string, unknown>) => Promise<Row[]> {
  const query = dialect.sqlToQuery(statement);
  const prepared = preparedPerDatabase((db) =>
    db._.session.prepareQuery(query, undefined, undefined, false),
  );
  return async (db, values) => ((await prepared(db).execute(values)) as { rows: Row[] }).rows;
}
