// The agreement texts as coordinators read them: every version with its drafts, and which
// required texts are missing. Writing them (the draft's life, whether an agreement is required)
// is agreement-drafts.ts.

import {
  LANGUAGES,
  type Agreement,
  type Language,
  type MissingAgreementTexts,
} from '@portal/shared';
import { appError } from '../../lib/errors';
import type { AuthContext } from '../../lib/auth-context';
import type { AgreementsContext } from './agreements-context';
import {
  countSignersByVersion,
  findAllAgreements,
  findVersionsOf,
  type AgreementRow,
  type VersionRow,
} from './agreements.repo';

/**
 * The newest published number among `versions` (0: none), the draft number above it, and the
 * oldest number whose signatures still count (`signedFrom`: the newest published number that
 * asked for a signature; one that did not, a change that is not material, keeps the signatures
 * of the numbers before it).
 */
export function numbersOf(versions: VersionRow[]): {
  current: number;
  draft: number | null;
  signedFrom: number;
} {
  const published = versions.filter((version) => version.publishedAt !== null);
  const drafts = versions.filter((version) => version.publishedAt === null);
  const asking = published.filter((version) => version.asksSignature);
  return {
    current: Math.max(0, ...published.map((version) => version.version)),
    draft: drafts.length === 0 ? null : Math.max(...drafts.map((version) => version.version)),
    // A first publication always asks; without one (none published) nothing is signed yet.
    signedFrom: Math.max(0, ...asking.map((version) => version.version)),
  };
}

/** Only the super admin (`all`) writes texts; anyone else who writes in the area is a sponsor. */
export function assertManagesTexts(auth: AuthContext): void {
  // A sponsor writes only their own records in this area (signatures): no text is theirs.
  if (auth.access !== 'all') throw appError('NOT_FOUND');
}

/** Coordinators read the texts; a sponsor reaches only their own (drafts stay out of sight). */
function assertReadsTexts(auth: AuthContext): void {
  if (auth.access === 'own' || auth.access === 'ownRead') throw appError('NOT_FOUND');
}

function toAgreement(
  agreement: AgreementRow,
  versions: VersionRow[],
  signers: Map<string, number> | null,
): Agreement {
  const { current, draft, signedFrom } = numbersOf(versions);
  return {
    id: agreement.id,
    key: agreement.key,
    audience: agreement.audience,
    required: agreement.required,
    currentVersion: current,
    draftVersion: draft,
    signedFromVersion: signedFrom,
    currentSigners: signers ? (signers.get(`${agreement.id}:${current}`) ?? 0) : null,
    versions: versions.map((version) => ({
      id: version.id,
      version: version.version,
      language: version.language as Language,
      title: version.title,
      text: version.body,
      needsReview: version.needsReview,
      createdAt: version.createdAt.toISOString(),
      publishedAt: version.publishedAt?.toISOString() ?? null,
      asksSignature: version.asksSignature,
    })),
  };
}

/**
 * Every agreement with all its versions, drafts included; with `withSigners`, how many
 * sponsors signed each current version (a count across every school).
 */
export async function listAgreements(
  { db }: AgreementsContext,
  withSigners: boolean,
): Promise<Agreement[]> {
  const all = await findAllAgreements(db);
  const versions = await findVersionsOf(
    db,
    all.map((agreement) => agreement.id),
  );
  const signers = withSigners
    ? new Map(
        (await countSignersByVersion(db)).map((row) => [
          `${row.agreementId}:${row.version}`,
          row.signers,
        ]),
      )
    : null;
  return all.map((agreement) =>
    toAgreement(
      agreement,
      versions.filter((version) => version.agreementId === agreement.id),
      signers,
    ),
  );
}

/** An agreement as it is after a change, with its signers. */
export async function savedAgreement(
  context: AgreementsContext,
  agreementId: number,
): Promise<Agreement> {
  const saved = (await listAgreements(context, true)).find(
    (agreement) => agreement.id === agreementId,
  );
  if (!saved) throw appError('NOT_FOUND');
  return saved;
}

/**
 * For the system's own reads (the document status): every agreement, drafts included, whose
 * `currentVersion` is the published one (signers not counted).
 */
export function list(context: AgreementsContext): Promise<Agreement[]> {
  return listAgreements(context, false);
}

/**
 * The coordinators' screen: every agreement with its versions and drafts; an admin, who
 * reaches only their schools' sponsors, gets no count of the programme's signers.
 */
export async function listFor(context: AgreementsContext, auth: AuthContext): Promise<Agreement[]> {
  assertReadsTexts(auth);
  return listAgreements(context, auth.access === 'all' || auth.access === 'read');
}

/**
 * The required agreements a sponsor or a parent cannot read in full: no published version
 * (the gate stays closed for everyone it is asked of), or none in a language.
 */
export async function missingTexts(
  context: AgreementsContext,
  auth: AuthContext,
): Promise<MissingAgreementTexts> {
  assertReadsTexts(auth);
  const items = (await listAgreements(context, false))
    .filter((agreement) => agreement.required)
    .flatMap((agreement) => {
      const current = agreement.versions.filter(
        (version) => version.publishedAt !== null && version.version === agreement.currentVersion,
      );
      const missingLanguages = LANGUAGES.filter(
        (language) => !current.some((version) => version.language === language),
      );
      if (missingLanguages.length === 0) return [];
      return [
        {
          agreementId: agreement.id,
          key: agreement.key,
          audience: agreement.audience,
          isPublished: current.length > 0,
          missingLanguages,
          draftVersion: agreement.draftVersion,
        },
      ];
    });
  return { items };
}
