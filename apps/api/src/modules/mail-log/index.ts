// The delivery log (`app.mailLog`, decision 042): every message the portal queued, campaigns'
// and transactional, per recipient; the addresses campaigns leave out (unsubscribed, bouncing)
// and the clearing of a bouncing mark; the public one-click unsubscribe link (RFC 8058).
import { definePortalModule } from '../../platform';
import { mailLogRoutes } from './mail-log.routes';
import { createMailLogService, type MailLogService } from './mail-log.service';

declare module 'fastify' {
  interface FastifyInstance {
    mailLog: MailLogService;
  }
}

export const mailLogModule = definePortalModule('mail-log', async (app, platform) => {
  const mailLog = createMailLogService({
    db: platform.db,
    clock: platform.clock,
    throttle: platform.throttle,
    config: platform.config,
  });
  app.decorate('mailLog', mailLog);
  await mailLogRoutes(app, mailLog);
});
