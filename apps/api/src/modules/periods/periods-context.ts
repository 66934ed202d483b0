// What the years' use cases work with: the database and the clock.
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';

export interface PeriodsServiceDeps {
  db: Database;
  clock: Clock;
}

/** The years' use cases work with their service's dependencies as they are. */
export type PeriodsContext = PeriodsServiceDeps;
