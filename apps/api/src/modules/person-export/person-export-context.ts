// What the person export's use cases share: the database (read-only), the files (read through
// the FileStore, local folder or bucket), the throttle and the clock.
import type { Readable } from 'node:stream';
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

/**
 * One JSON file of the export: `<name>.json`, and how many items it holds (the summary's). Its
 * data is gathered before the first byte goes out, or, for the sections that may be long (the
 * e-mails and the history), read a page at a time as the ZIP is written (`json`: the file's text
 * in chunks, json-stream.ts), the count taken when the download started.
 */
export type ExportSection =
  | { name: SectionName; count: number; data: unknown }
  | { name: SectionName; count: number; json: () => AsyncIterable<Buffer> };

/**
 * A file of the person's, copied into `files/`: an uploaded file (by id: its bytes are read from
 * the store as the ZIP is written, and its extension follows its type), a signed agreement (by
 * signature id: its PDF is made as the ZIP is written), or bytes read already.
 */
export type ExportFile =
  | { path: string; kind: FileKind; fileId: number }
  | { path: string; kind: FileKind; signatureId: number }
  | { path: string; kind: FileKind; bytes: Buffer };

/**
 * A file as the ZIP writes it, at its full path: bytes read already, or a stream opened only
 * when its turn comes (a stored file, a PDF), so that one file at most is in flight.
 */
export type ZipFileEntry =
  | { path: string; kind: FileKind; bytes: Buffer }
  | { path: string; kind: FileKind; open: () => Promise<Readable> };

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
  'agreementPdf',
  'parentAgreementPdf',
] as const;
export type FileKind = (typeof FILE_KINDS)[number];

/** Everything one export holds, gathered (or ready to be read) before the first byte goes out. */
export interface PersonExport {
  /** For the file name and the summary: the person's name, or the record's id. */
  personName: string;
  language: Language;
  view: ExportView;
  generatedAt: Date;
  sections: ExportSection[];
  /** The files in the order they are written. */
  files: ZipFileEntry[];
}
