// Every record of the portal as rows per table (the app's tables and drizzle's record of the
// migrations), to compare two databases: a restore with what was backed up, a database several
// processes set up together with one set up once.
import { sql } from 'drizzle-orm';
import { selectRows, type Database } from '../../src/db/client';

export async function rowsPerTable(db: Database): Promise<Record<string, number>> {
  const tables = await selectRows<{ name: string }>(
    db,
    sql`select table_schema || '.' || table_name as name from information_schema.tables
        where table_schema in ('public', 'drizzle') and table_type = 'BASE TABLE' order by 1`,
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables) {
    const [schema, table] = name.split('.');
    const [row] = await selectRows<{ n: number }>(
      db,
      sql.raw(`select count(*)::int as n from "${schema}"."${table}"`),
    );
    counts[name] = row?.n ?? -1;
  }
  return counts;
}
