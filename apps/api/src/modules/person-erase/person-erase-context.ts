// What the erasure works with: the database, password hashing (the account keeps a hash of
// nothing anyone knows), and the file store's removal of bytes after the commit.
import type { Database } from '../../db/client';
import type { PasswordHasher } from '../../lib/passwords';

export interface PersonEraseContext {
  db: Database;
  passwords: PasswordHasher;
  /** Deletes stored objects (best effort: one left behind is never served, no row names it). */
  removeStoredObjects: (keys: string[]) => Promise<void>;
}
