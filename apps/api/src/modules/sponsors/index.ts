// Sponsors: the coordinators' list and records, a sponsor's own record, a student's sponsors,
// parents or guardians and photos (`app.sponsors` for others).
import { definePortalModule } from '../../platform';
import { createSponsorFileOwner } from './sponsor-photo';
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
  platform.files.owners.register('sponsor', createSponsorFileOwner(sponsors, platform.clock));
  sponsorsRoutes(app, sponsors);
});
