// A sponsor's parent agreement as coordinators and the sponsor see it, and sending its link to a
// parent. Sending locks the sponsor's row, replaces the live link and stores the new one with its
// e-mail in one transaction (decision 030): only to a contact a coordinator confirmed, never to
// the sponsor's own mailbox, and not while a signature waits for a coordinator's check.
import type { Language, ParentAgreementStatus, SendParentAgreementBody } from '@portal/shared';
import type { Database } from '../../db/client';
import type { AuthContext } from '../../lib/auth-context';
import { appError } from '../../lib/errors';
import { createOpaqueToken, hashToken } from '../../lib/tokens';
import { findParentContact, isSponsorsOwnMailbox } from '../sponsors/sponsor-consent.service';
import { lockSponsorRow, type AgreementSponsor } from '../sponsors/sponsors.service';
import { currentTexts } from './agreement-versions';
import { buildParentLinkMail } from './parent-agreement-mail';
import { sponsorOf, statusOf, type ParentAgreementsContext } from './parent-agreement-links';
import { fullName } from './parent-agreement-status';
import { insertLink, replaceLiveLink } from './parent-agreements.repo';

/** 16 bytes: 128 random bits, 22 characters of base64url. */
const KEY_BYTES = 16;

export async function status(
  context: ParentAgreementsContext,
  auth: AuthContext,
  sponsorId: number | undefined,
  language: Language,
): Promise<ParentAgreementStatus> {
  return statusOf(context, context.db, await sponsorOf(context, auth, sponsorId), language, auth);
}

/** The sponsor's turn and the contact, checked under their locks; then the new link and mail. */
async function sendLink(
  context: ParentAgreementsContext,
  tx: Database,
  auth: AuthContext,
  sponsor: AgreementSponsor,
  parentId: number,
  language: Language,
): Promise<void> {
  const { clock, config, mailer } = context;
  // Sends for one sponsor take turns: the live link is replaced exactly once.
  if (!(await lockSponsorRow(tx, sponsor.id))) throw appError('NOT_FOUND');
  // The contact as it is now, share-locked: a change to it waits until the link is out.
  const parent = await findParentContact(tx, sponsor.id, parentId, { lock: true });
  if (!parent) throw appError('NOT_FOUND');
  if (!parent.isConfirmed) throw appError('PARENT_CONTACT_NOT_CONFIRMED');
  if (await isSponsorsOwnMailbox(tx, sponsor.id, parent.email))
    throw appError('PARENT_EMAIL_IS_SPONSORS');
  const texts = await currentTexts(tx, 'parent', parent.language);
  if (texts.length === 0) throw appError('PARENT_AGREEMENT_NO_TEXT');
  const current = await statusOf(context, tx, sponsor, language, auth);
  if (current.state === 'signed') throw appError('PARENT_AGREEMENT_SIGNED');
  if (current.state === 'toCheck') throw appError('PARENT_SIGNATURE_TO_CHECK');
  const now = clock.now();
  const key = createOpaqueToken(KEY_BYTES);
  const expiresAt = new Date(now.getTime() + config.parentAgreementLinkTtlMs);
  await replaceLiveLink(tx, sponsor.id, now);
  await insertLink(tx, {
    sponsorId: sponsor.id,
    parentId: parent.id,
    parentName: parent.fullName,
    parentEmail: parent.email,
    parentRelationship: parent.relationship,
    language: parent.language,
    keyHash: hashToken(key),
    sentBy: auth.userId,
    sentAt: now,
    expiresAt,
  });
  await mailer.send(
    {
      ...buildParentLinkMail({
        to: parent.email,
        parentName: parent.fullName,
        sponsorName: fullName(sponsor),
        language: parent.language,
        link: `${config.publicUrl}/agreement/${key}`,
        expiresAt,
      }),
      kind: 'parentAgreement',
    },
    tx,
  );
}

/** Sends the link to one of the sponsor's parents, in the parent's language. */
export async function send(
  context: ParentAgreementsContext,
  auth: AuthContext,
  body: SendParentAgreementBody,
  language: Language,
): Promise<ParentAgreementStatus> {
  const { db } = context;
  const sponsor = await sponsorOf(context, auth, body.sponsorId);
  if (!sponsor.parents.some((candidate) => candidate.id === body.parentId))
    throw appError('NOT_FOUND');
  await db.transaction((tx) => sendLink(context, tx, auth, sponsor, body.parentId, language));
  return statusOf(context, db, await sponsorOf(context, auth, sponsor.id), language, auth);
}
