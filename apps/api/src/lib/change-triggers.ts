// The triggers of the change topics modules declare (definePortalModule's `changeTopics`): a
// module whose list pages are kept in memory names the tables those pages read, and every
// process makes sure at start that a change to any of them notifies the topic (decision 014,
// 026). Only missing triggers are created, each `<table>_<topic>_changed` (the names migration
// 0027 gave the students list's), so a start after the first changes nothing and takes no lock
// that would hold up writes. The platform's own topics (lists, sessions, mail) keep the triggers
// of their migrations.
import { sql } from 'drizzle-orm';
import { selectRows, type Database } from '../db/client';

export interface ChangeTopicDeclaration {
  topic: string;
  /** Every table the topic's cached answers are read from. */
  tables: readonly string[];
}

/** Any number, as long as every instance of the API uses it. */
const TRIGGER_LOCK_ID = 7_340_002;

/** Names go into DDL: plain lower-case SQL identifiers only. */
const IDENTIFIER = /^[a-z][a-z0-9_]{0,40}$/;

export function triggerName(table: string, topic: string): string {
  return `${table}_${topic}_changed`;
}

function checkDeclarations(declarations: readonly ChangeTopicDeclaration[]): void {
  const seen = new Set<string>();
  for (const { topic, tables } of declarations) {
    if (!IDENTIFIER.test(topic)) throw new Error(`change topic "${topic}" is not a plain name`);
    if (seen.has(topic)) throw new Error(`change topic "${topic}" is declared twice`);
    seen.add(topic);
    if (tables.length === 0) throw new Error(`change topic "${topic}" names no table`);
    for (const table of tables)
      if (!IDENTIFIER.test(table)) throw new Error(`table "${table}" is not a plain name`);
  }
}

async function existingTriggers(db: Database): Promise<Set<string>> {
  const rows = await selectRows<{ name: string }>(
    db,
    sql`select t.tgname as "name" from pg_trigger t where not t.tgisinternal`,
  );
  return new Set(rows.map((row) => row.name));
}

/** Creates the triggers of the declared topics that are missing; answers the ones it created. */
export async function syncChangeTriggers(
  db: Database,
  declarations: readonly ChangeTopicDeclaration[],
): Promise<string[]> {
  checkDeclarations(declarations);
  const wanted = declarations.flatMap(({ topic, tables }) =>
    tables.map((table) => ({ topic, table, name: triggerName(table, topic) })),
  );
  const present = await existingTriggers(db);
  if (wanted.every(({ name }) => present.has(name))) return [];
  return db.transaction(async (tx) => {
    // Processes starting together: one creates, the others find the triggers there.
    await tx.execute(sql`select pg_advisory_xact_lock(${TRIGGER_LOCK_ID})`);
    const now = await existingTriggers(tx);
    const missing = wanted.filter(({ name }) => !now.has(name));
    if (missing.length === 0) return [];
    await tx.execute(
      sql.raw(`CREATE OR REPLACE FUNCTION "notify_topic_changed"() RETURNS trigger
        LANGUAGE plpgsql AS $$
        BEGIN
          PERFORM pg_notify('portal_changes', TG_ARGV[0]);
          RETURN NULL;
        END;
        $$`),
    );
    // Statement-level, like migration 0027: one notification per statement, and PostgreSQL
    // sends one per transaction for the same payload.
    for (const { topic, table, name } of missing)
      await tx.execute(
        sql.raw(
          `CREATE TRIGGER "${name}" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "${table}" ` +
            `FOR EACH STATEMENT EXECUTE FUNCTION "notify_topic_changed"('${topic}')`,
        ),
      );
    return missing.map(({ name }) => name);
  });
}
