// Sponsors: the coordinators' list and records, a sponsor's own record, a student's sponsors,
// parents or guardians and photos (`app.sponsors` for others).
import { definePortalModule } from '../../platform';
import { createAreaFileOwner } from '../../lib/files/area-file-owner';
import { setSponsorPhotoFileId, sponsorVisibility } from './sponsors.repo';
import { createSponsorParentsService } from './sponsor-parents.service';
import { sponsorsRoutes } from './sponsors.routes';
import { createSponsorsService, type SponsorsService } from './sponsors.service';

declare module 'fastify' {
  interface FastifyInstance {
    sponsors: SponsorsService;
  }
}

export const sponsorsModule = definePortalModule('sponsors', async (app, platform) => {
  const sponsors = createSponsorsService(platform);
  app.decorate('sponsors', sponsors);
  // A sponsor's photo: seen by whoever reaches the sponsor (coordinators in scope, the sponsor;
  // students only through the signed URLs of my-sponsors), changed by coordinators in scope
  // and by the sponsor.
  platform.files.owners.register(
    'sponsor',
    createAreaFileOwner({
      area: 'sponsors',
      canRead: sponsors.isVisible,
      canWrite: sponsors.isPhotoEditable,
      setPhotoFileId: (db, auth, id, fileId, now) =>
        setSponsorPhotoFileId(db, sponsorVisibility(auth), id, fileId, now),
      clock: platform.clock,
    }),
  );
  sponsorsRoutes(app, sponsors, createSponsorParentsService(platform));
});
