// Who the database's audit triggers name (migration 0053): the request's signed-in user and
// address, set as transaction-local settings at the start of every transaction the request
// opens. The route runs its handler inside `withAuditActor` (lib/endpoint-route.ts); the
// database handle (db/client.ts) does the rest, so no service, repo or new write path has to
// remember it: a transaction gets the settings first, and a lone write outside a transaction
// runs in a short transaction of its own that carries them. Work outside a request (jobs,
// imports, seeds, tests' fixtures) has no actor and is recorded as the system's.
import { AsyncLocalStorage } from 'node:async_hooks';
import { sql, type SQL } from 'drizzle-orm';
import type { PGlite, Transaction } from '@electric-sql/pglite';
import type pg from 'pg';

export interface AuditActor {
  /** The signed-in user; null for a public request (sign-up, a parent signing, a donor). */
  readonly userId: number | null;
  readonly address: string | null;
}

const current = new AsyncLocalStorage<AuditActor>();

/** Runs `work` with the database's writes attributed to `actor`. */
export function withAuditActor<T>(actor: AuditActor, work: () => T): T {
  return current.run(actor, work);
}

/** Runs `work` as if outside a request: for a write that names its actor itself. */
export function outsideAuditActor<T>(work: () => T): T {
  return current.exit(work);
}

/** The actor of the work running now, or undefined outside a request. */
export function currentAuditActor(): AuditActor | undefined {
  return current.getStore();
}

/** One statement sets both; transaction-local (`true`), so they end with the transaction. */
const SET_ACTOR_TEXT =
  "select set_config('portal.actor', $1, true), set_config('portal.address', $2, true)";

function actorValues(actor: AuditActor): [string, string] {
  return [actor.userId === null ? '' : String(actor.userId), actor.address ?? ''];
}

/** The same settings as a Drizzle statement, for a transaction opened through Drizzle. */
export function setActorStatement(actor: AuditActor) {
  const [userId, address] = actorValues(actor);
  return sql`select set_config('portal.actor', ${userId}, true), set_config('portal.address', ${address}, true)`;
}

/**
 * Why the transaction's changes are made, when the action asks for a reason (a letter returned
 * with a note, a sponsorship ended for a reason): the triggers record it beside each change the
 * transaction makes after it. Transaction-local, as the actor.
 */
export async function setAuditReason(
  tx: { execute(query: SQL): Promise<unknown> },
  reason: string,
): Promise<void> {
  await tx.execute(sql`select set_config('portal.reason', ${reason}, true)`);
}

/** Whether a statement may change rows (a lone read needs no transaction nor settings). */
export function isWriteStatement(text: string): boolean {
  const start = text.trimStart().slice(0, 6).toLowerCase();
  if (start === 'insert' || start === 'update' || start === 'delete') return true;
  return start.startsWith('with') && /\b(insert|update|delete)\b/i.test(text);
}

function textOf(query: unknown): string {
  if (typeof query === 'string') return query;
  const text = (query as { text?: unknown } | null)?.text;
  return typeof text === 'string' ? text : '';
}

/** A lone write on the pool runs in a transaction of its own that names the actor. */
export function attributePoolWrites(pool: pg.Pool): void {
  const query = pool.query.bind(pool) as (...args: unknown[]) => Promise<unknown>;
  pool.query = (async (config: unknown, values?: unknown) => {
    const actor = current.getStore();
    if (!actor || typeof values === 'function' || !isWriteStatement(textOf(config)))
      return values === undefined ? query(config) : query(config, values);
    const client = await pool.connect();
    try {
      await client.query('begin');
      await client.query(SET_ACTOR_TEXT, actorValues(actor));
      const result = await client.query(config as pg.QueryConfig, values as unknown[]);
      await client.query('commit');
      return result;
    } catch (error) {
      await client.query('rollback').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }) as typeof pool.query;
}

/** The same for the embedded database: a lone write outside a transaction gets one. */
export function attributePgliteWrites(client: PGlite): void {
  const query = client.query.bind(client);
  client.query = (async (text: string, params?: unknown[], options?: object) => {
    const actor = current.getStore();
    if (!actor || !isWriteStatement(text)) return query(text, params, options);
    return client.transaction(async (tx: Transaction) => {
      await tx.query(SET_ACTOR_TEXT, actorValues(actor));
      return tx.query(text, params, options);
    });
  }) as typeof client.query;
}
