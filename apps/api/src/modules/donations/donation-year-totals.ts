// The dashboard's money figure: confirmed gifts of given years in the caller's reach, the same
// gifts the list shows with its year and "confirmed" filters (and, for the whole programme, the
// total report's year totals), summed per year.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { donations } from '../../db/schema/index';
import type { AuthContext } from '../../lib/auth-context';
import type { DonationsContext } from './donations-context';
import { donationVisibility } from './donations.repo';

export interface YearGiving {
  amountCents: number;
  gifts: number;
}

/** Per year asked for (a year without gifts is zero), and the currency and a page's goal. */
export async function yearTotals(
  { db, config }: DonationsContext,
  auth: AuthContext,
  periodIds: number[],
): Promise<{
  currency: string;
  pageGoalCents: number;
  byYear: Map<number, YearGiving>;
}> {
  const rows =
    periodIds.length === 0
      ? []
      : await db
          .select({
            periodId: donations.periodId,
            amountCents: sql<string>`coalesce(sum(${donations.amountCents}), 0)`,
            gifts: sql<number>`count(*)::int`,
          })
          .from(donations)
          .where(
            and(
              donationVisibility(auth).condition,
              eq(donations.status, 'confirmed'),
              inArray(donations.periodId, periodIds),
            ),
          )
          .groupBy(donations.periodId);
  const byYear = new Map<number, YearGiving>(
    periodIds.map((id) => [id, { amountCents: 0, gifts: 0 }]),
  );
  for (const row of rows)
    if (row.periodId !== null)
      byYear.set(row.periodId, { amountCents: Number(row.amountCents), gifts: row.gifts });
  return {
    currency: config.payments.currency,
    pageGoalCents: config.donations.goalCents,
    byYear,
  };
}
