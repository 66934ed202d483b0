// A list is described once (decision 015): its conditions (the caller's reach and the filters),
// its select, its sort keys and its row-to-item mapping. From that one description come the
// page with its total (readPage's keyset pages), the total alone, and an export's rows read in
// keyset batches in the same order. A list module writes no find-page, count or batch function
// of its own; `listRoutes` (lib/list-routes.ts) answers its list and export endpoints.
import { and, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Page } from '@portal/shared';
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

export interface ListDefinition<Reach, Filters extends ListOrder, Row, Item, Context> {
  /** The list's conditions for a caller's reach and the filters (without the page's keyset). */
  where(reach: Reach, filters: Filters): SQL | undefined;
  /** The rows in the window: the list's columns and joins with the window's where, order, size. */
  select(db: Database, window: RowsWindow, filters: Filters): Promise<Row[]>;
  /** The sort keys of the filters' sort field, each matched by an index, the id last. */
  sortKeys(filters: Filters): Array<SortKey<Row>>;
  /** An item of a page as the caller sees it; `context` is what the page call passes. */
  toItem(row: Row, context: Context): Item;
  /**
   * How the total is counted: the rows of `where` (usually the main table alone, joined only
   * where a filter needs it), counted up to EXACT_TOTAL_LIMIT. Lists that keep their totals
   * answer `total` instead.
   */
  counted?(db: Database, where: SQL | undefined, filters: Filters): PgSelect;
  total?(db: Database, reach: Reach, filters: Filters): Promise<ListTotal>;
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
  const { counted } = definition;
  // Checked when the module loads, not on the first request.
  if (!definition.total && !counted) throw new Error('a list needs `counted` or `total`');

  function total(db: Database, reach: Reach, filters: Filters): Promise<ListTotal> {
    if (definition.total) return definition.total(db, reach, filters);
    return countUpTo(db, counted!(db, definition.where(reach, filters), filters));
  }

  return {
    page(db, reach, request, context) {
      const where = definition.where(reach, request);
      const { rowsAndTotal } = definition;
      return readPage({
        request,
        keys: definition.sortKeys(request),
        readRows: (window) =>
          definition.select(
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
          definition.select(
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

/** A list's answer when there is nothing to read it in (no year named and none available). */
export function emptyPage<Item>(pageSize: number): Page<Item> {
  return { items: [], total: 0, totalKind: 'exact', page: 1, pageSize, next: null, previous: null };
}
