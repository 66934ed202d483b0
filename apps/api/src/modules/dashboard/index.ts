// The dashboard: each role's figures at a glance (`app.dashboard`).
import { definePortalModule } from '../../platform';
import { findAvailableYear, findPreviousYear } from '../periods/periods.service';
import { dashboardRoutes } from './dashboard.routes';
import { createDashboardService, type DashboardService } from './dashboard.service';

declare module 'fastify' {
  interface FastifyInstance {
    dashboard: DashboardService;
  }
}

export const dashboardModule = definePortalModule(
  'dashboard',
  async (app, platform) => {
    const dashboard = createDashboardService({
      db: platform.db,
      clock: platform.clock,
      students: app.students,
      sponsors: app.sponsors,
      letters: app.letters,
      periods: { findAvailableYear, findPreviousYear },
      reports: app.reports,
      donations: app.donations,
      events: app.events,
      leadershipReports: app.leadershipReports,
      agreements: app.agreements,
      meetings: app.meetings,
      assessments: app.assessments,
    });
    app.decorate('dashboard', dashboard);
    dashboardRoutes(app, dashboard);
  },
  {
    dependencies: [
      'students',
      'sponsors',
      'letters',
      'periods',
      'meetings',
      'assessments',
      'donations',
      'reports',
      'events',
      'leadershipReports',
      'agreements',
    ],
  },
);
