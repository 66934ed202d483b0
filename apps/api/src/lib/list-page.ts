// The one way every list endpoint reads a page and its total (docs/decisions/015-list-pages.md).
//
// Pages: a list's order is a tuple of sort keys ending with the id, each matched by an index.
// A page after the first is read from a cursor, the keys of the row it starts after (or
// before, going back): `where (keys) > (cursor) order by keys limit n`, an index range scan that
// costs the same on page 1 and page 20,000. A page asked by number alone (a typed or old link)
// is read with an offset; `end` reads the last page backwards. The answer carries the cursors
// of the pages beside it, which the screen keeps in its URL, so back, reload and shared links
// land on the same rows.
//
// Totals are never a wrong number that looks exact: a list answers the exact total when it is
// cheap (maintained counters, or a count that stops at EXACT_TOTAL_LIMIT rows) and otherwise
// the floor with totalKind "atLeast", which the screen shows as "more than 10,000".
import { Buffer } from 'node:buffer';
import { asc, count, desc, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import {
  EXACT_TOTAL_LIMIT,
  isCalendarDate,
  LAST_PAGE_CURSOR,
  type Page,
  type TotalKind,
} from '@portal/shared';
import type { Database } from '../db/client';
import { appError } from './errors';

type SortOrder = 'asc' | 'desc';

/** How a key's value is written in SQL (a cursor's values arrive as JSON). */
export type SortKeyType = 'text' | 'integer' | 'timestamp' | 'date';

export interface SortKey<Row> {
  /** The ORDER BY expression; the list's index starts with the keys in this order. */
  column: AnyColumn | SQL;
  type: SortKeyType;
  /**
   * The row's value of the key. A timestamp's is its text in the database (`column::text`):
   * a Date would lose the microseconds and repeat or skip rows.
   */
  value: (row: Row) => string | number;
}

export interface ListTotal {
  total: number;
  totalKind: TotalKind;
}

export interface PageRequest {
  page: number;
  pageSize: number;
  cursor?: string | undefined;
  sort: string;
  order: SortOrder;
}

/** Where the rows of a page come from: the keyset (if any), the order, and how many. */
export interface RowWindow {
  keyset: SQL | undefined;
  orderBy: SQL[];
  /** For the query's `.limit()`: a literal in the SQL text (see literalLimit), not a number. */
  limit: number;
  offset: number;
  /**
   * What the window adds to the SQL text besides its values: from the start, past an offset,
   * after or before a cursor, or the end backwards. With the page size, the part of a list's
   * query shape the window decides (see placeholderWindow).
   */
  shape: 'start' | 'offset' | 'after' | 'before' | 'end';
  /** The cursor's key values (after, before). */
  cursorValues: Array<string | number>;
}

/**
 * The same window with its values as placeholders (`k0`, `k1`... for the cursor's keys,
 * `offset`), and those values: for a list query built once per shape and run with each call's
 * values (lib/prepared.ts). Its keyset and offset are then SQL, not values: a query built from
 * it tells a window from the start by `shape`, not by `offset === 0`.
 */
export function placeholderWindow<Row>(
  window: RowWindow,
  keys: Array<SortKey<Row>>,
  order: SortOrder,
): { window: RowWindow; values: Record<string, unknown> } {
  const values: Record<string, unknown> = {};
  let { keyset, offset } = window;
  if (window.shape === 'after' || window.shape === 'before') {
    keyset = keysetCondition(
      keys,
      order,
      window.shape,
      keys.map((_key, index) => sql.placeholder(`k${index}`) as unknown as string),
    );
    window.cursorValues.forEach((value, index) => (values[`k${index}`] = value));
  } else if (window.shape === 'offset') {
    offset = sql.placeholder('offset') as unknown as number;
    values.offset = window.offset;
  }
  return { window: { ...window, keyset, offset }, values };
}

/**
 * A LIMIT written into the SQL text instead of sent as a parameter. Queries run as prepared
 * statements on PostgreSQL (db/statement-names.ts); with the limit a parameter the planner
 * cannot know it is small, assumes a tenth of the table, and plans the statement again on every
 * call. Written in, a list's page query is planned once. Only whole numbers from the server's
 * own validated page size reach here, so the text stays one of a few.
 */
export function literalLimit(limit: number): number {
  if (!Number.isSafeInteger(limit) || limit < 0) throw new Error(`bad limit ${limit}`);
  // The query builder writes `limit ${value}`: an SQL chunk lands as it is.
  return sql.raw(String(limit)) as unknown as number;
}

type Direction = 'after' | 'before';

interface DecodedCursor {
  direction: Direction;
  values: Array<string | number>;
}

/** A timestamp as PostgreSQL writes it (`2026-11-23 09:12:40.84+00`), within real dates. */
const TIMESTAMP_TEXT =
  /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})(\.\d{1,6})?([+-]\d{2}(:\d{2})?|Z)$/;

function isTimestampText(text: string): boolean {
  const parts = TIMESTAMP_TEXT.exec(text);
  if (!parts) return false;
  const [year, month, day, hour, minute, second] = parts.slice(1, 7).map(Number) as number[];
  const daysInMonth = new Date(Date.UTC(year!, month!, 0)).getUTCDate();
  return (
    year! >= 1 &&
    month! >= 1 &&
    month! <= 12 &&
    day! >= 1 &&
    day! <= daysInMonth &&
    hour! < 24 &&
    minute! < 60 &&
    second! < 60
  );
}

const keyValueSchemas: Record<SortKeyType, z.ZodType<string | number>> = {
  text: z.string().max(1000),
  integer: z.number().int().min(Number.MIN_SAFE_INTEGER).max(Number.MAX_SAFE_INTEGER),
  timestamp: z.string().max(40).refine(isTimestampText),
  // A day PostgreSQL takes: it has no year 0.
  date: z.string().refine((value) => isCalendarDate(value) && value >= '0001-01-01'),
};

const cursorShape = z.object({
  /** The sort and order the cursor was made for. */
  s: z.string().max(40),
  o: z.enum(['asc', 'desc']),
  d: z.enum(['after', 'before']),
  k: z.array(z.union([z.string(), z.number()])).max(8),
});

function encodeCursor(
  request: PageRequest,
  direction: Direction,
  values: Array<string | number>,
): string {
  const payload = { s: request.sort, o: request.order, d: direction, k: values };
  return Buffer.from(JSON.stringify(payload)).toString('base64url');
}

const badCursor = () =>
  appError('VALIDATION_ERROR', {
    issues: [{ path: 'cursor', message: 'validation.invalidValue' }],
  });

/**
 * The cursor of a request: undefined (read by page number), 'end', or the keys to start from.
 * A cursor made for another sort or order (a link edited by hand) is set aside and the page is
 * read by number; a malformed one is a 400, never a query the database would refuse.
 */
function decodeCursor<Row>(
  request: PageRequest,
  keys: Array<SortKey<Row>>,
): DecodedCursor | 'end' | undefined {
  if (request.cursor === undefined) return undefined;
  if (request.cursor === LAST_PAGE_CURSOR) return 'end';
  let parsed: z.infer<typeof cursorShape>;
  try {
    parsed = cursorShape.parse(JSON.parse(Buffer.from(request.cursor, 'base64url').toString()));
  } catch {
    throw badCursor();
  }
  if (parsed.s !== request.sort || parsed.o !== request.order) return undefined;
  if (parsed.k.length !== keys.length) throw badCursor();
  const values = parsed.k.map((value, index) => {
    const checked = keyValueSchemas[keys[index]!.type].safeParse(value);
    if (!checked.success) throw badCursor();
    return checked.data;
  });
  return { direction: parsed.d, values };
}

function typedValue(type: SortKeyType, value: string | number): SQL {
  switch (type) {
    case 'text':
      return sql`${value}::text`;
    case 'integer':
      // bigint compares with any integer column through its index.
      return sql`${value}::bigint`;
    case 'timestamp':
      return sql`${value}::timestamptz`;
    case 'date':
      return sql`${value}::date`;
  }
}

/**
 * `(keys) > (values)` in the list's order (`<` when descending), flipped for `before`. Every key
 * runs in the same direction, so one row comparison is the whole keyset, and it is an index
 * range condition.
 */
export function keysetCondition<Row>(
  keys: Array<SortKey<Row>>,
  order: SortOrder,
  direction: Direction,
  values: Array<string | number>,
): SQL {
  const isForward = (order === 'asc') === (direction === 'after');
  return sql`(${sql.join(
    keys.map((key) => sql`${key.column}`),
    sql`, `,
  )}) ${isForward ? sql`>` : sql`<`} (${sql.join(
    keys.map((key, index) => typedValue(key.type, values[index]!)),
    sql`, `,
  )})`;
}

/** The keyset of the rows after `row` in the list's order (an export's next batch). */
export function rowsAfter<Row>(keys: Array<SortKey<Row>>, order: SortOrder, row: Row): SQL {
  return keysetCondition(
    keys,
    order,
    'after',
    keys.map((key) => key.value(row)),
  );
}

export function orderByKeys<Row>(
  keys: Array<SortKey<Row>>,
  order: SortOrder,
  reversed = false,
): SQL[] {
  const isAscending = (order === 'asc') !== reversed;
  return keys.map((key) => (isAscending ? asc(key.column) : desc(key.column)));
}

/**
 * The rows a page request reads: after (before) its cursor, by its number with an offset, or
 * the end backwards; one more than the page, to know whether another follows. The last page of
 * an exact total is read whole (at most one page) and trimmed by readPage.
 */
export function pageWindow<Row>(
  request: PageRequest,
  keys: Array<SortKey<Row>>,
  cursor: DecodedCursor | 'end' | undefined = decodeCursor(request, keys),
): RowWindow {
  const { pageSize, order } = request;
  const limit = literalLimit(pageSize + 1);
  if (cursor === undefined) {
    const offset = (request.page - 1) * pageSize;
    return {
      keyset: undefined,
      orderBy: orderByKeys(keys, order),
      limit,
      offset,
      shape: offset === 0 ? 'start' : 'offset',
      cursorValues: [],
    };
  }
  if (cursor === 'end')
    return {
      keyset: undefined,
      orderBy: orderByKeys(keys, order, true),
      limit,
      offset: 0,
      shape: 'end',
      cursorValues: [],
    };
  return {
    keyset: keysetCondition(keys, order, cursor.direction, cursor.values),
    orderBy: orderByKeys(keys, order, cursor.direction === 'before'),
    limit,
    offset: 0,
    shape: cursor.direction,
    cursorValues: cursor.values,
  };
}

/**
 * Reads one page of a list. `readRows` runs the list's query (its filters and visibility) with
 * the window's keyset, order, limit and offset; `countTotal` answers the list's total.
 */
export async function readPage<Row, Item>(options: {
  request: PageRequest;
  keys: Array<SortKey<Row>>;
  readRows: (window: RowWindow) => Promise<Row[]>;
  countTotal: () => Promise<ListTotal>;
  /**
   * The rows and the total in one query, when the list can answer both at once more cheaply
   * than apart, or undefined for a window it does not serve that way. A search's first page and
   * its count walk the same index entries from the start of the list: one walk to the count's
   * limit gives both (the students search, studentSearchPageQuery).
   */
  readRowsAndTotal?: (window: RowWindow) => Promise<{ rows: Row[]; total: ListTotal }> | undefined;
  toItem: (row: Row) => Item;
}): Promise<Page<Item>> {
  const { request, keys, readRows, countTotal, readRowsAndTotal, toItem } = options;
  const { pageSize } = request;
  const cursor = decodeCursor(request, keys);
  const cursorOf = (direction: Direction, row: Row | undefined) =>
    row === undefined
      ? null
      : encodeCursor(
          request,
          direction,
          keys.map((key) => key.value(row)),
        );
  const window = pageWindow(request, keys, cursor);
  const both = readRowsAndTotal?.(window);
  // Side by side: on PostgreSQL two connections answer at once; PGlite queues them.
  const [read, total] = both
    ? await both.then(({ rows, total: listTotal }) => [rows, listTotal] as const)
    : await Promise.all([readRows(window), countTotal()]);
  let rows: Row[];
  let page = request.page;
  let next: string | null;
  let previous: string | null;

  if (cursor === undefined || (cursor !== 'end' && cursor.direction === 'after')) {
    rows = read.slice(0, pageSize);
    next = read.length > pageSize ? cursorOf('after', rows.at(-1)) : null;
    previous = window.offset === 0 && cursor === undefined ? null : cursorOf('before', rows[0]);
  } else if (cursor === 'end') {
    // The last page holds what is left after the full pages before it, when that is known.
    const lastPage =
      total.totalKind === 'exact' ? Math.max(1, Math.ceil(total.total / pageSize)) : undefined;
    const size =
      lastPage === undefined ? pageSize : total.total - (lastPage - 1) * pageSize || pageSize;
    rows = read.slice(0, size).reverse();
    page = lastPage ?? request.page;
    next = null;
    previous = read.length > size ? cursorOf('before', rows[0]) : null;
  } else {
    rows = read.slice(0, pageSize).reverse();
    const isFirst = read.length <= pageSize;
    // Going back from the start of the list always lands on page 1, whatever the link said.
    page = isFirst ? 1 : Math.max(2, request.page);
    next = cursorOf('after', rows.at(-1));
    previous = isFirst ? null : cursorOf('before', rows[0]);
  }

  return {
    items: rows.map(toItem),
    total: total.total,
    totalKind: total.totalKind,
    page,
    pageSize,
    next,
    previous,
  };
}

/**
 * The total of a list by counting its rows, up to `limit` (EXACT_TOTAL_LIMIT, or
 * SEARCH_TOTAL_LIMIT for a search): exact below it, "at least" above it (`rows` is the list's
 * query selecting anything, without limit). The count stops early, so a search that matches
 * half a million students costs as much as one that matches a few thousand.
 */
export async function countUpTo(
  db: Database,
  rows: PgSelect,
  limit: number = EXACT_TOTAL_LIMIT,
): Promise<ListTotal> {
  const limited = rows.limit(literalLimit(limit + 1)).as('counted');
  const [row] = await db.select({ value: count() }).from(limited);
  return totalUpTo(row?.value ?? 0, limit);
}

/**
 * The total of a query that counted its matches up to `limit` + 1 (countUpTo's rule): exact up to
 * the limit, "at least" past it.
 */
export function totalUpTo(counted: number, limit: number): ListTotal {
  return counted > limit
    ? { total: limit, totalKind: 'atLeast' }
    : { total: counted, totalKind: 'exact' };
}

/** A total the list knows exactly (maintained counters, or a small table). */
export function exactTotal(total: number): ListTotal {
  return { total, totalKind: 'exact' };
}
