// What the retention area's use cases work with: the database, the clock (tests fix it), the
// upload service that deletes a removed attachment's bytes once a batch has committed, and the
// size of a batch.
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { FilesService } from '../../lib/files/files.service';

/** Rows one batch of a run removes, in one transaction (decision 057). */
export const RETENTION_BATCH_SIZE = 5_000;

export interface RetentionContext {
  db: Database;
  clock: Clock;
  files: Pick<FilesService, 'removeStoredContent'>;
  /** RETENTION_BATCH_SIZE; tests make it small to see a run of many batches. */
  batchSize: number;
}
