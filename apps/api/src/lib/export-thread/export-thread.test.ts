// Exports on their own thread: with PostgreSQL the checked request goes to the export thread,
// which answers the same file the main thread would; what the main thread refuses never reaches
// it; a client that leaves stops the thread's export; a thread that cannot start leaves the
// exports on the main thread. On PGlite (one connection in this thread) there is no thread.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { STUDENT_PATHS } from '@portal/shared';
import { generateStudents } from '../../../../../bench/generate-students';
import { eventually, untilTheTestTimesOut } from '../../../test/helpers/eventually';
import { parseCsv, readXlsx } from '../../../test/helpers/export-files';
import { createActors } from '../../../test/helpers/fixtures';
import {
  bearer,
  buildTestApp,
  createTestContext,
  type TestApp,
  type TestContext,
} from '../../../test/helpers/test-app';

const STUDENTS = 8000;
const METRICS_TOKEN = 'metrics-token-export-thread-0123456789';
/** Every log line of both apps, the thread's included, at info level. */
const logLines: string[] = [];
let ctx: TestContext;
/** The same database without a thread: what the main thread answers. */
let inline: TestApp;
let token = '';

beforeAll(async () => {
  ctx = await createTestContext({
    exportThread: true,
    withDatabaseUrl: true,
    env: { LOG_LEVEL: 'info', METRICS_TOKEN },
    logStream: { write: (line) => void logLines.push(line) },
  });
  inline = await buildTestApp(ctx.testDatabase.openAnother(), { exportThread: false });
  token = (await createActors(ctx, { director: 'SUPER_ADMIN' })).director.token;
  await generateStudents(ctx.database, STUDENTS);
  await ctx.app.exportThread?.ready;
}, 120_000);
afterAll(async () => {
  await inline.close();
  await ctx.close();
});

const exportUrl = (format: string) =>
  `${STUDENT_PATHS.studentsExport}?format=${format}&sort=lastName`;

describe('exports on the export thread', () => {
  it('runs only with PostgreSQL', () => {
    if (ctx.testDatabase.kind === 'pglite') expect(ctx.app.exportThread).toBeNull();
    else expect(ctx.app.exportThread?.isReady()).toBe(true);
  });

  it('says in /metrics whether the thread takes exports', async () => {
    const metrics = await ctx.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(metrics.statusCode).toBe(200);
    if (ctx.testDatabase.kind === 'pglite') expect(metrics.body).not.toContain('export_thread');
    else expect(metrics.body).toMatch(/^portal_export_thread_up 1$/m);
  });

  it('answers the same CSV and Excel file as the main thread', async () => {
    const thread = ctx.app.exportThread;
    const send = thread ? vi.spyOn(thread, 'send') : undefined;
    const before = logLines.length;
    for (const format of ['csv', 'xlsx'] as const) {
      const [fromThread, fromMain] = await Promise.all(
        [ctx.app, inline.app].map((app) =>
          app.inject({ method: 'GET', url: exportUrl(format), headers: bearer(token) }),
        ),
      );
      expect(fromThread?.statusCode, fromThread?.body).toBe(200);
      expect(fromMain?.statusCode).toBe(200);
      for (const header of ['content-type', 'content-disposition', 'cache-control']) {
        expect(fromThread?.headers[header]).toBe(fromMain?.headers[header]);
      }
      if (format === 'csv') {
        const rows = parseCsv(fromThread?.body ?? '');
        expect(rows.length).toBeGreaterThan(STUDENTS * 0.9); // about 5% are deleted
        expect(rows).toEqual(parseCsv(fromMain?.body ?? ''));
      } else {
        const rows = await readXlsx(fromThread?.rawPayload ?? Buffer.alloc(0));
        expect(rows.length).toBeGreaterThan(STUDENTS * 0.9);
        expect(rows).toEqual(await readXlsx(fromMain?.rawPayload ?? Buffer.alloc(0)));
      }
    }
    if (send) expect(send).toHaveBeenCalledTimes(2);
    send?.mockRestore();
    // Answered once (a second answer to the same request would be warned about), without errors:
    // read once every request begun since has logged its completion, the thread's included.
    const since = () => logLines.slice(before);
    await eventually(async () => {
      const begun = since().filter((line) => line.includes('"incoming request"')).length;
      const completed = since().filter((line) => line.includes('"request completed"')).length;
      return begun > 0 && completed >= begun;
    });
    const warnings = logLines.slice(before).filter((line) => /"level":(40|50|60)/.test(line));
    expect(warnings).toEqual([]);
    // Each export is logged once, by the main thread, not a second time by the thread.
    const received = logLines
      .slice(before)
      .filter(
        (line) =>
          line.includes('"incoming request"') && line.includes(STUDENT_PATHS.studentsExport),
      );
    expect(received).toHaveLength(2);
  });

  it('keeps on the main thread what it refuses: no session, bad input', async () => {
    const thread = ctx.app.exportThread;
    const send = thread ? vi.spyOn(thread, 'send') : undefined;
    const signedOut = await ctx.app.inject({ method: 'GET', url: exportUrl('csv') });
    expect(signedOut.statusCode).toBe(401);
    const badFormat = await ctx.app.inject({
      method: 'GET',
      url: exportUrl('pdf'),
      headers: bearer(token),
    });
    expect(badFormat.statusCode).toBe(400);
    if (send) expect(send).not.toHaveBeenCalled();
    send?.mockRestore();
  });

  it("answers nobody else on the machine who reaches the thread's port", async () => {
    if (ctx.testDatabase.kind === 'pglite') {
      expect(ctx.app.exportThread).toBeNull(); // no thread, no port
      return;
    }
    const listening = logLines
      .map((line) => /Export thread listening at http:\/\/127\.0\.0\.1:(\d+)/.exec(line)?.[1])
      .find(Boolean);
    expect(listening).toBeDefined();
    const url = `http://127.0.0.1:${listening}${exportUrl('csv')}`;
    for (const key of [undefined, 'a-guess', '0'.repeat(64)]) {
      const response = await fetch(url, {
        headers: { ...bearer(token), ...(key ? { 'x-portal-export-thread-key': key } : {}) },
      });
      expect(response.status).toBe(404);
      expect(await response.text()).not.toContain('Pérez');
    }
  });

  it('stops the export when the client leaves', async () => {
    const before = logLines.length;
    const response = await ctx.app.inject({
      method: 'GET',
      url: exportUrl('csv'),
      headers: bearer(token),
      payloadAsStream: true,
    });
    expect(response.statusCode).toBe(200);
    const stream = response.stream();
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      expect(chunk.length).toBeGreaterThan(0);
      break; // one chunk, then the client is gone
    }
    response.raw.res.destroy();
    response.raw.res.emit('close');
    // Each app that wrote the file (the main thread on PGlite; the thread, and the main thread
    // passing it on, with PostgreSQL) says the client left, and nothing says it failed.
    const expected = ctx.testDatabase.kind === 'pglite' ? 1 : 2;
    await vi.waitFor(
      () => {
        const left = logLines
          .slice(before)
          .filter((line) => line.includes('streamed answer stopped: the client left'));
        expect(left.length).toBe(expected);
      },
      { timeout: untilTheTestTimesOut(), interval: 50 },
    );
    expect(logLines.slice(before).some((line) => line.includes('streamed answer failed'))).toBe(
      false,
    );
  });
});

describe('an export thread that cannot start', () => {
  it('leaves the exports on the main thread, and says so in the log', async () => {
    const lines: string[] = [];
    const app = await buildTestApp(ctx.testDatabase.openAnother(), {
      exportThread: true,
      // Nothing listens on port 1: the thread's app cannot open its database.
      env: { DATABASE_URL: 'postgres://postgres@127.0.0.1:1/none', LOG_LEVEL: 'error' },
      logStream: { write: (line) => void lines.push(line) },
    });
    try {
      expect(await app.app.exportThread?.ready).toBe(false);
      expect(app.app.exportThread?.isReady()).toBe(false);
      await vi.waitFor(() => expect(lines.join('\n')).toContain('exports run on the main thread'), {
        timeout: untilTheTestTimesOut(),
      });
      const response = await app.app.inject({
        method: 'GET',
        url: exportUrl('csv'),
        headers: bearer(token),
      });
      expect(response.statusCode).toBe(200);
      expect(parseCsv(response.body).length).toBeGreaterThan(STUDENTS * 0.9);
    } finally {
      await app.close();
    }
  }, 60_000);
});
