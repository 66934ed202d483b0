// The export thread: a second instance of the API, in a worker thread of the same process, that
// answers the export requests the main thread passes on over the loopback (export-thread.ts). It
// runs at the lowest CPU priority, so that while it writes a million rows the requests of the
// main thread go first, and it has a heap of its own, so its garbage never pauses them. Why:
// docs/decisions/027-export-thread.md.
import { readlinkSync } from 'node:fs';
import os from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { buildApp } from '../../app';
import type { ExportThreadData, MainMessage, ThreadMessage } from './messages';

/** The lowest priority (the highest nice value) a thread can have on Linux. */
const LOWEST_PRIORITY = 19;

if (!parentPort) throw new Error('worker.ts runs as the export thread only');
const main = parentPort;
const post = (message: ThreadMessage) => main.postMessage(message);

/**
 * Lowers this thread's CPU priority. On Linux a thread has its own nice value, set through its
 * thread id (read from /proc/thread-self); elsewhere the thread keeps the process's priority.
 */
function lowerThreadPriority(): void {
  try {
    const threadId = Number(readlinkSync('/proc/thread-self').split('/').pop());
    if (Number.isInteger(threadId)) os.setPriority(threadId, LOWEST_PRIORITY);
  } catch {
    // Not Linux, or not allowed: the export still runs, at the process's priority.
  }
}

async function start(): Promise<void> {
  lowerThreadPriority();
  const { config, key } = workerData as ExportThreadData;
  const app = await buildApp(
    // Mail, metrics, the first administrator and a large pool belong to the main thread;
    // exports need a connection or two.
    {
      ...config,
      smtpUrl: undefined,
      metricsToken: undefined,
      adminEmail: undefined,
      adminPassword: undefined,
      databasePoolMax: 2,
    },
    {
      exportThread: false,
      cachePages: false,
      exportThreadKey: key,
      logStream: { write: (line) => post({ type: 'log', line }) },
    },
  );
  main.on('message', (message: MainMessage) => {
    if (message.type === 'close') void app.close().finally(() => process.exit(0));
  });
  // Only this machine reaches it, and it answers only requests carrying the key (app.ts).
  await app.listen({
    host: '127.0.0.1',
    port: 0,
    listenTextResolver: (address) => `Export thread listening at ${address}`,
  });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('no port to listen on');
  post({ type: 'ready', port: address.port });
}

start().catch((error: unknown) => {
  post({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
});
