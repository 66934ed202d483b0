// A list's total by counting stops at EXACT_TOTAL_LIMIT rows: exact up to it, "at least" past
// it, so a search matching half a million rows costs what one matching ten thousand does. A page
// and its total may come from one query; a window's values may travel as placeholders.
import { Buffer } from 'node:buffer';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXACT_TOTAL_LIMIT } from '@portal/shared';
import { createTestDatabase, type TestDatabase } from '../../test/helpers/test-db';
import {
  countUpTo,
  pageWindow,
  placeholderWindow,
  readPage,
  type RowWindow,
  type SortKey,
} from './list-page';
import { preparedPerShape } from './prepared';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

function rowsOf(count: number) {
  return database.handle.db
    .select({ one: sql`1` })
    .from(sql`generate_series(1, ${count}::int) as numbers`)
    .$dynamic();
}

describe('countUpTo', () => {
  it.each([0, 1, EXACT_TOTAL_LIMIT])('counts %i rows exactly', async (count) => {
    expect(await countUpTo(database.handle.db, rowsOf(count))).toEqual({
      total: count,
      totalKind: 'exact',
    });
  });

  it.each([EXACT_TOTAL_LIMIT + 1, 250_000])(
    'answers "at least %s" past the limit, not a wrong exact number',
    async (count) => {
      expect(await countUpTo(database.handle.db, rowsOf(count))).toEqual({
        total: EXACT_TOTAL_LIMIT,
        totalKind: 'atLeast',
      });
    },
  );
});

describe('readPage', () => {
  const keys: Array<SortKey<{ id: number }>> = [
    { column: sql`id`, type: 'integer', value: (row) => row.id },
  ];
  const request = { page: 1, pageSize: 2, sort: 'id', order: 'asc' as const };

  /** A list answering `rows` and `total` apart, recording which reads ran in `calls`. */
  function readsApart(rows: Array<{ id: number }>, total: number) {
    const calls: string[] = [];
    return {
      calls,
      readRows: async () => {
        calls.push('rows');
        return rows;
      },
      countTotal: async () => {
        calls.push('count');
        return { total, totalKind: 'exact' } as const;
      },
    };
  }

  it('takes the rows and the total from one query when the list offers it', async () => {
    const { calls, readRows, countTotal } = readsApart([], 0);
    const page = await readPage({
      request,
      keys,
      readRows,
      countTotal,
      readRowsAndTotal: async () => {
        calls.push('both');
        return { rows: [{ id: 1 }, { id: 2 }, { id: 3 }], total: { total: 7, totalKind: 'exact' } };
      },
      toItem: (row) => row.id,
    });
    expect(calls).toEqual(['both']);
    expect(page).toMatchObject({ items: [1, 2], total: 7, totalKind: 'exact', previous: null });
    expect(page.next).not.toBeNull();
  });

  it('reads and counts apart when that query does not serve the window', async () => {
    const { calls, readRows, countTotal } = readsApart([{ id: 1 }], 1);
    const page = await readPage({
      request,
      keys,
      readRows,
      countTotal,
      readRowsAndTotal: () => undefined,
      toItem: (row) => row.id,
    });
    expect(calls.sort()).toEqual(['count', 'rows']);
    expect(page).toMatchObject({ items: [1], total: 1, next: null });
  });
});

describe('placeholderWindow', () => {
  const keys: Array<SortKey<{ n: number }>> = [
    { column: sql`n`, type: 'integer', value: (row) => row.n },
  ];
  const numbers = preparedPerShape<{ n: number }>();

  /** The numbers 1..20 of a window, from a query built once per window shape. */
  async function readNumbers(window: RowWindow): Promise<number[]> {
    const placed = placeholderWindow(window, keys, 'asc');
    const fields = { n: sql<number>`n`.mapWith(Number) };
    const query = numbers(database.handle.db, window.shape, () => ({
      fields,
      query: database.handle.db
        .select(fields)
        .from(sql`generate_series(1, 20) as n`)
        .where(placed.window.keyset)
        .orderBy(...placed.window.orderBy)
        .limit(placed.window.limit)
        .offset(placed.window.offset),
    }));
    return (await query.execute(placed.values)).map((row) => row.n);
  }

  it('reads the same rows as the window with its values written in', async () => {
    const request = { page: 1, pageSize: 3, sort: 'n', order: 'asc' as const };
    expect(await readNumbers(pageWindow(request, keys))).toEqual([1, 2, 3, 4]);
    // Another page by number: the same shape with another offset.
    expect(await readNumbers(pageWindow({ ...request, page: 3 }, keys))).toEqual([7, 8, 9, 10]);
    expect(await readNumbers(pageWindow({ ...request, page: 5 }, keys))).toEqual([13, 14, 15, 16]);
    const after = (n: number) =>
      Buffer.from(JSON.stringify({ s: 'n', o: 'asc', d: 'after', k: [n] })).toString('base64url');
    expect(await readNumbers(pageWindow({ ...request, cursor: after(4) }, keys))).toEqual([
      5, 6, 7, 8,
    ]);
    expect(await readNumbers(pageWindow({ ...request, cursor: after(15) }, keys))).toEqual([
      16, 17, 18, 19,
    ]);
    expect(await readNumbers(pageWindow({ ...request, cursor: 'end' }, keys))).toEqual([
      20, 19, 18, 17,
    ]);
  });
});
