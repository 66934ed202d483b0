// People who sign in. Roles and languages are kept as text with a check, so a later issue can
// add a value with a plain forward migration.
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz, updatedAt } from './columns';

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
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    lastLoginAt: timestamptz('last_login_at'),
  },
  (t) => [
    // Sign-in looks users up by lower(email); this index also makes e-mails unique whatever their case.
    uniqueIndex('users_email_lower_unique').on(sql`lower(${t.email})`),
    index('users_role_idx').on(t.role),
    check(
      'users_role_check',
      sql`${t.role} in ('SUPER_ADMIN', 'GLOBAL_ADMIN', 'ADMIN', 'SPONSOR', 'STUDENT')`,
    ),
    check('users_language_check', sql`${t.language} in ('en-US', 'es-CO')`),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
