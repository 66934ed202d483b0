// Uploaded files (modules/files). The bytes live in a FileStore (DATA_DIR/uploads by default)
// under random keys; this table says what each object is and which record owns it. Owner kinds
// ('user', 'student', 'sponsor', later 'letter', 'agreement') are plain text checked by the
// code's registry (lib/files/file-owners.ts), so a new kind needs no migration.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './users';

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
