// A place's registration code: a fresh one on creation, and a new one on request. A code nobody
// else holds is the database's rule (the primary key on the code).
import type { Place, PlaceKind } from '@portal/shared';
import type { Database } from '../../db/client';
import { appError } from '../../lib/errors';
import type { AuthContext } from '../../lib/auth-context';
import { deleteRegistrationCode, insertRegistrationCode } from './place-registration-codes.repo';
import { getPlace } from './place-reading';
import { lockPlace, placeVisibility, updatePlace, type LockedPlace } from './places.repo';
import type { PlacesContext } from './places-context';

/** A fresh code collides with probability ~n / 30^8; ten collisions in a row mean something is wrong. */
const CODE_ATTEMPTS = 10;

/** Gives a place without a code a fresh one; the database refuses one any place holds. */
export async function assignNewCode(
  { generateCode }: PlacesContext,
  tx: Database,
  place: LockedPlace,
) {
  for (let attempt = 0; attempt < CODE_ATTEMPTS; attempt += 1) {
    if (await insertRegistrationCode(tx, place, generateCode())) return;
  }
  throw appError('SERVICE_UNAVAILABLE');
}

/** Replaces the place's code: the old one stops working at once. */
export async function regenerateCode(
  context: PlacesContext,
  auth: AuthContext,
  kind: PlaceKind,
  id: number,
): Promise<Place> {
  const visibility = placeVisibility(kind, auth);
  const isFound = await context.db.transaction(async (tx) => {
    // The row lock makes concurrent regenerations of one place take turns.
    const place = await lockPlace(tx, kind, visibility, id);
    if (!place) return false;
    await deleteRegistrationCode(tx, place);
    await assignNewCode(context, tx, place);
    await updatePlace(tx, kind, visibility, id, {}, context.clock.now());
    return true;
  });
  if (!isFound) throw appError('NOT_FOUND');
  return getPlace(context, auth, kind, id);
}
