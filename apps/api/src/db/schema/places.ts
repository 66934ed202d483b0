// Where people are: countries and their states, and the schools (sponsors) and villages
// (students) of the programme, with the registration codes people sign up with.
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';

export const countries = pgTable('countries', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  /** ISO 3166-1 alpha-2. */
  code: text('code').notNull().unique('countries_code_unique'),
  name: text('name').notNull(),
});

export const states = pgTable(
  'states',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id),
    /** ISO 3166-2 subdivision code, e.g. CO-ANT. */
    code: text('code').notNull().unique('states_code_unique'),
    name: text('name').notNull(),
  },
  (t) => [index('states_country_idx').on(t.countryId)],
);

function placeColumns() {
  return {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    /** normalizeSearchText(name): what the list's search box matches ("Jose" finds "José"). */
    searchText: text('search_text').notNull(),
    countryId: integer('country_id').references(() => countries.id),
    stateId: integer('state_id').references(() => states.id),
    enabled: boolean('enabled').notNull().default(true),
    registrationEnabled: boolean('registration_enabled').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  };
}

export const schools = pgTable('schools', placeColumns(), (t) => [
  index('schools_enabled_name_idx').on(t.enabled, t.name),
  index('schools_country_idx').on(t.countryId),
  index('schools_state_idx').on(t.stateId),
  // Sorts of the admin list, with the id as tie-breaker; search by trigram.
  index('schools_name_idx').on(t.name, t.id),
  index('schools_created_idx').on(t.createdAt, t.id),
  index('schools_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
]);

export const villages = pgTable('villages', placeColumns(), (t) => [
  index('villages_enabled_name_idx').on(t.enabled, t.name),
  index('villages_country_idx').on(t.countryId),
  index('villages_state_idx').on(t.stateId),
  index('villages_name_idx').on(t.name, t.id),
  index('villages_created_idx').on(t.createdAt, t.id),
  index('villages_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
]);

/**
 * The registration code of every school and village, in one table so that the primary key
 * makes a code identify exactly one place of either kind. A place has at most one code
 * (regenerating replaces it); each row names exactly one place.
 */
export const registrationCodes = pgTable(
  'registration_codes',
  {
    /** Canonical form (normalizeRegistrationCode): upper case letters and digits only. */
    code: text('code').primaryKey(),
    schoolId: integer('school_id').references(() => schools.id, { onDelete: 'cascade' }),
    villageId: integer('village_id').references(() => villages.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('registration_codes_school_unique').on(t.schoolId),
    uniqueIndex('registration_codes_village_unique').on(t.villageId),
    check(
      'registration_codes_one_place_check',
      sql`num_nonnulls(${t.schoolId}, ${t.villageId}) = 1`,
    ),
    check('registration_codes_code_check', sql`${t.code} ~ '^[0-9A-Z]{4,32}$'`),
  ],
);
