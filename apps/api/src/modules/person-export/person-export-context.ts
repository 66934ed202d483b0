// What the person export's use cases share: the database (read-only), the files (read through
// the FileStore, local folder or bucket), the throttle and the clock.
import type { Language } from '@portal/shared';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { FilesService } from '../../lib/files/files.service';
import type { Throttle } from '../../lib/throttle';

export interface PersonExportContext {
  db: Database;
  files: FilesService;
  throttle: Throttle;
  clock: Clock;
}

/**
 * Who reads the export: `full` for the super admin (everything the portal holds about the
 * person), `self` for the person themselves (what they may see: other people by first name only,
 * no one else's contact data, no coordinator's notes about them).
 */
export type ExportView = 'full' | 'self';

/** One JSON file of the export: `<name>.json`, and how many items it holds (the summary's). */
export interface ExportSection {
  name: SectionName;
  data: unknown;
  count: number;
}

/**
 * A file of the person's, copied into `files/`: an uploaded file (by id: its bytes are read from
 * the store as the ZIP is written, and its extension follows its type), or bytes read already.
 */
export type ExportFile =
  | { path: string; kind: FileKind; fileId: number }
  | { path: string; kind: FileKind; bytes: Buffer };

/** An uploaded file, found: where its bytes are and its full path in the ZIP. */
export interface StoredExportFile {
  path: string;
  kind: FileKind;
  storageKey: string;
}

export const SECTION_NAMES = [
  'account',
  'sponsor',
  'student',
  'sponsorships',
  'letters',
  'agreements',
  'donations',
  'event-orders',
  'meetings',
  'assessments',
  'emails',
  'notifications',
  'consents',
  'sign-ins',
  'data-requests',
  'history',
] as const;
export type SectionName = (typeof SECTION_NAMES)[number];

export const FILE_KINDS = [
  'accountPhoto',
  'sponsorPhoto',
  'studentPhoto',
  'letterAttachment',
  'guardianAuthorisation',
  'signature',
] as const;
export type FileKind = (typeof FILE_KINDS)[number];

/** Everything one export holds, gathered before the first byte goes out. */
export interface PersonExport {
  /** For the file name and the summary: the person's name, or the record's id. */
  personName: string;
  language: Language;
  view: ExportView;
  generatedAt: Date;
  sections: ExportSection[];
  /** Bytes already read (signatures) and uploaded files, in the order they are written. */
  files: Array<StoredExportFile | Extract<ExportFile, { bytes: Buffer }>>;
}
