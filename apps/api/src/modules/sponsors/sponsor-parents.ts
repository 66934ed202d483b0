// Rules of a sponsor's parents or guardians (PRODUCT.md: "A minor's consent comes from a parent
// whose contact a coordinator has confirmed, never from a contact the minor entered alone";
// decision 030):
// - coordinators in scope and the sponsor themselves list, add, change and remove them;
// - a contact the sponsor adds, or whose e-mail or name the sponsor changes, waits for a
//   coordinator's confirmation; one a coordinator adds or edits is confirmed at once;
// - only coordinators confirm (area consentChecks), naming the version they read;
// - a parent's e-mail is never one of the sponsor's own mailboxes.
import {
  MAX_PARENTS_PER_SPONSOR,
  type ConfirmSponsorParentBody,
  type CreateSponsorParentBody,
  type SponsorParent,
  type SponsorParentList,
  type UpdateSponsorParentBody,
} from '@portal/shared';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { appError } from '../../lib/errors';
import type { AuthContext } from '../../lib/auth-context';
import { findUserById } from '../users/accounts.service';
import { isOwnMailbox } from './parent-contacts';
import { findVisible } from './sponsors-context';
import {
  confirmParent as confirmParentRow,
  countParents,
  deleteParent as deleteParentRow,
  findParent,
  findParentsOfSponsors,
  insertParent,
  toSponsorParent,
  updateParent as updateParentRow,
  type SponsorParentChanges,
} from './sponsor-parents.repo';
import { lockSponsor, sponsorVisibility, type SponsorRecord } from './sponsors.repo';

/** What the parents' use cases take first. */
export interface SponsorParentsContext {
  db: Database;
  clock: Clock;
}

export type SponsorParentsServiceDeps = SponsorParentsContext;

type CreateParentInput = Required<CreateSponsorParentBody>;

/** Coordinators (every or assigned school); `own` access is the sponsor's own record. */
function isCoordinator(auth: AuthContext): boolean {
  return auth.access === 'all' || auth.access === 'scoped';
}

/** The sponsor's own mailboxes: their record's e-mail and their account's. */
export async function sponsorMailboxes(
  db: Database,
  sponsor: Pick<SponsorRecord, 'email' | 'userId'>,
): Promise<string[]> {
  const account = sponsor.userId === null ? undefined : await findUserById(db, sponsor.userId);
  return [sponsor.email, account?.email ?? ''];
}

/** A parent's e-mail must reach someone else than the sponsor. */
async function checkNotOwnMailbox(
  { db }: SponsorParentsContext,
  sponsor: SponsorRecord,
  email: string,
): Promise<void> {
  if (isOwnMailbox(email, await sponsorMailboxes(db, sponsor))) {
    throw appError('VALIDATION_ERROR', {
      issues: [{ path: 'email', message: 'validation.parentEmailIsSponsors' }],
    });
  }
}

/**
 * What a change does to the confirmation: a coordinator's confirms it; the sponsor's new
 * e-mail or name needs a coordinator again (the same person, written the same, keeps it).
 */
function confirmationAfter(
  { clock }: SponsorParentsContext,
  auth: AuthContext,
  current: { email: string; firstName: string; lastName: string },
  changes: UpdateSponsorParentBody,
): Pick<SponsorParentChanges, 'confirmedAt' | 'confirmedBy'> {
  const now = clock.now();
  if (isCoordinator(auth)) return { confirmedAt: now, confirmedBy: auth.userId };
  const isIdentityChanged =
    (changes.email !== undefined && changes.email.toLowerCase() !== current.email) ||
    (changes.firstName !== undefined && changes.firstName !== current.firstName) ||
    (changes.lastName !== undefined && changes.lastName !== current.lastName);
  return isIdentityChanged ? { confirmedAt: null, confirmedBy: null } : {};
}

export async function listParents(
  context: SponsorParentsContext,
  auth: AuthContext,
  id: number,
): Promise<SponsorParentList> {
  const sponsor = await findVisible(context.db, auth, id);
  const rows = await findParentsOfSponsors(context.db, sponsorVisibility(auth), [sponsor.id]);
  return { items: rows.map(toSponsorParent) };
}

export async function createParent(
  context: SponsorParentsContext,
  auth: AuthContext,
  id: number,
  input: CreateParentInput,
): Promise<SponsorParent> {
  await checkNotOwnMailbox(context, await findVisible(context.db, auth, id), input.email);
  const now = context.clock.now();
  // The sponsor's row lock makes concurrent additions count one after the other.
  const row = await context.db.transaction(async (tx) => {
    const sponsor = await lockSponsor(tx, sponsorVisibility(auth), id);
    if (!sponsor) throw appError('NOT_FOUND');
    if ((await countParents(tx, sponsor)) >= MAX_PARENTS_PER_SPONSOR)
      throw appError('SPONSOR_PARENTS_LIMIT', { params: { num: MAX_PARENTS_PER_SPONSOR } });
    return insertParent(tx, sponsor, {
      ...input,
      ...(isCoordinator(auth)
        ? { confirmedAt: now, confirmedBy: auth.userId }
        : { confirmedAt: null, confirmedBy: null }),
    });
  });
  return toSponsorParent(row);
}

export async function updateParent(
  context: SponsorParentsContext,
  auth: AuthContext,
  id: number,
  parentId: number,
  changes: UpdateSponsorParentBody,
): Promise<SponsorParent> {
  const sponsor = await findVisible(context.db, auth, id);
  const visibility = sponsorVisibility(auth);
  const current = await findParent(context.db, visibility, id, parentId);
  if (!current) throw appError('NOT_FOUND');
  if (Object.keys(changes).length === 0) return toSponsorParent(current);
  if (changes.email !== undefined) await checkNotOwnMailbox(context, sponsor, changes.email);
  // The row as read decides what the change does to the confirmation: it is written only
  // if it is still that row, so a change made in between is never confirmed unseen.
  const row = await updateParentRow(
    context.db,
    visibility,
    id,
    parentId,
    { ...changes, ...confirmationAfter(context, auth, current, changes) },
    context.clock.now(),
    current.updatedAt,
  );
  if (!row) throw appError('PARENT_CONTACT_CHANGED');
  return toSponsorParent(row);
}

export async function deleteParent(
  context: SponsorParentsContext,
  auth: AuthContext,
  id: number,
  parentId: number,
): Promise<void> {
  await findVisible(context.db, auth, id);
  if (!(await deleteParentRow(context.db, sponsorVisibility(auth), id, parentId)))
    throw appError('NOT_FOUND');
}

/**
 * A coordinator confirms the contact as they read it (`updatedAt`): one changed since is
 * refused (409), so a confirmation never covers an e-mail nobody saw.
 */
export async function confirmParent(
  context: SponsorParentsContext,
  auth: AuthContext,
  id: number,
  parentId: number,
  body: ConfirmSponsorParentBody,
): Promise<SponsorParent> {
  // The permission table keeps sponsors out (consentChecks); this keeps anyone else out.
  if (!isCoordinator(auth)) throw appError('FORBIDDEN');
  const sponsor = await findVisible(context.db, auth, id);
  const visibility = sponsorVisibility(auth);
  const current = await findParent(context.db, visibility, id, parentId);
  if (!current) throw appError('NOT_FOUND');
  if (isOwnMailbox(current.email, await sponsorMailboxes(context.db, sponsor)))
    throw appError('PARENT_EMAIL_IS_SPONSORS');
  const row = await confirmParentRow(
    context.db,
    visibility,
    id,
    parentId,
    new Date(body.updatedAt),
    {
      at: context.clock.now(),
      by: auth.userId,
    },
  );
  if (!row) throw appError('PARENT_CONTACT_CHANGED');
  return toSponsorParent(row);
}
