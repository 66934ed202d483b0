// An export produces rows only as fast as its client takes them: a slow download of a large
// Excel file does not pile the sheet up in memory (exceljs writes into the zip without waiting),
// and a client that leaves stops the reading of rows. The answer is read straight from the
// stream handed to the reply, so that no socket buffers stand between the two.
import { randomBytes } from 'node:crypto';
import { EventEmitter } from 'node:events';
import type { Readable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';
import { describe, expect, it } from 'vitest';
import { eventually } from '../../test/helpers/eventually';
import { CSV_PIECE_BYTES, sendExport, type ExportColumn } from './export';

interface Row {
  id: number;
  text: string;
}
const columns: ExportColumn<Row>[] = [
  { header: 'Id', value: (row) => row.id },
  { header: 'Text', value: (row) => row.text },
];

/** Rows counted as they are taken, a pause every 250 as a database batch would make. */
function countedRows(total: number, text: (id: number) => string) {
  const taken = { count: 0 };
  async function* rows(): AsyncIterable<Row> {
    for (let id = 1; id <= total; id += 1) {
      if (id % 250 === 1) await new Promise((resolve) => setImmediate(resolve));
      taken.count = id;
      yield { id, text: text(id) };
    }
  }
  return { taken, rows: rows() };
}

/** The part of a reply an export uses; `leave` is the client closing the connection. */
function replyCatchingTheBody() {
  const raw = new EventEmitter();
  const logs: string[] = [];
  let body: Readable | undefined;
  const reply = {
    raw,
    log: { info: (message: string) => logs.push(message), error: () => logs.push('error') },
    header: () => reply,
    send: (payload: Readable) => {
      body = payload;
      return reply;
    },
  };
  return {
    reply: reply as unknown as FastifyReply,
    logs,
    body: () => {
      if (!body) throw new Error('nothing sent');
      return body;
    },
    leave: () => raw.emit('close'),
  };
}

/**
 * The rows taken once the export has ended: it stopped (and logged why), or took every row.
 * Once stopped, no row is taken any more.
 */
async function takenWhenEnded(
  taken: { count: number },
  logs: string[],
  total: number,
): Promise<number> {
  await eventually(() => Promise.resolve(logs.length > 0 || taken.count === total));
  return taken.count;
}

describe('an export and its client', () => {
  it('writes an Excel sheet no faster than a slow client reads it', async () => {
    const total = 4000;
    // A kilobyte of random text a row: the sheet hardly compresses, so bytes read count rows.
    const { taken, rows } = countedRows(total, () => randomBytes(768).toString('base64'));
    const answer = replyCatchingTheBody();
    sendExport(answer.reply, { format: 'xlsx', fileName: 'rows', columns, rows });
    const chunks: Buffer[] = [];
    const progress: Array<{ taken: number; read: number }> = [];
    let read = 0;
    for await (const chunk of answer.body()) {
      chunks.push(chunk as Buffer);
      read += (chunk as Buffer).length;
      progress.push({ taken: taken.count, read });
      await sleep(2);
    }
    const bytesPerRow = read / total;
    // How far the rows taken ran ahead of the bytes read, in bytes of the file: a few of the
    // streams' buffers, not the file (4 MB).
    const lead = Math.max(...progress.map((point) => point.taken * bytesPerRow - point.read));
    expect(lead).toBeLessThan(1024 * 1024);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.concat(chunks) as unknown as ArrayBuffer);
    expect(workbook.worksheets[0]?.rowCount).toBe(total + 1);
  });

  it('writes every row of a CSV once, in order, quoted and defused, after one byte-order mark', async () => {
    // More rows than a piece of CSV text holds, and a last piece part full.
    const total = 1234;
    const special: Record<number, string> = {
      7: 'a, b',
      250: 'say "hi"',
      251: 'two\nlines',
      1000: '=1+1',
      1234: 'Peña Núñez',
    };
    const { rows } = countedRows(total, (id) => special[id] ?? `row ${id}`);
    const answer = replyCatchingTheBody();
    sendExport(answer.reply, { format: 'csv', fileName: 'rows', columns, rows });
    const chunks: Buffer[] = [];
    for await (const chunk of answer.body()) chunks.push(Buffer.from(chunk as Buffer));
    const text = Buffer.concat(chunks).toString('utf8');
    expect(text.startsWith('\uFEFFId,Text\n')).toBe(true);
    expect(text.indexOf('\uFEFF', 1)).toBe(-1);
    const records = parse(text.slice(1)) as string[][];
    expect(records).toHaveLength(total + 1);
    expect(records.slice(1).map(([id]) => Number(id))).toEqual(
      Array.from({ length: total }, (_, index) => index + 1),
    );
    expect(records[7]).toEqual(['7', 'a, b']);
    expect(records[250]).toEqual(['250', 'say "hi"']);
    expect(records[251]).toEqual(['251', 'two\nlines']);
    // A spreadsheet would run it as a formula: written as text.
    expect(records[1000]).toEqual(['1000', "'=1+1"]);
    expect(records[1234]).toEqual(['1234', 'Peña Núñez']);
  });

  it('sends a CSV in pieces of 64 kB, not a line at a time', async () => {
    const total = 20_000; // about 300 kB
    const { rows } = countedRows(total, (id) => `row ${id} ${'x'.repeat(id % 20)}`);
    const answer = replyCatchingTheBody();
    sendExport(answer.reply, { format: 'csv', fileName: 'rows', columns, rows });
    const sizes: number[] = [];
    const chunks: Buffer[] = [];
    for await (const chunk of answer.body()) {
      sizes.push((chunk as Buffer).length);
      chunks.push(Buffer.from(chunk as Buffer));
    }
    expect(sizes.length).toBeGreaterThan(2);
    for (const size of sizes.slice(0, -1)) expect(size).toBeGreaterThanOrEqual(CSV_PIECE_BYTES);
    expect(sizes.at(-1)).toBeGreaterThan(0);
    const records = parse(Buffer.concat(chunks).toString('utf8').slice(1)) as string[][];
    expect(records).toHaveLength(total + 1);
    expect(records.at(-1)).toEqual([String(total), `row ${total} ${'x'.repeat(total % 20)}`]);
  });

  it('keeps each kind of cell its format in an Excel sheet, and the header bold', async () => {
    interface Mixed {
      name: string | null;
      born: Date | null;
      count: number | null;
      active: boolean;
    }
    const mixedColumns: ExportColumn<Mixed>[] = [
      { header: 'Name', value: (row) => row.name },
      { header: 'Born', value: (row) => row.born },
      { header: 'Count', value: (row) => row.count },
      { header: 'Active', value: (row) => row.active },
    ];
    async function* mixedRows(): AsyncIterable<Mixed> {
      for (let index = 0; index < 300; index += 1) {
        yield {
          name: index % 3 === 0 ? null : `Ana ${index}`,
          born: index % 4 === 0 ? null : new Date(Date.UTC(2010, 0, 1 + index)),
          count: index % 5 === 0 ? null : index * 1.5,
          active: index % 2 === 0,
        };
      }
    }
    const answer = replyCatchingTheBody();
    sendExport(answer.reply, {
      format: 'xlsx',
      fileName: 'mixed',
      columns: mixedColumns,
      rows: mixedRows(),
    });
    const chunks: Buffer[] = [];
    for await (const chunk of answer.body()) chunks.push(Buffer.from(chunk as Buffer));
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.concat(chunks) as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.rowCount).toBe(301);
    expect(sheet.getRow(1).getCell(1).font?.bold).toBe(true);
    for (let index = 0; index < 300; index += 1) {
      const row = sheet.getRow(index + 2);
      const [name, born, count, active] = [1, 2, 3, 4].map((column) => row.getCell(column));
      expect(name!.value).toBe(index % 3 === 0 ? null : `Ana ${index}`);
      expect(name!.font?.bold).toBeFalsy();
      if (index % 4 === 0) {
        expect(born!.value).toBeNull();
      } else {
        expect(born!.value).toEqual(new Date(Date.UTC(2010, 0, 1 + index)));
        expect(born!.numFmt).toBe('mm-dd-yy');
      }
      expect(count!.value).toBe(index % 5 === 0 ? null : index * 1.5);
      if (index % 5 !== 0) expect(count!.numFmt ?? 'General').toBe('General');
      expect(active!.value).toBe(index % 2 === 0);
    }
  });

  for (const format of ['csv', 'xlsx'] as const) {
    it(`stops reading rows once the client of a ${format} export leaves`, async () => {
      const total = 200_000;
      const { taken, rows } = countedRows(total, (id) => `row ${id}`);
      const answer = replyCatchingTheBody();
      sendExport(answer.reply, { format, fileName: 'rows', columns, rows });
      const body = answer.body();
      await new Promise((resolve) => body.once('data', resolve));
      body.pause();
      answer.leave();
      expect(await takenWhenEnded(taken, answer.logs, total)).toBeLessThan(total);
      expect(answer.logs).toContain('streamed answer stopped: the client left');
    });
  }
});
