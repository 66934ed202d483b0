// The backup file: one .tar.gz of a snapshot folder (data-dir-snapshot.ts), with manifest.json
// written last. A restore trusts an archive only when its manifest is there and every file it
// counts came out, so an archive cut short (a full disk, a copy stopped half-way) is refused
// rather than restored in part.
import { chmod, mkdir, readFile, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { create, extract } from 'tar';
import { z } from 'zod';
import { BACKED_UP_FOLDERS, DATABASE_DUMP_FILE } from './data-dir-snapshot';

export const MANIFEST_FILE = 'manifest.json';
const FORMAT = 'sponsorship-portal-backup';

const folderNames = Object.values(BACKED_UP_FOLDERS);

const manifestSchema = z.object({
  format: z.literal(FORMAT),
  version: z.literal(1),
  createdAt: z.string(),
  databaseBytes: z.number().int().positive(),
  /** Files in each of BACKED_UP_FOLDERS. */
  files: z.record(z.string(), z.number().int().min(0)),
});
export type BackupManifest = z.infer<typeof manifestSchema>;

/** A backup file that cannot be restored; the message says why. */
export class BackupArchiveError extends Error {
  constructor(file: string, reason: string) {
    super(`${file} is not a complete backup of the portal: ${reason}`);
    this.name = 'BackupArchiveError';
  }
}

async function countFiles(folder: string): Promise<number> {
  let count = 0;
  for (const entry of await readdir(folder, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) count += 1;
  }
  return count;
}

async function isFolder(target: string): Promise<boolean> {
  return stat(target).then(
    (info) => info.isDirectory(),
    () => false,
  );
}

/** Writes `snapshot` to `file` (which must not exist yet) and answers what it holds. */
export async function writeBackupArchive(
  snapshot: string,
  file: string,
  now: Date,
): Promise<BackupManifest> {
  const isTaken = await stat(file).then(
    () => true,
    () => false,
  );
  if (isTaken) throw new Error(`${file} exists already: give the backup another name.`);
  const folders = [];
  const files: Record<string, number> = {};
  for (const name of folderNames) {
    if (!(await isFolder(path.join(snapshot, name)))) continue;
    folders.push(name);
    files[name] = await countFiles(path.join(snapshot, name));
  }
  const manifest: BackupManifest = {
    format: FORMAT,
    version: 1,
    createdAt: now.toISOString(),
    databaseBytes: (await stat(path.join(snapshot, DATABASE_DUMP_FILE))).size,
    files,
  };
  await writeFile(path.join(snapshot, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
  // Written aside and renamed when complete: a file with the backup's name is a whole backup.
  const partial = `${file}.part`;
  try {
    await create({ gzip: true, cwd: snapshot, portable: true, file: partial }, [
      DATABASE_DUMP_FILE,
      ...folders,
      MANIFEST_FILE,
    ]);
    // It holds the portal's secrets and every person's records.
    await chmod(partial, 0o600);
    await rename(partial, file);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
  return manifest;
}

/** Unpacks `file` into the empty folder `into` and checks it against its manifest. */
export async function extractBackupArchive(file: string, into: string): Promise<BackupManifest> {
  await mkdir(into, { recursive: true, mode: 0o700 });
  try {
    await extract({
      file,
      cwd: into,
      strict: true,
      // Only plain files and folders: a link in an archive could point anywhere.
      filter: (_path, entry) => 'type' in entry && ['File', 'Directory'].includes(entry.type),
    });
  } catch (error) {
    throw new BackupArchiveError(file, error instanceof Error ? error.message : String(error));
  }
  let manifest: BackupManifest;
  try {
    manifest = manifestSchema.parse(
      JSON.parse(await readFile(path.join(into, MANIFEST_FILE), 'utf8')),
    );
  } catch {
    throw new BackupArchiveError(
      file,
      `its ${MANIFEST_FILE} is missing or not one this portal writes`,
    );
  }
  const dumpBytes = await stat(path.join(into, DATABASE_DUMP_FILE)).then(
    (info) => info.size,
    () => 0,
  );
  if (dumpBytes !== manifest.databaseBytes)
    throw new BackupArchiveError(file, 'the database is incomplete');
  for (const [name, expected] of Object.entries(manifest.files)) {
    const folder = path.join(into, name);
    const found = (await isFolder(folder)) ? await countFiles(folder) : 0;
    if (found !== expected) {
      throw new BackupArchiveError(
        file,
        `${name} holds ${found} files, ${expected} were backed up`,
      );
    }
  }
  return manifest;
}
