// Everything under DATA_DIR (the embedded database, generated secrets, uploads, temporary files)
// is private to the portal's user: folders 0700, files 0600, whatever the umask the process was
// started with. New files get it from the umask set here; files left by an older version or
// another tool are fixed on start.
import { chmod, lstat, mkdir, readdir } from 'node:fs/promises';
import path from 'node:path';

const PRIVATE_UMASK = 0o077;

/** Makes new files and folders of this process private (no-op where the umask cannot be set). */
export function usePrivateUmask(): void {
  try {
    process.umask(PRIVATE_UMASK);
  } catch {
    // Worker threads cannot change the umask; folders and files are then fixed by securePath.
  }
}

/**
 * chmod 0700 / 0600 down the tree; symbolic links are left alone (never followed). PGlite creates
 * its files with explicit modes (0666) whatever the umask, so the app runs this again once the
 * database is open and when it closes; in between, the 0700 folders keep those files unreachable.
 */
export async function securePath(target: string): Promise<void> {
  const stats = await lstat(target);
  if (stats.isSymbolicLink()) return;
  if (stats.isDirectory()) {
    if ((stats.mode & 0o777) !== 0o700) await chmod(target, 0o700);
    for (const entry of await readdir(target)) await securePath(path.join(target, entry));
  } else if ((stats.mode & 0o777) !== 0o600) {
    await chmod(target, 0o600);
  }
}

/** Creates DATA_DIR if needed and makes it and everything in it private. */
export async function secureDataDir(dataDir: string): Promise<void> {
  usePrivateUmask();
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  await securePath(dataDir);
}
