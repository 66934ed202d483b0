// What the reports area (the giving report) reads of donations, for a year it has already
// resolved: a page of sponsors with their gifts this year and the year before, every row for an
// export, and the totals over the filters (donations' own currency).
import type { Page, SponsorGiving } from '@portal/shared';
import type { AuthContext } from '../../lib/auth-context';
import type { PageRequest } from '../../lib/list-page';
import type { DonationsContext } from './donations-context';
import {
  givingTotal,
  givingVisibility,
  sponsorGivingList,
  toGiving,
  type SponsorGivingFilters,
} from './sponsor-giving-list';

export type { SponsorGivingFilters } from './sponsor-giving-list';

export function givingPage(
  { db }: DonationsContext,
  auth: AuthContext,
  request: SponsorGivingFilters & PageRequest,
): Promise<Page<SponsorGiving>> {
  const visibility = givingVisibility(auth);
  return sponsorGivingList.page(db, visibility, { ...request, visibility }, undefined);
}

/** Every sponsor of the filtered report, in its order, read in keyset batches. */
export async function* givingRows(
  { db }: DonationsContext,
  auth: AuthContext,
  filters: SponsorGivingFilters,
): AsyncIterable<SponsorGiving> {
  const visibility = givingVisibility(auth);
  for await (const row of sponsorGivingList.rows(db, visibility, { ...filters, visibility }))
    yield toGiving(row);
}

/** The totals of the filters this year and the year before, and the currency they are in. */
export async function givingTotals(
  { db, config }: DonationsContext,
  auth: AuthContext,
  filters: SponsorGivingFilters,
) {
  const visibility = givingVisibility(auth);
  const [thisYear, lastYear] = await Promise.all([
    givingTotal(db, visibility, filters, filters.periodId),
    givingTotal(db, visibility, filters, filters.previousPeriodId),
  ]);
  return { currency: config.payments.currency, thisYear, lastYear };
}
