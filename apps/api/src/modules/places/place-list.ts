// The schools and villages lists (GET PLACE_PATHS.schools, PLACE_PATHS.villages and their exports), described once
// per kind: the caller's places and the filters, the sort keys with their indexes (each ending
// with the id), and each row as a Place.
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Place, PlaceKind, PlaceSortField, placeListQuerySchema } from '@portal/shared';
import { defineList } from '../../lib/list-definition';
import type { SortKey } from '../../lib/list-page';
import { searchTextCondition } from '../../lib/search-text';
import { toPlace } from './place-projection';
import { selectPlaces, tableOf, type PlaceRecord, type PlaceVisibility } from './places.repo';

/** The list's parsed query without the page: what the list and the export filter and sort by. */
export type PlaceFilters = Omit<
  z.output<typeof placeListQuerySchema>,
  'page' | 'pageSize' | 'cursor'
>;

function filterConditions(kind: PlaceKind, visibility: PlaceVisibility, query: PlaceFilters) {
  const table = tableOf(kind);
  return and(
    visibility.condition,
    searchTextCondition(table.searchText, query.q),
    query.enabled === undefined ? undefined : eq(table.enabled, query.enabled),
    query.registrationEnabled === undefined
      ? undefined
      : eq(table.registrationEnabled, query.registrationEnabled),
    query.countryId === undefined ? undefined : eq(table.countryId, query.countryId),
    query.stateId === undefined ? undefined : eq(table.stateId, query.stateId),
  );
}

/** The sort keys, each served by an index that ends with the id (the tie-breaker). */
function placeSortKeys(kind: PlaceKind, sort: PlaceSortField): Array<SortKey<PlaceRecord>> {
  const table = tableOf(kind);
  const byId: SortKey<PlaceRecord> = { column: table.id, type: 'integer', value: (row) => row.id };
  return sort === 'createdAt'
    ? [{ column: table.createdAt, type: 'timestamp', value: (row) => row.createdAtKey }, byId]
    : [{ column: table.name, type: 'text', value: (row) => row.name }, byId];
}

function definePlaceList(kind: PlaceKind) {
  return defineList<PlaceVisibility, PlaceFilters, PlaceRecord, Place>({
    where: (visibility, filters) => filterConditions(kind, visibility, filters),
    query: (db) => selectPlaces(db, kind),
    sortKeys: (filters) => placeSortKeys(kind, filters.sort),
    toItem: (row) => toPlace(kind, row),
  });
}

export const placeLists = {
  school: definePlaceList('school'),
  village: definePlaceList('village'),
} as const satisfies Record<PlaceKind, unknown>;
