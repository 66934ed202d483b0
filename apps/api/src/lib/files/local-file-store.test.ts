// The local-disk FileStore: random keys, whole objects or nothing, ranges, and no way to reach a
// path outside its folder.
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FileNotFoundInStoreError, type FileStore } from './file-store';
import { createLocalFileStore } from './local-file-store';

let folder: string;
let store: FileStore;

beforeEach(async () => {
  folder = await mkdtemp(path.join(os.tmpdir(), 'portal-store-test-'));
  store = createLocalFileStore(path.join(folder, 'uploads'));
});
afterEach(() => rm(folder, { recursive: true, force: true }));

async function text(stream: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString();
}

/** Every file under the store's folder, relative to it. */
async function storedFiles(): Promise<string[]> {
  const entries = await readdir(path.join(folder, 'uploads'), {
    recursive: true,
    withFileTypes: true,
  }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) =>
      path.relative(path.join(folder, 'uploads'), path.join(entry.parentPath, entry.name)),
    );
}

describe('local file store', () => {
  it('stores a stream under a new random key and reads it back, whole or a range', async () => {
    const first = await store.put(Readable.from([Buffer.from('hello '), Buffer.from('world')]));
    const second = await store.put(Readable.from([Buffer.from('hello world')]));
    expect(first.key).toMatch(/^[0-9a-f]{2}\/[0-9a-f]{32}$/);
    expect(first.key).not.toBe(second.key);
    expect(first.size).toBe(11);
    expect(await text(await store.get(first.key))).toBe('hello world');
    expect(await text(await store.get(first.key, { start: 6, end: 10 }))).toBe('world');
    expect(await store.exists(first.key)).toBe(true);
    expect(await storedFiles()).toHaveLength(2);
  });

  it('keeps nothing of a stream that fails half-way', async () => {
    const failing = new Readable({
      read() {
        this.push(Buffer.alloc(1024, 1));
        this.destroy(new Error('client went away'));
      },
    });
    await expect(store.put(failing)).rejects.toThrow('client went away');
    expect(await storedFiles()).toEqual([]);
  });

  it('deletes idempotently', async () => {
    const { key } = await store.put(Readable.from([Buffer.from('x')]));
    await store.delete(key);
    await store.delete(key);
    expect(await store.exists(key)).toBe(false);
    await expect(store.get(key)).rejects.toBeInstanceOf(FileNotFoundInStoreError);
  });

  it('refuses keys it could not have made, so no path outside its folder is reached', async () => {
    await writeFile(path.join(folder, 'secret.txt'), 'top secret');
    for (const key of [
      '../secret.txt',
      '../../etc/passwd',
      '/etc/passwd',
      'ab/../../secret.txt',
      'ab/0123456789abcdef0123456789abcdef/../../../secret.txt',
      'AB/0123456789ABCDEF0123456789ABCDEF',
      '',
    ]) {
      await expect(store.get(key)).rejects.toBeInstanceOf(FileNotFoundInStoreError);
      expect(await store.exists(key)).toBe(false);
      await store.delete(key);
    }
    expect(await readdir(folder)).toContain('secret.txt');
  });
});
