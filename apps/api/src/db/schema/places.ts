// Where people are: countries and their states, and the schools (sponsors) and villages
// (students) of the programme.
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
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
    countryId: integer('country_id').references(() => countries.id),
    stateId: integer('state_id').references(() => states.id),
    enabled: boolean('enabled').notNull().default(true),
    registrationEnabled: boolean('registration_enabled').notNull().default(false),
    /** Entered at sign-up to join this place; compared case-insensitively. */
    registrationCode: text('registration_code'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  };
}

export const schools = pgTable('schools', placeColumns(), (t) => [
  uniqueIndex('schools_registration_code_unique').on(sql`upper(${t.registrationCode})`),
  index('schools_enabled_name_idx').on(t.enabled, t.name),
  index('schools_country_idx').on(t.countryId),
  index('schools_state_idx').on(t.stateId),
]);

export const villages = pgTable('villages', placeColumns(), (t) => [
  uniqueIndex('villages_registration_code_unique').on(sql`upper(${t.registrationCode})`),
  index('villages_enabled_name_idx').on(t.enabled, t.name),
  index('villages_country_idx').on(t.countryId),
  index('villages_state_idx').on(t.stateId),
]);
