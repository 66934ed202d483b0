// Years (periods): the super admin's screen and the service other areas ask for the available
// year (`app.periods`).
import { definePortalModule } from '../../platform';
import { periodsRoutes } from './periods.routes';
import { createPeriodsService, type PeriodsService } from './periods.service';

declare module 'fastify' {
  interface FastifyInstance {
    periods: PeriodsService;
  }
}

export const periodsModule = definePortalModule('periods', async (app, platform) => {
  const periods = createPeriodsService(platform);
  app.decorate('periods', periods);
  periodsRoutes(app, periods);
});
