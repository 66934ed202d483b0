// Writes a person's export as a ZIP into the answer as it goes (yazl): the summary and the JSON
// files first (small, already gathered), then each stored file, opened from the FileStore only
// when its turn comes, so that one file's bytes at most are in flight. A file that cannot be read
// (the store fails half-way) fails the ZIP: the caller's sendStreamedAnswer cuts the answer short
// and logs it; nothing else stops.
import type { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { ZipFile } from 'yazl';
import { SUMMARY_FILE, summaryText } from './export-summary';
import type { PersonExport } from './person-export-context';

export async function writePersonZip(
  output: Writable,
  content: PersonExport,
  openContent: (storageKey: string) => Promise<Readable>,
): Promise<void> {
  const zip = new ZipFile();
  const options = { mtime: content.generatedAt };
  let fail: (error: Error) => void = () => undefined;
  const failed = new Promise<never>((_resolve, reject) => {
    fail = reject;
  });
  zip.once('error', fail);
  /** The stored file being copied: closed when the answer fails (a bucket's connection freed). */
  let reading: Readable | null = null;
  // Whichever fails first is reported by the race below; the other's rejection is expected.
  failed.catch(() => undefined);
  zip.addBuffer(Buffer.from(summaryText(content), 'utf8'), SUMMARY_FILE, options);
  for (const section of content.sections) {
    const json = JSON.stringify(section.data, null, 2);
    zip.addBuffer(Buffer.from(json, 'utf8'), `${section.name}.json`, options);
  }
  for (const file of content.files) {
    if ('bytes' in file) {
      zip.addBuffer(file.bytes, file.path, { ...options, compress: false });
      continue;
    }
    // Images and PDFs are compressed already.
    zip.addReadStreamLazy(file.path, { ...options, compress: false }, (callback) => {
      openContent(file.storageKey).then(
        (stream) => {
          // yazl pipes a lazy stream without listening for its errors: a store failing half-way
          // is this answer's failure, not the process's.
          stream.on('error', fail);
          reading = stream;
          callback(null, stream);
        },
        (error: unknown) =>
          callback(error instanceof Error ? error : new Error(String(error)), undefined as never),
      );
    });
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
