// Schools and villages: the admin lists, details, create, update, and registration codes.
// Access is checked by the routes (permission table); scoping by the repo (an admin reaches only
// the places assigned to them); the rules that need the data (a state of the chosen country,
// a code nobody else holds) are checked by the use cases (place-writing.ts, place-codes.ts).
import type { PlaceKind } from '@portal/shared';
import type { Database } from '../../db/client';
import type { AuthContext } from '../../lib/auth-context';
import { bindUseCases } from '../../lib/use-cases';
import { regenerateCode } from './place-codes';
import { exportPlaceRows, getPlace, listPlaces } from './place-reading';
import { createPlace, updatePlaceFields } from './place-writing';
import {
  countryExists,
  everyPlace,
  findAssignablePlace,
  findPlaceSummaries,
  lockPlaceState,
  type PlacedArea,
  type PlaceState,
  type PlaceSummary,
} from './places.repo';
import { makePlacesContext, type PlacesServiceDeps } from './places-context';
import * as registrationCodes from './place-registration-codes.repo';

export type { PlacesServiceDeps } from './places-context';

export function createPlacesService(deps: PlacesServiceDeps) {
  return bindUseCases(makePlacesContext(deps), {
    list: listPlaces,
    exportRows: exportPlaceRows,
    get: getPlace,
    create: createPlace,
    update: updatePlaceFields,
    regenerateCode,
  });
}

export type PlacesService = ReturnType<typeof createPlacesService>;

// What other modules ask of places. Each takes the database or the caller's transaction.

// Sign-up: the place a registration code opens.
export const findPlaceByRegistrationCode = (
  ...args: Parameters<typeof registrationCodes.findPlaceByRegistrationCode>
) => registrationCodes.findPlaceByRegistrationCode(...args);
export type { PlaceState, PlaceSummary, PlacedArea };

/**
 * Sign-up: the state of the place a registration code named, share-locked until the
 * transaction ends (nobody is signed in yet: every place counts).
 */
export function lockPlaceForSignup(
  tx: Database,
  kind: PlaceKind,
  id: number,
): Promise<PlaceState | undefined> {
  return lockPlaceState(tx, kind, everyPlace(kind), id);
}

/**
 * Students and sponsors: the village or school the caller may put a record of `area` in (it
 * exists and, for an admin, is assigned to them for that area), share-locked with `lock`.
 */
export function findPlaceForRecord(
  db: Database,
  auth: AuthContext,
  area: PlacedArea,
  kind: PlaceKind,
  id: number,
  options: { lock?: 'share' } = {},
): Promise<PlaceSummary | undefined> {
  return findAssignablePlace(db, auth, area, kind, id, options);
}

/**
 * Reports: whether the village or school a report is narrowed to exists and, for an admin, is
 * one of their assigned places (otherwise the report answers 404).
 */
export async function isPlaceInReach(
  db: Database,
  auth: AuthContext,
  kind: PlaceKind,
  id: number,
): Promise<boolean> {
  return (await findAssignablePlace(db, auth, 'reports', kind, id)) !== undefined;
}

/** Imports: every place of the kind, whatever the caller (imports are for those who reach all). */
export function findAllPlaces(db: Database, kind: PlaceKind): Promise<PlaceSummary[]> {
  return findPlaceSummaries(db, kind, everyPlace(kind));
}

/** Whether the country exists (a student's country). */
export { countryExists };
