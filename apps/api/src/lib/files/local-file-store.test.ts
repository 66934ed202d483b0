// The local-disk FileStore: the contract every store keeps, and no way to reach a path outside
// its folder.
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { describeFileStoreContract, UNMADE_KEYS } from '../../../test/helpers/file-store-contract';
import { FileNotFoundInStoreError } from './file-store';
import { createLocalFileStore } from './local-file-store';

/** Every file under `root`, relative to it. */
async function filesUnder(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
}

describeFileStoreContract('local folder', async () => {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'portal-store-test-'));
  const uploads = path.join(folder, 'uploads');
  return {
    store: createLocalFileStore(uploads),
    listEverything: () => filesUnder(uploads),
    close: () => rm(folder, { recursive: true, force: true }),
  };
});

describe('local file store', () => {
  let folder: string;
  beforeEach(async () => {
    folder = await mkdtemp(path.join(os.tmpdir(), 'portal-store-test-'));
  });
  afterEach(() => rm(folder, { recursive: true, force: true }));

  it('reaches no path outside its folder', async () => {
    const store = createLocalFileStore(path.join(folder, 'uploads'));
    await writeFile(path.join(folder, 'secret.txt'), 'top secret');
    for (const key of UNMADE_KEYS) {
      await expect(store.get(key)).rejects.toBeInstanceOf(FileNotFoundInStoreError);
      await store.delete(key);
    }
    expect(await readdir(folder)).toContain('secret.txt');
  });

  it('is not ready when its folder cannot be made (a file stands in its place)', async () => {
    const uploads = path.join(folder, 'uploads');
    await writeFile(uploads, 'not a folder');
    await expect(createLocalFileStore(uploads).ping()).rejects.toThrow();
  });
});
