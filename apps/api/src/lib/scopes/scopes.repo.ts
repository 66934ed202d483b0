// Queries on an admin's assignments (admin_schools, admin_villages): read them by name, replace
// them, check that the places exist.
import { asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { adminSchools, adminVillages, schools, villages } from '../../db/schema/index';

export interface ScopePlace {
  id: number;
  name: string;
  enabled: boolean;
}

export async function findAdminScope(
  db: Database,
  userId: number,
): Promise<{ schools: ScopePlace[]; villages: ScopePlace[] }> {
  const schoolRows = await db
    .select({ id: schools.id, name: schools.name, enabled: schools.enabled })
    .from(adminSchools)
    .innerJoin(schools, eq(schools.id, adminSchools.schoolId))
    .where(eq(adminSchools.userId, userId))
    .orderBy(asc(schools.name), asc(schools.id));
  const villageRows = await db
    .select({ id: villages.id, name: villages.name, enabled: villages.enabled })
    .from(adminVillages)
    .innerJoin(villages, eq(villages.id, adminVillages.villageId))
    .where(eq(adminVillages.userId, userId))
    .orderBy(asc(villages.name), asc(villages.id));
  return { schools: schoolRows, villages: villageRows };
}

/** Which of these ids are schools (the others do not exist). */
export async function findExistingSchoolIds(db: Database, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db.select({ id: schools.id }).from(schools).where(inArray(schools.id, ids));
  return new Set(rows.map((row) => row.id));
}

/** Which of these ids are villages (the others do not exist). */
export async function findExistingVillageIds(db: Database, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db.select({ id: villages.id }).from(villages).where(inArray(villages.id, ids));
  return new Set(rows.map((row) => row.id));
}

/** Removes every assignment of the user (an account that stops being an admin). */
export async function clearAdminScope(tx: Database, userId: number): Promise<void> {
  await tx.delete(adminSchools).where(eq(adminSchools.userId, userId));
  await tx.delete(adminVillages).where(eq(adminVillages.userId, userId));
}

/** Replaces the user's assignments with these places (the caller holds the user's row lock). */
export async function replaceAdminScope(
  tx: Database,
  userId: number,
  schoolIds: number[],
  villageIds: number[],
): Promise<void> {
  await clearAdminScope(tx, userId);
  if (schoolIds.length > 0) {
    await tx.insert(adminSchools).values(schoolIds.map((schoolId) => ({ userId, schoolId })));
  }
  if (villageIds.length > 0) {
    await tx.insert(adminVillages).values(villageIds.map((villageId) => ({ userId, villageId })));
  }
}
