// What the benches that run real API processes on PostgreSQL share: a query on the server's admin
// database (create and drop the bench's own), starting one API process (the production entry
// point) and stopping it, and percentiles of measured latencies.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { API } from '@portal/shared';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const ADMIN_URL =
  process.env.BENCH_DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export async function adminQuery(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** The URL of database `name` on the admin URL's server. */
export function databaseUrlOf(name: string): string {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

/** One API process listening on `port`, ready when it says so; `env` adds to the bench's settings. */
export async function startProcess(options: {
  databaseUrl: string;
  port: number;
  dataDir: string;
  secret: string;
  env?: Record<string, string>;
}): Promise<{ child: ChildProcess; base: string }> {
  const { databaseUrl, port, dataDir, secret, env = {} } = options;
  // Node itself with tsx's loader (not npx), so that SIGTERM reaches the server.
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      JWT_SECRET: secret,
      LOG_LEVEL: 'warn',
      WEB_DIST: path.join(dataDir, 'no-web-build'),
      ...env,
    },
    stdio: 'ignore',
  });
  const base = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 120; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`API process exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}${API.ready}`)).ok) return { child, base };
    } catch {
      // not listening yet
    }
    await sleep(500);
  }
  child.kill();
  throw new Error('API process did not become ready');
}

export function stop(child: ChildProcess): Promise<void> {
  return new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/** The value below which `fraction` of the sorted latencies lie. */
export function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))] ?? 0;
}
