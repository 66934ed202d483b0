// A failure in the middle of a streamed answer (an export whose query fails after some rows) cuts
// that answer short and is logged; the process keeps serving. Before, a CSV export's error had no
// listener and ended the process, and an Excel export hung the connection.
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { sendExport, type ExportColumn } from './export';

interface Row {
  id: number;
}
const columns: ExportColumn<Row>[] = [{ header: 'Id', value: (row) => row.id }];

async function* failingRows(after: number): AsyncIterable<Row> {
  for (let id = 1; id <= after; id += 1) yield { id };
  throw new Error('invalid byte sequence for encoding "UTF8": 0x00');
}

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

async function startApp(logLines: string[]) {
  app = Fastify({ logger: { level: 'error', stream: { write: (line) => logLines.push(line) } } });
  app.get('/export/:format', (request, reply) => {
    const { format } = request.params as { format: 'csv' | 'xlsx' };
    // Enough rows for some of the file to be sent first (a CSV goes out in pieces of 64 kB).
    return sendExport(reply, { format, fileName: 'rows', columns, rows: failingRows(50_000) });
  });
  app.get('/alive', () => ({ ok: true }));
  return app.listen({ port: 0, host: '127.0.0.1' });
}

describe('a streamed answer that fails half-way', () => {
  for (const format of ['csv', 'xlsx'] as const) {
    it(`ends the ${format} answer, logs the failure and keeps the process serving`, async () => {
      const logLines: string[] = [];
      const base = await startApp(logLines);
      const response = await fetch(`${base}/export/${format}`);
      expect(response.status).toBe(200);
      // The body is cut: reading it fails instead of completing or hanging.
      await expect(response.arrayBuffer()).rejects.toThrow();
      const alive = await fetch(`${base}/alive`);
      expect(await alive.json()).toEqual({ ok: true });
      expect(logLines.join('\n')).toContain('invalid byte sequence');
    });
  }
});
