// Queries on the four letters of a year (the `letters` lookup rows: title, theme, due dates).
import { asc, eq, isNull, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { periods, letters as yearLetterRows } from '../../db/schema/index';

/** The year's own letter rows and the programme's defaults (no year), in one read. */
export async function findYearLetterRows(db: Database, periodId: number) {
  const rows = await db
    .select()
    .from(yearLetterRows)
    .where(or(eq(yearLetterRows.periodId, periodId), isNull(yearLetterRows.periodId)))
    .orderBy(asc(yearLetterRows.number));
  return {
    own: rows.filter((row) => row.periodId === periodId),
    defaults: rows.filter((row) => row.periodId === null),
  };
}

/**
 * Replaces the year's letters. The year's row is locked first: a recount of the year's pending
 * letters (migration 0045, fired by the delete and the insert) locks it too, and taking it before
 * any statement bumps the lists' version keeps every writer's locks in one order (year, counters,
 * version), so that this never waits for the year while holding the version others wait for. Two
 * replacements of one year at once run one after the other, the second over the first's rows.
 */
export async function replaceYearLetters(
  tx: Database,
  periodId: number,
  rows: Array<{
    number: number;
    title: string;
    theme: string;
    titleEs: string;
    themeEs: string;
    dueDate: string | null;
    answerDueDate: string | null;
  }>,
): Promise<void> {
  await tx
    .select({ id: periods.id })
    .from(periods)
    .where(eq(periods.id, periodId))
    .for('no key update');
  await tx.delete(yearLetterRows).where(eq(yearLetterRows.periodId, periodId));
  await tx.insert(yearLetterRows).values(rows.map((row) => ({ ...row, periodId })));
}
