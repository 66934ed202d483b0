// People who sign in, and the files uploaded: each table refers to the other (a user's photo,
// a file's uploader), so they are declared together. Roles and languages are kept as text with a
// check, so a later issue can add a value with a plain forward migration.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { createdAt, timestamptz, updatedAt } from './columns';
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

// Uploaded files (modules/files). The bytes live in a FileStore (DATA_DIR/uploads by default)
// under random keys; this table says what each object is and which record owns it. Owner kinds
// ('user', 'student', 'sponsor', later 'letter', 'agreement') are plain text checked by the
// code's registry (lib/files/file-owners.ts), so a new kind needs no migration.
export const files = pgTable(
  'files',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** The FileStore key of the content: random, never derived from anything the user sent. */
    storageKey: text('storage_key').notNull(),
    /** Images only: a small JPEG (at most 256 px a side). */
    thumbnailKey: text('thumbnail_key'),
    thumbnailSizeBytes: integer('thumbnail_size_bytes'),
    /** The uploaded file's name, sanitised (no folders, no control characters); shown, never used as a path. */
    originalName: text('original_name').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    /** Hex SHA-256 of the stored content (also the HTTP ETag). */
    sha256: text('sha256').notNull(),
    /** Images only, after orientation was applied. */
    width: integer('width'),
    height: integer('height'),
    ownerKind: text('owner_kind').notNull(),
    ownerId: integer('owner_id').notNull(),
    /** What the file is for its owner: 'photo', 'attachment', ... */
    purpose: text('purpose').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('files_storage_key_unique').on(t.storageKey),
    // The removals' sweep never deletes bytes a row still names (stored_object_removals).
    index('files_thumbnail_key_idx')
      .on(t.thumbnailKey)
      .where(sql`${t.thumbnailKey} is not null`),
    index('files_owner_idx').on(t.ownerKind, t.ownerId, t.purpose),
    check(
      'files_content_type_check',
      sql`${t.contentType} in ('image/jpeg', 'application/pdf', 'video/mp4')`,
    ),
    check('files_size_check', sql`${t.sizeBytes} > 0`),
    check('files_sha256_check', sql`${t.sha256} ~ '^[0-9a-f]{64}$'`),
  ],
);

export type FileRow = typeof files.$inferSelect;
export type NewFileRow = typeof files.$inferInsert;

// Stored objects whose `files` row is gone and whose bytes are still to be deleted. A trigger on
// `files` (migration 0063) queues both keys in the transaction that deletes the row, so the
// deletion of the bytes is as certain as the row's: the code deletes them once the transaction has
// committed and takes them off the queue; what a crash or a failing store left behind is deleted
// by the hourly sweep (lib/files/stored-object-removals.ts).
export const storedObjectRemovals = pgTable(
  'stored_object_removals',
  {
    storageKey: text('storage_key').primaryKey(),
    queuedAt: timestamp('queued_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('stored_object_removals_queued_idx').on(t.queuedAt)],
);
