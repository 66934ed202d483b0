// What every use case of schools and villages works with: the database, the clock, the maker of
// registration codes and the announcement that the lookup lists changed.
import type { Database } from '../../db/client';
import type { ChangeFeed } from '../../lib/change-feed';
import type { Clock } from '../../lib/clock';
import { generateRegistrationCode, type CodeGenerator } from './registration-codes';

export interface PlacesServiceDeps {
  db: Database;
  clock: Clock;
  /** Told when places changed, so this process's lookup lists are fresh at once. */
  changes?: Pick<ChangeFeed, 'announce'>;
  /** Replaced by tests that need collisions. */
  generateCode?: CodeGenerator;
}

export interface PlacesContext {
  db: Database;
  clock: Clock;
  generateCode: CodeGenerator;
  /** Other processes hear of it through the database's notification; this one at once. */
  announceListsChanged: () => void;
}

export function makePlacesContext({
  db,
  clock,
  generateCode = generateRegistrationCode,
  changes: changeFeed,
}: PlacesServiceDeps): PlacesContext {
  return { db, clock, generateCode, announceListsChanged: () => changeFeed?.announce('lists') };
}
