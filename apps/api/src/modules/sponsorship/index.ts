// Sponsorship: pairing sponsors and students in the available year (`app.sponsorship`), and
// pausing the letters of one sponsorship.
import { definePortalModule } from '../../platform';
import { createLettersPauseService } from './letters-pause.service';
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
    const lettersPause = createLettersPauseService({ ...platform, answer: sponsorship.get });
    sponsorshipRoutes(app, sponsorship, lettersPause);
  },
  { dependencies: ['periods', 'agreements'] },
);
