// `npm run backup -- [file]`: the embedded database and DATA_DIR's files (uploads, generated
// secrets, help texts) in one .tar.gz, consistent while the portal runs (lib/backup/backup.ts).
// Without a file name: portal-backup-<UTC time>.tar.gz in the folder the command was run from.
// With DATABASE_URL it refuses and points to docs/deploy.md (pg_dump and the files).
import path from 'node:path';
import { ConfigError, loadConfig } from '../config';
import { BackupRefusedError, backupDataDir } from '../lib/backup/backup';
import { usePrivateUmask } from '../lib/data-dir';

/** npm runs a workspace's script in the workspace: a relative name is the caller's. */
const callerFolder = process.env.INIT_CWD ?? process.cwd();

function defaultName(now: Date): string {
  return `portal-backup-${now
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replaceAll(':', '-')}.tar.gz`;
}

try {
  usePrivateUmask();
  const config = loadConfig();
  const now = new Date();
  const file = path.resolve(callerFolder, process.argv[2] ?? defaultName(now));
  const manifest = await backupDataDir(config, file, now);
  const files = Object.entries(manifest.files)
    .map(([folder, count]) => `${folder}: ${count} files`)
    .join(', ');
  console.info(
    `Backup written to ${file}\n` +
      `  database ${(manifest.databaseBytes / 1_048_576).toFixed(1)} MB; ${files || 'no files'}\n` +
      `  ${manifest.isLive ? 'taken from the running portal' : 'taken with the portal stopped'} at ${manifest.createdAt}\n` +
      'It holds every record and the portal’s secrets: keep it as safe as the portal itself.\n' +
      'Restore it with `npm run restore -- <file>` into an empty DATA_DIR.',
  );
} catch (error) {
  const isExplained = error instanceof ConfigError || error instanceof BackupRefusedError;
  console.error(isExplained ? error.message : error);
  process.exit(1);
}
