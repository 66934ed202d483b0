// What the retention area's use cases work with: the database, the clock (tests fix it), and the
// upload service that deletes a removed attachment's bytes once the database has committed.
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { FilesService } from '../../lib/files/files.service';

export interface RetentionContext {
  db: Database;
  clock: Clock;
  files: Pick<FilesService, 'removeStoredContent'>;
}
