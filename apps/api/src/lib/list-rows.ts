// What lists that read their own windows share (defineList's `select`; the document status grid,
// the leadership reports, the events): a page asked by number that skips rows by their ids
// alone, a total that stops early when its filters are costly, a total of one table's rows, and
// an export whose rows are built a batch at a time.
import { inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgSelect, PgTable } from 'drizzle-orm/pg-core';
import { EXACT_TOTAL_LIMIT, SEARCH_TOTAL_LIMIT } from '@portal/shared';
import type { Database } from '../db/client';
import type { RowsWindow } from './list-definition';
import { countUpTo, type ListTotal } from './list-page';

/**
 * The rows of a list's window (defineList's `select`). From the start or a cursor, the list's
 * select as it is; a page asked by number (a shared link) first finds the rows it skips by their
 * ids alone (`ids`: the main table with only what the conditions need), then joins only the
 * page's rows, instead of joining every skipped row too.
 */
export function selectByPageIds<Row>(
  window: RowsWindow,
  rows: () => PgSelect,
  ids: () => PgSelect,
  idColumn: AnyColumn,
): Promise<Row[]> {
  if (window.offset === 0)
    return rows()
      .where(window.where)
      .orderBy(...window.orderBy)
      .limit(window.limit) as unknown as Promise<Row[]>;
  const pageIds = ids()
    .where(window.where)
    .orderBy(...window.orderBy)
    .limit(window.limit)
    .offset(window.offset);
  return rows()
    .where(inArray(idColumn, pageIds))
    .orderBy(...window.orderBy) as unknown as Promise<Row[]>;
}

/**
 * The total of a list whose filters may test every row they count (a search, "only missing"):
 * those stop at SEARCH_TOTAL_LIMIT ("more than 500"), walking the list's index in its order as
 * the page does; otherwise its rows are counted exactly up to EXACT_TOTAL_LIMIT.
 */
export function countByCost(
  db: Database,
  rows: PgSelect,
  isCostly: boolean,
  orderBy: SQL[],
): Promise<ListTotal> {
  return isCostly
    ? countUpTo(db, rows.orderBy(...orderBy), SEARCH_TOTAL_LIMIT)
    : countUpTo(db, rows, EXACT_TOTAL_LIMIT);
}

/**
 * The total of a list whose rows are one table's (defineList's `total` beside a `select`): its
 * rows under the list's conditions, counted up to EXACT_TOTAL_LIMIT.
 */
export function countTableRows(
  db: Database,
  table: PgTable,
  where: SQL | undefined,
): Promise<ListTotal> {
  return countUpTo(
    db,
    db
      .select({ one: sql`1` })
      .from(table)
      .where(where)
      .$dynamic(),
  );
}

/**
 * An export's rows built a batch at a time from the list's records (`List.rows`): one build per
 * `batchSize` records, so the cells a batch needs are read together.
 */
export async function* builtInBatches<Source, Row>(
  records: AsyncIterable<Source>,
  batchSize: number,
  build: (batch: Source[]) => Promise<Row[]>,
): AsyncIterable<Row> {
  let batch: Source[] = [];
  for await (const record of records) {
    batch.push(record);
    if (batch.length === batchSize) {
      yield* await build(batch);
      batch = [];
    }
  }
  if (batch.length > 0) yield* await build(batch);
}
