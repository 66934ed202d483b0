// What the data requests' use cases work with: the database, the clock (today's date decides
// what is overdue), the throttle (requests filed from the profile) and the users' door (the
// person a request names).
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { Throttle } from '../../lib/throttle';
import type { findUserById } from '../users/accounts.service';

export interface DataRequestsContext {
  db: Database;
  clock: Clock;
  throttle: Pick<Throttle, 'reserve'>;
  findUserById: typeof findUserById;
}
