// The yearly cycle: rolling the programme into a new school year (recommit, the sponsors'
// answers, the student upgrade, the activation that settles them).
import { definePortalModule } from '../../platform';
import { NOTICE_CHECK_INTERVAL_MS } from './recommitment-notices';
import { yearCycleRoutes } from './year-cycle.routes';
import { createYearCycleService, type YearCycleService } from './year-cycle.service';

declare module 'fastify' {
  interface FastifyInstance {
    yearCycle: YearCycleService;
  }
}

export const yearCycleModule = definePortalModule(
  'year-cycle',
  async (app, platform) => {
    const cycle = createYearCycleService({ ...platform, periods: app.periods });
    app.decorate('yearCycle', cycle);
    yearCycleRoutes(app, cycle);
    // Reminders of unanswered requests: each process looks every hour; the claim in the
    // database keeps a sponsor to one e-mail a week however many processes look.
    const reminders = setInterval(
      () => platform.background.run('recommitment reminders', () => cycle.sendNotices().then()),
      NOTICE_CHECK_INTERVAL_MS,
    );
    reminders.unref();
    app.addHook('onClose', async () => clearInterval(reminders));
  },
  { dependencies: ['periods', 'sponsorship', 'students'] },
);
