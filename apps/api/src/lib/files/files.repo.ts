// Queries on files (the metadata; the bytes are in the FileStore).
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { files, type FileRow, type NewFileRow } from '../../db/schema/index';

export async function insertFile(db: Database, file: Omit<NewFileRow, 'id'>): Promise<FileRow> {
  const [row] = await db.insert(files).values(file).returning();
  if (!row) throw new Error('insert into files returned no row');
  return row;
}

export async function findFileById(db: Database, id: number): Promise<FileRow | undefined> {
  const [row] = await db.select().from(files).where(eq(files.id, id));
  return row;
}

/** Deletes the row; answers its storage keys so the caller removes the bytes after commit. */
export async function deleteFileById(
  db: Database,
  id: number,
): Promise<Pick<FileRow, 'storageKey' | 'thumbnailKey'> | undefined> {
  const [row] = await db
    .delete(files)
    .where(eq(files.id, id))
    .returning({ storageKey: files.storageKey, thumbnailKey: files.thumbnailKey });
  return row;
}

/**
 * Gives a file to another record when it still belongs to `from` (an upload waiting to be
 * attached): false when it does not, e.g. it was attached elsewhere meanwhile.
 */
export async function moveFileOwner(
  db: Database,
  id: number,
  from: { ownerKind: string; ownerId: number; purpose: string },
  to: { ownerKind: string; ownerId: number; purpose: string },
): Promise<boolean> {
  const rows = await db
    .update(files)
    .set(to)
    .where(
      and(
        eq(files.id, id),
        eq(files.ownerKind, from.ownerKind),
        eq(files.ownerId, from.ownerId),
        eq(files.purpose, from.purpose),
      ),
    )
    .returning({ id: files.id });
  return rows.length > 0;
}
