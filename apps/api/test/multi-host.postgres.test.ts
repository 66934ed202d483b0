// Several API hosts on one PostgreSQL database and one S3 bucket (decision 046): two real API
// processes (src/server.ts, as `npm start` runs it) share the bucket of a local S3 server. A
// photo uploaded through one is served by the other; one is killed with SIGKILL during 200
// uploads, and every upload it or the other acknowledged is read back, byte for byte, through the
// survivor. Runs in the api-postgres project only (vitest.config.ts): with PGlite one process
// holds the data folder, so there is no second host to test.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, LETTER_PATHS, type AuthResponse } from '@portal/shared';
import { createPasswordHasher } from '../src/lib/passwords';
import { insertUserIfEmailFree } from '../src/modules/users/users.repo';
import { multipartBody, samples } from './helpers/file-samples';
import { startTestS3Server, type TestS3Server } from './helpers/s3-server';
import { createTestDatabase, type TestDatabase } from './helpers/test-db';
import { TEST_ENV, TEST_PASSWORD, uniqueEmail } from './helpers/test-app';

const API_ROOT = path.resolve(import.meta.dirname, '..');
const UPLOADS = 200;
const UPLOADS_IN_FLIGHT = 8;

interface Host {
  name: string;
  url: string;
  process: ChildProcess;
  exited: Promise<NodeJS.Signals | null>;
  log: string[];
  dataDir: string;
}

let database: TestDatabase;
let s3: TestS3Server;
let hosts: Host[] = [];

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function startHost(name: string): Promise<Host> {
  const port = await freePort();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), `portal-host-${name}-`));
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: API_ROOT,
    env: {
      ...process.env,
      ...TEST_ENV,
      ...s3.env,
      LOG_LEVEL: 'warn',
      DATABASE_URL: database.url,
      DATABASE_POOL_MAX: '4',
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      PORT: String(port),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const log: string[] = [];
  child.stdout?.on('data', (chunk: Buffer) => log.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => log.push(chunk.toString()));
  const exited = new Promise<NodeJS.Signals | null>((resolve) =>
    child.on('exit', (_code, signal) => resolve(signal)),
  );
  return { name, url: `http://127.0.0.1:${port}`, process: child, exited, log, dataDir };
}

async function waitUntilReady(host: Host): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (host.process.exitCode !== null)
      throw new Error(`${host.name} exited:\n${host.log.join('')}`);
    const answer = await fetch(`${host.url}${API.ready}`).catch(() => undefined);
    if (answer?.status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${host.name} never became ready:\n${host.log.join('')}`);
}

async function signIn(host: Host, email: string): Promise<string> {
  const answer = await fetch(`${host.url}${API.auth}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: email, password: TEST_PASSWORD }),
  });
  expect(answer.status).toBe(200);
  return ((await answer.json()) as AuthResponse).access;
}

async function send(
  host: Host,
  method: string,
  url: string,
  access: string,
  file: Buffer,
  name: string,
) {
  const body = await multipartBody({ file: { data: file, filename: name } });
  return fetch(`${host.url}${url}`, {
    method,
    headers: { authorization: `Bearer ${access}`, ...body.headers },
    body: body.payload,
  });
}

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

beforeAll(async () => {
  database = await createTestDatabase();
  if (database.kind !== 'postgres' || !database.url)
    throw new Error('the multi-host test needs PostgreSQL (the api-postgres project)');
  s3 = await startTestS3Server();
  hosts = [await startHost('a'), await startHost('b')];
  await Promise.all(hosts.map(waitUntilReady));
});

afterAll(async () => {
  for (const host of hosts) {
    host.process.kill('SIGKILL');
    await host.exited;
    await rm(host.dataDir, { recursive: true, force: true });
  }
  await s3?.close();
  await database?.drop();
});

async function createSponsor(): Promise<string> {
  const passwords = createPasswordHasher({ memoryCost: 256, timeCost: 1, parallelism: 1 });
  const user = await insertUserIfEmailFree(database.handle.db, {
    email: uniqueEmail('sponsor'),
    passwordHash: await passwords.hash(TEST_PASSWORD),
    role: 'SPONSOR',
    firstName: 'Ana',
    lastName: 'Pérez',
    phone: '',
    language: 'en-US',
    active: true,
  });
  if (!user) throw new Error('test user e-mail already taken');
  return user.email;
}

describe('two API hosts on one database and one bucket', () => {
  it('serve through one the photo uploaded through the other', async () => {
    const [a, b] = hosts as [Host, Host];
    const email = await createSponsor();
    const access = await signIn(a, email);
    const photo = await samples.jpeg({ width: 320, height: 240 });
    const uploaded = await send(a, 'PUT', API.mePhoto, access, photo, 'me.jpg');
    expect(uploaded.status).toBe(200);
    const { photoUrl } = (await uploaded.json()) as { photoUrl: string };
    const fromA = await fetch(`${a.url}${photoUrl}`);
    const fromB = await fetch(`${b.url}${photoUrl}`);
    expect(fromB.status).toBe(200);
    expect(fromB.headers.get('content-type')).toBe('image/jpeg');
    const bytes = Buffer.from(await fromB.arrayBuffer());
    expect(bytes.equals(Buffer.from(await fromA.arrayBuffer()))).toBe(true);
    // The bucket holds it (photo and thumbnail), not the disk of the host that took it.
    expect((await s3.listKeys()).length).toBeGreaterThanOrEqual(2);
    expect(existsSync(path.join(a.dataDir, 'uploads'))).toBe(false);
  });

  it('keep every acknowledged upload when one host is killed during 200 uploads', async () => {
    const [a, b] = hosts as [Host, Host];
    const email = await createSponsor();
    const access = await signIn(b, email);
    const acknowledged: Array<{ url: string; sha: string; host: string }> = [];
    let refused = 0;
    let isKilled = false;
    const pdf = await samples.pdf();
    let next = 0;

    async function uploadOne(index: number): Promise<void> {
      const host = index % 2 === 0 ? a : b;
      // Each file different, so each one read back is its own.
      const content = Buffer.concat([pdf, Buffer.from(`%${randomBytes(16).toString('hex')}\n`)]);
      try {
        const answer = await send(
          host,
          'POST',
          LETTER_PATHS.letterAttachments,
          access,
          content,
          `f${index}.pdf`,
        );
        if (answer.status >= 200 && answer.status < 300) {
          const { url } = (await answer.json()) as { url: string };
          acknowledged.push({ url, sha: sha256(content), host: host.name });
        } else refused += 1;
      } catch {
        refused += 1; // The killed host's connections: never acknowledged.
      }
      if (!isKilled && acknowledged.filter((entry) => entry.host === 'a').length >= 40) {
        isKilled = true;
        a.process.kill('SIGKILL');
      }
    }

    await Promise.all(
      Array.from({ length: UPLOADS_IN_FLIGHT }, async () => {
        for (let index = next++; index < UPLOADS; index = next++) await uploadOne(index);
      }),
    );
    expect(isKilled).toBe(true);
    expect(await a.exited).toBe('SIGKILL');
    expect(acknowledged.length + refused).toBe(UPLOADS);
    expect(refused).toBeGreaterThan(0);
    // The survivor took every upload sent to it.
    expect(acknowledged.filter((entry) => entry.host === 'b')).toHaveLength(UPLOADS / 2);

    for (const entry of acknowledged) {
      const answer = await fetch(`${b.url}${entry.url}`);
      expect(answer.status, entry.url).toBe(200);
      expect(sha256(Buffer.from(await answer.arrayBuffer()))).toBe(entry.sha);
    }
  });
});
