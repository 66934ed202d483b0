// `npm start`: the portal in one process on one port (API and web app), configured from the
// environment (see .env.example).
import { ConfigError, loadConfig } from './config';
import { startServer } from './start-server';

try {
  await startServer(loadConfig());
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}
