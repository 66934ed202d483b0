// What the reports area (the lapsed sponsors report) asks of the yearly cycle: each sponsor's
// answer to a year's recommitment requests, for a page or an export batch of sponsors at once
// (the requests' sponsor index). A sponsor asked about several students answers with their
// request that says the most: a declined one (with its reason) first, then by when answered.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DeclineReason, RecommitmentState } from '@portal/shared';
import { recommitments } from '../../db/schema/index';
import type { YearCycleContext } from './year-cycle-context';

export interface SponsorAnswer {
  state: RecommitmentState;
  reason: DeclineReason | null;
}

export async function answersOfSponsors(
  { db }: YearCycleContext,
  periodId: number,
  sponsorIds: readonly number[],
): Promise<Map<number, SponsorAnswer>> {
  if (sponsorIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([recommitments.sponsorId], {
      sponsorId: recommitments.sponsorId,
      state: recommitments.state,
      reason: recommitments.reason,
    })
    .from(recommitments)
    .where(
      and(eq(recommitments.periodId, periodId), inArray(recommitments.sponsorId, [...sponsorIds])),
    )
    .orderBy(
      recommitments.sponsorId,
      sql`(${recommitments.state} = 'declined') desc`,
      sql`${recommitments.answeredAt} desc nulls last`,
      sql`${recommitments.id} desc`,
    );
  return new Map(rows.map((row) => [row.sponsorId, { state: row.state, reason: row.reason }]));
}
