// Queries that run on (nearly) every request, built once per database instead of per request:
// building SQL with the query builder was the largest cost of an authenticated request
// (bench/RESULTS.md, the profile of GET /edrocks/api/me). The statement is prepared under its
// name on each connection the first time it runs there.
import { Column, is, SQL, type SQLWrapper } from 'drizzle-orm';
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

/** A column of a flat select: a table's column or an SQL expression (aliased or not). */
export type SelectedField = Column | SQL | SQL.Aliased;

/**
 * Rows of a flat select (arrays, in the order of `fields`) as objects, each value through its
 * field's decoder as the query builder would: the decoders are found once per query here instead
 * of once per row and column, which was a visible part of a list page's work.
 */
function flatRowMapper<Row>(fields: Record<string, SelectedField>): (rows: unknown[][]) => Row[] {
  const names = Object.keys(fields);
  // An SQL expression's decoder (mapWith) is not in the query builder's public types.
  type Decoder = { mapFromDriverValue(value: unknown): unknown };
  const decoders = names.map((name): Decoder => {
    const field = fields[name]!;
    if (is(field, Column)) return field;
    return ((is(field, SQL) ? field : field.sql) as unknown as { decoder: Decoder }).decoder;
  });
  return (rows) =>
    rows.map((row) => {
      const item: Record<string, unknown> = {};
      for (let index = 0; index < names.length; index += 1) {
        const raw = row[index];
        item[names[index]!] =
          raw === null || raw === undefined ? null : decoders[index]!.mapFromDriverValue(raw);
      }
      return item as Row;
    });
}

export interface PreparedSelect<Row> {
  execute(values: Record<string, unknown>): Promise<Row[]>;
}

/**
 * Queries built once per shape: a list's page query depends on which filters are set, the sort,
 * the window and the page size, and its values (filters, cursor, offset) travel as
 * `sql.placeholder`s. `shape` must name everything that changes the SQL text; `build` makes the
 * query with placeholders and says which fields it selects (a flat select). Building the query
 * and mapping its rows was most of a list page's cost in the API's own thread (bench/RESULTS.md).
 * At most `limit` shapes are kept per database; past it a shape is built for its one call.
 */
export function preparedPerShape<Row>(
  limit = 500,
): (
  db: Database,
  shape: string,
  build: () => { query: SQLWrapper; fields: Record<string, SelectedField> },
) => PreparedSelect<Row> {
  const built = new WeakMap<Database, Map<string, PreparedSelect<Row>>>();
  return (db, shape, build) => {
    let shapes = built.get(db);
    if (!shapes) {
      shapes = new Map();
      built.set(db, shapes);
    }
    const known = shapes.get(shape);
    if (known) return known;
    const { query, fields } = build();
    const prepared = db._.session.prepareQuery(
      dialect.sqlToQuery(query.getSQL()),
      undefined,
      undefined,
      true,
      flatRowMapper<Row>(fields),
    );
    const select: PreparedSelect<Row> = {
      execute: async (values) => (await prepared.execute(values)) as Row[],
    };
    if (shapes.size < limit) shapes.set(shape, select);
    return select;
  };
}
