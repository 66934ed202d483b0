// What lists whose rows are costly to read or to build share (the document status grid, the
// leadership reports): a page asked by number that skips rows by their ids alone, and an export
// whose rows are built a whole batch at a time.
import { inArray, type AnyColumn } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { RowsWindow } from './list-definition';

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
