// deploy/nginx.conf as committed, run by Debian's nginx in front of two API processes on one
// PostgreSQL database: requests through nginx are answered (plain HTTP is sent to HTTPS), and
// when one process stops the other answers everything. CI installs nginx (.ci/run); there a
// missing nginx fails this file instead of skipping it.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import https from 'node:https';
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { API } from '@portal/shared';
import { eventually } from './helpers/eventually';
import { TEST_ENV } from './helpers/test-app';
import { createTestDatabase, type TestDatabase } from './helpers/test-db';

const API_ROOT = fileURLToPath(new URL('..', import.meta.url));
const NGINX_CONF = fileURLToPath(new URL('../../../deploy/nginx.conf', import.meta.url));
const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((file) => existsSync(file));
const isPostgres = inject('testDb')?.kind === 'postgres';

let folder: string;
let testDatabase: TestDatabase;
const children: ChildProcess[] = [];

async function freePort(): Promise<number> {
  const server = net.createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

function startApi(port: number, name: string): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: API_ROOT,
    env: {
      ...process.env,
      ...TEST_ENV,
      LOG_LEVEL: 'error',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: path.join(folder, name),
      DATABASE_URL: testDatabase.url ?? '',
      TRUST_PROXY: 'true',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  children.push(child);
  return child;
}

/** The committed file with this test's ports and certificate in place of the example's. */
function portalConf(template: string, ports: Record<'http' | 'https' | 'a' | 'b', number>) {
  const replacements: Array<[RegExp, string]> = [
    [/server 127\.0\.0\.1:3001 /, `server 127.0.0.1:${ports.a} `],
    [/server 127\.0\.0\.1:3002 /, `server 127.0.0.1:${ports.b} `],
    [/listen 80;/, `listen 127.0.0.1:${ports.http};`],
    [/listen 443 ssl http2;/, `listen 127.0.0.1:${ports.https} ssl http2;`],
    [/ssl_certificate \S+;/, `ssl_certificate ${folder}/cert.pem;`],
    [/ssl_certificate_key \S+;/, `ssl_certificate_key ${folder}/key.pem;`],
  ];
  return replacements.reduce((text, [pattern, value]) => {
    // The example changed shape: this test must change with it, not run something else.
    if (!pattern.test(text)) throw new Error(`deploy/nginx.conf has no ${pattern}`);
    return text.replace(pattern, value);
  }, template);
}

/** nginx's main file around the portal's: everything it writes stays in the test's folder. */
function mainConf(): string {
  const temp = (name: string) => `${name}_temp_path ${folder}/nginx-${name};`;
  return `worker_processes 1;
daemon off;
pid ${folder}/nginx.pid;
error_log ${folder}/nginx-error.log warn;
events { worker_connections 128; }
http {
  access_log off;
  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n  ')}
  include ${folder}/portal.conf;
}
`;
}

function get(url: string, headers: Record<string, string> = {}) {
  const client = url.startsWith('https') ? https : http;
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>(
    (resolve, reject) => {
      const request = client.get(
        url,
        { rejectUnauthorized: false, headers: { host: 'portal.example.org', ...headers } },
        (response) => {
          let body = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => (body += chunk));
          response.on('end', () =>
            resolve({ status: response.statusCode ?? 0, headers: response.headers, body }),
          );
        },
      );
      request.on('error', reject);
    },
  );
}

beforeAll(async () => {
  folder = await mkdtemp(path.join(os.tmpdir(), 'portal-nginx-'));
  if (isPostgres) testDatabase = await createTestDatabase();
});
afterAll(async () => {
  // SIGTERM: nginx's master then stops its workers too (after SIGKILL they would stay behind).
  await Promise.all(
    children
      .filter((child) => child.exitCode === null && child.signalCode === null)
      .map(async (child) => {
        const exited = once(child, 'exit');
        child.kill('SIGTERM');
        await exited;
      }),
  );
  await testDatabase?.drop();
  await rm(folder, { recursive: true, force: true });
});

describe('nginx in front of two API processes', () => {
  it(
    'answers through nginx, and still answers with one process stopped',
    { timeout: 300_000 },
    async () => {
      if (!NGINX) throw new Error('nginx is not installed: .ci/run installs nginx-light');
      const ports = {
        http: await freePort(),
        https: await freePort(),
        a: await freePort(),
        b: await freePort(),
      };
      const first = startApi(ports.a, 'a');
      startApi(ports.b, 'b');
      execFileSync(
        'openssl',
        [
          ...['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1'],
          ...['-subj', '/CN=portal.example.org', '-keyout', `${folder}/key.pem`],
          ...['-out', `${folder}/cert.pem`],
        ],
        { stdio: 'ignore' },
      );
      for (const name of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) {
        await mkdir(`${folder}/nginx-${name}`, { recursive: true });
      }
      await writeFile(
        `${folder}/portal.conf`,
        portalConf(await readFile(NGINX_CONF, 'utf8'), ports),
      );
      await writeFile(`${folder}/nginx.conf`, mainConf());
      execFileSync(NGINX, ['-t', '-c', `${folder}/nginx.conf`, '-e', `${folder}/nginx-error.log`], {
        stdio: 'pipe',
      });
      const nginx = spawn(
        NGINX,
        ['-c', `${folder}/nginx.conf`, '-e', `${folder}/nginx-error.log`],
        {
          stdio: ['ignore', 'inherit', 'inherit'],
        },
      );
      children.push(nginx);

      const through = `https://127.0.0.1:${ports.https}`;
      const isAnsweredBy = async (port: number) =>
        (await get(`http://127.0.0.1:${port}${API.health}`).catch(() => ({ status: 0 }))).status ===
        200;
      await eventually(async () => (await isAnsweredBy(ports.a)) && (await isAnsweredBy(ports.b)));

      const redirect = await get(`http://127.0.0.1:${ports.http}${API.ready}`);
      expect(redirect.status).toBe(301);
      expect(redirect.headers.location).toBe(`https://portal.example.org${API.ready}`);
      for (let index = 0; index < 6; index += 1) {
        const ready = await get(`${through}${API.ready}`);
        expect(ready.status).toBe(200);
        expect(JSON.parse(ready.body)).toEqual({ status: 'ok' });
      }
      // Metrics are read from each process, never through the proxy.
      expect((await get(`${through}/metrics`)).status).toBe(404);

      first.kill('SIGTERM');
      const [code] = (await once(first, 'exit')) as [number | null];
      expect(code).toBe(0);
      for (let index = 0; index < 10; index += 1) {
        const ready = await get(`${through}${API.ready}`, { 'accept-language': 'es-CO' });
        expect(ready.status).toBe(200);
      }
      const refused = await get(`${through}${API.me}`);
      expect(refused.status).toBe(401);
      expect(JSON.parse(refused.body)).toMatchObject({ code: expect.any(String) });
    },
  );
});
