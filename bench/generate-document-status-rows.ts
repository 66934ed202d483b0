// The document-status generator's tools (generate-document-status.ts): the seeded random numbers
// and names, and rows inserted fast (one parameter per column, several INSERTs per transaction).
import { getTableColumns, param, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DatabaseHandle } from '../apps/api/src/db/client';

const ROWS_PER_INSERT = 1_000;
const INSERTS_PER_TRANSACTION = 10;
export const DAY_MS = 86_400_000;

function names(list: string): string[] {
  return list.trim().split(/\s*,\s*/);
}

export const FIRST_NAMES = names(`
  James, Mary, Robert, Patricia, John, Jennifer, Michael, Linda, David, Elizabeth, William,
  Barbara, Richard, Susan, Joseph, Jessica, Thomas, Sarah, Christopher, Karen, Daniel, Emily,
  Matthew, Ashley, Andrew, Megan, Joshua, Hannah, Ryan, Olivia, José, María, Andrés, Sofía
`);
export const LAST_NAMES = names(`
  Smith, Johnson, Williams, Brown, Jones, Miller, Davis, Wilson, Anderson, Taylor, Thomas,
  Moore, Martin, Jackson, Thompson, White, Harris, Clark, Lewis, Robinson, Walker, Young, Allen,
  King, Wright, Scott, Green, Baker, Adams, Nelson, Hill, Campbell, Mitchell, Roberts, Carter,
  Phillips, Evans, Turner, Parker, Collins, García, Rodríguez, Martínez, López, Núñez, Ortiz
`);

/** mulberry32, as in generate-students.ts (another seed). */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export function pick<T>(random: () => number, items: readonly T[]): T {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new Error('empty list');
  return item;
}

export function isoDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** Rows of a raw query (node-postgres). */
export async function rowsOf<T>(db: DatabaseHandle['db'], query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/**
 * One INSERT of many rows with one parameter per column (`unnest` of arrays), as in
 * generate-students.ts. Every row names the same columns (null for none).
 */
async function insertMany<T extends PgTable>(
  db: DatabaseHandle['db'],
  table: T,
  rows: Array<T['$inferInsert']>,
): Promise<void> {
  const [first] = rows;
  if (!first) return;
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const keys = Object.keys(first);
  const arrays = keys.map((key) => {
    const column = columns[key];
    if (!column) throw new Error(`no column ${key}`);
    const values = rows.map((row) => {
      const value = (row as Record<string, unknown>)[key];
      return value instanceof Date ? value.toISOString() : (value ?? null);
    });
    return sql`${param(values)}::${sql.raw(column.getSQLType())}[]`;
  });
  await db.execute(
    sql`insert into ${table} (${sql.join(
      keys.map((key) => sql.identifier(columns[key]!.name)),
      sql`, `,
    )}) select * from unnest(${sql.join(arrays, sql`, `)})`,
  );
}

/** Inserts the rows in multi-row INSERTs, several per transaction. */
export async function insertInBatches<T extends PgTable>(
  db: DatabaseHandle['db'],
  table: T,
  rows: Array<T['$inferInsert']>,
): Promise<void> {
  const perTransaction = ROWS_PER_INSERT * INSERTS_PER_TRANSACTION;
  for (let first = 0; first < rows.length; first += perTransaction) {
    await db.transaction(async (tx) => {
      const last = Math.min(first + perTransaction, rows.length);
      for (let start = first; start < last; start += ROWS_PER_INSERT) {
        await insertMany(tx, table, rows.slice(start, Math.min(start + ROWS_PER_INSERT, last)));
      }
    });
  }
}

/** What each step of a generation shares: the database, one seeded sequence, the run's time. */
export interface Generation {
  db: DatabaseHandle['db'];
  random: () => number;
  /** Milliseconds: the moment the generation started. */
  now: number;
  log: (line: string) => void;
}
