// The registration codes of schools and villages: one per place, unique across both kinds. A
// code changes only on a place the transaction holds (LockedPlace).
import { eq } from 'drizzle-orm';
import { normalizeRegistrationCode, type PlaceKind } from '@portal/shared';
import type { Database } from '../../db/client';
import { registrationCodes, schools, villages } from '../../db/schema/index';
import { codePlaceColumn, type LockedPlace } from './places.repo';

export async function deleteRegistrationCode(db: Database, place: LockedPlace) {
  await db.delete(registrationCodes).where(eq(codePlaceColumn(place.kind), place.id));
}

/**
 * Gives the place this code unless another place (of either kind) holds it: the primary key on
 * `code` decides, also between concurrent requests. Returns whether the code was taken.
 * The place must have no code (deleteRegistrationCode).
 */
export async function insertRegistrationCode(
  db: Database,
  place: LockedPlace,
  code: string,
): Promise<boolean> {
  const rows = await db
    .insert(registrationCodes)
    .values({
      code: normalizeRegistrationCode(code),
      ...(place.kind === 'school' ? { schoolId: place.id } : { villageId: place.id }),
    })
    .onConflictDoNothing({ target: registrationCodes.code })
    .returning({ code: registrationCodes.code });
  return rows.length > 0;
}

/** The place a registration code identifies (sign-up), whatever its flags. */
export interface RegistrationCodePlace {
  kind: PlaceKind;
  id: number;
  enabled: boolean;
  registrationEnabled: boolean;
}

/**
 * Looks a registration code up (any case, with or without spaces or dashes). Sign-up refuses
 * the code unless `enabled` and `registrationEnabled` are both true.
 */
export async function findPlaceByRegistrationCode(
  db: Database,
  code: string,
): Promise<RegistrationCodePlace | undefined> {
  const normalized = normalizeRegistrationCode(code);
  if (!/^[0-9A-Z]{4,32}$/.test(normalized)) return undefined;
  const [row] = await db
    .select({
      schoolId: schools.id,
      schoolEnabled: schools.enabled,
      schoolRegistrationEnabled: schools.registrationEnabled,
      villageId: villages.id,
      villageEnabled: villages.enabled,
      villageRegistrationEnabled: villages.registrationEnabled,
    })
    .from(registrationCodes)
    .leftJoin(schools, eq(schools.id, registrationCodes.schoolId))
    .leftJoin(villages, eq(villages.id, registrationCodes.villageId))
    .where(eq(registrationCodes.code, normalized));
  if (!row) return undefined;
  if (row.schoolId !== null) {
    return {
      kind: 'school',
      id: row.schoolId,
      enabled: row.schoolEnabled ?? false,
      registrationEnabled: row.schoolRegistrationEnabled ?? false,
    };
  }
  if (row.villageId !== null) {
    return {
      kind: 'village',
      id: row.villageId,
      enabled: row.villageEnabled ?? false,
      registrationEnabled: row.villageRegistrationEnabled ?? false,
    };
  }
  return undefined;
}
