// What the delivery log's use cases share: the database, the clock, the one throttle (unsubscribe
// links are guessable) and the settings they read.
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { Throttle } from '../../lib/throttle';

export interface MailLogContext {
  db: Database;
  clock: Clock;
  throttle: Throttle;
  config: Pick<Config, 'mail' | 'loginThrottle'>;
}
