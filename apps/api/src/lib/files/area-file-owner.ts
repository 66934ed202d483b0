// The owner of files attached to records of one area (a student's or a sponsor's photo): who
// reaches the record reads its files, who may edit it changes its photo. The files routes
// authenticate for their own area, so the caller's access to the record's area is read again
// from the permission table here; a role with none of it reaches nothing.
import { getAccess, type Area } from '@portal/shared';
import type { Database } from '../../db/client';
import type { AuthContext } from '../auth-context';
import type { Clock } from '../clock';
import type { FileOwner } from './file-owners';

export interface AreaFileOwnerOptions {
  area: Area;
  canRead: (auth: AuthContext, id: number) => Promise<boolean>;
  canWrite: (auth: AuthContext, id: number) => Promise<boolean>;
  /** Sets the record's photo column within the caller's reach (see FileOwner.setPhoto),
   * stamping the change time. */
  setPhotoFileId: (
    db: Database,
    auth: AuthContext,
    id: number,
    fileId: number | null,
    now: Date,
  ) => Promise<{ previousFileId: number | null } | undefined>;
  clock: Clock;
}

export function createAreaFileOwner(options: AreaFileOwnerOptions): FileOwner {
  const inArea = (auth: AuthContext): AuthContext | undefined => {
    const access = getAccess(auth.role, options.area);
    return access ? { ...auth, access } : undefined;
  };
  return {
    async canRead(auth, id) {
      const areaAuth = inArea(auth);
      return areaAuth ? options.canRead(areaAuth, id) : false;
    },
    async canWrite(auth, id) {
      const areaAuth = inArea(auth);
      return areaAuth ? options.canWrite(areaAuth, id) : false;
    },
    async setPhoto(db, auth, id, fileId) {
      const areaAuth = inArea(auth);
      return areaAuth
        ? options.setPhotoFileId(db, areaAuth, id, fileId, options.clock.now())
        : undefined;
    },
  };
}
