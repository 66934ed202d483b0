// How the export-memory bench (export-memory.ts) reads what it downloads: the file streamed as it
// arrives, CSV lines counted on the way, an Excel file's sheet found in its zip directory and
// inflated to count its rows.
import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import http from 'node:http';
import { pipeline } from 'node:stream/promises';
import { createInflateRaw } from 'node:zlib';

/**
 * Downloads `url`, handing each chunk to `onChunk`; answers the bytes. Through node:http rather
 * than fetch: no body timeout, and the socket is read as fast as the chunks are handled.
 */
export function download(
  url: string,
  headers: Record<string, string>,
  onChunk: (chunk: Buffer) => void | Promise<void>,
): Promise<number> {
  return new Promise<number>((resolve, reject) => {
    const request = http.get(url, { headers }, (response) => {
      if (response.statusCode !== 200) {
        response.resume();
        reject(new Error(`${url}: ${response.statusCode}`));
        return;
      }
      let bytes = 0;
      response.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
        const handled = onChunk(chunk);
        if (handled instanceof Promise) {
          response.pause();
          handled.then(() => response.resume(), reject);
        }
      });
      response.on('end', () => {
        if (response.complete) resolve(bytes);
        else reject(new Error(`${url}: the answer was cut short after ${bytes} bytes`));
      });
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

export function countByte(chunk: Buffer, byte: number): number {
  let count = 0;
  for (let at = chunk.indexOf(byte); at !== -1; at = chunk.indexOf(byte, at + 1)) count += 1;
  return count;
}

/** Counts `needle` in a stream of chunks, also where it straddles two of them. */
export function occurrenceCounter(needle: string) {
  const pattern = Buffer.from(needle);
  let carry = Buffer.alloc(0);
  let count = 0;
  return {
    add(chunk: Buffer) {
      const text = carry.length > 0 ? Buffer.concat([carry, chunk]) : chunk;
      for (let at = text.indexOf(pattern); at !== -1; at = text.indexOf(pattern, at + 1)) {
        count += 1;
      }
      carry = Buffer.from(text.subarray(Math.max(0, text.length - pattern.length + 1)));
    },
    get count() {
      return count;
    },
  };
}

export interface ZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  localHeaderOffset: number;
}

/**
 * The entries of a zip file, read from its end-of-central-directory record and central
 * directory; throws when the file does not end with one, as a cut download would not.
 */
export async function zipEntries(file: string): Promise<ZipEntry[]> {
  const handle = await open(file);
  try {
    const { size } = await handle.stat();
    // The record is 22 bytes plus a comment of at most 65,535.
    const tailLength = Math.min(size, 22 + 65_535);
    const tail = Buffer.alloc(tailLength);
    await handle.read(tail, 0, tailLength, size - tailLength);
    const end = tail.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
    if (end === -1 || end + 22 > tailLength) {
      throw new Error('no end-of-central-directory record: the zip file is incomplete');
    }
    const entryCount = tail.readUInt16LE(end + 10);
    const directorySize = tail.readUInt32LE(end + 12);
    const directoryOffset = tail.readUInt32LE(end + 16);
    if (directoryOffset === 0xffffffff) throw new Error('a zip64 file: not read here');
    const directory = Buffer.alloc(directorySize);
    await handle.read(directory, 0, directorySize, directoryOffset);
    const entries: ZipEntry[] = [];
    let at = 0;
    for (let index = 0; index < entryCount; index += 1) {
      if (directory.readUInt32LE(at) !== 0x02014b50) throw new Error('a damaged zip directory');
      const nameLength = directory.readUInt16LE(at + 28);
      const extraLength = directory.readUInt16LE(at + 30);
      const commentLength = directory.readUInt16LE(at + 32);
      entries.push({
        name: directory.toString('utf8', at + 46, at + 46 + nameLength),
        method: directory.readUInt16LE(at + 10),
        compressedSize: directory.readUInt32LE(at + 20),
        localHeaderOffset: directory.readUInt32LE(at + 42),
      });
      at += 46 + nameLength + extraLength + commentLength;
    }
    return entries;
  } finally {
    await handle.close();
  }
}

/** The rows of the workbook's first sheet (its `<row ` elements), read from the file. */
export async function countSheetRows(file: string): Promise<number> {
  const entries = await zipEntries(file);
  const sheet = entries.find((entry) => /^xl\/worksheets\/sheet1\.xml$/.test(entry.name));
  if (!sheet) throw new Error(`no first sheet among ${entries.map((e) => e.name).join(', ')}`);
  if (sheet.method !== 8) throw new Error(`sheet compressed with method ${sheet.method}`);
  const handle = await open(file);
  const header = Buffer.alloc(30);
  try {
    await handle.read(header, 0, 30, sheet.localHeaderOffset);
  } finally {
    await handle.close();
  }
  const dataStart =
    sheet.localHeaderOffset + 30 + header.readUInt16LE(26) + header.readUInt16LE(28);
  const rows = occurrenceCounter('<row ');
  await pipeline(
    createReadStream(file, { start: dataStart, end: dataStart + sheet.compressedSize - 1 }),
    createInflateRaw(),
    async (inflated: AsyncIterable<Buffer>) => {
      for await (const chunk of inflated) rows.add(chunk);
    },
  );
  return rows.count;
}
