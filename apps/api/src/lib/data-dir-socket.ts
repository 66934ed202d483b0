// The portal that holds the embedded database answers maintenance commands of the same machine
// (`npm run outbox`) on a Unix socket in DATA_DIR: those commands cannot open the database
// beside it (lib/data-dir-lock.ts). DATA_DIR is 0700, so only the portal's own user reaches the
// socket; it reads, never writes.
import { chmod, unlink } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import type { Database } from '../db/client';
import { outboxQuerySchema, readOutboxReport, type OutboxQuery } from './outbox-report';

export const DATA_DIR_SOCKET_FILE = 'portal.sock';
const REQUEST_MAX_BYTES = 4096;
const ASK_TIMEOUT_MS = 15_000;

interface Logger {
  warn(object: unknown, message: string): void;
}

export interface DataDirSocket {
  close(): Promise<void>;
}

/** Call only while holding DATA_DIR's lock: a socket file left by a dead owner is replaced. */
export async function serveDataDirSocket(
  dataDir: string,
  db: Database,
  log: Logger,
): Promise<DataDirSocket | null> {
  const socketPath = path.join(dataDir, DATA_DIR_SOCKET_FILE);
  await unlink(socketPath).catch(() => undefined);
  const server = net.createServer((connection) => {
    let received = '';
    connection.setEncoding('utf8');
    connection.on('error', () => undefined);
    connection.on('data', (chunk: string) => {
      received += chunk;
      if (received.length > REQUEST_MAX_BYTES) connection.destroy();
      const newline = received.indexOf('\n');
      if (newline < 0) return;
      connection.removeAllListeners('data');
      answer(received.slice(0, newline)).then(
        (reply) => connection.end(`${JSON.stringify(reply)}\n`),
        () => connection.end(`${JSON.stringify({ error: 'The portal could not read it.' })}\n`),
      );
    });
  });
  async function answer(line: string): Promise<{ text: string } | { error: string }> {
    let request: unknown;
    try {
      request = JSON.parse(line);
    } catch {
      return { error: 'Not a request.' };
    }
    const outbox = outboxQuerySchema.safeParse((request as { outbox?: unknown }).outbox);
    if (!outbox.success) return { error: 'Not a request.' };
    return { text: await readOutboxReport(db, outbox.data) };
  }
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(socketPath, () => resolve());
    });
    await chmod(socketPath, 0o600);
  } catch (error) {
    // A path too long for a socket, a file system without them: only the commands go without.
    log.warn({ err: error }, `maintenance socket not available in ${dataDir}`);
    server.close();
    return null;
  }
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
      }),
  };
}

/** Asks the portal holding DATA_DIR for the outbox report (rejects when it does not answer). */
export function askPortalForOutbox(dataDir: string, query: OutboxQuery): Promise<string> {
  return new Promise((resolve, reject) => {
    const connection = net.createConnection(path.join(dataDir, DATA_DIR_SOCKET_FILE));
    let received = '';
    connection.setEncoding('utf8');
    connection.setTimeout(ASK_TIMEOUT_MS, () =>
      connection.destroy(new Error('The portal did not answer.')),
    );
    connection.on('connect', () => connection.write(`${JSON.stringify({ outbox: query })}\n`));
    connection.on('data', (chunk: string) => {
      received += chunk;
    });
    connection.on('error', reject);
    connection.on('end', () => {
      try {
        const reply = JSON.parse(received) as { text?: string; error?: string };
        if (typeof reply.text === 'string') resolve(reply.text);
        else reject(new Error(reply.error ?? 'The portal did not answer.'));
      } catch {
        reject(new Error('The portal did not answer.'));
      }
    });
  });
}
