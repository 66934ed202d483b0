// `npm run restore -- <file>`: a backup made by `npm run backup` into DATA_DIR, which must be
// absent or empty (nothing there is ever overwritten). Start the portal on it afterwards; it
// applies any newer migrations as on every start. With DATABASE_URL it refuses and points to
// docs/deploy.md.
import path from 'node:path';
import { ConfigError, loadConfig } from '../config';
import { BackupArchiveError } from '../lib/backup/backup-archive';
import { BackupRefusedError, restoreDataDir } from '../lib/backup/backup';
import { usePrivateUmask } from '../lib/data-dir';
import { DataDirInUseError } from '../lib/data-dir-lock';

const callerFolder = process.env.INIT_CWD ?? process.cwd();

try {
  usePrivateUmask();
  const config = loadConfig();
  const name = process.argv[2];
  if (!name) throw new BackupRefusedError('Name the backup to restore: npm run restore -- <file>');
  const file = path.resolve(callerFolder, name);
  const manifest = await restoreDataDir(config, file);
  console.info(
    `Restored ${file} (taken at ${manifest.createdAt}) into ${config.dataDir}.\n` +
      'Start the portal on it with `npm start`.',
  );
} catch (error) {
  const isExplained =
    error instanceof ConfigError ||
    error instanceof BackupRefusedError ||
    error instanceof BackupArchiveError ||
    error instanceof DataDirInUseError;
  console.error(isExplained ? error.message : error);
  process.exit(1);
}
