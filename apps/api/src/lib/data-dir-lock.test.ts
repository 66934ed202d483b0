// One process at a time on an embedded data folder: a second portal (a real process) stops at
// once naming the first, `npm run outbox` reads through the running portal (and the demo's
// folder with --demo), and a lock left by a killed process does not block the next start.
import { execFile, spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { TEST_ENV } from '../../test/helpers/test-app';
import {
  DATA_DIR_LOCK_FILE,
  DataDirInUseError,
  lockDataDir,
  readDataDirOwner,
  type DataDirOwner,
} from './data-dir-lock';

const API_ROOT = fileURLToPath(new URL('../..', import.meta.url));
const TSX = path.join(API_ROOT, '../../node_modules/.bin/tsx');
const run = promisify(execFile);

interface Outcome {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs a script of the API as its own process, as `npm start` or `npm run outbox` would. */
async function runScript(script: string, env: Record<string, string>, args: string[] = []) {
  try {
    const { stdout, stderr } = await run(TSX, [script, ...args], {
      cwd: API_ROOT,
      env: {
        ...process.env,
        ...TEST_ENV,
        PORT: '0',
        HOST: '127.0.0.1',
        ...env,
      } as NodeJS.ProcessEnv,
      timeout: 60_000,
    });
    return { code: 0, stdout, stderr } satisfies Outcome;
  } catch (error) {
    const failed = error as { code: number | null; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr } satisfies Outcome;
  }
}

const folders: string[] = [];
async function tempDir(name: string): Promise<string> {
  const folder = await mkdtemp(path.join(os.tmpdir(), `portal-lock-${name}-`));
  folders.push(folder);
  return folder;
}
afterAll(async () => {
  await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
});

describe('a running portal on its embedded database', () => {
  let dataDir = '';
  let app: FastifyInstance;
  beforeAll(async () => {
    dataDir = await tempDir('portal');
    app = await buildApp(loadConfig({ ...TEST_ENV, DATA_DIR: dataDir }));
    await app.mailer.send({
      to: 'parent@example.com',
      language: 'en-US',
      subject: 'Sign the agreement of Daniela',
      text: 'Open http://portal.test/agreement/abc',
    });
  }, 90_000);
  afterAll(async () => {
    await app?.close();
  });

  it(
    'stops a second portal at once, naming the process that holds the folder',
    { timeout: 70_000 },
    async () => {
      const second = await runScript('src/server.ts', { DATA_DIR: dataDir });
      expect(second.code).toBe(1);
      expect(second.stderr).toContain(`${dataDir} is in use by another process of the portal`);
      expect(second.stderr).toContain(`pid ${process.pid}`);
      expect(second.stdout).not.toContain('Portal ready');
      // The first keeps the folder and keeps working.
      expect((await readDataDirOwner(dataDir))?.pid).toBe(process.pid);
      expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
    },
  );

  it(
    'lets `npm run outbox` read the queue through the running portal',
    { timeout: 70_000 },
    async () => {
      const outbox = await runScript('src/db/outbox-cli.ts', { DATA_DIR: dataDir });
      expect(outbox.stderr).toBe('');
      expect(outbox.code).toBe(0);
      expect(outbox.stdout).toContain('To: parent@example.com');
      expect(outbox.stdout).toContain('Subject: Sign the agreement of Daniela');
      expect(outbox.stdout).toContain('http://portal.test/agreement/abc');
    },
  );

  it('reads the demo folder when asked for the demo', { timeout: 70_000 }, async () => {
    const elsewhere = await tempDir('real');
    const outbox = await runScript(
      'src/db/outbox-cli.ts',
      { DATA_DIR: elsewhere, DEMO_DATA_DIR: dataDir },
      ['--demo'],
    );
    expect(outbox.code).toBe(0);
    expect(outbox.stdout).toContain('Subject: Sign the agreement of Daniela');
  });
});

describe('a lock left behind', () => {
  it('is taken over when its process was killed', { timeout: 30_000 }, async () => {
    const dataDir = await tempDir('killed');
    const script = path.join(dataDir, 'hold-and-die.mts');
    await writeFile(
      script,
      `import { lockDataDir } from ${JSON.stringify(path.join(API_ROOT, 'src/lib/data-dir-lock.ts'))};\n` +
        `await lockDataDir(${JSON.stringify(dataDir)});\nconsole.log('locked');\n` +
        `process.kill(process.pid, 'SIGKILL');\n`,
    );
    // One process (node with tsx's loader), so that the pid in the lock is the one killed.
    const holder = spawn(process.execPath, ['--import', 'tsx', script], {
      cwd: API_ROOT,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let printed = '';
    holder.stdout.on('data', (chunk: Buffer) => (printed += chunk.toString()));
    const signal = await new Promise((resolve) => holder.on('exit', (_code, sig) => resolve(sig)));
    expect([signal, printed.trim()]).toEqual(['SIGKILL', 'locked']);
    const left = JSON.parse(
      await readFile(path.join(dataDir, DATA_DIR_LOCK_FILE), 'utf8'),
    ) as DataDirOwner;
    expect(left.pid).toBe(holder.pid);

    const lock = await lockDataDir(dataDir);
    expect(lock.owner.pid).toBe(process.pid);
    await lock.release();
  });

  it('is taken over when its pid now belongs to a process started later', async () => {
    const dataDir = await tempDir('reused');
    const mine = await lockDataDir(dataDir);
    const reused: DataDirOwner = { ...mine.owner, processStart: '1' };
    await mine.release();
    // This process's pid, but recorded by an earlier process (another start time).
    await writeFile(path.join(dataDir, DATA_DIR_LOCK_FILE), JSON.stringify(reused));
    const lock = await lockDataDir(dataDir);
    expect(lock.owner.processStart).not.toBe('1');
    await lock.release();
  });

  it('is kept while its process lives', async () => {
    const dataDir = await tempDir('alive');
    const first = await lockDataDir(dataDir);
    await expect(lockDataDir(dataDir)).rejects.toBeInstanceOf(DataDirInUseError);
    await first.release();
    const second = await lockDataDir(dataDir);
    await second.release();
    expect(await readDataDirOwner(dataDir)).toBeNull();
  });
});
