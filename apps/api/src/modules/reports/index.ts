// The reports of the catalogue (/edrocks/reports): sponsorship, students waiting, lapsed
// sponsors, giving per sponsor and letters, with their exports (`app.reports`). The leadership reports, document status and donations are areas of
// their own; the catalogue screen links to them.
import { definePortalModule } from '../../platform';
import { reportsRoutes } from './reports.routes';
import { createReportsService, type ReportsService } from './reports.service';

declare module 'fastify' {
  interface FastifyInstance {
    reports: ReportsService;
  }
}

export const reportsModule = definePortalModule(
  'reports',
  async (app, platform) => {
    const reports = createReportsService({
      ...platform,
      periods: app.periods,
      sponsorship: app.sponsorship,
      yearCycle: app.yearCycle,
      donations: app.donations,
      letters: app.letters,
    });
    app.decorate('reports', reports);
    reportsRoutes(app, reports);
  },
  { dependencies: ['periods', 'sponsorship', 'year-cycle', 'donations', 'letters'] },
);
