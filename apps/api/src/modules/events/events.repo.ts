// Queries of the events' own rows: one event by id or slug, its lock, its slug, its writes, and
// the short lists of events the public page and the check-in screen show. Ticket types, seats,
// orders and tickets have their own files (events-*.repo.ts).
import { and, asc, eq, gt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { RowsWindow } from '../../lib/list-definition';
import {
  events,
  type EventOrderRow,
  type EventRow,
  type TicketTypeRow,
} from '../../db/schema/index';

export type { EventOrderRow, EventRow, TicketTypeRow };

/** `text` for a LIKE pattern: its wildcards and the escape character taken literally. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (match) => `\\${match}`);

// ---------------------------------------------------------------------------------------------
// Events

export async function findEventById(db: Database, id: number): Promise<EventRow | undefined> {
  const [row] = await db.select().from(events).where(eq(events.id, id));
  return row;
}

export async function findEventBySlug(db: Database, slug: string): Promise<EventRow | undefined> {
  const [row] = await db.select().from(events).where(eq(events.slug, slug));
  return row;
}

/**
 * Locks the event's row until the transaction ends: sales of its seats take turns. With
 * `noWait`, a row another transaction holds is not waited for: the statement fails at once
 * with lock_not_available (isLockNotAvailable).
 */
export async function lockEvent(
  tx: Database,
  id: number,
  options: { noWait?: boolean } = {},
): Promise<EventRow | undefined> {
  const [row] = await tx
    .select()
    .from(events)
    .where(eq(events.id, id))
    .for('update', options.noWait ? { noWait: true } : {});
  return row;
}

/** Whether `error` is PostgreSQL's lock_not_available (55P03), through Drizzle's wrapper. */
export function isLockNotAvailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth += 1) {
    if ((current as { code?: unknown }).code === '55P03') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

export async function isSlugTaken(db: Database, slug: string, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: events.id })
    .from(events)
    .where(
      and(
        eq(events.slug, slug),
        exceptId === undefined ? undefined : sql`${events.id} <> ${exceptId}`,
      ),
    );
  return row !== undefined;
}

/** Slugs that start with `base` (base itself and base-N), to pick the next free one. */
export async function findSlugsLike(db: Database, base: string): Promise<string[]> {
  const rows = await db
    .select({ slug: events.slug })
    .from(events)
    .where(or(eq(events.slug, base), sql`${events.slug} like ${`${escapeLike(base)}-%`}`));
  return rows.map((row) => row.slug);
}

export type NewEvent = typeof events.$inferInsert;

export async function insertEvent(tx: Database, values: NewEvent): Promise<EventRow> {
  const [row] = await tx.insert(events).values(values).returning();
  if (!row) throw new Error('events insert returned no row');
  return row;
}

export async function updateEventRow(
  tx: Database,
  id: number,
  values: Partial<NewEvent>,
): Promise<void> {
  await tx.update(events).set(values).where(eq(events.id, id));
}

export async function deleteEventRow(tx: Database, id: number): Promise<void> {
  await tx.delete(events).where(eq(events.id, id));
}

/** Within the caller's transaction: lock the row, set the image, answer the previous one. */
export async function setEventImageFileId(
  tx: Database,
  id: number,
  fileId: number | null,
): Promise<{ previousFileId: number | null } | undefined> {
  const [row] = await tx
    .select({ imageFileId: events.imageFileId })
    .from(events)
    .where(eq(events.id, id))
    .for('no key update');
  if (!row) return undefined;
  await tx.update(events).set({ imageFileId: fileId }).where(eq(events.id, id));
  return { previousFileId: row.imageFileId };
}

export interface EventListRecord {
  event: EventRow;
  startsAtKey: string;
}

/** The events list's rows in the window. */
export function selectEventRecords(db: Database, window: RowsWindow): Promise<EventListRecord[]> {
  return db
    .select({ event: events, startsAtKey: sql<string>`${events.startsAt}::text` })
    .from(events)
    .where(window.where)
    .orderBy(...window.orderBy)
    .limit(window.limit)
    .offset(window.offset);
}

/** Published events that have not ended, soonest first. */
export function findUpcomingPublished(db: Database, now: Date, limit: number): Promise<EventRow[]> {
  return db
    .select()
    .from(events)
    .where(and(eq(events.published, true), gt(events.endsAt, now)))
    .orderBy(asc(events.startsAt), asc(events.id))
    .limit(limit);
}

/** Events a door may be checking in: published, ended at most `since` ago. */
export function findCheckInEvents(db: Database, since: Date): Promise<EventRow[]> {
  return db
    .select()
    .from(events)
    .where(and(eq(events.published, true), gt(events.endsAt, since)))
    .orderBy(asc(events.startsAt), asc(events.id))
    .limit(50);
}
