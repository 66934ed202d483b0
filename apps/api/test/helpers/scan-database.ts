// Every stored value of every table, searched for a person's markers: each text, varchar, JSON
// and array column of the current schema, in lower case (a marker is given in lower case), and
// with the separators people type in phones dropped for the digits. What an erasure must leave
// nowhere; the strongest check there is, since it reads what no endpoint may ever show.
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../src/db/client';
import { queryRows } from './test-app';

const SCANNED_TYPES = ['text', 'character varying', 'jsonb', 'json', 'ARRAY'];

/** `table.column: marker` for every column holding one of the markers. */
export async function scanDatabase(
  database: DatabaseHandle,
  markers: { text: string[]; digits: string[] },
): Promise<string[]> {
  const columns = await queryRows<{ table_name: string; column_name: string }>(
    database,
    sql`select c.table_name, c.column_name from information_schema.columns c
          join information_schema.tables t
            on t.table_schema = c.table_schema and t.table_name = c.table_name
         where c.table_schema = current_schema() and t.table_type = 'BASE TABLE'
           and c.data_type in (${sql.join(
             SCANNED_TYPES.map((type) => sql`${type}`),
             sql`, `,
           )})
         order by 1, 2`,
  );
  const found: string[] = [];
  for (const { table_name: table, column_name: column } of columns) {
    const value = sql`lower(${sql.identifier(table)}.${sql.identifier(column)}::text)`;
    for (const marker of markers.text) {
      const [row] = await queryRows<{ n: number }>(
        database,
        sql`select count(*)::int as n from ${sql.identifier(table)} where strpos(${value}, ${marker}) > 0`,
      );
      if ((row?.n ?? 0) > 0) found.push(`${table}.${column}: ${marker}`);
    }
    for (const digits of markers.digits) {
      const [row] = await queryRows<{ n: number }>(
        database,
        sql`select count(*)::int as n from ${sql.identifier(table)}
             where strpos(regexp_replace(${value}, '[[:space:]().-]', '', 'g'), ${digits}) > 0`,
      );
      if ((row?.n ?? 0) > 0) found.push(`${table}.${column}: ${digits}`);
    }
  }
  return found;
}
