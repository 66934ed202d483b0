// Any signature (a sponsor's or a parent's) as a PDF, for who reaches its sponsor.
import type { Language, ParentRelationship } from '@portal/shared';
import type { AuthContext } from '../../lib/auth-context';
import { appError } from '../../lib/errors';
import { canReachSponsor, findSponsorName } from '../sponsors/sponsors.service';
import { renderSignedAgreement } from './agreement-pdf';
import type { ParentAgreementsContext } from './parent-agreement-links';
import { fullName } from './parent-agreement-status';
import { findSignature } from './parent-agreements.repo';

export async function signaturePdf(
  { db }: ParentAgreementsContext,
  auth: AuthContext,
  id: number,
): Promise<{ fileName: string; pdf: Buffer }> {
  const found = await findSignature(db, id);
  if (!found || !(await canReachSponsor(db, auth, found.signature.sponsorId))) {
    throw appError('NOT_FOUND');
  }
  const { signature, version } = found;
  const sponsor = await findSponsorName(db, signature.sponsorId);
  const pdf = await renderSignedAgreement({
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
  });
  const day = signature.signedAt.toISOString().slice(0, 10);
  return { fileName: `agreement-${signature.id}-${day}.pdf`, pdf };
}
