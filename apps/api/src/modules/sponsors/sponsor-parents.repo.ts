// Queries on sponsor_parents. Callers have already checked that the caller may reach the
// sponsor (sponsorVisibility); every query here is also bound to that sponsor's id.
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { ParentRelationship, SponsorParent } from '@portal/shared';
import type { Database } from '../../db/client';
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
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function findParentsOfSponsors(
  db: Database,
  sponsorIds: number[],
): Promise<SponsorParentRow[]> {
  if (sponsorIds.length === 0) return [];
  return db
    .select()
    .from(sponsorParents)
    .where(inArray(sponsorParents.sponsorId, sponsorIds))
    .orderBy(asc(sponsorParents.sponsorId), asc(sponsorParents.id));
}

export async function findParent(
  db: Database,
  sponsorId: number,
  parentId: number,
): Promise<SponsorParentRow | undefined> {
  const [row] = await db
    .select()
    .from(sponsorParents)
    .where(and(eq(sponsorParents.sponsorId, sponsorId), eq(sponsorParents.id, parentId)));
  return row;
}

export async function countParents(db: Database, sponsorId: number): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(sponsorParents)
    .where(eq(sponsorParents.sponsorId, sponsorId));
  return row?.value ?? 0;
}

export type NewSponsorParent = Omit<NewSponsorParentRow, 'id' | 'createdAt' | 'updatedAt'>;

export async function insertParent(
  db: Database,
  parent: NewSponsorParent,
): Promise<SponsorParentRow> {
  const [row] = await db
    .insert(sponsorParents)
    .values({ ...parent, email: parent.email.toLowerCase() })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export type SponsorParentChanges = Partial<
  Omit<NewSponsorParentRow, 'id' | 'sponsorId' | 'createdAt' | 'updatedAt'>
>;

export async function updateParent(
  db: Database,
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
    .where(and(eq(sponsorParents.sponsorId, sponsorId), eq(sponsorParents.id, parentId)))
    .returning();
  return row;
}

export async function deleteParent(
  db: Database,
  sponsorId: number,
  parentId: number,
): Promise<boolean> {
  const rows = await db
    .delete(sponsorParents)
    .where(and(eq(sponsorParents.sponsorId, sponsorId), eq(sponsorParents.id, parentId)))
    .returning({ id: sponsorParents.id });
  return rows.length > 0;
}
