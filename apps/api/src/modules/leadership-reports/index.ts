// The leadership curriculum's reports: attendance and completion, with their exports
// (`app.leadershipReports`).
import { definePortalModule } from '../../platform';
import { leadershipReportsRoutes } from './leadership-reports.routes';
import {
  createLeadershipReportsService,
  type LeadershipReportsService,
} from './leadership-reports.service';

declare module 'fastify' {
  interface FastifyInstance {
    leadershipReports: LeadershipReportsService;
  }
}

export const leadershipReportsModule = definePortalModule(
  'leadershipReports',
  async (app, platform) => {
    const leadershipReports = createLeadershipReportsService({
      ...platform,
      periods: app.periods,
    });
    app.decorate('leadershipReports', leadershipReports);
    leadershipReportsRoutes(app, leadershipReports);
  },
  { dependencies: ['periods'] },
);
