#!/usr/bin/env node
// Prints how much JavaScript (gzip) a browser downloads to show the login page of the
// production build, by loading it in Debian's chromium against the real server.
// Usage: npm run build && npm run bench:size [-- --write]   (--write records it in RESULTS.md)
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

const BUDGET_KB = 152;
const root = new URL('..', import.meta.url).pathname;
const port = 3900 + Math.floor(Math.random() * 90);
const dataDir = mkdtempSync(join(tmpdir(), 'portal-size-'));

const server = spawn('npm', ['run', 'serve', '--silent'], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
  detached: true,
});

/** A fresh data folder's migrations take a minute or more on a busy machine. */
async function waitForServer() {
  for (let attempt = 0; attempt < 480; attempt += 1) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/healthz`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the server did not start');
}

let browser;
try {
  await waitForServer();
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  const page = await browser.newPage();
  const scripts = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const body = await response.body().catch(() => Buffer.alloc(0));
    scripts.push({
      url: new URL(response.url()).pathname,
      raw: body.length,
      gzip: gzipSync(body).length,
    });
  });
  await page.goto(`http://127.0.0.1:${port}/`, { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: 'Sign in' }).waitFor();

  const totalGzip = scripts.reduce((sum, script) => sum + script.gzip, 0);
  const totalKb = (totalGzip / 1024).toFixed(1);
  for (const script of scripts.sort((a, b) => b.gzip - a.gzip)) {
    console.info(`${(script.gzip / 1024).toFixed(1).padStart(7)} kB  ${script.url}`);
  }
  console.info(
    `login page JavaScript: ${totalKb} kB gzip in ${scripts.length} files (budget ${BUDGET_KB} kB)`,
  );

  if (process.argv.includes('--write')) {
    const resultsFile = join(root, 'bench', 'RESULTS.md');
    const line = `| ${new Date().toISOString().slice(0, 10)} | ${totalKb} kB | ${scripts.length} | ${BUDGET_KB} kB |`;
    const text = readFileSync(resultsFile, 'utf8');
    writeFileSync(resultsFile, text.replace(/(<!-- size-rows -->\n)/, `$1${line}\n`));
  }
  if (totalGzip > BUDGET_KB * 1024) process.exitCode = 1;
} finally {
  await browser?.close();
  try {
    process.kill(-server.pid, 'SIGTERM');
  } catch {
    // already gone
  }
  rmSync(dataDir, { recursive: true, force: true });
}
