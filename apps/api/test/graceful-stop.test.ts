// A restart loses nothing (start-server.ts): on SIGTERM the process stops taking connections at
// once, answers the request already in flight, lets its mail worker finish the message it is
// sending, and exits with code 0 within SHUTDOWN_GRACE_MS. The process is `npm start`'s own
// script in a child process, on the embedded database or on PostgreSQL.
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import net, { type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { API } from '@portal/shared';
import { openDatabase, type DatabaseHandle } from '../src/db/client';
import { mailOutbox } from '../src/db/schema/index';
import { seedReferenceData } from '../src/db/seed/reference-data';
import { systemClock } from '../src/lib/clock';
import { createMailer } from '../src/lib/mailer';
import { SHUTDOWN_GRACE_MS } from '../src/start-server';
import { eventually } from './helpers/eventually';
import { TEST_ENV } from './helpers/test-app';
import { createTestDatabase, type TestDatabase } from './helpers/test-db';

const API_ROOT = fileURLToPath(new URL('..', import.meta.url));

let dataDir: string;
let testDatabase: TestDatabase | undefined;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'portal-graceful-stop-'));
  if (inject('testDb')?.kind === 'postgres') testDatabase = await createTestDatabase();
});
afterAll(async () => {
  await testDatabase?.drop();
  await rm(dataDir, { recursive: true, force: true });
});

async function freePort(): Promise<number> {
  const server = net.createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** An SMTP server that holds each message's DATA until `release()`. */
async function startSlowSmtp() {
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let onDataStarted = () => undefined as void;
  const dataStarted = new Promise<void>((resolve) => (onDataStarted = resolve));
  const received: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    closeTimeout: 100,
    onData(stream, session, callback) {
      onDataStarted();
      stream.resume();
      stream.on('end', () => {
        void released.then(() => {
          received.push(session.envelope.rcptTo.map((to) => to.address).join(','));
          callback();
        });
      });
    },
  });
  server.on('error', () => undefined);
  server.listen(0, '127.0.0.1');
  await once(server.server, 'listening');
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    dataStarted,
    release,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The database the child will use, with one message waiting in the mail queue. */
async function openTheDatabase(): Promise<DatabaseHandle> {
  return openDatabase({
    databaseUrl: testDatabase?.url,
    dataDir,
    databasePoolMax: 2,
  });
}

function isRefused(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
  });
}

async function isAnswering(port: number): Promise<boolean> {
  try {
    return (await fetch(`http://127.0.0.1:${port}${API.health}`)).ok;
  } catch {
    return false;
  }
}

describe('SIGTERM', () => {
  it(
    'answers the request in flight, sends the mail being sent, refuses new connections and exits 0 in time',
    { timeout: 240_000 },
    async () => {
      const smtp = await startSlowSmtp();
      const setup = await openTheDatabase();
      await setup.migrate();
      await seedReferenceData(setup.db);
      const mailer = createMailer({
        db: setup.db,
        smtpUrl: undefined,
        from: 'Portal <portal@example.org>',
        log: { info: () => undefined } as never,
        clock: systemClock,
      });
      const { id: mailId } = await mailer.send({
        to: 'padrino@example.org',
        language: 'es-CO',
        subject: 'Carta nueva',
        text: 'Hola',
      });
      await setup.close();

      const port = await freePort();
      const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
        cwd: API_ROOT,
        env: {
          ...process.env,
          ...TEST_ENV,
          LOG_LEVEL: 'error',
          HOST: '127.0.0.1',
          PORT: String(port),
          DATA_DIR: dataDir,
          DATABASE_URL: testDatabase?.url ?? '',
          SMTP_URL: smtp.url,
        },
        stdio: ['ignore', 'inherit', 'inherit'],
      });
      const exited = once(child, 'exit') as Promise<[number | null, string | null]>;
      try {
        await eventually(() => isAnswering(port));
        // The worker sends the waiting message at start; the server holds it mid-DATA.
        await smtp.dataStarted;

        // A sign-in whose body is still arriving: in flight when the signal comes.
        const body = JSON.stringify({ username: 'nobody@example.org', password: 'not-the-one' });
        const slow = net.connect(port, '127.0.0.1');
        await once(slow, 'connect');
        let answer = '';
        slow.setEncoding('utf8');
        slow.on('data', (chunk: string) => (answer += chunk));
        const slowClosed = once(slow, 'close');
        slow.write(
          `POST ${API.auth} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n` +
            `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n` +
            body.slice(0, 10),
        );
        await new Promise((resolve) => setTimeout(resolve, 500));

        const signalledAt = Date.now();
        child.kill('SIGTERM');
        await eventually(() => isRefused(port), SHUTDOWN_GRACE_MS);

        slow.write(body.slice(10));
        smtp.release();
        await eventually(async () => answer.includes('\r\n\r\n'), SHUTDOWN_GRACE_MS);
        expect(answer).toMatch(/^HTTP\/1\.1 401 /);
        // Told not to send another request on this connection: it closes with the process.
        expect(answer).toMatch(/\r\nconnection: close\r\n/i);
        await slowClosed;

        const [code, signal] = await exited;
        expect({ code, signal }).toEqual({ code: 0, signal: null });
        expect(Date.now() - signalledAt).toBeLessThan(SHUTDOWN_GRACE_MS);
        expect(smtp.received).toEqual(['padrino@example.org']);
      } finally {
        if (child.exitCode === null) child.kill('SIGKILL');
        await smtp.close();
      }

      const after = await openTheDatabase();
      try {
        const [mail] = await after.db
          .select({ status: mailOutbox.status })
          .from(mailOutbox)
          .where(eq(mailOutbox.id, mailId));
        expect(mail?.status).toBe('sent');
      } finally {
        await after.close();
      }
    },
  );
});
