// Schools and villages: the admin lists, details, create, update, and registration codes.
// Access is checked by the routes (permission table); scoping by the repo (an admin reaches only
// the places assigned to them); the rules that need the data (a state of the chosen country,
// a code nobody else holds) are checked here.
import type { CreatePlaceBody, Place, PlaceKind, PlacePage, UpdatePlaceBody } from '@portal/shared';
import type { Database } from '../../db/client';
import type { ChangeFeed } from '../../lib/change-feed';
import type { Clock } from '../../lib/clock';
import { appError } from '../../lib/errors';
import type { PageRequest } from '../../lib/list-page';
import type { AuthContext } from '../../lib/auth-context';
import {
  countryExists,
  everyPlace,
  findAssignablePlace,
  findPlace,
  findPlaceSummaries,
  findStateCountryId,
  insertPlace,
  lockPlace,
  lockPlaceState,
  placeVisibility,
  updatePlace,
  type LockedPlace,
  type PlacedArea,
  type PlaceRecord,
  type PlaceState,
  type PlaceSummary,
  type PlaceValues,
} from './places.repo';
import { deleteRegistrationCode, insertRegistrationCode } from './place-registration-codes.repo';
import { placeLists, type PlaceFilters } from './place-list';
import { toPlace } from './place-projection';
import { generateRegistrationCode, type CodeGenerator } from './registration-codes';

/** A fresh code collides with probability ~n / 30^8; ten collisions in a row mean something is wrong. */
const CODE_ATTEMPTS = 10;

export interface PlacesServiceDeps {
  db: Database;
  clock: Clock;
  /** Told when places changed, so this process's lookup lists are fresh at once. */
  changes?: Pick<ChangeFeed, 'announce'>;
  /** Replaced by tests that need collisions. */
  generateCode?: CodeGenerator;
}

type CreateInput = Required<CreatePlaceBody>;

export function createPlacesService({
  db,
  clock,
  generateCode = generateRegistrationCode,
  changes: changeFeed,
}: PlacesServiceDeps) {
  /** Other processes hear of it through the database's notification; this one at once. */
  const announceListsChanged = () => changeFeed?.announce('lists');

  /** The country must exist and the state, when given, must be one of its states. */
  async function checkCountryAndState(tx: Database, countryId: number, stateId: number | null) {
    if (!(await countryExists(tx, countryId))) {
      throw appError('VALIDATION_ERROR', {
        issues: [{ path: 'countryId', message: 'validation.invalidValue' }],
      });
    }
    if (stateId !== null && (await findStateCountryId(tx, stateId)) !== countryId) {
      throw appError('VALIDATION_ERROR', {
        issues: [{ path: 'stateId', message: 'validation.stateNotInCountry' }],
      });
    }
  }

  /** Gives a place without a code a fresh one; the database refuses one any place holds. */
  async function assignNewCode(tx: Database, place: LockedPlace) {
    for (let attempt = 0; attempt < CODE_ATTEMPTS; attempt += 1) {
      if (await insertRegistrationCode(tx, place, generateCode())) return;
    }
    throw appError('SERVICE_UNAVAILABLE');
  }

  async function getVisible(auth: AuthContext, kind: PlaceKind, id: number): Promise<Place> {
    const row = await findPlace(db, kind, placeVisibility(kind, auth), id);
    if (!row) throw appError('NOT_FOUND');
    return toPlace(kind, row);
  }

  return {
    async list(
      auth: AuthContext,
      kind: PlaceKind,
      query: PlaceFilters & PageRequest,
    ): Promise<PlacePage> {
      return placeLists[kind].page(db, placeVisibility(kind, auth), query);
    },

    /** Every row of the filtered list, in its order, read in keyset batches. */
    exportRows(
      auth: AuthContext,
      kind: PlaceKind,
      query: PlaceFilters,
    ): AsyncIterable<PlaceRecord> {
      return placeLists[kind].rows(db, placeVisibility(kind, auth), query);
    },

    get: getVisible,

    async create(auth: AuthContext, kind: PlaceKind, body: CreateInput): Promise<Place> {
      await checkCountryAndState(db, body.countryId, body.stateId);
      const id = await db.transaction(async (tx) => {
        const created = await insertPlace(tx, kind, body);
        await assignNewCode(tx, created);
        return created.id;
      });
      announceListsChanged();
      return getVisible(auth, kind, id);
    },

    async update(
      auth: AuthContext,
      kind: PlaceKind,
      id: number,
      body: UpdatePlaceBody,
    ): Promise<Place> {
      const changes: Partial<PlaceValues> = {};
      if (body.name !== undefined) changes.name = body.name;
      if (body.countryId !== undefined) changes.countryId = body.countryId;
      if (body.stateId !== undefined) changes.stateId = body.stateId;
      if (body.enabled !== undefined) changes.enabled = body.enabled;
      if (body.registrationEnabled !== undefined)
        changes.registrationEnabled = body.registrationEnabled;
      const visibility = placeVisibility(kind, auth);
      await db.transaction(async (tx) => {
        // Locked first, so the country and state checked are the ones the update writes beside.
        if (!(await lockPlace(tx, kind, visibility, id))) throw appError('NOT_FOUND');
        if (changes.countryId !== undefined || changes.stateId !== undefined) {
          const current = await findPlace(tx, kind, visibility, id);
          if (!current) throw appError('NOT_FOUND');
          const countryId = changes.countryId ?? current.countryId;
          const stateId = changes.stateId === undefined ? current.stateId : changes.stateId;
          if (countryId === null) {
            throw appError('VALIDATION_ERROR', {
              issues: [{ path: 'countryId', message: 'validation.required' }],
            });
          }
          await checkCountryAndState(tx, countryId, stateId);
        }
        await updatePlace(tx, kind, visibility, id, changes, clock.now());
      });
      announceListsChanged();
      return getVisible(auth, kind, id);
    },

    /** Replaces the place's code: the old one stops working at once. */
    async regenerateCode(auth: AuthContext, kind: PlaceKind, id: number): Promise<Place> {
      const visibility = placeVisibility(kind, auth);
      const isFound = await db.transaction(async (tx) => {
        // The row lock makes concurrent regenerations of one place take turns.
        const place = await lockPlace(tx, kind, visibility, id);
        if (!place) return false;
        await deleteRegistrationCode(tx, place);
        await assignNewCode(tx, place);
        await updatePlace(tx, kind, visibility, id, {}, clock.now());
        return true;
      });
      if (!isFound) throw appError('NOT_FOUND');
      return getVisible(auth, kind, id);
    },
  };
}

export type PlacesService = ReturnType<typeof createPlacesService>;

// What other modules ask of places. Each takes the database or the caller's transaction.

// Sign-up: the place a registration code opens.
export { findPlaceByRegistrationCode } from './place-registration-codes.repo';
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

/** Imports: every place of the kind, whatever the caller (imports are for those who reach all). */
export function findAllPlaces(db: Database, kind: PlaceKind): Promise<PlaceSummary[]> {
  return findPlaceSummaries(db, kind, everyPlace(kind));
}

/** Whether the country exists (a student's country). */
export { countryExists };
