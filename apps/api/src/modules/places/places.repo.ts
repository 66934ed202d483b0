// Queries on schools and villages. Both kinds have the same columns, so every function takes the
// kind (the list is place-list.ts, the registration codes place-registration-codes.repo.ts).
// Admin scoping is applied here: every read, lock and write of a place takes a PlaceVisibility
// (placeVisibility(kind, auth), or the kind's explicit `everyone` for sign-up and imports), so a
// place outside an admin's assignments is not found.
import { and, eq, sql } from 'drizzle-orm';
import { normalizeSearchText, type Area, type PlaceKind } from '@portal/shared';
import type { Database } from '../../db/client';
import { countries, registrationCodes, schools, states, villages } from '../../db/schema/index';
import type { AuthContext } from '../../lib/auth-context';
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

export function tableOf(kind: PlaceKind): PlaceTable {
  return TABLES[kind];
}

export function codePlaceColumn(kind: PlaceKind) {
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

export function selectPlaces(db: Database, kind: PlaceKind) {
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

/**
 * The areas whose records are placed in a school or village, and limit an admin to theirs (the
 * reports read students and sponsors by their places).
 */
export type PlacedArea = 'students' | 'sponsors' | 'reports';

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
