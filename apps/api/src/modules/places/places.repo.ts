// Queries on schools and villages and their registration codes. Both kinds have the same
// columns, so every function takes the kind. Admin scoping is applied here: every read, lock
// and write of a place takes a PlaceVisibility (placeVisibility(kind, auth), or the kind's
// explicit `everyone` for sign-up and imports), so a place outside an admin's assignments is
// not found. A registration code changes only on a place the transaction holds (LockedPlace).
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  normalizeRegistrationCode,
  normalizeSearchText,
  type Area,
  type Place,
  type PlaceKind,
  type PlaceSortField,
  type placeListQuerySchema,
} from '@portal/shared';
import type { Database } from '../../db/client';
import { countries, registrationCodes, schools, states, villages } from '../../db/schema/index';
import { searchTextCondition } from '../../lib/search-text';
import type { AuthContext } from '../../lib/auth-context';
import {
  countUpTo,
  orderByKeys,
  rowsAfter,
  type ListTotal,
  type RowWindow,
  type SortKey,
} from '../../lib/list-page';
import { scopeCondition } from '../../lib/scopes/scope';
import { defineVisibility, type Visibility } from '../../lib/visibility';

/** The permission-table area of each kind. */
export const PLACE_AREAS = {
  school: 'schools',
  village: 'villages',
} as const satisfies Record<PlaceKind, Area>;

type PlaceTable = typeof schools;
// `villages` has exactly the columns of `schools` (placeColumns()); only the table differs, and
// Drizzle writes the SQL from the object it is given, so one typed code path serves both.
const TABLES: Record<PlaceKind, PlaceTable> = {
  school: schools,
  village: villages as unknown as PlaceTable,
};

function tableOf(kind: PlaceKind): PlaceTable {
  return TABLES[kind];
}

function codePlaceColumn(kind: PlaceKind) {
  return kind === 'school' ? registrationCodes.schoolId : registrationCodes.villageId;
}

function selection(table: PlaceTable) {
  return {
    id: table.id,
    name: table.name,
    countryId: table.countryId,
    countryCode: countries.code,
    countryName: countries.name,
    stateId: table.stateId,
    stateName: states.name,
    enabled: table.enabled,
    registrationEnabled: table.registrationEnabled,
    registrationCode: registrationCodes.code,
    createdAt: table.createdAt,
    // Exact (microseconds) for keyset paging; a JS Date keeps only milliseconds.
    createdAtKey: sql<string>`${table.createdAt}::text`,
    updatedAt: table.updatedAt,
  };
}

export interface PlaceRecord {
  id: number;
  name: string;
  countryId: number | null;
  countryCode: string | null;
  countryName: string | null;
  stateId: number | null;
  stateName: string | null;
  enabled: boolean;
  registrationEnabled: boolean;
  registrationCode: string | null;
  createdAt: Date;
  createdAtKey: string;
  updatedAt: Date;
}

export function toPlace(kind: PlaceKind, row: PlaceRecord): Place {
  return {
    id: row.id,
    kind,
    name: row.name,
    countryId: row.countryId,
    countryCode: row.countryCode,
    countryName: row.countryName,
    stateId: row.stateId,
    stateName: row.stateName,
    enabled: row.enabled,
    registrationEnabled: row.registrationEnabled,
    registrationCode: row.registrationCode,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function selectPlaces(db: Database, kind: PlaceKind) {
  const table = tableOf(kind);
  return db
    .select(selection(table))
    .from(table)
    .leftJoin(countries, eq(countries.id, table.countryId))
    .leftJoin(states, eq(states.id, table.stateId))
    .leftJoin(registrationCodes, eq(codePlaceColumn(kind), table.id));
}

/** The schools a caller reaches: all, or for an admin only the assigned ones. */
export const schoolVisibility = defineVisibility('schools', (auth) =>
  scopeCondition(auth, 'schools', { school: schools.id }),
);

/** The villages a caller reaches: all, or for an admin only the assigned ones. */
export const villageVisibility = defineVisibility('villages', (auth) =>
  scopeCondition(auth, 'villages', { village: villages.id }),
);

const VISIBILITIES = { school: schoolVisibility, village: villageVisibility };

/** The places of a kind a caller reaches (or, for the system's own work, every one). */
export type PlaceVisibility<Kind extends PlaceKind = PlaceKind> = Visibility<
  (typeof PLACE_AREAS)[Kind]
>;

/** The places of this kind the caller reaches. */
export function placeVisibility<Kind extends PlaceKind>(
  kind: Kind,
  auth: AuthContext,
): PlaceVisibility<Kind> {
  return VISIBILITIES[kind](auth) as PlaceVisibility<Kind>;
}

/** Every place of this kind: only for the system's own work (sign-up, imports). */
export function everyPlace<Kind extends PlaceKind>(kind: Kind): PlaceVisibility<Kind> {
  return VISIBILITIES[kind].everyone as PlaceVisibility<Kind>;
}

declare const lockedPlaceBrand: unique symbol;

/** A place whose row the transaction holds: locked within the caller's reach, or just created. */
export interface LockedPlace {
  readonly kind: PlaceKind;
  readonly id: number;
  readonly [lockedPlaceBrand]: true;
}

function locked(kind: PlaceKind, id: number): LockedPlace {
  return { kind, id } as LockedPlace;
}

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
export function placeSortKeys(kind: PlaceKind, sort: PlaceSortField): Array<SortKey<PlaceRecord>> {
  const table = tableOf(kind);
  const byId: SortKey<PlaceRecord> = { column: table.id, type: 'integer', value: (row) => row.id };
  return sort === 'createdAt'
    ? [{ column: table.createdAt, type: 'timestamp', value: (row) => row.createdAtKey }, byId]
    : [{ column: table.name, type: 'text', value: (row) => row.name }, byId];
}

export async function findPlacePage<Kind extends PlaceKind>(
  db: Database,
  kind: Kind,
  visibility: PlaceVisibility<Kind>,
  query: PlaceFilters,
  window: RowWindow,
): Promise<PlaceRecord[]> {
  return selectPlaces(db, kind)
    .where(and(filterConditions(kind, visibility, query), window.keyset))
    .orderBy(...window.orderBy)
    .limit(window.limit)
    .offset(window.offset);
}

export async function countPlaces<Kind extends PlaceKind>(
  db: Database,
  kind: Kind,
  visibility: PlaceVisibility<Kind>,
  query: PlaceFilters,
): Promise<ListTotal> {
  return countUpTo(
    db,
    db
      .select({ one: sql`1` })
      .from(tableOf(kind))
      .where(filterConditions(kind, visibility, query))
      .$dynamic(),
  );
}

/** One batch of an export: the rows after `after` in the list's order (keyset). */
export function findPlaceBatch<Kind extends PlaceKind>(
  db: Database,
  kind: Kind,
  visibility: PlaceVisibility<Kind>,
  query: PlaceFilters,
  after: PlaceRecord | undefined,
  limit: number,
): Promise<PlaceRecord[]> {
  const keys = placeSortKeys(kind, query.sort);
  return selectPlaces(db, kind)
    .where(
      and(
        filterConditions(kind, visibility, query),
        after === undefined ? undefined : rowsAfter(keys, query.order, after),
      ),
    )
    .orderBy(...orderByKeys(keys, query.order))
    .limit(limit);
}

export async function findPlace<Kind extends PlaceKind>(
  db: Database,
  kind: Kind,
  visibility: PlaceVisibility<Kind>,
  id: number,
): Promise<PlaceRecord | undefined> {
  const [row] = await selectPlaces(db, kind).where(
    and(eq(tableOf(kind).id, id), visibility.condition),
  );
  return row;
}

/** Locks the place's row until the transaction ends; undefined when it does not exist or is
 * out of reach. */
export async function lockPlace<Kind extends PlaceKind>(
  tx: Database,
  kind: Kind,
  visibility: PlaceVisibility<Kind>,
  id: number,
): Promise<LockedPlace | undefined> {
  const table = tableOf(kind);
  const [row] = await tx
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.id, id), visibility.condition))
    .for('update');
  return row && locked(kind, row.id);
}

/** The flags that decide whether a place takes new members. */
export interface PlaceState {
  enabled: boolean;
  registrationEnabled: boolean;
  countryId: number | null;
}

/**
 * The place's flags, its row share-locked until the transaction ends so that it cannot be
 * disabled or closed to registration meanwhile; undefined when it does not exist or is out of
 * reach.
 */
export async function lockPlaceState<Kind extends PlaceKind>(
  tx: Database,
  kind: Kind,
  visibility: PlaceVisibility<Kind>,
  id: number,
): Promise<PlaceState | undefined> {
  const table = tableOf(kind);
  const [row] = await tx
    .select({
      enabled: table.enabled,
      registrationEnabled: table.registrationEnabled,
      countryId: table.countryId,
    })
    .from(table)
    .where(and(eq(table.id, id), visibility.condition))
    .for('share');
  return row;
}

/** A place's name and the flags an import checks, for every place the visibility reaches. */
export interface PlaceSummary {
  id: number;
  name: string;
  enabled: boolean;
  countryId: number | null;
}

export async function findPlaceSummaries<Kind extends PlaceKind>(
  db: Database,
  kind: Kind,
  visibility: PlaceVisibility<Kind>,
): Promise<PlaceSummary[]> {
  const table = tableOf(kind);
  return db
    .select({ id: table.id, name: table.name, enabled: table.enabled, countryId: table.countryId })
    .from(table)
    .where(visibility.condition);
}

/** The areas whose records are placed in a school or village, and limit an admin to theirs. */
export type PlacedArea = 'students' | 'sponsors';

/**
 * A village or school the caller may put a record of `area` in: it exists and, for an admin, is
 * one of their assigned places for that area. With `lock`, its row is share-locked until the
 * transaction ends, so that it cannot be disabled between this check and the record's write.
 */
export async function findAssignablePlace(
  db: Database,
  auth: AuthContext,
  area: PlacedArea,
  kind: PlaceKind,
  id: number,
  options: { lock?: 'share' } = {},
): Promise<PlaceSummary | undefined> {
  const table = tableOf(kind);
  const query = db
    .select({ id: table.id, name: table.name, enabled: table.enabled, countryId: table.countryId })
    .from(table)
    .where(and(eq(table.id, id), scopeCondition(auth, area, { [kind]: table.id })));
  const [row] = await (options.lock ? query.for(options.lock) : query);
  return row;
}

export interface PlaceValues {
  name: string;
  countryId: number;
  stateId: number | null;
  enabled: boolean;
  registrationEnabled: boolean;
}

/** Inserts a place; the transaction holds the new row until it commits. */
export async function insertPlace(
  db: Database,
  kind: PlaceKind,
  values: PlaceValues,
): Promise<LockedPlace> {
  const table = tableOf(kind);
  const [row] = await db
    .insert(table)
    .values({ ...values, searchText: normalizeSearchText(values.name) })
    .returning({ id: table.id });
  if (!row) throw new Error(`${kind} insert returned no row`);
  return locked(kind, row.id);
}

/** Writes the changes to a place the visibility reaches. */
export async function updatePlace<Kind extends PlaceKind>(
  db: Database,
  kind: Kind,
  visibility: PlaceVisibility<Kind>,
  id: number,
  changes: Partial<PlaceValues>,
  now: Date,
): Promise<void> {
  const table = tableOf(kind);
  await db
    .update(table)
    .set({
      ...changes,
      ...(changes.name === undefined ? {} : { searchText: normalizeSearchText(changes.name) }),
      updatedAt: now,
    })
    .where(and(eq(table.id, id), visibility.condition));
}

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

export async function countryExists(db: Database, id: number): Promise<boolean> {
  const [row] = await db.select({ id: countries.id }).from(countries).where(eq(countries.id, id));
  return row !== undefined;
}

/** The country a state belongs to, or undefined for an unknown state. */
export async function findStateCountryId(db: Database, id: number): Promise<number | undefined> {
  const [row] = await db
    .select({ countryId: states.countryId })
    .from(states)
    .where(eq(states.id, id));
  return row?.countryId;
}
