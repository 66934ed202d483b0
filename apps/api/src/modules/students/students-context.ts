// What every use case of the students area works with: the database, the server's clock, the
// signing of photo URLs and the upload service (the guardian authorisation's document).
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { FileUrls } from '../../lib/files/file-urls';
import type { FilesService } from '../../lib/files/files.service';
import type { PhotoUrl } from './student-projections';

export interface StudentsServiceDeps {
  db: Database;
  clock: Clock;
  /** Signs photo URLs (lib/files/file-urls.ts). */
  fileUrls: Pick<FileUrls, 'photoUrl'>;
  /** Stores and deletes the guardian authorisation's document, and signs its URL. */
  files: Pick<FilesService, 'storeFile' | 'deleteFile' | 'urls'>;
}

export interface StudentsContext {
  db: Database;
  clock: Clock;
  photoUrl: PhotoUrl;
  files: StudentsServiceDeps['files'];
}

export function makeStudentsContext({
  db,
  clock,
  fileUrls,
  files,
}: StudentsServiceDeps): StudentsContext {
  return { db, clock, photoUrl: (fileId) => fileUrls.photoUrl(fileId), files };
}
