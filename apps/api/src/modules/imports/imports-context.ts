// What the import's use cases work with: the database and the server's clock (a birthdate may
// not be in the future).
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';

export interface ImportsServiceDeps {
  db: Database;
  clock: Clock;
}

/** The import's use cases work with their service's dependencies as they are. */
export type ImportsContext = ImportsServiceDeps;
