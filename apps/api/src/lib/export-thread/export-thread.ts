// Exports on a thread of their own. An export of a million rows is CPU work of a minute or more:
// on the event loop that answers everything else it slowed every other request of the process
// (its slices and its garbage collections come between them), so with PostgreSQL the main thread
// hands each checked export request (signed in, allowed, valid) to a second instance of the API
// in a worker thread (worker.ts), and streams its answer to the client. PGlite is one connection
// inside this thread, so there the export stays here. Why and what it costs: decision 027.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { once } from 'node:events';
import http, { type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import { pipeline } from 'node:stream/promises';
import { Worker } from 'node:worker_threads';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import type { LogStream } from '../../app';
import { appError } from '../errors';
import { sendStreamedAnswer } from '../streamed-answer';
import {
  EXPORT_THREAD_KEY_HEADER,
  type ExportThreadData,
  type MainMessage,
  type ThreadMessage,
} from './messages';

/** How long a stopping process waits for the thread to close its connections. */
const CLOSE_GRACE_MS = 5000;
/** The most the thread's old generation may hold. */
const THREAD_HEAP_MB = 512;
/** How long after a thread ended unexpectedly a new one starts. */
const RESTART_DELAY_MS = 10_000;

/** Headers of one connection, not of the request or answer passed on. */
const CONNECTION_HEADERS = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
  'upgrade',
  'date',
]);

export interface ExportThread {
  /** Settles once the first thread can take exports: true, or false when it could not start. */
  ready: Promise<boolean>;
  /** Whether exports go to the thread now; until it is up (or while it restarts) they run here. */
  isReady(): boolean;
  /**
   * Answers an export request the route already checked, from the thread: true once the answer
   * is on its way, false when the thread could not be reached (it just ended) and the export
   * should run here. (Not the reply itself: a reply is a thenable that settles when the answer
   * ends, so a promise of it would wait for the whole download.)
   */
  send(request: FastifyRequest, reply: FastifyReply): Promise<boolean>;
  close(): Promise<void>;
}

function passedOn(headers: IncomingHttpHeaders): Record<string, string | string[]> {
  const kept: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined && !CONNECTION_HEADERS.has(name)) kept[name] = value;
  }
  return kept;
}

export function startExportThread(
  config: Config,
  log: FastifyBaseLogger,
  logStream: LogStream,
  options: {
    /** The thread's code (tests start a stand-in). */
    entry?: URL;
    restartDelayMs?: number;
  } = {},
): ExportThread {
  const { entry = new URL('./boot.mjs', import.meta.url), restartDelayMs = RESTART_DELAY_MS } =
    options;
  let worker: Worker | undefined;
  /** The thread's port while it is up; 0 otherwise. */
  let port = 0;
  let isClosing = false;
  let restartTimer: NodeJS.Timeout | undefined;
  let settle: (isStarted: boolean) => void = () => undefined;
  const ready = new Promise<boolean>((resolve) => (settle = resolve));

  const key = randomBytes(32).toString('hex');

  function launch(): void {
    const thread = new Worker(entry, {
      workerData: { config, key } satisfies ExportThreadData,
      // An export that went wrong (rows held instead of streamed) ends the thread, which starts
      // again, rather than the process: at rest the thread's heap holds about 100 MB.
      resourceLimits: { maxOldGenerationSizeMb: THREAD_HEAP_MB },
    });
    worker = thread;
    let hasStarted = false;
    let failure = '';
    thread.on('message', (message: ThreadMessage) => {
      if (message.type === 'log') logStream.write(message.line);
      else if (message.type === 'failed') {
        failure = message.message;
        settle(false);
        void thread.terminate(); // whatever the failed start left open
      } else {
        hasStarted = true;
        port = message.port;
        settle(true);
        if (restartTimer !== undefined) log.info('the export thread is back');
      }
    });
    thread.on('error', (error) => {
      failure = error.message;
    });
    thread.on('exit', (code) => {
      port = 0;
      worker = undefined;
      settle(false);
      if (isClosing) return;
      const why = failure ? `: ${failure}` : ` (exit code ${code})`;
      if (!hasStarted) {
        // A thread that cannot start (the database unreachable, a bad setting) would fail again.
        log.error(`the export thread did not start${why}; exports run on the main thread`);
        return;
      }
      log.error(`the export thread ended${why}; exports run on the main thread until it is back`);
      restartTimer = setTimeout(launch, restartDelayMs);
      restartTimer.unref();
    });
  }
  launch();

  return {
    ready,
    isReady: () => port !== 0,

    async send(request, reply) {
      // Over HTTP on the loopback rather than the worker's message channel: a socket carries the
      // client's backpressure to the thread's export as it is, and a client that leaves closes
      // the thread's answer, which stops its export, as on the main thread.
      const client = reply.raw;
      let hasClientLeft = false;
      let answer: IncomingMessage;
      try {
        answer = await new Promise<IncomingMessage>((resolve, reject) => {
          const handOver = http.request({
            host: '127.0.0.1',
            port,
            method: 'GET',
            path: request.url,
            headers: { ...passedOn(request.headers), [EXPORT_THREAD_KEY_HEADER]: key },
          });
          // The thread's first bytes can take a while (a slow query, the first 64 kB of a CSV):
          // a client that leaves meanwhile stops the thread's export too.
          const leave = () => {
            hasClientLeft = true;
            handOver.destroy();
          };
          client.once('close', leave);
          handOver
            .once('response', (response) => {
              client.off('close', leave);
              resolve(response);
            })
            .once('error', (error) => {
              client.off('close', leave);
              reject(error);
            })
            .end();
        });
      } catch (error) {
        if (hasClientLeft) {
          reply.hijack(); // nobody to answer
          return true;
        }
        request.log.warn({ err: error }, 'the export thread did not take the export');
        return false;
      }
      reply.code(answer.statusCode ?? 502).headers(passedOn(answer.headers));
      sendStreamedAnswer(reply, (output) => pipeline(answer, output));
      return true;
    },

    async close() {
      isClosing = true;
      clearTimeout(restartTimer);
      const thread = worker;
      if (!thread) return;
      const ended = once(thread, 'exit');
      thread.postMessage({ type: 'close' } satisfies MainMessage);
      const timeout = setTimeout(() => void thread.terminate(), CLOSE_GRACE_MS);
      await ended;
      clearTimeout(timeout);
    },
  };
}

/**
 * The export thread's app answers only the main thread: a request without the key (anyone else
 * on the machine reaching its port) is answered as an unknown route.
 */
export function answerOnlyWithKey(app: FastifyInstance, key: string): void {
  const expected = Buffer.from(key);
  // What the main thread already did for a request it passes on (recording an export) is not
  // done twice here (lib/export-route.ts).
  app.decorate('isExportThread', true);
  app.addHook('onRequest', async (request) => {
    const given = Buffer.from(String(request.headers[EXPORT_THREAD_KEY_HEADER] ?? ''));
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      throw appError('ROUTE_NOT_FOUND');
    }
  });
}
