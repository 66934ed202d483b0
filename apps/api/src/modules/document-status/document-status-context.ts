// What every use case of the document status grid works with (docs/architecture.md, "Use
// cases"): the database, the clock, the mail queue and the portal's address, and the year's
// context (year-facts.ts), kept per version of the lookup lists.
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { ChangeFeed } from '../../lib/change-feed';
import type { Mailer } from '../../lib/mailer';
import type { AgreementsService } from '../agreements/agreements.service';
import type { LettersService } from '../letters/letters.service';
import type { PeriodsService } from '../periods/periods.service';
import { createYearContexts, type YearContext } from './year-facts';

export interface DocumentStatusServiceDeps {
  db: Database;
  clock: Clock;
  config: Pick<Config, 'publicUrl'>;
  mailer: Pick<Mailer, 'send'>;
  periods: Pick<PeriodsService, 'findAvailable'>;
  agreements: Pick<AgreementsService, 'list'>;
  letters: Pick<LettersService, 'lettersOfYear'>;
  changes: Pick<ChangeFeed, 'version'>;
}

export interface DocumentStatusContext {
  db: Database;
  clock: Clock;
  config: Pick<Config, 'publicUrl'>;
  mailer: Pick<Mailer, 'send'>;
  /**
   * The year asked for (the available one when none is named) with what its cells depend on;
   * undefined when none is named and none is available, 404 for an unknown year.
   */
  yearContext(periodId: number | undefined): Promise<YearContext | undefined>;
}

export function makeDocumentStatusContext(deps: DocumentStatusServiceDeps): DocumentStatusContext {
  const { db, clock, config, mailer } = deps;
  return { db, clock, config, mailer, yearContext: createYearContexts(deps) };
}
