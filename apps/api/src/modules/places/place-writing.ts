// Creating and changing a school or village: a state of the chosen country, a country always.
import type { CreatePlaceBody, Place, PlaceKind, UpdatePlaceBody } from '@portal/shared';
import type { Database } from '../../db/client';
import { appError } from '../../lib/errors';
import type { AuthContext } from '../../lib/auth-context';
import { assignNewCode } from './place-codes';
import { getPlace } from './place-reading';
import {
  countryExists,
  findPlace,
  findStateCountryId,
  insertPlace,
  lockPlace,
  placeVisibility,
  updatePlace,
  type PlaceValues,
} from './places.repo';
import type { PlacesContext } from './places-context';

type CreateInput = Required<CreatePlaceBody>;

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

export async function createPlace(
  context: PlacesContext,
  auth: AuthContext,
  kind: PlaceKind,
  body: CreateInput,
): Promise<Place> {
  const { db } = context;
  await checkCountryAndState(db, body.countryId, body.stateId);
  const id = await db.transaction(async (tx) => {
    const created = await insertPlace(tx, kind, body);
    await assignNewCode(context, tx, created);
    return created.id;
  });
  context.announceListsChanged();
  return getPlace(context, auth, kind, id);
}

function changesOf(body: UpdatePlaceBody): Partial<PlaceValues> {
  const changes: Partial<PlaceValues> = {};
  if (body.name !== undefined) changes.name = body.name;
  if (body.countryId !== undefined) changes.countryId = body.countryId;
  if (body.stateId !== undefined) changes.stateId = body.stateId;
  if (body.enabled !== undefined) changes.enabled = body.enabled;
  if (body.registrationEnabled !== undefined)
    changes.registrationEnabled = body.registrationEnabled;
  return changes;
}

export async function updatePlaceFields(
  context: PlacesContext,
  auth: AuthContext,
  kind: PlaceKind,
  id: number,
  body: UpdatePlaceBody,
): Promise<Place> {
  const changes = changesOf(body);
  const visibility = placeVisibility(kind, auth);
  await context.db.transaction(async (tx) => {
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
    await updatePlace(tx, kind, visibility, id, changes, context.clock.now());
  });
  context.announceListsChanged();
  return getPlace(context, auth, kind, id);
}
