// What the assessments' use cases work with.
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { Mailer } from '../../lib/mailer';
import type { PeriodsService } from '../periods/periods.service';

export interface AssessmentsContext {
  db: Database;
  clock: Clock;
  config: Pick<Config, 'publicUrl'>;
  mailer: Pick<Mailer, 'send'>;
  periods: Pick<PeriodsService, 'findAvailable'>;
}

/**
 * Whose eyes an answer is for: the sponsor reads their own drafts, coordinators do not; who
 * returned a text is named to coordinators only (lib/projections.ts).
 */
export type Reader = 'owner' | 'coordinator';
