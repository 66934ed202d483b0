// Sponsors (they belong to a school) and their parents or guardians (seed, point 3: Sponsor,
// Parent). A sponsor who signs up has a SPONSOR user linked through `user_id`.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { millisecondTimestamp, nameKeyColumns, publicIdColumn } from './columns';
import { schools } from './places';
import { users } from './users';

export const sponsors = pgTable(
  'sponsors',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull().default(''),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id),
    /** The sponsor's sign-in account, when they have one. One account, one sponsor. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Known for minors: a minor sponsor's parent signs the parent agreement. */
    birthdate: date('birthdate', { mode: 'string' }),
    /** An uploaded file (the uploads module owns the files); served at /edrocks/api/files/{id}. */
    photoFileId: integer('photo_file_id'),
    leadershipDistinction: boolean('leadership_distinction').notNull().default(false),
    active: boolean('active').notNull().default(true),
    ...nameKeyColumns(),
    /** normalizeSearchText(first name, last name, e-mail): what the list's search box matches. */
    searchText: text('search_text').notNull(),
    publicId: publicIdColumn(),
    createdAt: millisecondTimestamp('created_at'),
    updatedAt: millisecondTimestamp('updated_at'),
  },
  (t) => [
    uniqueIndex('sponsors_public_id_unique').on(t.publicId),
    uniqueIndex('sponsors_email_lower_unique').on(sql`lower(${t.email})`),
    uniqueIndex('sponsors_user_unique').on(t.userId),
    // Sorts of the list, each with the id as tie-breaker; the school one also serves its filter.
    index('sponsors_last_first_idx').on(t.lastNameKey, t.firstNameKey, t.id),
    index('sponsors_first_last_idx').on(t.firstNameKey, t.lastNameKey, t.id),
    index('sponsors_created_idx').on(t.createdAt, t.id),
    index('sponsors_school_last_first_idx').on(t.schoolId, t.lastNameKey, t.firstNameKey, t.id),
    // An admin's sponsors who joined since a day (the dashboard's "new this year").
    index('sponsors_school_created_idx').on(t.schoolId, t.createdAt),
    index('sponsors_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
  ],
);

/**
 * Sponsors per school and active flag: the sponsors list's total and the dashboard's "active
 * sponsors", summed instead of counted. Kept by the statement triggers of migration 0044.
 */
export const sponsorCounts = pgTable(
  'sponsor_counts',
  {
    schoolId: integer('school_id').notNull(),
    active: boolean('active').notNull(),
    sponsors: bigint('sponsors', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.schoolId, t.active] })],
);

export const sponsorParents = pgTable(
  'sponsor_parents',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    sponsorId: integer('sponsor_id')
      .notNull()
      .references(() => sponsors.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    address1: text('address_1').notNull().default(''),
    address2: text('address_2').notNull().default(''),
    city: text('city').notNull().default(''),
    zipCode: text('zip_code').notNull().default(''),
    state: text('state').notNull().default(''),
    phoneNumber: text('phone_number').notNull().default(''),
    relationship: text('relationship').notNull(),
    /** The language the parent reads: the parent agreement's e-mail and page open in it. */
    language: text('language').notNull().default('en-US'),
    /**
     * When a coordinator confirmed the contact (or added or last edited it); null while a contact
     * the sponsor entered or changed waits: no parent agreement goes to it (decision 030).
     */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true, mode: 'date', precision: 3 }),
    confirmedBy: integer('confirmed_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: millisecondTimestamp('created_at'),
    updatedAt: millisecondTimestamp('updated_at'),
  },
  (t) => [
    index('sponsor_parents_sponsor_idx').on(t.sponsorId, t.id),
    // A parent by e-mail (their export, their erasure, decision 054).
    index('sponsor_parents_email_lower_idx').on(sql`lower(${t.email})`),
    // The contacts waiting for a coordinator (the sponsors list's filter, the dashboard's count).
    index('sponsor_parents_unconfirmed_idx')
      .on(t.sponsorId)
      .where(sql`${t.confirmedAt} is null`),
    // The values of PARENT_RELATIONSHIPS (packages/shared/src/schemas/sponsors-constants.ts).
    check(
      'sponsor_parents_relationship_check',
      sql`${t.relationship} in ('mother', 'father', 'guardian', 'other')`,
    ),
    check('sponsor_parents_language_check', sql`${t.language} in ('en-US', 'es-CO')`),
  ],
);

export type SponsorRow = typeof sponsors.$inferSelect;
export type NewSponsorRow = typeof sponsors.$inferInsert;
export type SponsorParentRow = typeof sponsorParents.$inferSelect;
export type NewSponsorParentRow = typeof sponsorParents.$inferInsert;
