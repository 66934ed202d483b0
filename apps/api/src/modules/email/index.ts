// E-mail to audiences (`app.email`): campaigns, their audiences and previews, templates, the
// board members, and the timer that starts scheduled campaigns, takes up interrupted sends and
// marks finished ones.
import { definePortalModule } from '../../platform';
import { emailRoutes } from './email.routes';
import { CAMPAIGN_TIMER_MS, createEmailService, type EmailService } from './email.service';

declare module 'fastify' {
  interface FastifyInstance {
    email: EmailService;
  }
}

export const emailModule = definePortalModule(
  'email',
  async (app, platform) => {
    const email = createEmailService({
      ...platform,
      periods: app.periods,
      agreements: app.agreements,
      letters: app.letters,
    });
    app.decorate('email', email);
    emailRoutes(app, email);
    const timer = setInterval(
      () => platform.background.run('e-mail campaigns', () => email.runDueCampaigns()),
      CAMPAIGN_TIMER_MS,
    );
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  },
  { dependencies: ['periods', 'agreements', 'letters'] },
);
