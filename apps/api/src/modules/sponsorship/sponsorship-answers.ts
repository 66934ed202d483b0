// A sponsorship as the API answers it: its record named for the caller (sponsorship-projection.ts),
// what its sponsor has not signed for its year, and, for coordinators, its letters' pause.
import type { Sponsorship } from '@portal/shared';
import type { AuthContext } from '../../lib/auth-context';
import { appError } from '../../lib/errors';
import { findYear } from '../periods/periods.service';
import { withLettersPause } from './letters-pause.service';
import type { SponsorshipContext } from './sponsorship-context';
import { sponsorshipOf } from './sponsorship-projection';
import { findSponsorship, sponsorshipVisibility } from './sponsorship.repo';

/** Each sponsorship with what its sponsor has not signed for its year. */
async function withMissingAgreements(
  { db, agreements }: SponsorshipContext,
  items: Sponsorship[],
): Promise<Sponsorship[]> {
  const byYear = new Map<number, Sponsorship[]>();
  for (const item of items) byYear.set(item.periodId, [...(byYear.get(item.periodId) ?? []), item]);
  const missing = new Map<number, Map<number, string[]>>();
  for (const [periodId, ofYear] of byYear) {
    const year = await findYear(db, periodId);
    if (!year) continue;
    const sponsorIds = [...new Set(ofYear.map((item) => item.sponsor.id))];
    missing.set(periodId, await agreements.missingForSponsors(sponsorIds, year.startDate));
  }
  return items.map((item) => ({
    ...item,
    missingAgreements: missing.get(item.periodId)?.get(item.sponsor.id) ?? [],
  }));
}

/** The sponsorships with what their answers carry besides their records. */
export async function completeSponsorships(
  context: SponsorshipContext,
  auth: AuthContext,
  items: Sponsorship[],
): Promise<Sponsorship[]> {
  return withLettersPause(context.db, auth, await withMissingAgreements(context, items));
}

/** One sponsorship as the caller sees it (404 out of reach). */
export async function getSponsorship(
  context: SponsorshipContext,
  auth: AuthContext,
  id: number,
): Promise<Sponsorship> {
  const row = await findSponsorship(context.db, sponsorshipVisibility(auth), id);
  const sponsorship = row && sponsorshipOf(auth, row, context.photoUrl);
  if (!sponsorship) throw appError('NOT_FOUND');
  const [item] = await completeSponsorships(context, auth, [sponsorship]);
  return item!;
}
