// What every use case of the agreements module (the texts, a sponsor's signatures, the gate)
// takes first.
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';

export interface AgreementsContext {
  db: Database;
  clock: Clock;
}
