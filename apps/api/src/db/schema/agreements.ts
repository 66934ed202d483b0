// Agreements: texts versioned per agreement (numbers shared by the languages) and the sponsors'
// signatures, each with what makes it evidence: version, signer, typed name, time (UTC),
// address, user agent and a SHA-256 of the exact text shown. Signatures are never updated.
//
// A version number is a draft until the super admin publishes it, with every language it has at
// once (docs/decisions/033-agreements-fail-closed.md). Triggers of the migration hold it: a
// published text never changes, no language joins a published number, every text of a number is
// published together, and only a published text can be signed.
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
import { bytea } from './columns';
import { createdAt, timestamptz } from './columns';
import { sponsorParents, sponsors } from './sponsors';
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
    /** A text the portal shipped (a default) that the programme has not published itself. */
    needsReview: boolean('needs_review').notNull().default(false),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    /** Null: a draft, seen by coordinators only; set: what sponsors and parents read and sign. */
    publishedAt: timestamptz('published_at'),
    publishedBy: integer('published_by').references(() => users.id, { onDelete: 'set null' }),
    /**
     * Whether publishing this number asked everyone for a new signature (a material change, the
     * super admin's choice; a first publication always does). A signature counts from the newest
     * number that asked for one.
     */
    asksSignature: boolean('asks_signature').notNull().default(true),
  },
  (t) => [
    uniqueIndex('agreement_versions_unique').on(t.agreementId, t.version, t.language),
    check('agreement_versions_language_check', sql`${t.language} in ('en-US', 'es-CO')`),
  ],
);

/**
 * A parent agreement sent to a minor sponsor's parent: the link's key (only its SHA-256), whom
 * it went to (kept as sent, should the parent's record change), by whom and until when.
 * `sent` is the one live link of a sponsor (a partial unique index); resending makes the live
 * one `replaced`, signing makes it `signed`: a link works once.
 */
export const parentAgreementLinks = pgTable(
  'parent_agreement_links',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    sponsorId: integer('sponsor_id')
      .notNull()
      .references(() => sponsors.id),
    parentId: integer('parent_id').references(() => sponsorParents.id, { onDelete: 'set null' }),
    parentName: text('parent_name').notNull(),
    parentEmail: text('parent_email').notNull(),
    parentRelationship: text('parent_relationship'),
    language: text('language').notNull(),
    keyHash: text('key_hash').notNull(),
    status: text('status', { enum: ['sent', 'signed', 'replaced'] })
      .notNull()
      .default('sent'),
    sentBy: integer('sent_by').references(() => users.id, { onDelete: 'set null' }),
    sentAt: timestamptz('sent_at').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    closedAt: timestamptz('closed_at'),
    /**
     * The coordinator's check of the signature made through this link (decision 030): `none`
     * (not needed), `toCheck` (signed from the sponsor's own address or device: it counts for
     * nothing yet), `confirmed` or `rejected`, with why it was held, by whom and when decided.
     */
    checkStatus: text('check_status', { enum: ['none', 'toCheck', 'confirmed', 'rejected'] })
      .notNull()
      .default('none'),
    checkReasons: text('check_reasons')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    checkedBy: integer('checked_by').references(() => users.id, { onDelete: 'set null' }),
    checkedAt: timestamptz('checked_at'),
  },
  (t) => [
    uniqueIndex('parent_agreement_links_key_unique').on(t.keyHash),
    uniqueIndex('parent_agreement_links_live_unique')
      .on(t.sponsorId)
      .where(sql`${t.status} = 'sent'`),
    index('parent_agreement_links_sponsor_idx').on(t.sponsorId, t.sentAt),
    // A parent's signatures by e-mail (their export, their erasure, decision 054).
    index('parent_agreement_links_parent_email_lower_idx').on(sql`lower(${t.parentEmail})`),
    index('parent_agreement_links_to_check_idx')
      .on(t.sponsorId)
      .where(sql`${t.checkStatus} = 'toCheck'`),
    check(
      'parent_agreement_links_status_check',
      sql`${t.status} in ('sent', 'signed', 'replaced')`,
    ),
    check(
      'parent_agreement_links_check_status_check',
      sql`${t.checkStatus} in ('none', 'toCheck', 'confirmed', 'rejected')`,
    ),
    check('parent_agreement_links_language_check', sql`${t.language} in ('en-US', 'es-CO')`),
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
    /** A parent's signature: the link it came through, the relationship they gave, and how
     * they signed (typed: the name is the signature; drawn: the drawing as a PNG). */
    linkId: integer('link_id').references(() => parentAgreementLinks.id),
    signerRelationship: text('signer_relationship'),
    signatureKind: text('signature_kind', { enum: ['typed', 'drawn'] })
      .notNull()
      .default('typed'),
    signaturePng: bytea('signature_png'),
  },
  (t) => [
    // One signature of the sponsor's own per version: a second click signs nothing twice. A
    // parent signs a version once per link (the link works once); a rejected parent signature
    // stays as evidence while another parent signs the same version through a new link.
    uniqueIndex('agreement_acceptances_unique')
      .on(t.versionId, t.sponsorId)
      .where(sql`${t.linkId} is null`),
    uniqueIndex('agreement_acceptances_link_unique')
      .on(t.linkId, t.versionId)
      .where(sql`${t.linkId} is not null`),
    index('agreement_acceptances_sponsor_idx').on(t.sponsorId),
  ],
);
