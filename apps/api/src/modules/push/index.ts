// Push notifications on sponsors' phones (`app.push`): the devices and topic choices, the
// server's VAPID keys, the push queue's worker in this process and the daily reminders.
import { loadVapidKeys } from '../../lib/push/push-keys';
import { createPushSender, PUSH_CHANGE_TOPIC, type PushSender } from '../../lib/push/push-sender';
import { definePortalModule } from '../../platform';
import { pushRoutes } from './push.routes';
import { createPushService, type PushService } from './push.service';

const REMINDER_CHECK_INTERVAL_MS = 60 * 60 * 1000;

declare module 'fastify' {
  interface FastifyInstance {
    push: PushService & { sender: PushSender };
  }
}

export const pushModule = definePortalModule(
  'push',
  async (app, platform) => {
    const { config, db, clock } = platform;
    const keys = await loadVapidKeys(config, (message) => app.log.warn(message));
    const push = createPushService({
      db,
      clock,
      keys,
      testOrigins: config.push.testOrigins,
      letters: app.letters,
      meetings: app.meetings,
      periods: app.periods,
    });
    const sender = createPushSender({
      db,
      clock,
      log: app.log,
      keys,
      testOrigins: config.push.testOrigins,
      changes: platform.changes,
    });
    app.decorate('push', Object.assign(push, { sender }));
    pushRoutes(app, push);
    const remind = () =>
      platform.background.run('push reminders', () => push.sendReminders().then());
    const reminding = setInterval(remind, REMINDER_CHECK_INTERVAL_MS);
    reminding.unref();
    app.addHook('onReady', async () => remind());
    app.addHook('onClose', async () => {
      clearInterval(reminding);
      await sender.close();
    });
  },
  {
    dependencies: ['letters', 'meetings', 'periods'],
    // The queue's inserts wake every process's worker (lib/push/push-sender.ts).
    changeTopics: { [PUSH_CHANGE_TOPIC]: ['push_outbox'] },
  },
);
