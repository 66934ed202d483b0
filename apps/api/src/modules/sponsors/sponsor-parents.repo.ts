// Queries on sponsor_parents. A parent belongs to a sponsor: every query takes the sponsors'
// visibility and is bound to a sponsor it reaches, and a new parent needs its sponsor locked
// within that reach (lockSponsor). A contact is confirmed when `confirmed_at` is set
// (decision 030); the confirmation names the `updated_at` it was read at.
import { and, asc, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Language, ParentRelationship, SponsorParent } from '@portal/shared';
import type { Database } from '../../db/client';
import { ofVisibleSponsor, type LockedSponsor, type SponsorVisibility } from './sponsors.repo';
import {
  sponsorParents,
  type NewSponsorParentRow,
  type SponsorParentRow,
} from '../../db/schema/index';

export function toSponsorParent(row: SponsorParentRow): SponsorParent {
  return {
    id: row.id,
    sponsorId: row.sponsorId,
    firstName: row.firstName,
    lastName: row.lastName,
    fullName: `${row.firstName} ${row.lastName}`.trim(),
    email: row.email,
    address1: row.address1,
    address2: row.address2,
    city: row.city,
    zipCode: row.zipCode,
    state: row.state,
    phoneNumber: row.phoneNumber,
    relationship: row.relationship as ParentRelationship,
    language: row.language as Language,
    isConfirmed: row.confirmedAt !== null,
    confirmedAt: row.confirmedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The parents of these sponsors (those the visibility reaches). */
export async function findParentsOfSponsors(
  db: Database,
  visibility: SponsorVisibility,
  sponsorIds: number[],
): Promise<SponsorParentRow[]> {
  if (sponsorIds.length === 0) return [];
  return db
    .select()
    .from(sponsorParents)
    .where(and(inArray(sponsorParents.sponsorId, sponsorIds), reachable(visibility)))
    .orderBy(asc(sponsorParents.sponsorId), asc(sponsorParents.id));
}

/** The parent's row, when its sponsor is `sponsorId` and the visibility reaches that sponsor. */
function parentOf(visibility: SponsorVisibility, sponsorId: number, parentId: number) {
  return and(
    eq(sponsorParents.sponsorId, sponsorId),
    eq(sponsorParents.id, parentId),
    reachable(visibility),
  );
}

function reachable(visibility: SponsorVisibility) {
  return ofVisibleSponsor(visibility, sponsorParents.sponsorId);
}

export async function findParent(
  db: Database,
  visibility: SponsorVisibility,
  sponsorId: number,
  parentId: number,
): Promise<SponsorParentRow | undefined> {
  const [row] = await db
    .select()
    .from(sponsorParents)
    .where(parentOf(visibility, sponsorId, parentId));
  return row;
}

/** How many parents the locked sponsor has. */
export async function countParents(db: Database, sponsor: LockedSponsor): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(sponsorParents)
    .where(eq(sponsorParents.sponsorId, sponsor.id));
  return row?.value ?? 0;
}

export type NewSponsorParent = Omit<
  NewSponsorParentRow,
  'id' | 'sponsorId' | 'createdAt' | 'updatedAt'
>;

/** Adds a parent to a sponsor the transaction has locked within the caller's reach. */
export async function insertParent(
  db: Database,
  sponsor: LockedSponsor,
  parent: NewSponsorParent,
): Promise<SponsorParentRow> {
  const [row] = await db
    .insert(sponsorParents)
    .values({ ...parent, sponsorId: sponsor.id, email: parent.email.toLowerCase() })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export type SponsorParentChanges = Partial<
  Omit<NewSponsorParentRow, 'id' | 'sponsorId' | 'createdAt' | 'updatedAt'>
>;

export async function updateParent(
  db: Database,
  visibility: SponsorVisibility,
  sponsorId: number,
  parentId: number,
  changes: SponsorParentChanges,
  now: Date,
  /** The version the change was decided on: a row changed since is left alone. */
  seenUpdatedAt: Date,
): Promise<SponsorParentRow | undefined> {
  const [row] = await db
    .update(sponsorParents)
    .set({
      ...changes,
      ...(changes.email === undefined ? {} : { email: changes.email.toLowerCase() }),
      // Always later than the version it replaces (two changes in one millisecond included):
      // a confirmation names the version it read.
      updatedAt: sql`greatest(${now.toISOString()}::timestamptz, ${sponsorParents.updatedAt} + interval '1 millisecond')`,
    })
    .where(
      and(parentOf(visibility, sponsorId, parentId), eq(sponsorParents.updatedAt, seenUpdatedAt)),
    )
    .returning();
  return row;
}

export async function deleteParent(
  db: Database,
  visibility: SponsorVisibility,
  sponsorId: number,
  parentId: number,
): Promise<boolean> {
  const rows = await db
    .delete(sponsorParents)
    .where(parentOf(visibility, sponsorId, parentId))
    .returning({ id: sponsorParents.id });
  return rows.length > 0;
}

/**
 * Confirms the contact as read at `seenUpdatedAt` (unchanged since): undefined when it is not
 * there or changed. A contact already confirmed keeps its first confirmation.
 */
export async function confirmParent(
  db: Database,
  visibility: SponsorVisibility,
  sponsorId: number,
  parentId: number,
  seenUpdatedAt: Date,
  confirmation: { at: Date; by: number },
): Promise<SponsorParentRow | undefined> {
  const [row] = await db
    .update(sponsorParents)
    .set({
      confirmedAt: sql`coalesce(${sponsorParents.confirmedAt}, ${confirmation.at.toISOString()}::timestamptz)`,
      confirmedBy: sql`case when ${sponsorParents.confirmedAt} is null then ${confirmation.by} else ${sponsorParents.confirmedBy} end`,
    })
    .where(
      and(parentOf(visibility, sponsorId, parentId), eq(sponsorParents.updatedAt, seenUpdatedAt)),
    )
    .returning();
  return row;
}

/**
 * A sponsor's contact for the system's own work (the parent agreement's link), optionally
 * share-locked: a change to it then waits until the caller's transaction ends.
 */
export async function findContact(
  db: Database,
  sponsorId: number,
  parentId: number,
  options: { lock?: boolean } = {},
): Promise<SponsorParentRow | undefined> {
  const query = db
    .select()
    .from(sponsorParents)
    .where(and(eq(sponsorParents.sponsorId, sponsorId), eq(sponsorParents.id, parentId)));
  const [row] = options.lock ? await query.for('share') : await query;
  return row;
}

/** Which of these sponsors have a contact that waits for a coordinator's confirmation. */
export async function findSponsorsWithUnconfirmedParents(
  db: Database,
  sponsorIds: number[],
): Promise<Set<number>> {
  if (sponsorIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ sponsorId: sponsorParents.sponsorId })
    .from(sponsorParents)
    .where(and(inArray(sponsorParents.sponsorId, sponsorIds), isNull(sponsorParents.confirmedAt)));
  return new Set(rows.map((row) => row.sponsorId));
}
