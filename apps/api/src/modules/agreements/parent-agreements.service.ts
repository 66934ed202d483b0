// The parent agreement (schemas/parent-agreements.ts): whether a sponsor needs it, sending the
// link to a parent, the parent's public page and signature, and the PDF of any signature.
//
// A link's key is 128 random bits (base64url), kept only as its SHA-256. Sending locks the
// sponsor's row, replaces the live link and stores the new one with its e-mail in one
// transaction; signing locks the link's row, so that two submissions of one link sign once.
// Unknown keys count against the caller's address in the one throttle (lib/throttle.ts).
//
// A minor's consent (decision 030): the link goes only to a contact a coordinator confirmed that
// is not the sponsor's own mailbox, and works only while that contact stays so (its row is
// share-locked while a signature is made). A signature from one of the sponsor's own sign-in
// sources is held for a coordinator (parent-signature-checks.service.ts).
//
// This file only assembles the use cases: the status and sending (parent-agreement-sending.ts),
// the parent's page (parent-agreement-page.ts) and signature (parent-agreement-signing.ts), and
// a signature's PDF (signature-pdf.ts); what they share is parent-agreement-links.ts.
import { bindUseCases } from '../../lib/use-cases';
import type { ParentAgreementsContext } from './parent-agreement-links';
import { publicAgreement } from './parent-agreement-page';
import { send, status } from './parent-agreement-sending';
import { publicSign } from './parent-agreement-signing';
import { signaturePdf } from './signature-pdf';

export type ParentAgreementsDeps = ParentAgreementsContext;

export function createParentAgreementsService(context: ParentAgreementsDeps) {
  return bindUseCases(context, { status, send, publicAgreement, publicSign, signaturePdf });
}

export type ParentAgreementsService = ReturnType<typeof createParentAgreementsService>;

// For the demo's parent links.
export { buildParentLinkMail } from './parent-agreement-mail';

// A person's export: each signed agreement's PDF, made when the ZIP reaches it.
export { openSignaturePdf, signaturePdfName } from './signature-pdf';
