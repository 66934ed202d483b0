// Sends list rows as a CSV or Excel download. Rows arrive as an async iterable (the caller
// reads them in batches), so an export of every student never holds them all in memory at once.
import { once } from 'node:events';
import { Readable, Transform, type PassThrough } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { stringify } from 'csv-stringify';
import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';
import type { ExportFormat } from '@portal/shared';
import { sendStreamedAnswer } from './streamed-answer';

export type ExportCell = string | number | boolean | Date | null | undefined;

export interface ExportColumn<Row> {
  /** Already translated into the request's language. */
  header: string;
  value: (row: Row) => ExportCell;
}

const CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

function toText(cell: ExportCell): string {
  if (cell === null || cell === undefined) return '';
  if (cell instanceof Date) return cell.toISOString();
  return String(cell);
}

/** Spreadsheet programs run cells that start with these as formulas; quote them (CSV injection). */
function defuse(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/** How long an export works at a stretch before letting the process's other requests in. */
const SLICE_MS = 0.25;

/**
 * Answers a pause (one turn of the event loop) once SLICE_MS of work has passed since the last
 * one, else nothing. A batch already read is written with only microtasks between its rows, so
 * without pauses every request the process serves meanwhile (a sign-in, a page) would wait for
 * the whole batch: a quarter of a millisecond keeps that wait under the cost of the request.
 */
function slicer(): () => Promise<void> | undefined {
  let sliceStart = performance.now();
  return () => {
    if (performance.now() - sliceStart < SLICE_MS) return undefined;
    return new Promise<void>((resolve) =>
      setImmediate(() => {
        sliceStart = performance.now();
        resolve();
      }),
    );
  };
}

/** What the producer throws once the answer's stream is gone: logged as the client leaving. */
function clientLeft(): Error {
  return Object.assign(new Error('the client left'), { code: 'ERR_STREAM_PREMATURE_CLOSE' });
}

/** The part of a writable stream (Node's or the readable-stream package's) read for its backlog. */
interface Backlogged extends NodeJS.EventEmitter {
  writableNeedDrain?: boolean;
  _writableState?: { needDrain?: boolean };
}

/**
 * Whether a write into `stream` was refused (the next one should wait for 'drain'). archiver's
 * streams come from readable-stream 2, which predates `writableNeedDrain`: its state says it.
 */
function needsDrain(stream: Backlogged): boolean {
  return stream.writableNeedDrain ?? stream._writableState?.needDrain ?? false;
}

/**
 * The stream exceljs writes the sheet's XML into on its way to the zip, once the zip has
 * reached the sheet. exceljs ignores the answer of those writes: when compression falls behind
 * the rows (its thread short of CPU on a busy machine) while the client keeps up, the XML piles
 * up there, and the output, never full, would not hold the rows back. None of exceljs' API shows
 * that backlog: this reads the WorksheetWriter's stream (a StreamBuf) and the stream it is piped
 * into (archiver's entry); if either changes shape, only the output's backpressure remains.
 */
function sheetEntry(sheet: ExcelJS.Worksheet): Backlogged | undefined {
  const stream = (sheet as unknown as { stream?: { pipes?: unknown } }).stream;
  const entry: unknown = Array.isArray(stream?.pipes) ? stream.pipes[0] : undefined;
  return entry !== null && typeof entry === 'object' && 'once' in entry
    ? (entry as Backlogged)
    : undefined;
}

/** Waits for `stream` to drain; throws once the answer's stream is closed (the client left). */
async function drained(stream: Backlogged, output: PassThrough): Promise<void> {
  if (output.destroyed) throw clientLeft();
  const closed = new AbortController();
  const onClose = () => closed.abort();
  output.once('close', onClose);
  try {
    await once(stream, 'drain', { signal: closed.signal });
  } catch (error) {
    if (closed.signal.aborted) throw clientLeft();
    throw error;
  } finally {
    output.off('close', onClose);
  }
}

/** How much CSV text goes out at once. */
export const CSV_PIECE_BYTES = 64 * 1024;

/**
 * Joins the CSV's lines into pieces of CSV_PIECE_BYTES (the last one shorter). Sent a line at a
 * time, a million rows were a million writes to the socket, each a system call, and as many
 * reads for whatever passes the answer on (the export thread's answer is read by the main thread).
 */
export function inPieces(size = CSV_PIECE_BYTES): Transform {
  let pending: Buffer[] = [];
  let length = 0;
  const joined = () => {
    const piece = Buffer.concat(pending, length);
    pending = [];
    length = 0;
    return piece;
  };
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      pending.push(chunk);
      length += chunk.length;
      done(null, length >= size ? joined() : undefined);
    },
    flush(done) {
      done(null, length > 0 ? joined() : undefined);
    },
  });
}

async function* csvLines<Row>(columns: ExportColumn<Row>[], rows: AsyncIterable<Row>) {
  yield columns.map((column) => column.header);
  const pause = slicer();
  for await (const row of rows) {
    // The stream takes the line through the stringifier and on before asking for the next, so
    // the slice counts that work too; it stops asking while the client is behind.
    yield columns.map((column) => defuse(toText(column.value(row))));
    const paused = pause();
    if (paused) await paused;
  }
}

/**
 * Gives each cell of a data row the one empty style of its kind of value. exceljs gives every
 * cell a new empty style object and, not having seen that object, works out its XML to find its
 * number among the workbook's styles: a third of everything an Excel export allocated, and the
 * collections of that garbage paused the process's other requests. A style object seen before is
 * looked up. One per kind because the kind decides the number format of an empty style (a date's
 * is a date format, a number's General), and the lookup goes by the object alone.
 */
function shareStyles(row: ExcelJS.Row, styles: Map<ExcelJS.ValueType, Partial<ExcelJS.Style>>) {
  row.eachCell((cell) => {
    let style = styles.get(cell.type);
    if (!style) {
      style = {};
      styles.set(cell.type, style);
    }
    cell.style = style;
  });
}

async function writeWorkbook<Row>(
  output: PassThrough,
  sheetName: string,
  columns: ExportColumn<Row>[],
  rows: AsyncIterable<Row>,
) {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true });
  const sheet = workbook.addWorksheet(sheetName.slice(0, 31));
  sheet.columns = columns.map((column) => ({ header: column.header, width: 20 }));
  sheet.getRow(1).font = { bold: true };
  const styles = new Map<ExcelJS.ValueType, Partial<ExcelJS.Style>>();
  const pause = slicer();
  for await (const row of rows) {
    // Nothing else reads the output here: a client that left must stop the reading of rows.
    if (output.destroyed) throw clientLeft();
    const sheetRow = sheet.addRow(
      columns.map((column) => {
        const value = column.value(row);
        return typeof value === 'string' ? defuse(value) : (value ?? null);
      }),
    );
    shareStyles(sheetRow, styles);
    sheetRow.commit();
    // The next rows wait while the client is behind (the zip's output is full) or the
    // compression is (its entry is).
    if (needsDrain(output)) await drained(output, output);
    const entry = sheetEntry(sheet);
    if (entry && needsDrain(entry)) await drained(entry, output);
    const paused = pause();
    if (paused) await paused;
  }
  sheet.commit();
  await workbook.commit();
}

export function sendExport<Row>(
  reply: FastifyReply,
  options: {
    format: ExportFormat;
    /** Without extension, e.g. "students-2026-11-22". */
    fileName: string;
    columns: ExportColumn<Row>[];
    rows: AsyncIterable<Row>;
  },
): FastifyReply {
  const { format, fileName, columns, rows } = options;
  reply
    .header('content-type', CONTENT_TYPES[format])
    .header('content-disposition', `attachment; filename="${fileName}.${format}"`)
    .header('cache-control', 'no-store');
  if (format === 'csv') {
    // A byte-order mark makes Excel read the UTF-8 accents correctly.
    return sendStreamedAnswer(reply, (output) =>
      pipeline(
        Readable.from(csvLines(columns, rows)),
        stringify({ bom: true }),
        inPieces(),
        output,
      ),
    );
  }
  return sendStreamedAnswer(reply, (output) => writeWorkbook(output, fileName, columns, rows));
}

/**
 * Reads a query in batches as an async iterable. `readBatch` gets the last row of the previous
 * batch and continues after it (keyset: `where (sort, id) > (last.sort, last.id)`), so the
 * millionth row costs as little to reach as the first. A batch is small because its rows live
 * until the last of them is written: 1,000 rows outlived the young generation's collections and
 * were promoted, and the heap grew by 200 MB of them before a full collection (250 rows cost a
 * few more queries, and keep a million-row export's growth under 60 MB).
 */
export async function* inBatches<Row>(
  readBatch: (after: Row | undefined, limit: number) => Promise<Row[]>,
  batchSize = 250,
): AsyncIterable<Row> {
  let after: Row | undefined;
  for (;;) {
    const batch = await readBatch(after, batchSize);
    yield* batch;
    if (batch.length < batchSize) return;
    after = batch[batch.length - 1];
  }
}
