// A list is described once (decision 015): its conditions (the caller's reach and the filters),
// its query (columns, tables and joins), its sort keys and its row-to-item mapping. From that one
// description come the page with its total (readPage's keyset pages), the total alone, and an
// export's rows read in keyset batches in the same order: defineList puts each window's
// conditions, order, limit and offset on the list's query, and counts the same query's rows
// under the same conditions. A list module writes no find-page, count or batch function of its
// own; `listRoutes` (lib/list-routes.ts) answers its list and export endpoints.
import { and, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { EXACT_TOTAL_LIMIT, type Page } from '@portal/shared';
import type { Database } from '../db/client';
import { inBatches } from './export';
import {
  countUpTo,
  literalLimit,
  orderByKeys,
  readPage,
  rowsAfter,
  type ListTotal,
  type PageRequest,
  type RowWindow,
  type SortKey,
} from './list-page';

type SortOrder = 'asc' | 'desc';

/** What every list request carries besides its filters: the order of its sort field. */
export interface ListOrder {
  order: SortOrder;
}

/** Where a select's rows come from: the list's conditions (with any keyset), order and size. */
export interface RowsWindow {
  where: SQL | undefined;
  orderBy: SQL[];
  /** A literal in the SQL text (lib/list-page.ts literalLimit). */
  limit: number;
  offset: number;
}

/**
 * A list's query before any window: its columns from its tables and joins, with no conditions,
 * order or size (a Drizzle select, dynamic or not, whose rows are the list's rows).
 */
export type ListQuery<Row> = PromiseLike<Row[]> & { $dynamic(): PgSelect };

/** The rows of a window of `query`: its conditions, order, limit and offset. */
function readWindow<Row>(query: ListQuery<Row>, window: RowsWindow): Promise<Row[]> {
  return query
    .$dynamic()
    .where(window.where)
    .orderBy(...window.orderBy)
    .limit(window.limit)
    .offset(window.offset) as unknown as Promise<Row[]>;
}

/** What every list describes, however its rows are read. */
interface ListDescription<Reach, Filters extends ListOrder, Row, Item, Context> {
  /** The list's conditions for a caller's reach and the filters (without the page's keyset). */
  where(reach: Reach, filters: Filters): SQL | undefined;
  /** The sort keys of the filters' sort field, each matched by an index, the id last. */
  sortKeys(filters: Filters): Array<SortKey<Row>>;
  /** An item of a page as the caller sees it; `context` is what the page call passes. */
  toItem(row: Row, context: Context): Item;
  /**
   * The rows and the total in one query, when the list answers both at once more cheaply than
   * apart (readPage's readRowsAndTotal), or undefined for a window it does not serve that way.
   */
  rowsAndTotal?(
    db: Database,
    reach: Reach,
    request: PageRequest & Filters,
    window: RowWindow,
  ): Promise<{ rows: Row[]; total: ListTotal }> | undefined;
  /** Rows per batch of an export (250 by default). */
  batchSize?: number;
}

/** A list read as windows of one query, and counted as that query's rows. */
interface QueriedList<Reach, Filters extends ListOrder, Row, Item, Context> extends ListDescription<
  Reach,
  Filters,
  Row,
  Item,
  Context
> {
  /** The list's query; each window's conditions, order, limit and offset are added to it. */
  query(db: Database, filters: Filters): ListQuery<Row>;
  select?: never;
  /**
   * Where the count of the query's rows under the list's conditions stops (EXACT_TOTAL_LIMIT
   * by default): a search tests every row it counts, so it stops at SEARCH_TOTAL_LIMIT.
   */
  totalLimit?(filters: Filters): number;
  /** The total when the list keeps it (maintained counters) instead of counting its rows. */
  total?(db: Database, reach: Reach, filters: Filters): Promise<ListTotal>;
}

/**
 * A list whose rows are not a plain window of one query (rows built a page at a time, a page
 * that skips rows by their ids alone, a union, statements prepared per shape): it reads its
 * windows itself and answers its total.
 */
interface SelectedList<
  Reach,
  Filters extends ListOrder,
  Row,
  Item,
  Context,
> extends ListDescription<Reach, Filters, Row, Item, Context> {
  /** The rows in the window: the list's columns and joins with the window's where, order, size. */
  select(db: Database, window: RowsWindow, filters: Filters): Promise<Row[]>;
  query?: never;
  totalLimit?: never;
  total(db: Database, reach: Reach, filters: Filters): Promise<ListTotal>;
}

export type ListDefinition<Reach, Filters extends ListOrder, Row, Item, Context> =
  | QueriedList<Reach, Filters, Row, Item, Context>
  | SelectedList<Reach, Filters, Row, Item, Context>;

export interface List<Reach, Filters extends ListOrder, Row, Item, Context> {
  /** One page of the list and its total, as the caller sees its items. */
  page(
    db: Database,
    reach: Reach,
    request: PageRequest & Filters,
    context: Context,
  ): Promise<Page<Item>>;
  /** The list's total for these filters. */
  total(db: Database, reach: Reach, filters: Filters): Promise<ListTotal>;
  /** Every row of the filtered list in its order, read in keyset batches (an export). */
  rows(db: Database, reach: Reach, filters: Filters): AsyncIterable<Row>;
}

export function defineList<Reach, Filters extends ListOrder, Row, Item, Context = void>(
  definition: ListDefinition<Reach, Filters, Row, Item, Context>,
): List<Reach, Filters, Row, Item, Context> {
  const select = selectOf(definition);
  const total = totalOf(definition);

  return {
    page(db, reach, request, context) {
      const where = definition.where(reach, request);
      const { rowsAndTotal } = definition;
      return readPage({
        request,
        keys: definition.sortKeys(request),
        readRows: (window) =>
          select(
            db,
            {
              where: and(where, window.keyset),
              orderBy: window.orderBy,
              limit: window.limit,
              offset: window.offset,
            },
            request,
          ),
        countTotal: () => total(db, reach, request),
        ...(rowsAndTotal
          ? { readRowsAndTotal: (window: RowWindow) => rowsAndTotal(db, reach, request, window) }
          : {}),
        toItem: (row) => definition.toItem(row, context),
      });
    },

    total,

    rows(db, reach, filters) {
      const where = definition.where(reach, filters);
      const keys = definition.sortKeys(filters);
      const orderBy = orderByKeys(keys, filters.order);
      return inBatches<Row>(
        (after, limit) =>
          select(
            db,
            {
              where: and(
                where,
                after === undefined ? undefined : rowsAfter(keys, filters.order, after),
              ),
              orderBy,
              limit: literalLimit(limit),
              offset: 0,
            },
            filters,
          ),
        definition.batchSize,
      );
    },
  };
}

/** How the list reads a window: its own select, or the window put on its query. */
function selectOf<Reach, Filters extends ListOrder, Row, Item, Context>(
  definition: ListDefinition<Reach, Filters, Row, Item, Context>,
): (db: Database, window: RowsWindow, filters: Filters) => Promise<Row[]> {
  if (definition.select) return definition.select;
  const { query } = definition;
  return (db, window, filters) => readWindow(query(db, filters), window);
}

/**
 * How the list's total is had: as the list keeps it, or counted as the rows of its query under
 * its conditions (the same tables and joins as its pages: what a count does not read, a column
 * or a left join by a unique key, the database leaves out), up to the list's limit.
 */
function totalOf<Reach, Filters extends ListOrder, Row, Item, Context>(
  definition: ListDefinition<Reach, Filters, Row, Item, Context>,
): (db: Database, reach: Reach, filters: Filters) => Promise<ListTotal> {
  if (definition.select) return definition.total;
  const { query, totalLimit, total } = definition;
  if (total) return total;
  return (db, reach, filters) =>
    countUpTo(
      db,
      query(db, filters).$dynamic().where(definition.where(reach, filters)),
      totalLimit?.(filters) ?? EXACT_TOTAL_LIMIT,
    );
}

/** A list's answer when there is nothing to read it in (no year named and none available). */
export function emptyPage<Item>(pageSize: number): Page<Item> {
  return { items: [], total: 0, totalKind: 'exact', page: 1, pageSize, next: null, previous: null };
}
