// Any signature (a sponsor's or a parent's) as a PDF: for who reaches its sponsor, and for the
// system's own work (a person's export, which writes each one into its ZIP when its turn comes).
import type { Readable } from 'node:stream';
import type { Language, ParentRelationship } from '@portal/shared';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { parentAgreementLinks } from '../../db/schema/index';
import type { AuthContext } from '../../lib/auth-context';
import { appError } from '../../lib/errors';
import { canReachSponsor, findSponsorName } from '../sponsors/sponsors.service';
import {
  renderSignedAgreement,
  signedAgreementPdf,
  type SignedAgreementDocument,
} from './agreement-pdf';
import type { ParentAgreementsContext } from './parent-agreement-links';
import { fullName } from './parent-agreement-status';
import { findSignature } from './parent-agreements.repo';

type FoundSignature = NonNullable<Awaited<ReturnType<typeof findSignature>>>;

async function documentOf(
  db: Database,
  { signature, version }: FoundSignature,
): Promise<SignedAgreementDocument> {
  const sponsor = await findSponsorName(db, signature.sponsorId);
  return {
    title: version.title,
    text: version.body,
    language: version.language as Language,
    version: version.version,
    sponsorName: sponsor ? fullName(sponsor) : '',
    signerName: signature.typedName,
    relationship: (signature.signerRelationship as ParentRelationship | null) ?? null,
    signedAt: signature.signedAt,
    ip: signature.ip,
    userAgent: signature.userAgent,
    textSha256: signature.textSha256,
    signatureKind: signature.signatureKind,
    signaturePng: signature.signaturePng,
  };
}

/** `agreement-12-2026-11-25.pdf`: the name the sponsor's screens download it under. */
export function signaturePdfName(id: number, signedAt: Date): string {
  return `agreement-${id}-${signedAt.toISOString().slice(0, 10)}.pdf`;
}

/**
 * A parent's signature held for a coordinator's check or rejected is not the sponsor's to read:
 * their screens say only that it waits (decision 030), and its PDF would tell a minor from which
 * address and browser it was signed, which is how the check is passed.
 */
async function isHeldFromSponsor(
  db: Database,
  auth: AuthContext,
  { signature }: FoundSignature,
): Promise<boolean> {
  if (auth.role !== 'SPONSOR' || signature.linkId === null) return false;
  const [link] = await db
    .select({ checkStatus: parentAgreementLinks.checkStatus })
    .from(parentAgreementLinks)
    .where(eq(parentAgreementLinks.id, signature.linkId));
  return link?.checkStatus === 'toCheck' || link?.checkStatus === 'rejected';
}

export async function signaturePdf(
  { db }: ParentAgreementsContext,
  auth: AuthContext,
  id: number,
): Promise<{ fileName: string; pdf: Buffer }> {
  const found = await findSignature(db, id);
  if (
    !found ||
    !(await canReachSponsor(db, auth, found.signature.sponsorId)) ||
    (await isHeldFromSponsor(db, auth, found))
  ) {
    throw appError('NOT_FOUND');
  }
  const pdf = await renderSignedAgreement(await documentOf(db, found));
  return { fileName: signaturePdfName(found.signature.id, found.signature.signedAt), pdf };
}

/**
 * A signature's PDF as a stream, for the system's own work (no caller: whoever asks has decided
 * the reader may have it); undefined when there is no such signature.
 */
export async function openSignaturePdf(db: Database, id: number): Promise<Readable | undefined> {
  const found = await findSignature(db, id);
  return found && signedAgreementPdf(await documentOf(db, found));
}
