// Consent records: which version of the terms and conditions and of the privacy policy a person
// accepted, when, and from where (sign-up writes one row per document).
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns';
import { users } from './users';

export const policyAcceptances = pgTable(
  'policy_acceptances',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** `terms` or `privacy` (POLICY_DOCUMENTS in packages/shared/src/schemas/signup.ts). */
    document: text('document').notNull(),
    version: text('version').notNull(),
    language: text('language').notNull(),
    acceptedAt: timestamptz('accepted_at').notNull().defaultNow(),
    ip: text('ip'),
  },
  (t) => [
    index('policy_acceptances_user_idx').on(t.userId),
    check('policy_acceptances_document_check', sql`${t.document} in ('terms', 'privacy')`),
  ],
);
