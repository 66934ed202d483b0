// Agreements: which required texts a sponsor has signed, signing one, and the gate the other
// areas ask. A signature is the typed full name (matching the sponsor's name, accents and case
// aside) and the evidence around it; versions are numbered per agreement across languages, and a
// sponsor has signed an agreement when they signed its current published number in any language.
// Only published texts count here: a required agreement with none is missing, never skipped
// (docs/decisions/033-agreements-fail-closed.md). The coordinators' side of the texts (drafts,
// publishing) is agreement-texts.service.ts.
import { createHash } from 'node:crypto';
import {
  ADULT_AGE,
  ageOn,
  normalizeSearchText,
  type Acceptance,
  type AcceptAgreementBody,
  type AgreementState,
  type Language,
  type MyAgreements,
} from '@portal/shared';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { appError } from '../../lib/errors';
import type { AuthContext } from '../../lib/auth-context';
import { findSponsorBirthdates, findSponsorForPairing } from '../sponsors/sponsors.service';
import { createAgreementTextsService, numbersOf } from './agreement-texts.service';
import {
  currentPublishedNumber,
  findPublishedVersionsOf,
  findRequiredAgreements,
  findSignaturesOf,
  findSignaturesOfSponsors,
  findVersion,
  insertAcceptance,
  type AgreementRow,
  type VersionRow,
} from './agreements.repo';

export interface AgreementsServiceDeps {
  db: Database;
  clock: Clock;
}

/** Where a signature was made: the request's address and browser. */
export interface SigningContext {
  ip: string;
  userAgent: string;
  language: Language;
}

export function sha256(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

/** Names compared as people type them: accents, case and extra spaces aside. */
function sameName(typed: string, expected: string): boolean {
  return normalizeSearchText(typed) === normalizeSearchText(expected);
}

/**
 * The current published version of an agreement in `language` (else English, else any language
 * of that number); drafts among `versions` are never chosen.
 */
export function currentText(versions: VersionRow[], language: Language): VersionRow | undefined {
  const published = versions.filter((version) => version.publishedAt !== null);
  const current = Math.max(0, ...published.map((version) => version.version));
  const ofCurrent = published.filter((version) => version.version === current);
  return (
    ofCurrent.find((version) => version.language === language) ??
    ofCurrent.find((version) => version.language === 'en-US') ??
    ofCurrent[0]
  );
}

/**
 * The current published version of each required agreement of the audience, in `language` where
 * translated, and the oldest number whose signatures still count (`signedFrom`). An agreement with no published text has nothing to show or sign and is left out
 * here; the gate (`missingForSponsors`) counts it as missing.
 */
export async function currentTexts(
  db: Database,
  audience: 'sponsor' | 'parent',
  language: Language,
): Promise<Array<{ agreement: AgreementRow; text: VersionRow; signedFrom: number }>> {
  const required = await findRequiredAgreements(db, audience);
  const versions = await findPublishedVersionsOf(
    db,
    required.map((agreement) => agreement.id),
  );
  return required.flatMap((agreement) => {
    const own = versions.filter((version) => version.agreementId === agreement.id);
    const text = currentText(own, language);
    return text ? [{ agreement, text, signedFrom: numbersOf(own).signedFrom }] : [];
  });
}

/**
 * Whether the sponsor needs a parent's agreement on `day`: under 18 then, or of an unknown birth
 * date (not known to be an adult: fails closed, decision 030).
 */
export function isMinorOn(birthdate: string | null, day: string): boolean {
  return birthdate === null || ageOn(birthdate, day) < ADULT_AGE;
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

/**
 * What each sponsor still lacks in a year starting on `yearStart`: the keys of the required
 * sponsor agreements not signed at a number that still counts (in any language), and for a
 * sponsor under 18 that day, of the required parent texts. A required agreement with no
 * published text is missing for everyone it is asked of: nothing configured, nothing allowed.
 * A handful of short reads for a whole page.
 */
async function missingForSponsors(
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

export function createAgreementsService({ db, clock }: AgreementsServiceDeps) {
  return {
    ...createAgreementTextsService({ db, clock }),

    /** The caller's required agreements (none for who has no sponsor record). */
    async mine(auth: AuthContext, language: Language): Promise<MyAgreements> {
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
    },

    /**
     * Signs the current published version of a sponsor agreement with the typed full name. A
     * draft is not there for a sponsor (404), whatever its id.
     */
    async accept(
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
    },

    /**
     * For sponsorship and letters: the keys of the required agreements the sponsor has not
     * signed at their current published version (or that have none), and of the parent texts
     * when the sponsor is under 18 on `yearStart` and no parent signed them (empty: nothing is
     * missing).
     */
    async missingSponsorAgreements(
      tx: Database,
      sponsorId: number,
      yearStart: string,
    ): Promise<Array<{ key: string }>> {
      const missing = await missingForSponsors(tx, [sponsorId], yearStart);
      return (missing.get(sponsorId) ?? []).map((key) => ({ key }));
    },

    missingForSponsors: (sponsorIds: number[], yearStart: string) =>
      missingForSponsors(db, sponsorIds, yearStart),
  };
}

export type AgreementsService = ReturnType<typeof createAgreementsService>;
