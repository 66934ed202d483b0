// A parent signs the texts their page showed, at the link's key: the link's row is locked, so two
// submissions of one link sign once, and the link then works no more. A signature from one of
// the sponsor's own sign-in sources is held for a coordinator (parent-signature-checks.service.ts);
// the parent is sent a signed copy of each text.
import {
  normalizeSearchText,
  PNG_DATA_URL_PREFIX,
  type Language,
  type PublicAgreementSignBody,
  type PublicSignature,
} from '@portal/shared';
import type { Database } from '../../db/client';
import { appError } from '../../lib/errors';
import { normalizeSignaturePng } from '../../lib/files/images';
import { findSponsorName } from '../sponsors/sponsors.service';
import { renderSignedAgreement } from './agreement-pdf';
import { findVersionsByIds } from './agreements.repo';
import { currentTexts, sha256, type SigningContext } from './agreement-versions';
import { buildSignedCopyMail } from './parent-agreement-mail';
import { withLink, type ParentAgreementsContext } from './parent-agreement-links';
import { fullName } from './parent-agreement-status';
import { checkReasonsFor } from './parent-signature-checks.service';
import {
  insertParentAcceptances,
  markLinkSigned,
  type ParentLinkRow,
} from './parent-agreements.repo';

type Signer = SigningContext & { deviceId?: string | undefined };
type ParentTexts = Awaited<ReturnType<typeof currentTexts>>;
type ParentAcceptances = Awaited<ReturnType<typeof insertParentAcceptances>>;

/** The drawn signature as a clean PNG (null for a typed one); a typed one matches the name. */
async function signatureDrawing(body: PublicAgreementSignBody): Promise<Buffer | null> {
  const drawing =
    body.signature.kind === 'drawn'
      ? await normalizeSignaturePng(
          Buffer.from(body.signature.image.slice(PNG_DATA_URL_PREFIX.length), 'base64'),
        )
      : null;
  if (body.signature.kind === 'drawn' && !drawing) {
    throw appError('VALIDATION_ERROR', {
      issues: [{ path: 'signature', message: 'validation.signatureUnreadable' }],
    });
  }
  if (
    body.signature.kind === 'typed' &&
    normalizeSearchText(body.signature.text) !== normalizeSearchText(body.signerName)
  ) {
    throw appError('AGREEMENT_NAME_MISMATCH', { params: { name: body.signerName } });
  }
  return drawing ?? null;
}

/** What is signed is exactly the current texts the page showed, in one language. */
async function shownTexts(tx: Database, versionIds: number[]): Promise<ParentTexts> {
  const shown = await findVersionsByIds(tx, versionIds);
  const language = shown[0]?.language as Language | undefined;
  const texts = language ? await currentTexts(tx, 'parent', language) : [];
  const expected = texts.map(({ text }) => text.id).sort((a, b) => a - b);
  const given = [...new Set(versionIds)].sort((a, b) => a - b);
  if (expected.length === 0 || expected.join() !== given.join()) {
    throw appError('AGREEMENT_VERSION_OUTDATED');
  }
  return texts;
}

/** The signed copies the parent is sent: one PDF per text. */
function signedCopies(
  texts: ParentTexts,
  rows: ParentAcceptances,
  sponsorName: string,
  body: PublicAgreementSignBody,
): Promise<Buffer[]> {
  return Promise.all(
    rows.map((row) => {
      const text = texts.find((candidate) => candidate.text.id === row.versionId)!.text;
      return renderSignedAgreement({
        title: text.title,
        text: text.body,
        language: text.language as Language,
        version: text.version,
        sponsorName,
        signerName: row.typedName,
        relationship: body.relationship,
        signedAt: row.signedAt,
        ip: row.ip,
        userAgent: row.userAgent,
        textSha256: row.textSha256,
        signatureKind: row.signatureKind,
        signaturePng: row.signaturePng,
      });
    }),
  );
}

/** The signature's transaction, under the link's lock. */
async function signLink(
  { clock, mailer }: ParentAgreementsContext,
  tx: Database,
  link: ParentLinkRow,
  body: PublicAgreementSignBody,
  signer: Signer,
  drawing: Buffer | null,
): Promise<{ signedAt: Date; ids: number[] }> {
  const sponsor = await findSponsorName(tx, link.sponsorId);
  if (!sponsor) throw appError('AGREEMENT_LINK_NOT_FOUND');
  const texts = await shownTexts(tx, body.versionIds);
  const now = clock.now();
  const rows = await insertParentAcceptances(
    tx,
    texts.map(({ text }) => ({
      versionId: text.id,
      sponsorId: link.sponsorId,
      signerUserId: null,
      typedName: body.signerName,
      signedAt: now,
      ip: signer.ip.slice(0, 100),
      userAgent: signer.userAgent.slice(0, 500),
      textSha256: sha256(text.body),
      linkId: link.id,
      signerRelationship: body.relationship,
      signatureKind: body.signature.kind,
      signaturePng: drawing,
    })),
  );
  const reasons = await checkReasonsFor(tx, link.sponsorId, signer, now);
  await markLinkSigned(tx, link.id, now, { isHeld: reasons.length > 0, reasons });
  const sponsorName = fullName(sponsor);
  const pdfs = await signedCopies(texts, rows, sponsorName, body);
  await mailer.send(
    {
      ...buildSignedCopyMail({
        to: link.parentEmail,
        parentName: body.signerName,
        sponsorName,
        language: link.language as Language,
        pdfs,
      }),
      kind: 'parentAgreement',
    },
    tx,
  );
  return { signedAt: now, ids: rows.map((row) => row.id) };
}

/** The parent signs the texts shown; the link then works no more. */
export async function publicSign(
  context: ParentAgreementsContext,
  key: string,
  body: PublicAgreementSignBody,
  signer: Signer,
): Promise<PublicSignature> {
  const drawing = await signatureDrawing(body);
  const signed = await withLink(
    context,
    key,
    signer.ip,
    (tx, link) => signLink(context, tx, link, body, signer, drawing),
    { lock: true },
  );
  return { signedAt: signed.signedAt.toISOString(), signatureIds: signed.ids };
}
