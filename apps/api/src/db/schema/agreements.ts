// Agreements: texts versioned per agreement (numbers shared by the languages) and the sponsors'
// signatures, each with what makes it evidence: version, signer, typed name, time (UTC),
// address, user agent and a SHA-256 of the exact text shown. Signatures are never updated.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, timestamptz } from './columns';
import { sponsors } from './sponsors';
import { users } from './users';

export const agreements = pgTable(
  'agreements',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** e.g. sponsor-commitment, child-protection, parent-consent. */
    key: text('key').notNull(),
    audience: text('audience', { enum: ['sponsor', 'parent'] }).notNull(),
    required: boolean('required').notNull().default(true),
    sortOrder: smallint('sort_order').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('agreements_key_unique').on(t.key),
    check('agreements_audience_check', sql`${t.audience} in ('sponsor', 'parent')`),
  ],
);

export const agreementVersions = pgTable(
  'agreement_versions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    agreementId: integer('agreement_id')
      .notNull()
      .references(() => agreements.id),
    version: integer('version').notNull(),
    language: text('language').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** A draft the programme has still to review (the demo's texts). */
    needsReview: boolean('needs_review').notNull().default(false),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('agreement_versions_unique').on(t.agreementId, t.version, t.language),
    check('agreement_versions_language_check', sql`${t.language} in ('en-US', 'es-CO')`),
  ],
);

export const agreementAcceptances = pgTable(
  'agreement_acceptances',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    versionId: integer('version_id')
      .notNull()
      .references(() => agreementVersions.id),
    sponsorId: integer('sponsor_id')
      .notNull()
      .references(() => sponsors.id),
    signerUserId: integer('signer_user_id').references(() => users.id, { onDelete: 'set null' }),
    typedName: text('typed_name').notNull(),
    signedAt: timestamptz('signed_at').notNull(),
    ip: text('ip').notNull(),
    userAgent: text('user_agent').notNull(),
    textSha256: text('text_sha256').notNull(),
  },
  (t) => [
    // One signature per version and sponsor: a second click signs nothing twice.
    uniqueIndex('agreement_acceptances_unique').on(t.versionId, t.sponsorId),
    index('agreement_acceptances_sponsor_idx').on(t.sponsorId),
  ],
);
