// The system's own places (the demo data): a place inserted with the registration code it is
// known by, beside any caller. Other modules reach the places repo only through a service.
import type { PlaceKind } from '@portal/shared';
import type { Database } from '../../db/client';
import { insertRegistrationCode } from './place-registration-codes.repo';
import { insertPlace, type PlaceValues } from './places.repo';

/** Inserts a place and its fixed registration code in the caller's transaction; the new id. */
export async function insertPlaceWithCode(
  tx: Database,
  kind: PlaceKind,
  values: PlaceValues,
  registrationCode: string,
): Promise<number> {
  const place = await insertPlace(tx, kind, values);
  await insertRegistrationCode(tx, place, registrationCode);
  return place.id;
}
