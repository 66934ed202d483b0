// Under the usual umask 022, everything the portal keeps in DATA_DIR (the embedded database, the
// generated JWT secret, uploads, files left there before) ends up 0600 in 0700 folders.
import { mkdir, mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { TEST_ENV } from '../../test/helpers/test-app';

const originalUmask = process.umask();
let dataDir = '';
afterAll(async () => {
  process.umask(originalUmask);
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

async function modes(root: string): Promise<Array<[string, string]>> {
  const found: Array<[string, string]> = [];
  async function walk(target: string) {
    const stats = await stat(target);
    found.push([path.relative(root, target) || '.', (stats.mode & 0o777).toString(8)]);
    if (stats.isDirectory()) {
      for (const entry of await readdir(target)) await walk(path.join(target, entry));
    }
  }
  await walk(root);
  return found;
}

describe('DATA_DIR permissions', () => {
  // Opens and migrates a fresh embedded database: slow on a busy machine.
  it(
    'keeps every file 0600 and every folder 0700, whatever the umask',
    { timeout: 90_000 },
    async () => {
      process.umask(0o022);
      dataDir = await mkdtemp(path.join(os.tmpdir(), 'portal-modes-'));
      // Left by an older version: readable by everyone.
      await mkdir(path.join(dataDir, 'uploads', 'old'), { recursive: true, mode: 0o755 });
      await writeFile(path.join(dataDir, 'uploads', 'old', 'photo.jpg'), 'x', { mode: 0o644 });
      const { JWT_SECRET: _unset, ...env } = TEST_ENV;
      const app = await buildApp(loadConfig({ ...env, DATA_DIR: dataDir }));
      try {
        // Written after start-up without an explicit mode, as a library would.
        await writeFile(path.join(dataDir, 'uploads', 'later.tmp'), 'y');
      } finally {
        await app.close();
      }
      {
        const found = await modes(dataDir);
        expect(found.map(([name]) => name)).toEqual(
          expect.arrayContaining([
            'pglite',
            path.join('secrets', 'jwt-secret'),
            path.join('uploads', 'old', 'photo.jpg'),
          ]),
        );
        expect(found.length).toBeGreaterThan(20);
        for (const [name, mode] of found) {
          const isFolder = (await stat(path.join(dataDir, name))).isDirectory();
          expect([name, mode]).toEqual([name, isFolder ? '700' : '600']);
        }
      }
    },
  );
});
