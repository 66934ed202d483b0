// `npm run demo`: the portal on its own data folder (DEMO_DATA_DIR, ./data-demo), never the
// real one and never DATABASE_URL, filled on first run with the demo data set.
import path from 'node:path';
import { ConfigError, loadConfig } from './config';
import { DataDirInUseError } from './lib/data-dir-lock';
import { openDatabase } from './db/client';
import { seedDemoData } from './db/seed/demo-data';
import { seedReferenceData } from './db/seed/reference-data';
import { createLocalFileStore } from './lib/files/local-file-store';
import { createPasswordHasher } from './lib/passwords';
import { startServer } from './start-server';

try {
  const base = loadConfig();
  const config = { ...base, dataDir: base.demoDataDir, databaseUrl: undefined };
  const database = await openDatabase(config);
  let accounts;
  try {
    await database.migrate();
    await seedReferenceData(database.db);
    accounts = await seedDemoData(
      database.db,
      createPasswordHasher(config.argon2),
      config.publicUrl,
      // The API's own uploads folder, so it serves the demo's attached drawing.
      createLocalFileStore(path.join(config.dataDir, 'uploads')),
    );
  } finally {
    await database.close();
  }
  console.info(`\nDemo data in ${config.dataDir}. Sign in at ${config.publicUrl} with:\n`);
  console.info(
    accounts
      .map(
        (account) =>
          `  ${account.role.padEnd(12)}  ${account.email.padEnd(24)}  ${account.password}`,
      )
      .join('\n'),
    '\n',
  );
  await startServer(config);
} catch (error) {
  // A configuration mistake or a DATA_DIR another process holds: the message says what to do.
  const isExplained = error instanceof ConfigError || error instanceof DataDirInUseError;
  console.error(isExplained ? error.message : error);
  process.exit(1);
}
