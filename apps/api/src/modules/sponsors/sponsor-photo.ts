// The 'sponsor' owner kind of uploaded files: a sponsor's profile photo (sponsors.photo_file_id).
// With a Bearer token, a sponsor's files are seen by whoever reaches the sponsor (coordinators in
// scope, the sponsor); students see their sponsors' photos only through the signed URLs of
// GET /edrocks/api/sponsors/my-sponsors. The photo is changed by coordinators in scope and by the
// sponsor (PUT/DELETE /edrocks/api/sponsors/:id/photo).
import { getAccess } from '@portal/shared';
import type { Clock } from '../../lib/clock';
import type { AuthContext } from '../../plugins/auth';
import type { FileOwner } from '../../lib/files/file-owners';
import { setSponsorPhotoFileId } from './sponsors.repo';
import type { SponsorsService } from './sponsors.service';

/**
 * The caller's access to the sponsors area: the files routes authenticate for another area, so
 * the permission table is read again here (no access at all: undefined).
 */
function inSponsorsArea(auth: AuthContext): AuthContext | undefined {
  const access = getAccess(auth.role, 'sponsors');
  return access ? { ...auth, access } : undefined;
}

export function createSponsorFileOwner(sponsors: SponsorsService, clock: Clock): FileOwner {
  return {
    async canRead(auth, sponsorId) {
      const sponsorsAuth = inSponsorsArea(auth);
      return sponsorsAuth ? sponsors.isVisible(sponsorsAuth, sponsorId) : false;
    },
    async canWrite(auth, sponsorId) {
      const sponsorsAuth = inSponsorsArea(auth);
      return sponsorsAuth ? sponsors.isPhotoEditable(sponsorsAuth, sponsorId) : false;
    },
    setPhoto: (db, sponsorId, fileId) => setSponsorPhotoFileId(db, sponsorId, fileId, clock.now()),
  };
}
