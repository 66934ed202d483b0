// The FileStore on the local disk: DATA_DIR/uploads/<2 hex>/<32 hex>. An object is written to
// DATA_DIR/uploads/tmp first and renamed into place only when the whole stream arrived, so a
// refused or broken upload never leaves a partial object (and readers never see one).
import { constants, createWriteStream } from 'node:fs';
import { access, mkdir, open, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { FileNotFoundInStoreError, type ByteRange, type FileStore } from './file-store';
import { isStoreKey, newStoreKey } from './store-keys';

export function createLocalFileStore(root: string): FileStore {
  const base = path.resolve(root);
  const tmpFolder = path.join(base, 'tmp');

  /** The object's path, or undefined when the key is not one this store could have made. */
  function pathOf(key: string): string | undefined {
    if (!isStoreKey(key)) return undefined;
    const resolved = path.resolve(base, key);
    return resolved.startsWith(base + path.sep) ? resolved : undefined;
  }

  return {
    async put(content: Readable) {
      const key = newStoreKey();
      const target = pathOf(key) as string;
      await mkdir(tmpFolder, { recursive: true, mode: 0o700 });
      const temporary = path.join(tmpFolder, `${path.basename(key)}.part`);
      let size = 0;
      const output = createWriteStream(temporary, { flags: 'wx', mode: 0o600 });
      try {
        await pipeline(
          content,
          async function* count(source: AsyncIterable<Buffer>) {
            for await (const chunk of source) {
              size += chunk.length;
              yield chunk;
            }
          },
          output,
        );
        await mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
        await rename(temporary, target);
      } catch (error) {
        // A refusal can come before the file is even open: wait until the stream has closed its
        // file, or the removal would run first and leave the partial file behind.
        if (!output.closed)
          await new Promise<void>((resolve) => output.once('close', () => resolve()));
        await rm(temporary, { force: true });
        throw error;
      }
      return { key, size };
    },

    async get(key: string, range?: ByteRange) {
      const file = pathOf(key);
      if (!file) throw new FileNotFoundInStoreError(key);
      // Opening first turns a missing file into an error here, before any byte is sent.
      const handle = await open(file, 'r').catch((error: NodeJS.ErrnoException) => {
        throw error.code === 'ENOENT' ? new FileNotFoundInStoreError(key) : error;
      });
      return handle.createReadStream(range ? { start: range.start, end: range.end } : {});
    },

    async delete(key: string) {
      const file = pathOf(key);
      if (file) await rm(file, { force: true });
    },

    async exists(key: string) {
      const file = pathOf(key);
      if (!file) return false;
      return stat(file).then(
        (info) => info.isFile(),
        () => false,
      );
    },

    async ping() {
      // Made on the first upload otherwise; a folder that cannot be written is not ready.
      await mkdir(base, { recursive: true, mode: 0o700 });
      await access(base, constants.R_OK | constants.W_OK);
    },
  };
}
