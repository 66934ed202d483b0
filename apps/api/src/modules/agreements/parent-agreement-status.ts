// Where a sponsor stands with the parent agreement (schemas/parent-agreements.ts): required or
// not, the live link, the parent's signature that counts, or one a coordinator must check
// (decision 030). A link counts as live only while the contact it went to is still confirmed
// and still has that e-mail: otherwise it no longer works, and the state says so.
import type {
  Language,
  ParentAgreementStatus,
  ParentRelationship,
  SignatureCheckReason,
} from '@portal/shared';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { findAvailableYear } from '../periods/periods.service';
import type { AgreementSponsor } from '../sponsors/sponsors.service';
import { currentTexts, isMinorOn } from './agreement-versions';
import {
  findLiveLink,
  findParentSignaturesOf,
  type ParentLinkRow,
  type ParentSignatureRow,
} from './parent-agreements.repo';

export const fullName = (person: { firstName: string; lastName: string }) =>
  `${person.firstName} ${person.lastName}`.trim();

/** The day whose age counts: the available year's start, else today (UTC). */
export async function referenceDay(connection: Database, clock: Clock): Promise<string> {
  const year = await findAvailableYear(connection);
  return year?.startDate ?? clock.now().toISOString().slice(0, 10);
}

/** A contact as the link needs it: still there, confirmed, with the e-mail the link went to. */
export interface LinkContact {
  email: string;
  isConfirmed: boolean;
}

/** Whether a link still works for the contact it was sent to (as that contact is now). */
export function isContactStillValid(
  link: Pick<ParentLinkRow, 'parentEmail'>,
  contact: LinkContact | undefined,
): boolean {
  return (
    contact !== undefined &&
    contact.isConfirmed &&
    contact.email.toLowerCase() === link.parentEmail.toLowerCase()
  );
}

const isCounted = (signature: ParentSignatureRow) =>
  signature.checkStatus === 'none' || signature.checkStatus === 'confirmed';

/** The signature a coordinator must check (held) or rejected, as the status shows it. */
function checkOf(
  unchecked: ParentSignatureRow,
  ofCurrentText: ParentSignatureRow[],
  isHeld: boolean,
  isCoordinator: boolean,
): ParentAgreementStatus['check'] {
  return {
    linkId: unchecked.linkId,
    status: isHeld ? 'toCheck' : 'rejected',
    signedAt: unchecked.signedAt.toISOString(),
    signerName: unchecked.typedName,
    relationship: (unchecked.relationship as ParentRelationship | null) ?? null,
    parentName: unchecked.parentName,
    parentEmail: unchecked.parentEmail,
    checkedAt: unchecked.checkedAt?.toISOString() ?? null,
    signatureIds: ofCurrentText
      .filter((signature) => signature.linkId === unchecked.linkId)
      .map((signature) => signature.id),
    // Why it was held and where from tell a minor how to pass the check: coordinators only.
    reasons: isCoordinator ? (unchecked.checkReasons as SignatureCheckReason[]) : null,
    ip: isCoordinator ? unchecked.ip : null,
    userAgent: isCoordinator ? unchecked.userAgent : null,
  };
}

/** The live link as the status shows it. */
function linkOf(link: ParentLinkRow): ParentAgreementStatus['link'] {
  return {
    sentAt: link.sentAt.toISOString(),
    expiresAt: link.expiresAt.toISOString(),
    parentName: link.parentName,
    parentEmail: link.parentEmail,
    language: link.language as Language,
  };
}

/** The signatures that count, one per current text, as the status shows them. */
function signatureOf(
  counted: Array<ParentSignatureRow | undefined>,
  first: ParentSignatureRow,
): ParentAgreementStatus['signature'] {
  return {
    signedAt: first.signedAt.toISOString(),
    signerName: first.typedName,
    relationship: (first.relationship as ParentRelationship | null) ?? null,
    signatureIds: counted.flatMap((signature) => (signature ? [signature.id] : [])),
  };
}

export async function parentAgreementStatus(
  connection: Database,
  sponsor: AgreementSponsor,
  language: Language,
  { clock, isCoordinator }: { clock: Clock; isCoordinator: boolean },
): Promise<ParentAgreementStatus> {
  // One after the other: a transaction's connection takes one query at a time.
  const texts = await currentTexts(connection, 'parent', language);
  const signatures = await findParentSignaturesOf(connection, sponsor.id);
  const liveLink = await findLiveLink(connection, sponsor.id);
  const day = await referenceDay(connection, clock);
  const link =
    liveLink &&
    isContactStillValid(
      liveLink,
      sponsor.parents.find((parent) => parent.id === liveLink.parentId),
    )
      ? liveLink
      : undefined;
  // Signatures of a number that still counts (a change that was not material kept them).
  const ofCurrentText = signatures.filter((signature) =>
    texts.some(
      ({ agreement, text, signedFrom }) =>
        signature.agreementId === agreement.id &&
        signature.version >= signedFrom &&
        signature.version <= text.version,
    ),
  );
  const counted = texts.map(({ agreement }) =>
    ofCurrentText.find(
      (signature) => signature.agreementId === agreement.id && isCounted(signature),
    ),
  );
  const isSigned = texts.length > 0 && counted.every((signature) => signature !== undefined);
  // The newest signature of the current texts that does not count: held, or rejected.
  const unchecked = isSigned ? undefined : ofCurrentText.find((signature) => !isCounted(signature));
  const isHeld = unchecked?.checkStatus === 'toCheck';
  const first = counted[0];
  return {
    sponsorId: sponsor.id,
    sponsorName: fullName(sponsor),
    isRequired: isMinorOn(sponsor.birthdate, day),
    isBirthdateKnown: sponsor.birthdate !== null,
    state: isSigned
      ? 'signed'
      : isHeld
        ? 'toCheck'
        : link
          ? link.expiresAt <= clock.now()
            ? 'expired'
            : 'sent'
          : 'notSent',
    texts: texts.map(({ agreement, text }) => ({ agreementId: agreement.id, title: text.title })),
    link: link && !isSigned && !isHeld ? linkOf(link) : null,
    signature: isSigned && first ? signatureOf(counted, first) : null,
    parents: sponsor.parents.map((parent) => ({
      id: parent.id,
      fullName: parent.fullName,
      email: parent.email,
      relationship: parent.relationship,
      language: parent.language,
      isConfirmed: parent.isConfirmed,
    })),
    check: unchecked ? checkOf(unchecked, ofCurrentText, isHeld, isCoordinator) : null,
  };
}
