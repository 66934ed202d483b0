// What every use case of the students area works with: the database, the server's clock and the
// signing of photo URLs.
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { FileUrls } from '../../lib/files/file-urls';
import type { PhotoUrl } from './student-projections';

export interface StudentsServiceDeps {
  db: Database;
  clock: Clock;
  /** Signs photo URLs (lib/files/file-urls.ts). */
  fileUrls: Pick<FileUrls, 'photoUrl'>;
}

export interface StudentsContext {
  db: Database;
  clock: Clock;
  photoUrl: PhotoUrl;
}

export function makeStudentsContext({ db, clock, fileUrls }: StudentsServiceDeps): StudentsContext {
  return { db, clock, photoUrl: (fileId) => fileUrls.photoUrl(fileId) };
}
