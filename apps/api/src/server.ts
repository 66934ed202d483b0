// `npm start`: the portal in one process on one port (API and web app), configured from the
// environment (see .env.example).
import { ConfigError, loadConfig } from './config';
import { DataDirInUseError } from './lib/data-dir-lock';
import { startServer } from './start-server';

try {
  await startServer(loadConfig());
} catch (error) {
  // A configuration mistake or a DATA_DIR another process holds: the message says what to do.
  const isExplained = error instanceof ConfigError || error instanceof DataDirInUseError;
  console.error(isExplained ? error.message : error);
  process.exit(1);
}
