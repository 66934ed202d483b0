// The students a sponsor may choose in the available year (coordinators: the students they may
// pair, for the pairing dialog). A sponsor chooses among students by first name, photo, age,
// grade, gender and village (sponsorable-list.ts).
import { utcDate, type Page, type SponsorableStudent } from '@portal/shared';
import type { AuthContext } from '../../lib/auth-context';
import { appError } from '../../lib/errors';
import type { PageRequest } from '../../lib/list-page';
import { findSponsorForPairing } from '../sponsors/sponsors.service';
import { sponsorableList, sponsorableVisibility, type SponsorableQuery } from './sponsorable-list';
import type { SponsorshipContext } from './sponsorship-context';
import { isLimitedToFirstNames } from './sponsorship-people';

/** The caller's own sponsor record (a sponsor); 404 when their account has none. */
async function ownSponsor({ db }: SponsorshipContext, auth: AuthContext) {
  const sponsor = await findSponsorForPairing(db, auth, undefined);
  if (!sponsor) throw appError('NOT_FOUND');
  return sponsor;
}

export async function sponsorableStudents(
  context: SponsorshipContext,
  auth: AuthContext,
  query: SponsorableQuery & PageRequest,
): Promise<Page<SponsorableStudent>> {
  const year = await context.periods.findAvailable();
  if (!year) throw appError('NO_AVAILABLE_YEAR');
  const isSponsor = auth.role === 'SPONSOR';
  const sponsor = isSponsor ? await ownSponsor(context, auth) : undefined;
  // A deactivated sponsor chooses no child: they see none.
  if (sponsor && !sponsor.active) throw appError('SPONSOR_INACTIVE');
  const now = context.clock.now();
  const today = utcDate(now);
  const request = {
    ...query,
    // Only coordinators see full students (the pairing dialog's "3 of 3").
    full: isSponsor ? false : query.full,
    periodId: year.id,
    now,
    today,
    sponsorId: sponsor?.id ?? null,
    isLimitedToFirstNames: isLimitedToFirstNames(auth),
  };
  return sponsorableList.page(context.db, sponsorableVisibility(auth), request, {
    auth,
    today,
    photoUrl: context.photoUrl,
  });
}
