// What the yearly cycle's use cases work with: the database, the clock, the mail queue, and the
// years' service (its activation takes the cycle's step).
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { BackgroundTasks } from '../../lib/background';
import type { Clock } from '../../lib/clock';
import type { Mailer } from '../../lib/mailer';
import type { PeriodsService } from '../periods/periods.service';

export interface YearCycleServiceDeps {
  db: Database;
  clock: Clock;
  /** The recommitment e-mails go through the mail queue, after the run's answer has left. */
  mailer: Pick<Mailer, 'send'>;
  background: BackgroundTasks;
  config: Pick<Config, 'publicUrl'>;
  periods: Pick<PeriodsService, 'activate'>;
}

export type YearCycleContext = YearCycleServiceDeps;
