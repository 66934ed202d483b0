// Listens and stops cleanly on SIGINT/SIGTERM: no new connection is taken from the signal on,
// the requests in flight are answered (with `Connection: close`, app.ts), the mail worker
// finishes the messages it is sending, the database is closed, and the process exits 0. What is
// not done within SHUTDOWN_GRACE_MS is cut short (exit 1): a message then being sent goes again
// from another process once its hold runs out (decision 018). Used by server.ts and demo.ts.
import { buildApp } from './app';
import type { Config } from './config';

/** How long a stop may take before the process exits anyway (docs/deploy.md). */
export const SHUTDOWN_GRACE_MS = 10_000;

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
    // Node closes the idle keep-alive connections once, when the server closes; a connection
    // whose answer ends later (a streamed export) would otherwise be held open by its client.
    const idleCloser = setInterval(() => app.server.closeIdleConnections(), 100);
    idleCloser.unref();
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
