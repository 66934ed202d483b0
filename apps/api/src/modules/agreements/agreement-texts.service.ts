// The agreement texts as coordinators handle them: every version with its drafts (read by the
// coordinators, written by the super admin), the draft's life (a new text joins the draft of the
// next number, a draft is edited, then published with every language it has at once), whether
// an agreement is required, and which required texts are missing.
//
// Publishing is per number, not per language (docs/decisions/033-agreements-fail-closed.md): a
// signature of a number counts in any of its languages, so its languages are reviewed and
// released together, and a published number takes no new language. Writes to one agreement's
// texts take turns on its row lock, so a second publication of a number (a second click, another
// super admin) finds it published (409) and nothing is published twice.
import {
  LANGUAGES,
  type Agreement,
  type Language,
  type MissingAgreementTexts,
  type NewAgreementVersionBody,
  type PublishAgreementBody,
  type UpdateAgreementBody,
  type UpdateAgreementDraftBody,
} from '@portal/shared';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { appError } from '../../lib/errors';
import type { AuthContext } from '../../lib/auth-context';
import {
  countSignersByVersion,
  findAllAgreements,
  findVersionsByIds,
  findVersionsOf,
  insertVersion,
  lockAgreement,
  publishNumber,
  setRequired,
  updateDraftText,
  type AgreementRow,
  type VersionRow,
} from './agreements.repo';

export interface AgreementTextsServiceDeps {
  db: Database;
  clock: Clock;
}

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
function assertManagesTexts(auth: AuthContext): void {
  // A sponsor writes only their own records in this area (signatures): no text is theirs.
  if (auth.access !== 'all') throw appError('NOT_FOUND');
}

/** Coordinators read the texts; a sponsor reaches only their own (drafts stay out of sight). */
function assertReadsTexts(auth: AuthContext): void {
  if (auth.access === 'own' || auth.access === 'ownRead') throw appError('NOT_FOUND');
}

export function createAgreementTextsService({ db, clock }: AgreementTextsServiceDeps) {
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
  async function listAgreements(withSigners: boolean): Promise<Agreement[]> {
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

  async function savedAgreement(agreementId: number): Promise<Agreement> {
    const saved = (await listAgreements(true)).find((agreement) => agreement.id === agreementId);
    if (!saved) throw appError('NOT_FOUND');
    return saved;
  }

  return {
    /**
     * For the system's own reads (the document status): every agreement, drafts included, whose
     * `currentVersion` is the published one (signers not counted).
     */
    list: () => listAgreements(false),

    /**
     * The coordinators' screen: every agreement with its versions and drafts; an admin, who
     * reaches only their schools' sponsors, gets no count of the programme's signers.
     */
    async listFor(auth: AuthContext): Promise<Agreement[]> {
      assertReadsTexts(auth);
      return listAgreements(auth.access === 'all' || auth.access === 'read');
    },

    /**
     * The required agreements a sponsor or a parent cannot read in full: no published version
     * (the gate stays closed for everyone it is asked of), or none in a language.
     */
    async missingTexts(auth: AuthContext): Promise<MissingAgreementTexts> {
      assertReadsTexts(auth);
      const items = (await listAgreements(false))
        .filter((agreement) => agreement.required)
        .flatMap((agreement) => {
          const current = agreement.versions.filter(
            (version) =>
              version.publishedAt !== null && version.version === agreement.currentVersion,
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
    },

    /** Makes an agreement required or not; the texts and signatures stay as they are. */
    async update(
      auth: AuthContext,
      agreementId: number,
      body: UpdateAgreementBody,
    ): Promise<Agreement> {
      assertManagesTexts(auth);
      if (!(await setRequired(db, agreementId, body.required))) throw appError('NOT_FOUND');
      return savedAgreement(agreementId);
    },

    /**
     * Saves a text in a language as a draft: of the draft number when there is one (409 when it
     * has this language already: that draft is edited instead), else of the number after the
     * newest, which starts with the current number's texts in the other languages (a version
     * holds every language: a change in one keeps the others, to be edited in the draft).
     * Nothing anyone reads changes until it is published.
     */
    async newVersion(
      auth: AuthContext,
      agreementId: number,
      body: NewAgreementVersionBody,
    ): Promise<Agreement> {
      assertManagesTexts(auth);
      await db.transaction(async (tx) => {
        if (!(await lockAgreement(tx, agreementId))) throw appError('NOT_FOUND');
        const versions = await findVersionsOf(tx, [agreementId]);
        const { current, draft } = numbersOf(versions);
        const hasLanguage = versions.some(
          (version) => version.version === draft && version.language === body.language,
        );
        if (hasLanguage) throw appError('AGREEMENT_DRAFT_EXISTS');
        const number = draft ?? current + 1;
        await insertVersion(tx, {
          agreementId,
          version: number,
          language: body.language,
          title: body.title,
          body: body.text,
          needsReview: false,
          createdBy: auth.userId,
        });
        if (draft !== null) return;
        const carried = versions.filter(
          (version) => version.version === current && version.language !== body.language,
        );
        for (const text of carried) {
          await insertVersion(tx, {
            agreementId,
            version: number,
            language: text.language,
            title: text.title,
            body: text.body,
            needsReview: text.needsReview,
            createdBy: auth.userId,
          });
        }
      });
      return savedAgreement(agreementId);
    },

    /** Changes a draft's title and text; a published text never changes (409). */
    async updateDraft(
      auth: AuthContext,
      versionId: number,
      body: UpdateAgreementDraftBody,
    ): Promise<Agreement> {
      assertManagesTexts(auth);
      const [found] = await findVersionsByIds(db, [versionId]);
      if (!found) throw appError('NOT_FOUND');
      await db.transaction(async (tx) => {
        // Under the agreement's lock: a publication of this number either came first (409) or
        // waits for this change and publishes it.
        if (!(await lockAgreement(tx, found.agreementId))) throw appError('NOT_FOUND');
        if (!(await updateDraftText(tx, versionId, { title: body.title, body: body.text }))) {
          throw appError('AGREEMENT_VERSION_PUBLISHED');
        }
      });
      return savedAgreement(found.agreementId);
    },

    /**
     * Publishes the draft number `version` in every language it has: from now on it is what
     * sponsors (or parents) read and sign; earlier signatures are outdated when the change is
     * material (`isMaterial`), and still count when it is not. 404 when the
     * agreement or that number does not exist; 409 when it is published already.
     */
    async publish(
      auth: AuthContext,
      agreementId: number,
      body: PublishAgreementBody,
    ): Promise<Agreement> {
      assertManagesTexts(auth);
      await db.transaction(async (tx) => {
        if (!(await lockAgreement(tx, agreementId))) throw appError('NOT_FOUND');
        const versions = (await findVersionsOf(tx, [agreementId])).filter(
          (version) => version.version === body.version,
        );
        if (versions.length === 0) throw appError('NOT_FOUND');
        if (versions.some((version) => version.publishedAt !== null)) {
          throw appError('AGREEMENT_VERSION_PUBLISHED');
        }
        // The first publication is what everyone signs; after it, the super admin decides.
        const isFirst = numbersOf(await findVersionsOf(tx, [agreementId])).current === 0;
        await publishNumber(tx, agreementId, body.version, {
          publishedBy: auth.userId,
          now: clock.now(),
          asksSignature: isFirst || body.isMaterial !== false,
        });
      });
      return savedAgreement(agreementId);
    },
  };
}
