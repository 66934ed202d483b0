// The schools and villages lists, their exports and one place's details, within the caller's
// reach (an admin reaches only the places assigned to them; place-list.ts describes the lists).
import type { Place, PlaceKind, PlacePage } from '@portal/shared';
import { appError } from '../../lib/errors';
import type { PageRequest } from '../../lib/list-page';
import type { AuthContext } from '../../lib/auth-context';
import { placeLists, type PlaceFilters } from './place-list';
import { toPlace } from './place-projection';
import { findPlace, placeVisibility, type PlaceRecord } from './places.repo';
import type { PlacesContext } from './places-context';

export async function listPlaces(
  { db }: PlacesContext,
  auth: AuthContext,
  kind: PlaceKind,
  query: PlaceFilters & PageRequest,
): Promise<PlacePage> {
  return placeLists[kind].page(db, placeVisibility(kind, auth), query);
}

/** Every row of the filtered list, in its order, read in keyset batches. */
export function exportPlaceRows(
  { db }: PlacesContext,
  auth: AuthContext,
  kind: PlaceKind,
  query: PlaceFilters,
): AsyncIterable<PlaceRecord> {
  return placeLists[kind].rows(db, placeVisibility(kind, auth), query);
}

export async function getPlace(
  { db }: PlacesContext,
  auth: AuthContext,
  kind: PlaceKind,
  id: number,
): Promise<Place> {
  const row = await findPlace(db, kind, placeVisibility(kind, auth), id);
  if (!row) throw appError('NOT_FOUND');
  return toPlace(kind, row);
}
