// Pairing a sponsor and a student in the available year, and ending a sponsorship. A sponsor
// pairs only with every required agreement accepted; coordinators may pair without (paper forms
// exist). The student's place is claimed under its row lock (place-claim.ts).
import type { CreateSponsorshipBody, Sponsorship, SponsorshipEndReason } from '@portal/shared';
import type { Database } from '../../db/client';
import type { AuthContext } from '../../lib/auth-context';
import { appError } from '../../lib/errors';
import { claimPlace, explainPairingFailure } from './place-claim';
import { getSponsorship } from './sponsorship-answers';
import type { SponsorshipContext } from './sponsorship-context';
import { deleteHold } from './sponsorship-holds.repo';
import {
  endSponsorship,
  findSponsorship,
  insertSponsorship,
  sponsorshipVisibility,
} from './sponsorship.repo';

/**
 * Pairs in the available year. A sponsor pairs themselves (their hold on the student, if any,
 * becomes the sponsorship) and only with every required agreement accepted.
 */
export async function pair(
  context: SponsorshipContext,
  auth: AuthContext,
  body: CreateSponsorshipBody,
): Promise<Sponsorship> {
  let id: number;
  try {
    id = await context.db.transaction((tx) => pairInTransaction(context, tx, auth, body));
  } catch (error) {
    explainPairingFailure(error);
  }
  return getSponsorship(context, auth, id);
}

/** The pairing's steps in the caller's transaction (an accepted offer pairs this way too). */
export async function pairInTransaction(
  context: SponsorshipContext,
  tx: Database,
  auth: AuthContext,
  body: CreateSponsorshipBody,
): Promise<number> {
  const { year, sponsor, student, now } = await claimPlace(context, tx, auth, body);
  if (auth.role === 'SPONSOR') {
    const missing = await context.agreements.missingSponsorAgreements(
      tx,
      sponsor.id,
      year.startDate,
    );
    if (missing.length > 0) {
      throw appError('AGREEMENTS_REQUIRED', {
        params: { missing: missing.map((agreement) => agreement.key).join(',') },
      });
    }
    await deleteHold(tx, sponsor.id, year.id);
  }
  return insertSponsorship(tx, {
    periodId: year.id,
    studentId: student.id,
    sponsorId: sponsor.id,
    createdBy: auth.userId,
    now,
  });
}

/**
 * Ends a current sponsorship: the record stays, with when and why. Coordinators give the
 * reason; a sponsor ends only their own, and that is always "declined".
 */
export async function unpair(
  context: SponsorshipContext,
  auth: AuthContext,
  id: number,
  reason: SponsorshipEndReason,
): Promise<Sponsorship> {
  const endReason = auth.role === 'SPONSOR' ? 'declined' : reason;
  await context.db.transaction(async (tx) => {
    const current = await findSponsorship(tx, sponsorshipVisibility(auth), id);
    if (!current) throw appError('NOT_FOUND');
    if (!(await endSponsorship(tx, id, endReason, auth.userId, context.clock.now()))) {
      throw appError('SPONSORSHIP_ENDED');
    }
  });
  return getSponsorship(context, auth, id);
}
