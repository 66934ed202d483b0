// Agreements: the texts sponsors sign and their signatures (`app.agreements`, which sponsorship
// asks before a sponsor pairs themselves), and the parent agreement a minor sponsor's parent
// signs at a public link, and coordinators' checks of a parent's signature (decision 030).
import { definePortalModule } from '../../platform';
import { agreementsRoutes, parentAgreementsRoutes } from './agreements.routes';
import { createAgreementsService, type AgreementsService } from './agreements.service';
import { createParentAgreementsService } from './parent-agreements.service';
import { createParentSignatureChecks } from './parent-signature-checks.service';

declare module 'fastify' {
  interface FastifyInstance {
    agreements: AgreementsService;
  }
}

export const agreementsModule = definePortalModule('agreements', async (app, platform) => {
  const parentAgreements = createParentAgreementsService(platform);
  const agreements = createAgreementsService(platform);
  app.decorate('agreements', agreements);
  agreementsRoutes(app, agreements);
  parentAgreementsRoutes(app, parentAgreements, createParentSignatureChecks(platform));
});
