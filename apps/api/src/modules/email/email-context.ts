// What every use case of the e-mail area works with (docs/architecture.md, "Use cases"): the
// database, the clock, the portal's addresses, the change feed (to wake the mail workers), the
// background tasks (a campaign's queueing runs after the answer), and the year's facts the
// sponsor audiences read (the available year, its letters' due dates, the required agreements).
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { BackgroundTasks } from '../../lib/background';
import type { ChangeFeed } from '../../lib/change-feed';
import type { Clock } from '../../lib/clock';
import type { AgreementsService } from '../agreements/agreements.service';
import type { LettersService } from '../letters/letters.service';
import type { PeriodsService } from '../periods/periods.service';
import { readAudienceFacts, type AudienceFacts } from './audience-facts';

export interface EmailServiceDeps {
  db: Database;
  clock: Clock;
  config: Pick<Config, 'publicUrl' | 'mailFrom'>;
  changes: Pick<ChangeFeed, 'announce'>;
  background: Pick<BackgroundTasks, 'run'>;
  periods: Pick<PeriodsService, 'findAvailable'>;
  agreements: Pick<AgreementsService, 'list'>;
  letters: Pick<LettersService, 'lettersOfYear'>;
}

export interface EmailContext {
  db: Database;
  clock: Clock;
  config: Pick<Config, 'publicUrl' | 'mailFrom'>;
  changes: Pick<ChangeFeed, 'announce'>;
  background: Pick<BackgroundTasks, 'run'>;
  /** The queueing this process runs now, per campaign (a second call waits for it). */
  queueing: Map<number, Promise<void>>;
  /** The available year's facts as the sponsor and parent audiences read them (now). */
  audienceFacts(): Promise<AudienceFacts>;
}

export function makeEmailContext(deps: EmailServiceDeps): EmailContext {
  const { db, clock, config, changes, background } = deps;
  return {
    db,
    clock,
    config,
    changes,
    background,
    queueing: new Map(),
    audienceFacts: () => readAudienceFacts(deps),
  };
}
