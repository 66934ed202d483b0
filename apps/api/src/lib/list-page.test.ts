// A list's total by counting stops at EXACT_TOTAL_LIMIT rows: exact up to it, "at least" past
// it, so a search matching half a million rows costs what one matching ten thousand does.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXACT_TOTAL_LIMIT } from '@portal/shared';
import { createTestDatabase, type TestDatabase } from '../../test/helpers/test-db';
import { countUpTo } from './list-page';

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
