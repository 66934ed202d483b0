// Agreements: the texts sponsors sign and their signatures (`app.agreements`, which sponsorship
// asks before a sponsor pairs themselves).
import { definePortalModule } from '../../platform';
import { agreementsRoutes } from './agreements.routes';
import { createAgreementsService, type AgreementsService } from './agreements.service';

declare module 'fastify' {
  interface FastifyInstance {
    agreements: AgreementsService;
  }
}

export const agreementsModule = definePortalModule('agreements', async (app, platform) => {
  const agreements = createAgreementsService(platform);
  app.decorate('agreements', agreements);
  agreementsRoutes(app, agreements);
});
