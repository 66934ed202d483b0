// The portal that holds the embedded database answers maintenance commands of the same machine
// (`npm run outbox`, `npm run backup`) on a Unix socket in DATA_DIR: those commands cannot open
// the database beside it (lib/data-dir-lock.ts). DATA_DIR is 0700, so only the portal's own user
// reaches the socket; it reads, never writes (a backup's snapshot is a new folder in DATA_DIR/tmp
// that the command archives and removes).
import { chmod, unlink } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import type { DatabaseHandle } from '../db/client';
import { isSnapshotFolder, snapshotDataDir } from './backup/data-dir-snapshot';
import { outboxQuerySchema, readOutboxReport, type OutboxQuery } from './outbox-report';

export const DATA_DIR_SOCKET_FILE = 'portal.sock';
const REQUEST_MAX_BYTES = 4096;
const ASK_TIMEOUT_MS = 15_000;
/** A snapshot copies the whole database: allow for a large one on a slow disk. */
const SNAPSHOT_TIMEOUT_MS = 10 * 60_000;

type Reply = { text: string } | { snapshot: string } | { error: string };

interface Logger {
  warn(object: unknown, message: string): void;
}

export interface DataDirSocket {
  close(): Promise<void>;
}

/** Call only while holding DATA_DIR's lock: a socket file left by a dead owner is replaced. */
export async function serveDataDirSocket(
  dataDir: string,
  database: DatabaseHandle,
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
  async function answer(line: string): Promise<Reply> {
    let request: { outbox?: unknown; backup?: unknown };
    try {
      request = JSON.parse(line) as typeof request;
    } catch {
      return { error: 'Not a request.' };
    }
    if (request?.backup === true) return { snapshot: await snapshotDataDir(dataDir, database) };
    const outbox = outboxQuerySchema.safeParse(request?.outbox);
    if (!outbox.success) return { error: 'Not a request.' };
    return { text: await readOutboxReport(database.db, outbox.data) };
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

/** Sends one request to the portal holding DATA_DIR and answers its reply. */
function askPortal(dataDir: string, request: object, timeoutMs: number): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const connection = net.createConnection(path.join(dataDir, DATA_DIR_SOCKET_FILE));
    let received = '';
    connection.setEncoding('utf8');
    connection.setTimeout(timeoutMs, () =>
      connection.destroy(new Error('The portal did not answer.')),
    );
    connection.on('connect', () => connection.write(`${JSON.stringify(request)}\n`));
    connection.on('data', (chunk: string) => {
      received += chunk;
    });
    connection.on('error', reject);
    connection.on('end', () => {
      try {
        resolve(JSON.parse(received) as Reply);
      } catch {
        reject(new Error('The portal did not answer.'));
      }
    });
  });
}

/** Asks the portal holding DATA_DIR for the outbox report (rejects when it does not answer). */
export async function askPortalForOutbox(dataDir: string, query: OutboxQuery): Promise<string> {
  const reply = await askPortal(dataDir, { outbox: query }, ASK_TIMEOUT_MS);
  if ('text' in reply && typeof reply.text === 'string') return reply.text;
  throw new Error('error' in reply ? reply.error : 'The portal did not answer.');
}

/**
 * Asks the portal holding DATA_DIR for a snapshot of its database and files
 * (backup/data-dir-snapshot.ts) and answers the snapshot's folder, which the caller removes.
 */
export async function askPortalForSnapshot(dataDir: string): Promise<string> {
  const reply = await askPortal(dataDir, { backup: true }, SNAPSHOT_TIMEOUT_MS);
  if ('snapshot' in reply && isSnapshotFolder(dataDir, reply.snapshot)) return reply.snapshot;
  throw new Error('error' in reply ? reply.error : 'The portal did not answer.');
}
