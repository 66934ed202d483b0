// `npm run db:migrate -w @portal/api`: applies the migrations (and the reference data) to the
// configured database without starting the server.
import { loadConfig } from '../config';
import { secureDataDir, securePath } from '../lib/data-dir';
import { DataDirInUseError } from '../lib/data-dir-lock';
import { openDatabase } from './client';
import { seedReferenceData } from './seed/reference-data';

const config = loadConfig();
await secureDataDir(config.dataDir);
const handle = await openDatabase(config).catch((error: unknown) => {
  if (!(error instanceof DataDirInUseError)) throw error;
  console.error(error.message);
  process.exit(1);
});
try {
  await handle.migrate();
  await seedReferenceData(handle.db);
  console.info(
    `Migrations applied (${handle.driver}${handle.driver === 'pglite' ? ` in ${config.dataDir}` : ''}).`,
  );
} finally {
  await handle.close();
  await securePath(config.dataDir);
}
