// The gate other areas ask (sponsorship before a sponsor pairs, letters before one writes): what
// a sponsor still lacks. Only published texts count: a required agreement with none is missing,
// never skipped (docs/decisions/033-agreements-fail-closed.md).
import type { Database } from '../../db/client';
import { findSponsorBirthdates } from '../sponsors/sponsors.service';
import type { AgreementsContext } from './agreements-context';
import { numbersOf } from './agreement-texts';
import { isMinorOn } from './agreement-versions';
import {
  findPublishedVersionsOf,
  findRequiredAgreements,
  findSignaturesOfSponsors,
} from './agreements.repo';

/**
 * What each sponsor still lacks in a year starting on `yearStart`: the keys of the required
 * sponsor agreements not signed at a number that still counts (in any language), and for a
 * sponsor under 18 that day, of the required parent texts. A required agreement with no
 * published text is missing for everyone it is asked of: nothing configured, nothing allowed.
 * A handful of short reads for a whole page.
 */
export async function missingForSponsorsIn(
  db: Database,
  sponsorIds: number[],
  yearStart: string,
): Promise<Map<number, string[]>> {
  const result = new Map<number, string[]>();
  if (sponsorIds.length === 0) return result;
  const required = [
    ...(await findRequiredAgreements(db, 'sponsor')),
    ...(await findRequiredAgreements(db, 'parent')),
  ];
  const versions = await findPublishedVersionsOf(
    db,
    required.map((agreement) => agreement.id),
  );
  // Per agreement, the oldest number whose signatures count (none published: nothing counts).
  const signedFrom = new Map<number, number>();
  for (const agreement of required) {
    const own = versions.filter((version) => version.agreementId === agreement.id);
    if (own.length > 0) signedFrom.set(agreement.id, numbersOf(own).signedFrom);
  }
  const signatures = await findSignaturesOfSponsors(db, sponsorIds);
  const signed = new Set(
    signatures
      .filter((row) => row.version >= (signedFrom.get(row.agreementId) ?? Infinity))
      .map((row) => `${row.sponsorId}:${row.agreementId}`),
  );
  const birthdates = await findSponsorBirthdates(db, sponsorIds);
  for (const sponsorId of sponsorIds) {
    const birthdate = birthdates.get(sponsorId) ?? null;
    const isMinor = isMinorOn(birthdate, yearStart);
    result.set(
      sponsorId,
      required
        .filter((agreement) => agreement.audience === 'sponsor' || isMinor)
        .filter((agreement) => !signed.has(`${sponsorId}:${agreement.id}`))
        .map((agreement) => agreement.key),
    );
  }
  return result;
}

/**
 * For sponsorship and letters: the keys of the required agreements the sponsor has not signed at
 * their current published version (or that have none), and of the parent texts when the sponsor
 * is under 18 on `yearStart` and no parent signed them (empty: nothing is missing). Read in the
 * caller's transaction.
 */
export async function missingSponsorAgreements(
  _context: AgreementsContext,
  tx: Database,
  sponsorId: number,
  yearStart: string,
): Promise<Array<{ key: string }>> {
  const missing = await missingForSponsorsIn(tx, [sponsorId], yearStart);
  return (missing.get(sponsorId) ?? []).map((key) => ({ key }));
}

export function missingForSponsors(
  { db }: AgreementsContext,
  sponsorIds: number[],
  yearStart: string,
): Promise<Map<number, string[]>> {
  return missingForSponsorsIn(db, sponsorIds, yearStart);
}
