// `npm run outbox`: the mails waiting in the queue (when SMTP_URL is not set, nothing leaves and
// the log names only the recipient and subject; when the SMTP server is down, they wait for their
// next try). For someone running the portal locally: read the recovery or invitation link here.
// Each mail shows its tries (when, which process, the error). With the embedded database and the
// portal running, the portal is asked (one process at a time opens DATA_DIR).
//   npm run outbox               pending mails, newest first, with their text
//   npm run outbox -- --failed   mails that failed for good
//   npm run outbox -- --all      every mail, whatever its status
//   npm run outbox -- --limit 5
//   npm run outbox -- --demo     the demo's mails (DEMO_DATA_DIR, as `npm run demo` uses)
import { ConfigError, loadConfig } from '../config';
import { secureDataDir, securePath } from '../lib/data-dir';
import { DataDirInUseError } from '../lib/data-dir-lock';
import { askPortalForOutbox } from '../lib/data-dir-socket';
import { parseOutboxArgs, readOutboxReport, type OutboxQuery } from '../lib/outbox-report';
import { openDatabase } from './client';

const args = process.argv.slice(2);
const query = parseOutboxArgs(args);

async function readOwnCopy(config: {
  dataDir: string;
  databaseUrl: string | undefined;
  databasePoolMax: number;
}): Promise<string> {
  await secureDataDir(config.dataDir);
  const handle = await openDatabase(config);
  try {
    await handle.migrate();
    return await readOutboxReport(handle.db, query);
  } finally {
    await handle.close();
    await securePath(config.dataDir);
  }
}

async function readThroughPortal(error: DataDirInUseError, outbox: OutboxQuery): Promise<string> {
  try {
    return await askPortalForOutbox(error.dataDir, outbox);
  } catch {
    throw error;
  }
}

try {
  const base = loadConfig();
  // The demo runs on its own folder and never on DATABASE_URL (demo.ts).
  const config = args.includes('--demo')
    ? { ...base, dataDir: base.demoDataDir, databaseUrl: undefined }
    : base;
  let report: string;
  try {
    report = await readOwnCopy(config);
  } catch (error) {
    if (!(error instanceof DataDirInUseError)) throw error;
    report = await readThroughPortal(error, query);
  }
  console.info(report);
} catch (error) {
  const isExplained = error instanceof ConfigError || error instanceof DataDirInUseError;
  console.error(isExplained ? error.message : error);
  process.exit(1);
}
