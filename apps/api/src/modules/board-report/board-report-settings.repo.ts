// The monthly programme report's one row of settings, and the claim that keeps the report to one
// a month however many API processes look at the same moment: the month is written on the row
// only by the process whose conditional update finds it not yet written.
import { and, eq, isNull, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { boardMembers, boardReportSettings } from '../../db/schema/index';

export type BoardReportSettingsRow = typeof boardReportSettings.$inferSelect;

/** The row, made with its defaults when a database predates it. */
export async function readSettings(db: Database): Promise<BoardReportSettingsRow> {
  const [row] = await db.select().from(boardReportSettings).where(eq(boardReportSettings.id, 1));
  if (row) return row;
  const [made] = await db
    .insert(boardReportSettings)
    .values({ id: 1 })
    .onConflictDoNothing()
    .returning();
  return made ?? (await readSettings(db));
}

export async function saveSettings(
  db: Database,
  settings: { enabled: boolean; dayOfMonth: number },
  now: Date,
): Promise<BoardReportSettingsRow> {
  await readSettings(db);
  const [row] = await db
    .update(boardReportSettings)
    .set({ ...settings, updatedAt: now })
    .where(eq(boardReportSettings.id, 1))
    .returning();
  if (!row) throw new Error('board_report_settings has no row');
  return row;
}

/**
 * Takes this month's report for the caller: true when the month was not yet written (and now
 * is), false when another process (or an earlier run) already sent it.
 */
export async function claimMonth(db: Database, month: string, now: Date): Promise<boolean> {
  const claimed = await db
    .update(boardReportSettings)
    .set({ lastSentMonth: month, updatedAt: now })
    .where(
      and(
        eq(boardReportSettings.id, 1),
        or(isNull(boardReportSettings.lastSentMonth), ne(boardReportSettings.lastSentMonth, month)),
      ),
    )
    .returning({ id: boardReportSettings.id });
  return claimed.length > 0;
}

/** Gives the month back when its report could not be made (the next look tries again). */
export async function releaseMonth(
  db: Database,
  month: string,
  previous: string | null,
): Promise<void> {
  await db
    .update(boardReportSettings)
    .set({ lastSentMonth: previous })
    .where(and(eq(boardReportSettings.id, 1), eq(boardReportSettings.lastSentMonth, month)));
}

export async function recordCampaign(db: Database, campaignId: number): Promise<void> {
  await db
    .update(boardReportSettings)
    .set({ lastCampaignId: campaignId })
    .where(eq(boardReportSettings.id, 1));
}

export async function countBoardMembers(db: Database): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(boardMembers);
  return row?.count ?? 0;
}
