// Queries on years (periods); their list is period-list.ts. Years are the same for every caller
// who may read them (no admin scoping): the permission table decides who reads and writes.
import { and, desc, eq, lt } from 'drizzle-orm';
import { normalizeSearchText } from '@portal/shared';
import type { Database } from '../../db/client';
import { periods } from '../../db/schema/index';

export type PeriodRecord = typeof periods.$inferSelect;

export async function findPeriod(db: Database, id: number): Promise<PeriodRecord | undefined> {
  const [row] = await db.select().from(periods).where(eq(periods.id, id));
  return row;
}

/** The available year, if any. */
export async function findAvailablePeriod(db: Database): Promise<PeriodRecord | undefined> {
  const [row] = await db.select().from(periods).where(eq(periods.status, 'available'));
  return row;
}

/**
 * The available year, its row share-locked until the transaction ends: an activation (which
 * updates it) waits, so work done "in the available year" cannot land in a year that closed.
 */
export async function lockAvailablePeriod(tx: Database): Promise<PeriodRecord | undefined> {
  const [row] = await tx.select().from(periods).where(eq(periods.status, 'available')).for('share');
  return row;
}

/** Locks the year's row until the transaction ends. */
export async function lockPeriod(tx: Database, id: number): Promise<PeriodRecord | undefined> {
  const [row] = await tx.select().from(periods).where(eq(periods.id, id)).for('update');
  return row;
}

export interface PeriodValues {
  name: string;
  startDate: string;
  endDate: string;
  unansweredRule: PeriodRecord['unansweredRule'];
}

/** The year that starts last before `startDate` (the year a new one follows), if any. */
export async function findYearBefore(
  db: Database,
  startDate: string,
): Promise<PeriodRecord | undefined> {
  const [row] = await db
    .select()
    .from(periods)
    .where(lt(periods.startDate, startDate))
    .orderBy(desc(periods.startDate), desc(periods.id))
    .limit(1);
  return row;
}

/**
 * Marks a yearly action as run on the year, once: true when this call set it, false when it was
 * set already. The caller holds the year's row lock, so two runs take turns and the second
 * finds the mark.
 */
export async function markCycleStep(
  tx: Database,
  id: number,
  step: 'recommited' | 'upgraded',
  now: Date,
): Promise<boolean> {
  const set =
    step === 'recommited'
      ? { recommited: true, recommitedAt: now, updatedAt: now }
      : { upgraded: true, upgradedAt: now, updatedAt: now };
  const rows = await tx
    .update(periods)
    .set(set)
    .where(and(eq(periods.id, id), eq(periods[step], false)))
    .returning({ id: periods.id });
  return rows.length === 1;
}

export async function insertPeriod(
  db: Database,
  values: Omit<PeriodValues, 'unansweredRule'>,
): Promise<PeriodRecord> {
  const [row] = await db
    .insert(periods)
    .values({ ...values, searchText: normalizeSearchText(values.name) })
    .returning();
  if (!row) throw new Error('periods insert returned no row');
  return row;
}

export async function updatePeriod(
  db: Database,
  id: number,
  changes: Partial<PeriodValues>,
  now: Date,
): Promise<void> {
  await db
    .update(periods)
    .set({
      ...changes,
      ...(changes.name === undefined ? {} : { searchText: normalizeSearchText(changes.name) }),
      updatedAt: now,
    })
    .where(eq(periods.id, id));
}

/**
 * The available year, its row locked until the transaction ends. When a concurrent activation
 * closed it meanwhile, the row no longer matches once the lock is granted and nothing is found:
 * the caller then closes nothing, and the unique index refuses its opening.
 */
export async function lockAvailablePeriodForUpdate(
  tx: Database,
): Promise<PeriodRecord | undefined> {
  const [row] = await tx
    .select()
    .from(periods)
    .where(eq(periods.status, 'available'))
    .for('update');
  return row;
}

/** Closes the available year the transaction locked. */
export async function closePeriod(tx: Database, id: number, now: Date) {
  await tx
    .update(periods)
    .set({ status: 'closed', closedAt: now, updatedAt: now })
    .where(and(eq(periods.id, id), eq(periods.status, 'available')));
}

/** Opens the draft: a second available row is refused by `periods_one_available`. */
export async function openPeriod(tx: Database, id: number, now: Date): Promise<PeriodRecord> {
  const [row] = await tx
    .update(periods)
    .set({ status: 'available', activatedAt: now, updatedAt: now })
    .where(and(eq(periods.id, id), eq(periods.status, 'draft')))
    .returning();
  if (!row) throw new Error('the draft to open was not found');
  return row;
}
