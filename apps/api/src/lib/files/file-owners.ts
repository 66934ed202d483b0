// Who may see and change files: every file belongs to a record (its owner kind and id), and each
// kind of record registers how access to it is decided. A file whose owner kind registered
// nothing is never served to a Bearer request (404).
//
// How a module registers its kind (in its index.ts; lib/files/area-file-owner.ts builds the
// usual one for an area's records):
//
//   files.owners.register('student', {
//     // May this signed-in user see the student's files? Apply the admin scope here: an
//     // out-of-scope or unknown id is false, and the file route answers 404.
//     canRead: (auth, studentId) => students.isVisible(auth, studentId),
//     // May they change the student's photo? (Checked by files.replacePhoto/removePhoto.)
//     canWrite: (auth, studentId) => students.isEditable(auth, studentId),
//     // Only for records with a photo column: within the caller's transaction, lock the row
//     // (within the caller's scope)
//     // (select ... for no key update), set the column to `fileId` (or null) and answer the
//     // previous value; undefined when the record does not exist. (FOR UPDATE can deadlock
//     // against the KEY SHARE lock that inserting the files row takes through a foreign key.)
//     setPhoto: (tx, auth, studentId, fileId) =>
//       setStudentPhotoFileId(tx, studentVisibility(auth), studentId, fileId),
//   });
import type { Database } from '../../db/client';
import type { AuthContext } from '../auth-context';

/** Kinds of records files belong to. Add one here when a module starts owning files. */
export const FILE_OWNER_KINDS = [
  'user',
  'student',
  'sponsor',
  'letter',
  'agreement',
  'meeting',
  'event',
  /** A student's guardian authorisation document: coordinators who may edit the student only. */
  'guardianAuthorisation',
] as const;
export type FileOwnerKind = (typeof FILE_OWNER_KINDS)[number];

export interface FileOwner {
  canRead(auth: AuthContext, ownerId: number): Promise<boolean>;
  canWrite(auth: AuthContext, ownerId: number): Promise<boolean>;
  setPhoto?(
    db: Database,
    auth: AuthContext,
    ownerId: number,
    fileId: number | null,
  ): Promise<{ previousFileId: number | null } | undefined>;
}

export interface FileOwners {
  register(kind: FileOwnerKind, owner: FileOwner): void;
  get(kind: string): FileOwner | undefined;
  canRead(auth: AuthContext, kind: string, ownerId: number): Promise<boolean>;
}

export function createFileOwners(): FileOwners {
  const owners = new Map<string, FileOwner>();
  return {
    register(kind, owner) {
      if (owners.has(kind)) throw new Error(`The file owner kind "${kind}" is already registered`);
      owners.set(kind, owner);
    },
    get: (kind) => owners.get(kind),
    async canRead(auth, kind, ownerId) {
      const owner = owners.get(kind);
      return owner ? owner.canRead(auth, ownerId) : false;
    },
  };
}
