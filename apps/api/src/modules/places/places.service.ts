// Schools and villages: the admin lists, details, create, update, and registration codes.
// Access is checked by the routes (permission table); scoping by the repo (an admin reaches only
// the places assigned to them); the rules that need the data (a state of the chosen country,
// a code nobody else holds) are checked here.
import type { CreatePlaceBody, Place, PlaceKind, PlacePage, UpdatePlaceBody } from '@portal/shared';
import type { Database } from '../../db/client';
import type { ChangeFeed } from '../../lib/change-feed';
import type { Clock } from '../../lib/clock';
import { appError } from '../../lib/errors';
import { inBatches } from '../../lib/export';
import { pageOffset, toPage, type PageRequest } from '../../lib/pagination';
import type { AuthContext } from '../../plugins/auth';
import {
  countryExists,
  deleteRegistrationCode,
  findPlace,
  findPlaceBatch,
  findPlacePage,
  findStateCountryId,
  insertPlace,
  insertRegistrationCode,
  lockPlace,
  toPlace,
  updatePlace,
  type PlaceFilters,
  type PlaceRecord,
  type PlaceValues,
} from './places.repo';
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
  async function assignNewCode(tx: Database, kind: PlaceKind, id: number) {
    for (let attempt = 0; attempt < CODE_ATTEMPTS; attempt += 1) {
      if (await insertRegistrationCode(tx, kind, id, generateCode())) return;
    }
    throw appError('SERVICE_UNAVAILABLE');
  }

  async function getVisible(auth: AuthContext, kind: PlaceKind, id: number): Promise<Place> {
    const row = await findPlace(db, auth, kind, id);
    if (!row) throw appError('NOT_FOUND');
    return toPlace(kind, row);
  }

  return {
    async list(
      auth: AuthContext,
      kind: PlaceKind,
      query: PlaceFilters & PageRequest,
    ): Promise<PlacePage> {
      const { page, pageSize, ...filters } = query;
      const { rows, total } = await findPlacePage(db, auth, kind, filters, {
        limit: pageSize,
        offset: pageOffset({ page, pageSize }),
      });
      return toPage(
        { page, pageSize },
        rows.map((row) => toPlace(kind, row)),
        total,
      );
    },

    /** Every row of the filtered list, in its order, read in keyset batches. */
    exportRows(
      auth: AuthContext,
      kind: PlaceKind,
      query: PlaceFilters,
    ): AsyncIterable<PlaceRecord> {
      return inBatches((after, limit) => findPlaceBatch(db, auth, kind, query, after, limit));
    },

    get: getVisible,

    async create(auth: AuthContext, kind: PlaceKind, body: CreateInput): Promise<Place> {
      await checkCountryAndState(db, body.countryId, body.stateId);
      const id = await db.transaction(async (tx) => {
        const created = await insertPlace(tx, kind, body);
        await assignNewCode(tx, kind, created);
        return created;
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
      await db.transaction(async (tx) => {
        // Locked first, so the country and state checked are the ones the update writes beside.
        if (!(await lockPlace(tx, auth, kind, id))) throw appError('NOT_FOUND');
        if (changes.countryId !== undefined || changes.stateId !== undefined) {
          const current = await findPlace(tx, auth, kind, id);
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
        await updatePlace(tx, auth, kind, id, changes, clock.now());
      });
      announceListsChanged();
      return getVisible(auth, kind, id);
    },

    /** Replaces the place's code: the old one stops working at once. */
    async regenerateCode(auth: AuthContext, kind: PlaceKind, id: number): Promise<Place> {
      const isFound = await db.transaction(async (tx) => {
        // The row lock makes concurrent regenerations of one place take turns.
        if (!(await lockPlace(tx, auth, kind, id))) return false;
        await deleteRegistrationCode(tx, kind, id);
        await assignNewCode(tx, kind, id);
        await updatePlace(tx, auth, kind, id, {}, clock.now());
        return true;
      });
      if (!isFound) throw appError('NOT_FOUND');
      return getVisible(auth, kind, id);
    },
  };
}

export type PlacesService = ReturnType<typeof createPlacesService>;

// For sign-up, which finds the place a registration code opens.
export { findPlaceByRegistrationCode } from './places.repo';
