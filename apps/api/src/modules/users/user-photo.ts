// The 'user' owner kind: a user's profile photo (users.photo_file_id).
// Seeing it with a Bearer token: the user themselves, and whoever may manage all users (super
// and global admins, from the permission table). Everyone else sees a user's photo only through
// a signed URL handed out by an endpoint that already checked they may see that person.
// Changing it: the user themselves (PUT/DELETE /edrocks/api/me/photo).
import { eq } from 'drizzle-orm';
import { canSee } from '@portal/shared';
import type { Database } from '../../db/client';
import { users } from '../../db/schema/index';
import type { Clock } from '../../lib/clock';
import type { FileOwner } from '../../lib/files/file-owners';

export async function setUserPhotoFileId(
  db: Database,
  userId: number,
  fileId: number | null,
  now: Date,
): Promise<{ previousFileId: number | null } | undefined> {
  const [current] = await db
    .select({ photoFileId: users.photoFileId })
    .from(users)
    .where(eq(users.id, userId))
    // Not FOR UPDATE: the new files row's created_by foreign key holds a KEY SHARE lock on this
    // same user row, which FOR UPDATE would wait on (deadlocking concurrent replacements).
    .for('no key update');
  if (!current) return undefined;
  await db.update(users).set({ photoFileId: fileId, updatedAt: now }).where(eq(users.id, userId));
  return { previousFileId: current.photoFileId };
}

export function createUserFileOwner(clock: Clock): FileOwner {
  return {
    canRead: async (auth, userId) => auth.userId === userId || canSee(auth.role, 'allUsers'),
    canWrite: async (auth, userId) => auth.userId === userId,
    // Only the user themselves (canWrite): the row is their own.
    setPhoto: (db, _auth, userId, fileId) => setUserPhotoFileId(db, userId, fileId, clock.now()),
  };
}
