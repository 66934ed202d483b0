// Exports on a thread of their own. An export of a million rows is CPU work of a minute or more:
// on the event loop that answers everything else it slowed every other request of the process
// (its slices and its garbage collections come between them), so with PostgreSQL the main thread
// hands each checked export request (signed in, allowed, valid) to a second instance of the API
// in a worker thread (worker.ts), and streams its answer to the client. PGlite is one connection
// inside this thread, so there the export stays here. Why and what it costs: decision 027.
import { once } from 'node:events';
import http, { type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import { pipeline } from 'node:stream/promises';
import { Worker } from 'node:worker_threads';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import type { LogStream } from '../../app';
import { sendStreamedAnswer } from '../streamed-answer';
import type { ExportThreadData, MainMessage, ThreadMessage } from './messages';

/** How long a stopping process waits for the thread to close its connections. */
const CLOSE_GRACE_MS = 5000;

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
  /** Settles once the thread can take exports: true, or false when it could not start. */
  ready: Promise<boolean>;
  /** Whether exports go to the thread now; until it is up (or if it stopped) they run here. */
  isReady(): boolean;
  /** Answers an export request the route already checked, from the thread. */
  send(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply>;
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
): ExportThread {
  const worker = new Worker(new URL('./boot.mjs', import.meta.url), {
    workerData: { config } satisfies ExportThreadData,
  });
  let port = 0;
  let isClosing = false;
  let hasExited = false;
  let settle: (isStarted: boolean) => void = () => undefined;
  const ready = new Promise<boolean>((resolve) => (settle = resolve));

  const down = (message: string, error?: unknown) => {
    const wasUp = port !== 0;
    port = 0;
    settle(false);
    if (!isClosing) {
      log.error(
        { err: error },
        `${message}: exports run on the main thread${wasUp ? ' from now on' : ''}`,
      );
    }
  };
  worker.on('message', (message: ThreadMessage) => {
    if (message.type === 'log') logStream.write(message.line);
    else if (message.type === 'failed')
      down(`the export thread did not start (${message.message})`);
    else {
      port = message.port;
      settle(true);
    }
  });
  worker.on('error', (error) => down('the export thread failed', error));
  worker.on('exit', (code) => {
    hasExited = true;
    down(`the export thread ended (exit code ${code})`);
  });

  return {
    ready,
    isReady: () => port !== 0,

    async send(request, reply) {
      // Over HTTP on the loopback rather than the worker's message channel: a socket carries the
      // client's backpressure to the thread's export as it is, and a client that leaves closes
      // the thread's answer, which stops its export, as on the main thread.
      const answer = await new Promise<IncomingMessage>((resolve, reject) => {
        const handOver = http.request({
          host: '127.0.0.1',
          port,
          method: 'GET',
          path: request.url,
          headers: passedOn(request.headers),
        });
        handOver.once('response', resolve).once('error', reject).end();
      });
      reply.code(answer.statusCode ?? 502).headers(passedOn(answer.headers));
      return sendStreamedAnswer(reply, (output) => pipeline(answer, output));
    },

    async close() {
      isClosing = true;
      if (hasExited) return;
      const ended = once(worker, 'exit');
      worker.postMessage({ type: 'close' } satisfies MainMessage);
      const timeout = setTimeout(() => void worker.terminate(), CLOSE_GRACE_MS);
      await ended;
      clearTimeout(timeout);
    },
  };
}
