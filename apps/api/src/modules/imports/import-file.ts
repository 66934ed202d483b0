// Reading an import file: the upload's bytes (at most IMPORT_MAX_BYTES, its own policy: .csv and
// .xlsx are not in the general upload whitelist), what it really is (by content, not only by
// name), and its cells as text, row by row. Anything unusable is a translated 4xx.
import { findUnstorableText } from '../../lib/storable-text';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { fileTypeFromBuffer } from 'file-type';
import {
  ERRORS,
  IMPORT_MAX_BYTES,
  IMPORT_MAX_ROWS,
  type MessageKey,
  type MessageParams,
} from '@portal/shared';
import { AppError } from '../../lib/errors';
import { discardUpload, uploadErrors, type IncomingUpload } from '../../lib/files/upload';
import { extensionOf, sanitizeFileName } from '../../lib/files/file-types';

export type ImportFormat = 'csv' | 'xlsx';

const TYPES_LABEL = 'CSV, XLSX';
const MEGABYTE = 1024 * 1024;

/** An IMPORT_INVALID (400) answer with a precise message. */
export function importError(messageKey: MessageKey, params?: MessageParams): AppError {
  return new AppError('IMPORT_INVALID', ERRORS.IMPORT_INVALID.status, messageKey, { params });
}

const typeNotAllowed = () =>
  new AppError(
    'UNSUPPORTED_MEDIA_TYPE',
    ERRORS.UNSUPPORTED_MEDIA_TYPE.status,
    'errors.fileTypeNotAllowed',
    { params: { types: TYPES_LABEL } },
  );
const contentMismatch = (extension: string) =>
  new AppError(
    'UNSUPPORTED_MEDIA_TYPE',
    ERRORS.UNSUPPORTED_MEDIA_TYPE.status,
    'errors.fileContentMismatch',
    { params: { extension, types: TYPES_LABEL } },
  );
const tooLarge = () =>
  new AppError('PAYLOAD_TOO_LARGE', ERRORS.PAYLOAD_TOO_LARGE.status, 'errors.fileTooLarge', {
    params: { maxMb: Math.floor(IMPORT_MAX_BYTES / MEGABYTE) },
  });

export interface ImportFile {
  format: ImportFormat;
  data: Buffer;
}

/**
 * Reads the whole upload into memory (it is small: at most IMPORT_MAX_BYTES) after checking its
 * name. Past the limit the rest is drained and dropped, and the answer is 413.
 */
export async function readImportUpload(upload: IncomingUpload): Promise<ImportFile> {
  const extension = extensionOf(sanitizeFileName(upload.filename));
  if (extension !== 'csv' && extension !== 'xlsx') {
    discardUpload(upload);
    throw typeNotAllowed();
  }
  const chunks: Buffer[] = [];
  let bytes = 0;
  try {
    for await (const chunk of upload.stream as AsyncIterable<Buffer>) {
      bytes += chunk.length;
      if (bytes <= IMPORT_MAX_BYTES) chunks.push(chunk);
    }
  } catch {
    throw uploadErrors.incomplete();
  }
  if (bytes > IMPORT_MAX_BYTES || upload.isTruncated()) throw tooLarge();
  if (bytes === 0) throw uploadErrors.fileEmpty();
  return { format: extension, data: Buffer.concat(chunks) };
}

const ZIP_SIGNATURE = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const UTF8_BOM = Buffer.from([0xef, 0xbb, 0xbf]);

/** Bytes no text file has: NUL and the C0 controls other than tab, line feed, form feed, return. */
function looksBinary(data: Buffer): boolean {
  const head = data.subarray(0, 64 * 1024);
  for (const byte of head) {
    if (byte === 0 || (byte < 0x20 && ![0x09, 0x0a, 0x0c, 0x0d].includes(byte))) return true;
  }
  return false;
}

/** What the content is, whatever the name says. */
async function detectFormat(data: Buffer): Promise<ImportFormat | 'other'> {
  if (data.subarray(0, 4).equals(ZIP_SIGNATURE)) {
    const type = await fileTypeFromBuffer(data).catch(() => undefined);
    return type?.ext === 'xlsx' ? 'xlsx' : 'other';
  }
  if (data.subarray(0, 3).equals(UTF8_BOM)) return looksBinary(data.subarray(3)) ? 'other' : 'csv';
  const type = await fileTypeFromBuffer(data).catch(() => undefined);
  if (type) return 'other';
  return looksBinary(data) ? 'other' : 'csv';
}

/** The separator of the header line: the most frequent of comma, semicolon and tab. */
function guessDelimiter(text: string): string {
  const firstLine = text.split(/\r?\n/, 1)[0] ?? '';
  const counts = [',', ';', '\t'].map((delimiter) => ({
    delimiter,
    count: firstLine.split(delimiter).length - 1,
  }));
  counts.sort((a, b) => b.count - a.count);
  return counts[0]?.count ? counts[0].delimiter : ',';
}

function readCsv(data: Buffer): string[][] {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(data);
  } catch {
    throw importError('errors.importNotUtf8');
  }
  try {
    return parse(text, {
      delimiter: guessDelimiter(text),
      relax_column_count: true,
      skip_empty_lines: false,
      // Stop early on a file far larger than allowed (the count is checked again afterwards).
      to: IMPORT_MAX_ROWS + 2,
    }) as string[][];
  } catch {
    throw importError('errors.importUnreadable');
  }
}

/** A cell of exceljs as text: dates as YYYY-MM-DD, links and rich text as their text. */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date)
    return Number.isNaN(value.getTime()) ? '' : value.toISOString().slice(0, 10);
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (typeof value === 'object') {
    const cell = value as {
      richText?: Array<{ text?: string }>;
      text?: unknown;
      result?: unknown;
      error?: unknown;
    };
    if (Array.isArray(cell.richText)) return cell.richText.map((part) => part.text ?? '').join('');
    if (cell.text !== undefined) return cellText(cell.text);
    if ('result' in cell) return cellText(cell.result);
  }
  return '';
}

/** Most bytes a workbook may unpack to: a small file must not hide a huge one (a "zip bomb"). */
export const XLSX_MAX_UNPACKED_BYTES = 200 * 1024 * 1024;

/**
 * The total unpacked size the zip's central directory declares, or undefined when the directory
 * cannot be read (or uses ZIP64, which no workbook of at most 10 MB needs).
 */
export function declaredUnpackedBytes(data: Buffer): number | undefined {
  const END_SIGNATURE = 0x06054b50;
  const ENTRY_SIGNATURE = 0x02014b50;
  const searchFrom = Math.max(0, data.length - 22 - 0xffff);
  let end = -1;
  for (let offset = data.length - 22; offset >= searchFrom; offset -= 1) {
    if (data.readUInt32LE(offset) === END_SIGNATURE) {
      end = offset;
      break;
    }
  }
  if (end < 0) return undefined;
  const entries = data.readUInt16LE(end + 10);
  let offset = data.readUInt32LE(end + 16);
  let total = 0;
  for (let index = 0; index < entries; index += 1) {
    if (offset + 46 > data.length || data.readUInt32LE(offset) !== ENTRY_SIGNATURE)
      return undefined;
    const size = data.readUInt32LE(offset + 24);
    if (size === 0xffffffff) return undefined;
    total += size;
    offset +=
      46 +
      data.readUInt16LE(offset + 28) +
      data.readUInt16LE(offset + 30) +
      data.readUInt16LE(offset + 32);
  }
  return total;
}

async function readXlsx(data: Buffer): Promise<string[][]> {
  const unpacked = declaredUnpackedBytes(data);
  if (unpacked === undefined || unpacked > XLSX_MAX_UNPACKED_BYTES)
    throw importError('errors.importUnreadable');
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(data as unknown as ArrayBuffer);
  } catch {
    throw importError('errors.importUnreadable');
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw importError('errors.importNoRows');
  if (sheet.rowCount > IMPORT_MAX_ROWS + 1)
    throw importError('errors.importTooManyRows', { max: IMPORT_MAX_ROWS });
  const rows: string[][] = [];
  for (let number = 1; number <= sheet.rowCount; number += 1) {
    const row = sheet.getRow(number);
    const cells: string[] = [];
    for (let column = 1; column <= row.cellCount; column += 1)
      cells.push(cellText(row.getCell(column).value));
    rows.push(cells);
  }
  return rows;
}

/**
 * The file's rows of cells (trimmed text), the headers first. The content must be what the name
 * says: a CSV is UTF-8 text (a byte-order mark is fine), an .xlsx an Excel workbook.
 */
export async function readImportRows(file: ImportFile): Promise<string[][]> {
  const detected = await detectFormat(file.data);
  if (detected !== file.format) throw contentMismatch(file.format);
  const rows = file.format === 'csv' ? readCsv(file.data) : await readXlsx(file.data);
  // A workbook can carry text no database column can store (NUL, half a surrogate pair).
  if (findUnstorableText(rows) !== undefined) throw importError('errors.importUnreadable');
  return rows.map((cells) => cells.map((cell) => cell.replace(/^\uFEFF/, '').trim()));
}
