// Queries that run on (nearly) every request, built once per database instead of per request:
// building SQL with the query builder was the largest cost of an authenticated request
// (bench/RESULTS.md, the profile of GET /edrocks/api/me). The statement is prepared under its
// name on each connection the first time it runs there.
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
