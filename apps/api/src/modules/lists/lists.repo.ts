// Queries behind GET /edrocks/public/lists/: one per list, each in display order.
import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  countries,
  genders,
  grades,
  languages,
  letters,
  periods,
  schools,
  states,
  studentStatuses,
  villages,
} from '../../db/schema/index';

type LookupTable = typeof grades | typeof genders | typeof studentStatuses | typeof languages;

export function findLookupItems(db: Database, table: LookupTable) {
  return db
    .select({ id: table.id, code: table.code, name: table.name })
    .from(table)
    .orderBy(asc(table.sortOrder), asc(table.id));
}

export function findCountries(db: Database) {
  return db
    .select({ id: countries.id, code: countries.code, name: countries.name })
    .from(countries)
    .orderBy(asc(countries.name));
}

export function findStates(db: Database) {
  return db
    .select({ id: states.id, code: states.code, name: states.name, countryId: states.countryId })
    .from(states)
    .orderBy(asc(states.name));
}

/** Schools and villages share their shape; a disabled place is never offered. */
type PlaceTable = typeof schools | typeof villages;

export function findEnabledPlaces(db: Database, table: PlaceTable) {
  return db
    .select({
      id: table.id,
      name: table.name,
      countryId: table.countryId,
      stateId: table.stateId,
    })
    .from(table)
    .where(eq(table.enabled, true))
    .orderBy(asc(table.name));
}

/**
 * The four letters of the available year when a coordinator set them, otherwise the
 * programme's defaults (modules/letters keeps both in this table).
 */
export function findLetters(db: Database) {
  return db
    .select({
      id: letters.id,
      number: letters.number,
      title: letters.title,
      theme: letters.theme,
      dueDate: letters.dueDate,
    })
    .from(letters)
    .where(
      sql`${letters.periodId} is not distinct from (select ${periods.id} from ${periods} where ${periods.status} = 'available' and exists (select 1 from ${letters} own where own.period_id = ${periods.id}))`,
    )
    .orderBy(asc(letters.number));
}

export const lookupTables = { grades, genders, studentStatuses, languages };

export const placeTables = { schools, villages };
