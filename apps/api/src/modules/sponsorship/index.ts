// Sponsorship: pairing sponsors and students in the available year (`app.sponsorship`).
import { definePortalModule } from '../../platform';
import { sponsorshipRoutes } from './sponsorship.routes';
import {
  createSponsorshipService,
  type AgreementsGate,
  type SponsorshipService,
} from './sponsorship.service';

declare module 'fastify' {
  interface FastifyInstance {
    sponsorship: SponsorshipService;
  }
}

// TODO(agreements): until the agreements area exists, no agreement is required.
const noRequiredAgreements: AgreementsGate = { missingSponsorAgreements: async () => [] };

export const sponsorshipModule = definePortalModule(
  'sponsorship',
  async (app, platform) => {
    const sponsorship = createSponsorshipService({
      ...platform,
      periods: app.periods,
      agreements: noRequiredAgreements,
    });
    app.decorate('sponsorship', sponsorship);
    sponsorshipRoutes(app, sponsorship);
  },
  { dependencies: ['periods'] },
);
