// The export thread's life, with a stand-in for the thread's app (an HTTP server in a worker):
// a thread that ends is started again, and meanwhile exports run on the main thread; a thread
// that cannot start is not started again; closing ends it.
import Fastify, { type FastifyBaseLogger } from 'fastify';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import type { Config } from '../../config';
import { untilTheTestTimesOut } from '../../../test/helpers/eventually';
import { startExportThread } from './export-thread';

/**
 * Posts its port as a log line; ends (exit code 3) when asked for /crash; never answers /slow
 * (an export whose first bytes take long), and says when that request's connection closes.
 */
const STAND_IN = `
import http from 'node:http';
import { parentPort } from 'node:worker_threads';
const log = (line) => parentPort.postMessage({ type: 'log', line });
const server = http.createServer((request, response) => {
  if (request.url === '/slow') {
    log('slow request received');
    request.socket.once('close', () => log('slow request closed'));
    return;
  }
  response.end('from the thread');
  if (request.url === '/crash') setImmediate(() => process.exit(3));
});
server.listen(0, '127.0.0.1', () => {
  const { port } = server.address();
  parentPort.postMessage({ type: 'log', line: 'port ' + port });
  parentPort.postMessage({ type: 'ready', port });
});
parentPort.on('message', (message) => { if (message.type === 'close') process.exit(0); });
`;

/** Says why it cannot start, and ends. */
const FAILING = `
import { parentPort } from 'node:worker_threads';
parentPort.postMessage({ type: 'log', line: 'starting' });
parentPort.postMessage({ type: 'failed', message: 'no database' });
`;

const asUrl = (code: string) => new URL(`data:text/javascript,${encodeURIComponent(code)}`);

function capturedLog() {
  const errors: string[] = [];
  const infos: string[] = [];
  const log = {
    error: (message: string) => void errors.push(message),
    info: (message: string) => void infos.push(message),
    warn: () => undefined,
  } as unknown as FastifyBaseLogger;
  const lines: string[] = [];
  return { log, errors, infos, lines, stream: { write: (line: string) => void lines.push(line) } };
}

const portsIn = (lines: string[]) =>
  lines.filter((line) => line.startsWith('port ')).map((line) => Number(line.slice(5)));

describe('the export thread', () => {
  it('is started again when it ends, and is not ready meanwhile', async () => {
    const captured = capturedLog();
    const thread = startExportThread({} as Config, captured.log, captured.stream, {
      entry: asUrl(STAND_IN),
      restartDelayMs: 200,
    });
    try {
      expect(await thread.ready).toBe(true);
      expect(thread.isReady()).toBe(true);
      const [first] = portsIn(captured.lines);
      await fetch(`http://127.0.0.1:${first}/crash`).catch(() => undefined);

      await vi.waitFor(() => expect(thread.isReady()).toBe(false), {
        timeout: untilTheTestTimesOut(),
      });
      expect(captured.errors).toEqual([
        'the export thread ended (exit code 3); exports run on the main thread until it is back',
      ]);
      await vi.waitFor(() => expect(thread.isReady()).toBe(true), {
        timeout: untilTheTestTimesOut(),
      });
      expect(captured.infos).toContain('the export thread is back');
      const ports = portsIn(captured.lines);
      expect(ports).toHaveLength(2);
      const answer = await fetch(`http://127.0.0.1:${ports[1]}/`);
      expect(await answer.text()).toBe('from the thread');
    } finally {
      await thread.close();
    }
    expect(thread.isReady()).toBe(false);
    expect(captured.errors).toHaveLength(1); // closing is not a failure
  });

  it('is not started again when it could not start', async () => {
    // A start again would wait on a timer: with the timers faked, none may be waiting, and
    // moving time far past the delay starts nothing.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    // The worker's next files share these globals: real timers again whatever happens.
    onTestFinished(() => void vi.useRealTimers());
    const captured = capturedLog();
    const thread = startExportThread({} as Config, captured.log, captured.stream, {
      entry: asUrl(FAILING),
      restartDelayMs: 50,
    });
    try {
      expect(await thread.ready).toBe(false);
      await vi.waitFor(() => expect(captured.errors).toHaveLength(1), {
        timeout: untilTheTestTimesOut(),
      });
      expect(captured.errors[0]).toBe(
        'the export thread did not start: no database; exports run on the main thread',
      );
      expect(vi.getTimerCount()).toBe(0);
      vi.advanceTimersByTime(60_000);
      expect(captured.lines.filter((line) => line === 'starting')).toHaveLength(1);
      expect(thread.isReady()).toBe(false);
    } finally {
      vi.useRealTimers();
      await thread.close();
    }
  });

  it("drops the thread's request when the client leaves before the thread's first bytes", async () => {
    const captured = capturedLog();
    const thread = startExportThread({} as Config, captured.log, captured.stream, {
      entry: asUrl(STAND_IN),
    });
    const app = Fastify({ forceCloseConnections: true });
    app.get('/slow', async (request, reply) =>
      (await thread.send(request, reply)) ? reply : 'answered here',
    );
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      expect(await thread.ready).toBe(true);
      const client = new AbortController();
      const download = fetch(`${base}/slow`, { signal: client.signal }).catch(() => 'left');
      await vi.waitFor(() => expect(captured.lines).toContain('slow request received'), {
        timeout: untilTheTestTimesOut(),
      });
      client.abort();
      expect(await download).toBe('left');
      await vi.waitFor(() => expect(captured.lines).toContain('slow request closed'), {
        timeout: untilTheTestTimesOut(),
      });
    } finally {
      await app.close();
      await thread.close();
    }
  });
});
