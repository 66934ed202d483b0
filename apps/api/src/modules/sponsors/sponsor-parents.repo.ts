// Queries on sponsor_parents. A parent belongs to a sponsor: every query takes the sponsors'
// visibility and is bound to a sponsor it reaches, and a new parent needs its sponsor locked
// within that reach (lockSponsor).
import { and, asc, count, eq, inArray } from 'drizzle-orm';
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
): Promise<SponsorParentRow | undefined> {
  const [row] = await db
    .update(sponsorParents)
    .set({
      ...changes,
      ...(changes.email === undefined ? {} : { email: changes.email.toLowerCase() }),
      updatedAt: now,
    })
    .where(parentOf(visibility, sponsorId, parentId))
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
