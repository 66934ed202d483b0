// `npm run backup` and `npm run restore` for the embedded database: DATA_DIR's records and files
// in one .tar.gz, and back into an empty DATA_DIR. While the portal runs it holds DATA_DIR
// (lib/data-dir-lock.ts), so the backup asks it for the snapshot over its socket; otherwise the
// command takes DATA_DIR itself for the time of the snapshot. With PostgreSQL (DATABASE_URL) the
// database is the server's to back up: docs/deploy.md, "Backups".
import { readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { openDatabase, PGLITE_EXTENSIONS } from '../../db/client';
import { securePath, secureDataDir } from '../data-dir';
import { DataDirInUseError, lockDataDir } from '../data-dir-lock';
import { askPortalForSnapshot } from '../data-dir-socket';
import { extractBackupArchive, writeBackupArchive, type BackupManifest } from './backup-archive';
import { BACKED_UP_FOLDERS, DATABASE_DUMP_FILE, snapshotDataDir } from './data-dir-snapshot';

export interface BackupConfig {
  dataDir: string;
  databaseUrl: string | undefined;
  databasePoolMax: number;
}

/** A backup or restore this command will not do; the message says what to do instead. */
export class BackupRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupRefusedError';
  }
}

const POSTGRES_REFUSAL =
  'This portal keeps its records in PostgreSQL (DATABASE_URL is set): back up the database with' +
  ' pg_dump and the files as docs/deploy.md says under "Backups". `npm run backup` and' +
  ' `npm run restore` are for the embedded database in DATA_DIR.';

async function exists(target: string): Promise<boolean> {
  return stat(target).then(
    () => true,
    () => false,
  );
}

/** The snapshot from the running portal, or made here when no portal holds DATA_DIR. */
async function takeSnapshot(config: BackupConfig): Promise<{ folder: string; isLive: boolean }> {
  let handle;
  try {
    handle = await openDatabase(config);
  } catch (error) {
    if (!(error instanceof DataDirInUseError)) throw error;
    try {
      return { folder: await askPortalForSnapshot(config.dataDir), isLive: true };
    } catch (askError) {
      throw new BackupRefusedError(
        `${error.message}\nIt did not hand over a snapshot (${askError instanceof Error ? askError.message : String(askError)}): try again once it has stopped.`,
      );
    }
  }
  try {
    return { folder: await snapshotDataDir(config.dataDir, handle), isLive: false };
  } finally {
    await handle.close();
    await securePath(config.dataDir);
  }
}

/** Writes a backup of DATA_DIR to `file` (which must not exist) and answers what it holds. */
export async function backupDataDir(
  config: BackupConfig,
  file: string,
  now = new Date(),
): Promise<BackupManifest & { isLive: boolean }> {
  if (config.databaseUrl) throw new BackupRefusedError(POSTGRES_REFUSAL);
  if (!(await exists(path.join(config.dataDir, 'pglite')))) {
    throw new BackupRefusedError(`${config.dataDir} holds no portal database: nothing to back up.`);
  }
  if (await exists(file)) {
    throw new BackupRefusedError(`${file} exists already: give the backup another name.`);
  }
  await secureDataDir(config.dataDir);
  const { folder, isLive } = await takeSnapshot(config);
  try {
    return { ...(await writeBackupArchive(folder, file, now)), isLive };
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/** Restores the backup `file` into DATA_DIR, which must be absent or empty. */
export async function restoreDataDir(config: BackupConfig, file: string): Promise<BackupManifest> {
  if (config.databaseUrl) throw new BackupRefusedError(POSTGRES_REFUSAL);
  if (!(await exists(file))) throw new BackupRefusedError(`${file} does not exist.`);
  const present = await readdir(config.dataDir).catch(() => []);
  if (present.length > 0) {
    throw new BackupRefusedError(
      `${config.dataDir} is not empty: a backup is restored only into an empty or new DATA_DIR,` +
        ' so that nothing of the portal there is lost. Move that folder aside (or set DATA_DIR to' +
        ' a new folder) and restore again.',
    );
  }
  await secureDataDir(config.dataDir);
  // Held until the end: a portal started meanwhile stops at once, naming this command.
  const lock = await lockDataDir(config.dataDir);
  const unpacked = path.join(config.dataDir, 'tmp', 'restore');
  try {
    const manifest = await extractBackupArchive(file, unpacked);
    const dump = await readFile(path.join(unpacked, DATABASE_DUMP_FILE));
    const database = await PGlite.create({
      dataDir: path.join(config.dataDir, 'pglite'),
      loadDataDir: new Blob([dump]),
      extensions: PGLITE_EXTENSIONS,
    });
    await database.close();
    for (const name of Object.values(BACKED_UP_FOLDERS)) {
      if (await exists(path.join(unpacked, name))) {
        await rename(path.join(unpacked, name), path.join(config.dataDir, name));
      }
    }
    return manifest;
  } catch (error) {
    // Leave the folder empty again, as it was: a later restore can start afresh.
    for (const name of await readdir(config.dataDir)) {
      if (name !== 'portal.lock') await rm(path.join(config.dataDir, name), { recursive: true });
    }
    throw error;
  } finally {
    await rm(unpacked, { recursive: true, force: true });
    await lock.release();
    await securePath(config.dataDir);
  }
}
