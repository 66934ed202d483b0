// Listens and stops cleanly on SIGINT/SIGTERM (in-flight requests finish, mail being sent is
// awaited, the database is closed). Used by server.ts and demo.ts.
import { buildApp } from './app';
import type { Config } from './config';

const SHUTDOWN_GRACE_MS = 10_000;

export async function startServer(config: Config, options: Parameters<typeof buildApp>[1] = {}) {
  const app = await buildApp(config, options);
  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Portal ready on ${config.publicUrl} (API docs at ${config.publicUrl}/docs)`);

  let isStopping = false;
  const stop = (signal: string) => {
    if (isStopping) return;
    isStopping = true;
    app.log.info(`${signal} received, shutting down`);
    const forced = setTimeout(() => {
      app.log.error('shutdown took too long, exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    forced.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'error during shutdown');
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', () => stop('SIGINT'));
  process.once('SIGTERM', () => stop('SIGTERM'));
  return app;
}
