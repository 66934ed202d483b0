// The year's sponsorships: a page of them as the caller sees them, and the export's rows. Without
// a year asked for, the available year (a page without one is empty).
import type { Page, Sponsorship } from '@portal/shared';
import type { AuthContext } from '../../lib/auth-context';
import type { PageRequest } from '../../lib/list-page';
import { completeSponsorships } from './sponsorship-answers';
import { emptyPage } from '../../lib/list-definition';
import type { SponsorshipContext } from './sponsorship-context';
import { sponsorshipList, type SponsorshipFilters } from './sponsorship-list';
import { isLimitedToFirstNames, namesOf, type SponsorshipExportRow } from './sponsorship-people';
import { sponsorshipVisibility } from './sponsorship.repo';

/** The list's query as the caller sends it: any year, or none for the available one. */
type SponsorshipQuery = Omit<SponsorshipFilters, 'periodId'> & { periodId?: number | undefined };

export async function listSponsorships(
  context: SponsorshipContext,
  auth: AuthContext,
  query: SponsorshipQuery & PageRequest,
): Promise<Page<Sponsorship>> {
  const periodId = query.periodId ?? (await context.periods.findAvailable())?.id;
  if (periodId === undefined) return emptyPage(query.pageSize);
  const request = { ...query, periodId, isLimitedToFirstNames: isLimitedToFirstNames(auth) };
  const page = await sponsorshipList.page(context.db, sponsorshipVisibility(auth), request, {
    auth,
    photoUrl: context.photoUrl,
  });
  const items = page.items.filter((item) => item !== null);
  return { ...page, items: await completeSponsorships(context, auth, items) };
}

/**
 * Every row of the filtered list, in its order, read in keyset batches, each with its
 * student and sponsor named as the caller may see them.
 */
export async function exportSponsorships(
  context: SponsorshipContext,
  auth: AuthContext,
  query: SponsorshipQuery,
): Promise<AsyncIterable<SponsorshipExportRow>> {
  const periodId = query.periodId ?? (await context.periods.findAvailable())?.id ?? 0;
  const filters = { ...query, periodId, isLimitedToFirstNames: isLimitedToFirstNames(auth) };
  const records = sponsorshipList.rows(context.db, sponsorshipVisibility(auth), filters);
  return (async function* named() {
    for await (const record of records) {
      const names = namesOf(auth, record);
      if (names) yield { record, ...names };
    }
  })();
}
