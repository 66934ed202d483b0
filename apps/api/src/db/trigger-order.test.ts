// Two changes made at the same time must take their row locks in one order, or PostgreSQL kills
// one of them in a deadlock. A sponsorship and a letter of the same sponsor both lock the
// sponsor's leadership progress row and the letters' counter rows; this checks, from the
// catalogue, that on both tables and for every change the progress trigger fires first (the
// parallel changes in letters/letter-counts.test.ts are where a wrong order shows as a deadlock).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/helpers/test-db';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database.drop();
});

const ROW = 1;
const BEFORE = 2;
const EVENTS = { insert: 4, delete: 8, update: 16 } as const;

interface TriggerRow {
  name: string;
  type: number;
  functionName: string;
}

/** The functions an AFTER change runs, in firing order: row triggers by name, then statement ones. */
async function firingOrder(table: string, event: number): Promise<string[]> {
  const result = (await database.handle.db.execute(
    sql`select t.tgname as name, t.tgtype::int as type, p.proname as "functionName"
      from pg_trigger t join pg_proc p on p.oid = t.tgfoid
      where t.tgrelid = ${table}::regclass and not t.tgisinternal`,
  )) as unknown as { rows: TriggerRow[] };
  const after = result.rows.filter((row) => (row.type & BEFORE) === 0 && (row.type & event) !== 0);
  const byName = (a: TriggerRow, b: TriggerRow) => (a.name < b.name ? -1 : 1);
  return [
    ...after.filter((row) => (row.type & ROW) !== 0).sort(byName),
    ...after.filter((row) => (row.type & ROW) === 0).sort(byName),
  ].map((row) => row.functionName);
}

describe('the order in which triggers lock rows', () => {
  it('locks the leadership progress before the letters counters, for sponsorships and letters alike', async () => {
    for (const table of ['sponsorships', 'sponsorship_letters'])
      for (const [event, bit] of Object.entries(EVENTS)) {
        const functions = await firingOrder(table, bit);
        const progress = functions.findIndex((name) => name.startsWith('leadership_progress_'));
        const counters = functions.findIndex((name) => /^letter_(pending|sent)_/.test(name));
        expect(progress, `${table} ${event}: ${functions.join(', ')}`).toBeGreaterThanOrEqual(0);
        expect(counters, `${table} ${event}: ${functions.join(', ')}`).toBeGreaterThan(progress);
      }
  });
});
