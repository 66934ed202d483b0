// The reports of the catalogue (/edrocks/reports): sponsorship, students waiting, lapsed
// sponsors and giving per sponsor, with their exports (`app.reports`). The leadership reports, document status and donations are areas of
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
    });
    app.decorate('reports', reports);
    reportsRoutes(app, reports);
  },
  { dependencies: ['periods', 'sponsorship', 'year-cycle', 'donations'] },
);
