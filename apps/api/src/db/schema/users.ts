// People who sign in. Roles and languages are kept as text with a check, so a later issue can
// add a value with a plain forward migration.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { createdAt, timestamptz, updatedAt } from './columns';
import { files } from './files';
import type { Language, Role } from '@portal/shared';

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phone: text('phone').notNull().default(''),
    language: text('language').notNull().default('en-US'),
    active: boolean('active').notNull().default(true),
    /** normalizeSearchText(first name, last name, e-mail): what the users lists search. */
    searchText: text('search_text').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    lastLoginAt: timestamptz('last_login_at'),
    /** The profile photo (PUT /edrocks/api/me/photo); the uploads module owns the file. */
    photoFileId: integer('photo_file_id').references((): AnyPgColumn => files.id, {
      onDelete: 'set null',
    }),
  },
  (t) => [
    // Sign-in looks users up by lower(email); this index also makes e-mails unique whatever their case.
    uniqueIndex('users_email_lower_unique').on(sql`lower(${t.email})`),
    index('users_role_idx').on(t.role),
    // Sorts of the users lists, with the id as tie-breaker; search by trigram.
    index('users_last_first_idx').on(t.lastName, t.firstName, t.id),
    index('users_first_last_idx').on(t.firstName, t.lastName, t.id),
    index('users_created_idx').on(t.createdAt, t.id),
    index('users_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    check(
      'users_role_check',
      sql`${t.role} in ('SUPER_ADMIN', 'GLOBAL_ADMIN', 'ADMIN', 'SPONSOR', 'STUDENT')`,
    ),
    check('users_language_check', sql`${t.language} in ('en-US', 'es-CO')`),
  ],
);

export type UserRow = typeof users.$inferSelect;
/** A user row with its role and language narrowed to the shared types. */
export type User = UserRow & { role: Role; language: Language };
export type NewUserRow = typeof users.$inferInsert;
