// Sends list rows as a CSV or Excel download. Rows arrive as an async iterable (the caller
// reads them in batches), so an export of every student never holds them all in memory at once.
import { Readable, type PassThrough } from 'node:stream';
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

async function* csvLines<Row>(columns: ExportColumn<Row>[], rows: AsyncIterable<Row>) {
  yield columns.map((column) => column.header);
  for await (const row of rows) yield columns.map((column) => defuse(toText(column.value(row))));
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
  for await (const row of rows) {
    sheet
      .addRow(
        columns.map((column) => {
          const value = column.value(row);
          return typeof value === 'string' ? defuse(value) : (value ?? null);
        }),
      )
      .commit();
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
      pipeline(Readable.from(csvLines(columns, rows)), stringify({ bom: true }), output),
    );
  }
  return sendStreamedAnswer(reply, (output) => writeWorkbook(output, fileName, columns, rows));
}

/**
 * Reads a query in batches as an async iterable. `readBatch` gets the last row of the previous
 * batch and continues after it (keyset: `where (sort, id) > (last.sort, last.id)`), so the
 * millionth row costs as little to reach as the first.
 */
export async function* inBatches<Row>(
  readBatch: (after: Row | undefined, limit: number) => Promise<Row[]>,
  batchSize = 1000,
): AsyncIterable<Row> {
  let after: Row | undefined;
  for (;;) {
    const batch = await readBatch(after, batchSize);
    yield* batch;
    if (batch.length < batchSize) return;
    after = batch[batch.length - 1];
  }
}
