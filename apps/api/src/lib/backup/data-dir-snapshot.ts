// A backup's first step: DATA_DIR's records and files as of one instant, in a folder of their
// own under DATA_DIR/tmp. The embedded database is copied while no query runs, and the uploads
// are hard-linked in that same quiet moment: an upload's bytes are stored before its record is
// written and removed only after its record is gone (lib/files), and stored objects never change,
// so every record of the copy finds its file, whatever the portal does afterwards. Linking takes
// no time and no space; the archive is written from the links later, outside the quiet moment.
import { randomBytes } from 'node:crypto';
import { copyFile, cp, link, mkdir, readdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { DatabaseHandle } from '../../db/client';

/** What DATA_DIR holds besides the database that a restored portal needs. */
export const BACKED_UP_FOLDERS = {
  /** The uploaded files (lib/files/local-file-store.ts), less its half-written `tmp`. */
  uploads: 'uploads',
  /** Generated secrets (lib/secrets.ts): signed links and sessions stay valid after a restore. */
  secrets: 'secrets',
  /** The programme's own help texts (modules/help). */
  help: 'help',
} as const;

export const DATABASE_DUMP_FILE = 'database.tar';
const SNAPSHOT_PREFIX = 'backup-';

async function isFolder(target: string): Promise<boolean> {
  return stat(target).then(
    (info) => info.isDirectory(),
    () => false,
  );
}

/** Mirrors `from` into `to` with hard links (copies across file systems); skips `skip` names. */
async function linkTree(from: string, to: string, skip: ReadonlySet<string>): Promise<void> {
  await mkdir(to, { recursive: true, mode: 0o700 });
  for (const entry of await readdir(from, { withFileTypes: true })) {
    if (skip.has(entry.name)) continue;
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.isDirectory()) await linkTree(source, target, new Set());
    else if (entry.isFile()) {
      await link(source, target).catch(async (error: NodeJS.ErrnoException) => {
        if (error.code !== 'EXDEV' && error.code !== 'EPERM') throw error;
        await copyFile(source, target);
      });
    }
  }
}

/** The folder under DATA_DIR/tmp where snapshots are made (a snapshot is always inside it). */
export function snapshotsFolder(dataDir: string): string {
  return path.join(dataDir, 'tmp');
}

/** Whether `folder` is a snapshot this code made in DATA_DIR (what the socket may hand out). */
export function isSnapshotFolder(dataDir: string, folder: string): boolean {
  const resolved = path.resolve(folder);
  return (
    path.dirname(resolved) === path.resolve(snapshotsFolder(dataDir)) &&
    path.basename(resolved).startsWith(SNAPSHOT_PREFIX)
  );
}

/**
 * Makes the snapshot and answers its folder: DATABASE_DUMP_FILE and the BACKED_UP_FOLDERS that
 * exist. Call only from the process that holds DATA_DIR's lock, with the embedded database open;
 * the caller removes the folder once the archive is written.
 */
export async function snapshotDataDir(dataDir: string, database: DatabaseHandle): Promise<string> {
  if (!database.snapshot) throw new Error('Only the embedded database is backed up this way.');
  const folder = path.join(
    snapshotsFolder(dataDir),
    `${SNAPSHOT_PREFIX}${randomBytes(8).toString('hex')}`,
  );
  await mkdir(folder, { recursive: true, mode: 0o700 });
  try {
    const dump = await database.snapshot(async () => {
      const uploads = path.join(dataDir, BACKED_UP_FOLDERS.uploads);
      if (await isFolder(uploads)) {
        await linkTree(uploads, path.join(folder, BACKED_UP_FOLDERS.uploads), new Set(['tmp']));
      }
    });
    await writeFile(path.join(folder, DATABASE_DUMP_FILE), Buffer.from(await dump.arrayBuffer()), {
      mode: 0o600,
    });
    for (const name of [BACKED_UP_FOLDERS.secrets, BACKED_UP_FOLDERS.help]) {
      const source = path.join(dataDir, name);
      if (await isFolder(source)) await cp(source, path.join(folder, name), { recursive: true });
    }
    return folder;
  } catch (error) {
    await rm(folder, { recursive: true, force: true });
    throw error;
  }
}
