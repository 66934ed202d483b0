// The behaviour every FileStore keeps (lib/files/file-store.ts), run against each store: random
// keys made by the store, whole objects or nothing, byte ranges, idempotent deletes, keys of
// another shape refused.
import { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FileNotFoundInStoreError, type FileStore } from '../../src/lib/files/file-store';

export interface FileStoreUnderTest {
  store: FileStore;
  /** Everything the store holds, finished or not (a partial upload would show here). */
  listEverything(): Promise<string[]>;
  close(): Promise<void>;
}

export async function readText(stream: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString();
}

/** A stream that sends `bytesBeforeFailure` bytes, then fails as a client gone away would. */
export function failingStream(bytesBeforeFailure: number): Readable {
  let sent = 0;
  return new Readable({
    read() {
      if (sent >= bytesBeforeFailure) {
        this.destroy(new Error('client went away'));
        return;
      }
      const size = Math.min(64 * 1024, bytesBeforeFailure - sent);
      sent += size;
      this.push(Buffer.alloc(size, 1));
    },
  });
}

export const UNMADE_KEYS = [
  '../secret.txt',
  '../../etc/passwd',
  '/etc/passwd',
  'ab/../../secret.txt',
  'ab/0123456789abcdef0123456789abcdef/../../../secret.txt',
  'AB/0123456789ABCDEF0123456789ABCDEF',
  'secret.txt',
  '',
];

export function describeFileStoreContract(
  name: string,
  open: () => Promise<FileStoreUnderTest>,
): void {
  describe(`${name}: the file store's contract`, () => {
    let subject: FileStoreUnderTest;
    beforeEach(async () => {
      subject = await open();
    });
    afterEach(() => subject.close());

    it('stores a stream under a new random key and reads it back, whole or a range', async () => {
      const { store } = subject;
      const first = await store.put(Readable.from([Buffer.from('hello '), Buffer.from('world')]));
      const second = await store.put(Readable.from([Buffer.from('hello world')]));
      expect(first.key).toMatch(/^[0-9a-f]{2}\/[0-9a-f]{32}$/);
      expect(first.key).not.toBe(second.key);
      expect(first.size).toBe(11);
      expect(await readText(await store.get(first.key))).toBe('hello world');
      expect(await readText(await store.get(first.key, { start: 6, end: 10 }))).toBe('world');
      expect(await store.exists(first.key)).toBe(true);
      expect(await subject.listEverything()).toHaveLength(2);
    });

    it('keeps nothing of a stream that fails half-way', async () => {
      await expect(subject.store.put(failingStream(1024))).rejects.toThrow('client went away');
      expect(await subject.listEverything()).toEqual([]);
    });

    it('deletes idempotently', async () => {
      const { store } = subject;
      const { key } = await store.put(Readable.from([Buffer.from('x')]));
      await store.delete(key);
      await store.delete(key);
      expect(await store.exists(key)).toBe(false);
      await expect(store.get(key)).rejects.toBeInstanceOf(FileNotFoundInStoreError);
    });

    it('refuses keys it could not have made', async () => {
      const { store } = subject;
      for (const key of UNMADE_KEYS) {
        await expect(store.get(key)).rejects.toBeInstanceOf(FileNotFoundInStoreError);
        expect(await store.exists(key)).toBe(false);
        await store.delete(key);
      }
    });

    it('answers its readiness probe', async () => {
      await expect(subject.store.ping()).resolves.toBeUndefined();
    });
  });
}
