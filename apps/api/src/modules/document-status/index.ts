// Document status: the coordinators' grid of what each sponsor has done in a year
// (`app.documentStatus`).
import { definePortalModule } from '../../platform';
import { documentStatusRoutes } from './document-status.routes';
import { createDocumentStatusService, type DocumentStatusService } from './document-status.service';

declare module 'fastify' {
  interface FastifyInstance {
    documentStatus: DocumentStatusService;
  }
}

export const documentStatusModule = definePortalModule(
  'documentStatus',
  async (app, platform) => {
    const documentStatus = createDocumentStatusService({
      ...platform,
      periods: app.periods,
      agreements: app.agreements,
      letters: app.letters,
    });
    app.decorate('documentStatus', documentStatus);
    documentStatusRoutes(app, documentStatus);
  },
  { dependencies: ['periods', 'agreements', 'letters'] },
);
