// A sponsor's hold: while they sign the agreements, the student they chose is kept for them
// (SPONSORSHIP_HOLD_MINUTES) and takes one of the student's places. One hold per sponsor and
// year; a new one replaces it, and pairing turns it into the sponsorship.
import { SPONSORSHIP_HOLD_MINUTES, type Hold } from '@portal/shared';
import type { AuthContext } from '../../lib/auth-context';
import { appError } from '../../lib/errors';
import { findSponsorForPairing } from '../sponsors/sponsors.service';
import { checkHoldsFromAddress, holdAddressKey } from './hold-address-limit';
import { claimPlace, explainPairingFailure } from './place-claim';
import type { SponsorshipContext } from './sponsorship-context';
import { deleteHold, findLiveHold, upsertHold } from './sponsorship-holds.repo';

const HOLD_MS = SPONSORSHIP_HOLD_MINUTES * 60 * 1000;

/** The caller's live hold; coordinators have none. */
export async function getHold(
  { db, clock, periods }: SponsorshipContext,
  auth: AuthContext,
): Promise<{ hold: Hold | null }> {
  const year = await periods.findAvailable();
  const sponsor = await findSponsorForPairing(db, auth, undefined);
  if (!year || !sponsor) return { hold: null };
  const hold = await findLiveHold(db, sponsor.id, year.id, clock.now());
  return { hold: hold ? { ...hold, expiresAt: hold.expiresAt.toISOString() } : null };
}

/**
 * Holds the student for the sponsor while they sign; replaces their previous hold. A
 * coordinator has no sponsor record to hold for (404). Live holds from one address are
 * capped (hold-address-limit.ts).
 */
export async function placeHold(
  context: SponsorshipContext,
  auth: AuthContext,
  studentId: number,
  ip: string,
): Promise<Hold> {
  const placedFrom = holdAddressKey(ip);
  try {
    return await context.db.transaction(async (tx) => {
      const { year, sponsor, student, now } = await claimPlace(context, tx, auth, { studentId });
      await checkHoldsFromAddress(tx, { placedFrom, sponsorId: sponsor.id, now });
      const expiresAt = new Date(now.getTime() + HOLD_MS);
      await upsertHold(tx, {
        sponsorId: sponsor.id,
        periodId: year.id,
        studentId: student.id,
        expiresAt,
        placedFrom,
      });
      const held = await findLiveHold(tx, sponsor.id, year.id, now);
      if (!held) throw appError('NOT_FOUND');
      return { ...held, expiresAt: held.expiresAt.toISOString() };
    });
  } catch (error) {
    explainPairingFailure(error);
  }
}

export async function releaseHold(
  { db, periods }: SponsorshipContext,
  auth: AuthContext,
): Promise<void> {
  const year = await periods.findAvailable();
  const sponsor = await findSponsorForPairing(db, auth, undefined);
  if (year && sponsor) await deleteHold(db, sponsor.id, year.id);
}
