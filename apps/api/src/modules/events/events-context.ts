// What every use case of the events module is given (its first parameter): the database, the
// clock, the mailer, the payments service and the rest of the platform the module uses.
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { BackgroundTasks } from '../../lib/background';
import type { Clock } from '../../lib/clock';
import type { FileUrls } from '../../lib/files/file-urls';
import type { Mailer } from '../../lib/mailer';
import type { PaymentsService } from '../../lib/payments/payment-provider';
import type { Throttle } from '../../lib/throttle';

export interface EventsServiceDeps {
  db: Database;
  clock: Clock;
  config: Config;
  mailer: Mailer;
  throttle: Throttle;
  fileUrls: FileUrls;
  background: BackgroundTasks;
  payments: PaymentsService;
  jwtSecret: string;
  log: FastifyBaseLogger;
}

export interface EventsContext extends EventsServiceDeps {
  /** The currency of every sale (config.payments.currency). */
  currency: string;
}

export function makeEventsContext(deps: EventsServiceDeps): EventsContext {
  return { ...deps, currency: deps.config.payments.currency };
}
