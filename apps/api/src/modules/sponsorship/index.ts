// Sponsorship: pairing sponsors and students in the available year (`app.sponsorship`).
import { definePortalModule } from '../../platform';
import { sponsorshipRoutes } from './sponsorship.routes';
import { createSponsorshipService, type SponsorshipService } from './sponsorship.service';

declare module 'fastify' {
  interface FastifyInstance {
    sponsorship: SponsorshipService;
  }
}

export const sponsorshipModule = definePortalModule(
  'sponsorship',
  async (app, platform) => {
    const sponsorship = createSponsorshipService({
      ...platform,
      periods: app.periods,
      agreements: app.agreements,
    });
    app.decorate('sponsorship', sponsorship);
    sponsorshipRoutes(app, sponsorship);
  },
  { dependencies: ['periods', 'agreements'] },
);
