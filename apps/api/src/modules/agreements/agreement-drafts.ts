// The agreement texts as the super admin writes them: the draft's life (a new text joins the
// draft of the next number, a draft is edited, then published with every language it has at
// once) and whether an agreement is required.
//
// Publishing is per number, not per language (docs/decisions/033-agreements-fail-closed.md): a
// signature of a number counts in any of its languages, so its languages are reviewed and
// released together, and a published number takes no new language. Writes to one agreement's
// texts take turns on its row lock, so a second publication of a number (a second click, another
// super admin) finds it published (409) and nothing is published twice.
import type {
  Agreement,
  NewAgreementVersionBody,
  PublishAgreementBody,
  UpdateAgreementBody,
  UpdateAgreementDraftBody,
} from '@portal/shared';
import type { AuthContext } from '../../lib/auth-context';
import { appError } from '../../lib/errors';
import type { AgreementsContext } from './agreements-context';
import { assertManagesTexts, numbersOf, savedAgreement } from './agreement-texts';
import {
  findVersionsByIds,
  findVersionsOf,
  insertVersion,
  lockAgreement,
  publishNumber,
  setRequired,
  updateDraftText,
} from './agreements.repo';

/** Makes an agreement required or not; the texts and signatures stay as they are. */
export async function update(
  context: AgreementsContext,
  auth: AuthContext,
  agreementId: number,
  body: UpdateAgreementBody,
): Promise<Agreement> {
  assertManagesTexts(auth);
  if (!(await setRequired(context.db, agreementId, body.required))) throw appError('NOT_FOUND');
  return savedAgreement(context, agreementId);
}

/**
 * Saves a text in a language as a draft: of the draft number when there is one (409 when it
 * has this language already: that draft is edited instead), else of the number after the
 * newest, which starts with the current number's texts in the other languages (a version
 * holds every language: a change in one keeps the others, to be edited in the draft).
 * Nothing anyone reads changes until it is published.
 */
export async function newVersion(
  context: AgreementsContext,
  auth: AuthContext,
  agreementId: number,
  body: NewAgreementVersionBody,
): Promise<Agreement> {
  assertManagesTexts(auth);
  await context.db.transaction(async (tx) => {
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
  return savedAgreement(context, agreementId);
}

/** Changes a draft's title and text; a published text never changes (409). */
export async function updateDraft(
  context: AgreementsContext,
  auth: AuthContext,
  versionId: number,
  body: UpdateAgreementDraftBody,
): Promise<Agreement> {
  assertManagesTexts(auth);
  const [found] = await findVersionsByIds(context.db, [versionId]);
  if (!found) throw appError('NOT_FOUND');
  await context.db.transaction(async (tx) => {
    // Under the agreement's lock: a publication of this number either came first (409) or
    // waits for this change and publishes it.
    if (!(await lockAgreement(tx, found.agreementId))) throw appError('NOT_FOUND');
    if (!(await updateDraftText(tx, versionId, { title: body.title, body: body.text }))) {
      throw appError('AGREEMENT_VERSION_PUBLISHED');
    }
  });
  return savedAgreement(context, found.agreementId);
}

/**
 * Publishes the draft number `version` in every language it has: from now on it is what
 * sponsors (or parents) read and sign; earlier signatures are outdated when the change is
 * material (`isMaterial`), and still count when it is not. 404 when the
 * agreement or that number does not exist; 409 when it is published already.
 */
export async function publish(
  context: AgreementsContext,
  auth: AuthContext,
  agreementId: number,
  body: PublishAgreementBody,
): Promise<Agreement> {
  assertManagesTexts(auth);
  await context.db.transaction(async (tx) => {
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
      now: context.clock.now(),
      asksSignature: isFirst || body.isMaterial !== false,
    });
  });
  return savedAgreement(context, agreementId);
}
