// Events and ticket sales (`app.events`): events with ticket types, orders that hold seats while
// the buyer pays (the payment owner of kind 'order'), tickets and their check-in.
import { canWrite } from '@portal/shared';
import { definePortalModule } from '../../platform';
import { eventsRoutes } from './events.routes';
import { createEventsService, type EventsService } from './events.service';

declare module 'fastify' {
  interface FastifyInstance {
    events: EventsService;
  }
}

/** How often each process marks passed holds expired (they stop counting the moment they pass). */
const SWEEP_INTERVAL_MS = 60_000;

export const eventsModule = definePortalModule(
  'events',
  async (app, platform) => {
    const events = createEventsService({
      db: platform.db,
      clock: platform.clock,
      config: platform.config,
      mailer: platform.mailer,
      throttle: platform.throttle,
      fileUrls: platform.fileUrls,
      background: platform.background,
      payments: app.payments,
      jwtSecret: platform.jwtSecret,
      log: app.log,
    });
    app.decorate('events', events);
    app.payments.registerOwner('order', events.paymentOwner);
    // An event's image is public (the event's page shows it): any signed URL or signed-in user
    // reads it; only those who edit events change it, through the event's image routes.
    platform.files.owners.register('event', {
      canRead: async () => true,
      canWrite: async (auth) => canWrite(auth.role, 'events'),
      setPhoto: async (tx, auth, eventId, fileId) =>
        canWrite(auth.role, 'events') ? events.setImageFileId(tx, eventId, fileId) : undefined,
    });

    // Safe on every process at once: one idempotent UPDATE.
    const timer = setInterval(() => {
      events
        .sweepExpiredHolds()
        .catch((error: unknown) => app.log.warn({ err: error }, 'event hold sweep failed'));
    }, SWEEP_INTERVAL_MS);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));

    eventsRoutes(app, events);
  },
  { dependencies: ['payments'] },
);
