// A parent's signature a coordinator checks (decision 030): one made from the address (its
// network) or the device of one of the sponsor's own sign-ins may be the minor signing for their
// parent, so it is held (the link's check status `toCheck`) and counts for nothing until a
// coordinator in scope confirms it; rejected, it never counts and the sponsor sends a new link.
// Decisions on one signature take turns on the link's row lock: the first decides, any other
// answers 409. Document status reads which sponsors have one waiting.
import type {
  Language,
  ParentAgreementStatus,
  ParentSignatureCheckBody,
  SignatureCheckReason,
} from '@portal/shared';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { appError } from '../../lib/errors';
import { isSameNetwork } from '../../lib/ip-network';
import {
  deviceHash,
  findSignInSources,
  SIGN_IN_SOURCE_MS,
} from '../../lib/sessions/sign-in-sources';
import type { AuthContext } from '../../lib/auth-context';
import { findSponsorAccountId } from '../sponsors/sponsor-consent.service';
import { findSponsorForAgreements } from '../sponsors/sponsors.service';
import { parentAgreementStatus } from './parent-agreement-status';
import { lockSignedLink, setLinkCheck } from './parent-agreements.repo';
import * as parentAgreementRecords from './parent-agreements.repo';

// What the document status and the agreements' screens read of parents' signatures.
export const countedSignature = (
  ...args: Parameters<typeof parentAgreementRecords.countedSignature>
) => parentAgreementRecords.countedSignature(...args);
export const findSponsorsWithHeldSignatures = (
  ...args: Parameters<typeof parentAgreementRecords.findSponsorsWithHeldSignatures>
) => parentAgreementRecords.findSponsorsWithHeldSignatures(...args);

/** Where a parent signs from: the request's address and the device id the page sent. */
export interface SigningSource {
  ip: string;
  deviceId?: string | undefined;
}

/**
 * Why a signature for the sponsor must be checked: the reasons it shares with the sponsor's own
 * sign-ins of the last SIGN_IN_SOURCE_DAYS (none: it counts at once).
 */
export async function checkReasonsFor(
  connection: Database,
  sponsorId: number,
  source: SigningSource,
  now: Date,
): Promise<SignatureCheckReason[]> {
  const userId = await findSponsorAccountId(connection, sponsorId);
  if (userId === null) return [];
  const sources = await findSignInSources(
    connection,
    userId,
    new Date(now.getTime() - SIGN_IN_SOURCE_MS),
  );
  const device = source.deviceId ? deviceHash(source.deviceId) : undefined;
  const reasons: SignatureCheckReason[] = [];
  if (sources.some((signIn) => isSameNetwork(signIn.ip, source.ip))) reasons.push('sameAddress');
  if (device && sources.some((signIn) => signIn.deviceHash === device)) reasons.push('sameDevice');
  return reasons;
}

export function createParentSignatureChecks({ db, clock }: { db: Database; clock: Clock }) {
  async function decide(
    auth: AuthContext,
    body: ParentSignatureCheckBody,
    status: 'confirmed' | 'rejected',
    language: Language,
  ): Promise<ParentAgreementStatus> {
    // The permission table keeps sponsors out (consentChecks); this keeps anyone else out.
    if (auth.access !== 'all' && auth.access !== 'scoped') throw appError('FORBIDDEN');
    const sponsor = await findSponsorForAgreements(db, auth, body.sponsorId);
    if (!sponsor) throw appError('NOT_FOUND');
    await db.transaction(async (tx) => {
      const link = await lockSignedLink(tx, sponsor.id, body.linkId);
      if (!link || link.checkStatus === 'none') throw appError('NOT_FOUND');
      if (link.checkStatus !== 'toCheck') throw appError('PARENT_SIGNATURE_ALREADY_CHECKED');
      await setLinkCheck(tx, link.id, { status, by: auth.userId, at: clock.now() });
    });
    return parentAgreementStatus(db, sponsor, language, { clock, isCoordinator: true });
  }

  return {
    /** The signature counts from now on. */
    confirm: (auth: AuthContext, body: ParentSignatureCheckBody, language: Language) =>
      decide(auth, body, 'confirmed', language),
    /** The signature never counts; the sponsor sends the agreement again. */
    reject: (auth: AuthContext, body: ParentSignatureCheckBody, language: Language) =>
      decide(auth, body, 'rejected', language),
  };
}

export type ParentSignatureChecks = ReturnType<typeof createParentSignatureChecks>;
