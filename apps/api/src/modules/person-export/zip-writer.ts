// Writes a person's export as a ZIP into the answer as it goes (yazl): the summary, the JSON
// files (gathered ones from memory; the e-mails and the history read a page at a time as they
// are written), then each file, opened (a stored file) or made (a signed agreement's PDF) only
// when its turn comes. yazl writes one entry at a time and reads the next only as the answer
// drains, so what is held is one page of rows or one file's bytes in flight at most. A stream
// that fails (the store or the database failing half-way) fails the ZIP: the caller's
// sendStreamedAnswer cuts the answer short and logs it; nothing else stops.
import { Readable, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { ZipFile } from 'yazl';
import { SUMMARY_FILE, summaryText } from './export-summary';
import type { PersonExport } from './person-export-context';

/** An entry's stream, opened only when yazl reaches it. */
type Open = () => Promise<Readable>;

export async function writePersonZip(output: Writable, content: PersonExport): Promise<void> {
  const zip = new ZipFile();
  const options = { mtime: content.generatedAt };
  let fail: (error: Error) => void = () => undefined;
  const failed = new Promise<never>((_resolve, reject) => {
    fail = reject;
  });
  zip.once('error', fail);
  /** The entry being read: closed when the answer fails (a bucket's connection freed). */
  let reading: Readable | null = null;
  // Whichever fails first is reported by the race below; the other's rejection is expected.
  failed.catch(() => undefined);
  const addLazy = (path: string, compress: boolean, open: Open) =>
    zip.addReadStreamLazy(path, { ...options, compress }, (callback) => {
      open().then(
        (stream) => {
          // yazl pipes a lazy stream without listening for its errors: a store or a query
          // failing half-way is this answer's failure, not the process's.
          stream.on('error', fail);
          reading = stream;
          callback(null, stream);
        },
        (error: unknown) =>
          callback(error instanceof Error ? error : new Error(String(error)), undefined as never),
      );
    });

  zip.addBuffer(Buffer.from(summaryText(content), 'utf8'), SUMMARY_FILE, options);
  for (const section of content.sections) {
    const path = `${section.name}.json`;
    if ('json' in section) {
      const { json } = section;
      addLazy(path, true, async () => Readable.from(json(), { objectMode: false }));
    } else {
      const text = JSON.stringify(section.data, null, 2);
      zip.addBuffer(Buffer.from(text, 'utf8'), path, options);
    }
  }
  // Images and PDFs are compressed already.
  for (const file of content.files) {
    if ('bytes' in file) zip.addBuffer(file.bytes, file.path, { ...options, compress: false });
    else addLazy(file.path, false, file.open);
  }
  zip.end();
  // yazl's output is a stream.PassThrough (its types say a plain readable stream).
  const zipped = zip.outputStream as Readable;
  const piped = pipeline(zipped, output);
  piped.catch(() => undefined);
  try {
    await Promise.race([piped, failed]);
  } catch (error) {
    zipped.destroy();
    (reading as Readable | null)?.destroy();
    throw error;
  }
}
