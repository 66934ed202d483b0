// What other modules ask of the sponsors area about a minor's consent (decision 030): a parent
// contact as it is now (the parent agreement's link works only while it is confirmed), whether
// an e-mail is the sponsor's own, the sponsor's account (where they sign in from), and which
// sponsors have a contact waiting for a coordinator (document status).
import type { SponsorParent } from '@portal/shared';
import type { Database } from '../../db/client';
import { isOwnMailbox } from './parent-contacts';
import {
  findContact,
  findSponsorsWithUnconfirmedParents,
  toSponsorParent,
} from './sponsor-parents.repo';
import { sponsorMailboxes } from './sponsor-parents';
import { findSponsorById, sponsorVisibility } from './sponsors.repo';

/**
 * The parent agreement's link: the sponsor's contact as it is now (undefined when removed),
 * share-locked with `lock` so that a change to it waits for the caller's transaction.
 */
export async function findParentContact(
  db: Database,
  sponsorId: number,
  parentId: number,
  options: { lock?: boolean } = {},
): Promise<SponsorParent | undefined> {
  const row = await findContact(db, sponsorId, parentId, options);
  return row && toSponsorParent(row);
}

/** Whether `email` reaches one of the sponsor's own mailboxes (their record's or account's). */
export async function isSponsorsOwnMailbox(
  db: Database,
  sponsorId: number,
  email: string,
): Promise<boolean> {
  const row = await findSponsorById(db, sponsorVisibility.everyone, sponsorId);
  if (!row) return false;
  return isOwnMailbox(email, await sponsorMailboxes(db, row));
}

/** The sponsor's sign-in account (where they sign in from is kept for it), or null. */
export async function findSponsorAccountId(
  db: Database,
  sponsorId: number,
): Promise<number | null> {
  const row = await findSponsorById(db, sponsorVisibility.everyone, sponsorId);
  return row?.userId ?? null;
}

/** Document status: which of these sponsors have a parent contact waiting for a confirmation. */
export function findSponsorsWaitingForContactConfirmation(
  db: Database,
  sponsorIds: number[],
): Promise<Set<number>> {
  return findSponsorsWithUnconfirmedParents(db, sponsorIds);
}
