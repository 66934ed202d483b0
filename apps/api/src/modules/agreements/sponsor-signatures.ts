// A sponsor's own agreements: which required texts they have signed, and signing one. A
// signature is the typed full name (matching the sponsor's name, accents and case aside) and the
// evidence around it; a sponsor has signed an agreement when they signed a number of it that
// still counts, in any language.
import {
  normalizeSearchText,
  type Acceptance,
  type AcceptAgreementBody,
  type AgreementState,
  type Language,
  type MyAgreements,
} from '@portal/shared';
import type { Database } from '../../db/client';
import type { AuthContext } from '../../lib/auth-context';
import { appError } from '../../lib/errors';
import { findSponsorForPairing } from '../sponsors/sponsors.service';
import type { AgreementsContext } from './agreements-context';
import { currentTexts, sha256, type SigningContext } from './agreement-versions';
import {
  currentPublishedNumber,
  findRequiredAgreements,
  findSignaturesOf,
  findVersion,
  insertAcceptance,
  type AgreementRow,
  type VersionRow,
} from './agreements.repo';

/** Names compared as people type them: accents, case and extra spaces aside. */
function sameName(typed: string, expected: string): boolean {
  return normalizeSearchText(typed) === normalizeSearchText(expected);
}

interface SponsorAgreementState {
  agreement: AgreementRow;
  text: VersionRow;
  state: AgreementState;
  signedAt: Date | null;
  signatureId: number | null;
}

/**
 * The required sponsor agreements and where the sponsor stands with each; those without a
 * published text apart (nothing to sign yet).
 */
async function sponsorAgreementStates(
  db: Database,
  sponsorId: number,
  language: Language,
): Promise<{ states: SponsorAgreementState[]; notPublished: AgreementRow[] }> {
  const required = await findRequiredAgreements(db, 'sponsor');
  const texts = await currentTexts(db, 'sponsor', language);
  const signatures = await findSignaturesOf(db, sponsorId);
  const notPublished = required.filter(
    (agreement) => !texts.some((text) => text.agreement.id === agreement.id),
  );
  const states = texts.map(({ agreement, text, signedFrom }) => {
    const own = signatures.filter((signature) => signature.agreementId === agreement.id);
    // The newest signature of a number that still counts (a change that was not material kept it).
    const current = own
      .filter((signature) => signature.version >= signedFrom)
      .sort((a, b) => b.version - a.version)[0];
    const state: AgreementState = current ? 'signed' : own.length > 0 ? 'newVersion' : 'toSign';
    return {
      agreement,
      text,
      state,
      signedAt: current?.signedAt ?? null,
      signatureId: current?.id ?? null,
    };
  });
  return { states, notPublished };
}

/** The caller's required agreements (none for who has no sponsor record). */
export async function mine(
  { db }: AgreementsContext,
  auth: AuthContext,
  language: Language,
): Promise<MyAgreements> {
  const sponsor =
    auth.role === 'SPONSOR' ? await findSponsorForPairing(db, auth, undefined) : undefined;
  if (!sponsor) return { items: [], notPublished: [], signerName: '' };
  const { states, notPublished } = await sponsorAgreementStates(db, sponsor.id, language);
  return {
    signerName: `${sponsor.firstName} ${sponsor.lastName}`,
    items: states.map(({ agreement, text, state, signedAt, signatureId }) => ({
      agreementId: agreement.id,
      key: agreement.key,
      versionId: text.id,
      version: text.version,
      language: text.language as Language,
      title: text.title,
      text: text.body,
      needsReview: text.needsReview,
      state,
      signedAt: signedAt?.toISOString() ?? null,
      signatureId,
    })),
    notPublished: notPublished.map((agreement) => ({
      agreementId: agreement.id,
      key: agreement.key,
    })),
  };
}

/**
 * Signs the current published version of a sponsor agreement with the typed full name. A
 * draft is not there for a sponsor (404), whatever its id.
 */
export async function accept(
  { db, clock }: AgreementsContext,
  auth: AuthContext,
  versionId: number,
  body: AcceptAgreementBody,
  context: SigningContext,
): Promise<Acceptance> {
  const version = await findVersion(db, versionId);
  if (!version || version.audience !== 'sponsor' || version.publishedAt === null) {
    throw appError('NOT_FOUND');
  }
  const sponsor =
    auth.role === 'SPONSOR' ? await findSponsorForPairing(db, auth, undefined) : undefined;
  if (!sponsor) throw appError('NOT_FOUND');
  if (version.version < (await currentPublishedNumber(db, version.agreementId))) {
    throw appError('AGREEMENT_VERSION_OUTDATED');
  }
  const fullName = `${sponsor.firstName} ${sponsor.lastName}`;
  if (!sameName(body.typedName, fullName)) {
    throw appError('AGREEMENT_NAME_MISMATCH', { params: { name: fullName } });
  }
  const row = await insertAcceptance(db, {
    versionId,
    sponsorId: sponsor.id,
    signerUserId: auth.userId,
    typedName: body.typedName,
    signedAt: clock.now(),
    ip: context.ip.slice(0, 100),
    userAgent: context.userAgent.slice(0, 500),
    textSha256: sha256(version.body),
  });
  return {
    id: row.id,
    versionId: row.versionId,
    typedName: row.typedName,
    signedAt: row.signedAt.toISOString(),
    textSha256: row.textSha256,
  };
}
