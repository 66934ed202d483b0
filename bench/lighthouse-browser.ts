// The browser of the Lighthouse bench (lighthouse.ts): Debian's chromium started on a fresh
// profile with its DevTools port, and what the bench does in it through Playwright (signing in,
// emptying the HTTP cache) before each measured load.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { chromium, type Page } from '@playwright/test';
import { DEMO_ACCOUNTS } from '../apps/api/src/db/seed/demo-data';
import { ROOT } from './api-processes';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit' });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited ${code}`)),
    );
  });
}

/** Chromium with its DevTools port, which Playwright (signing in) and Lighthouse both use. */
export async function launchChromium(
  profileDir: string,
): Promise<{ child: ChildProcess; port: number }> {
  // Port 0: chromium picks a free one and writes it into the profile. A blank first tab: the
  // default new-tab page can keep a DevTools client waiting for seconds.
  const child = spawn(
    CHROMIUM,
    [
      ...CHROMIUM_FLAGS,
      '--remote-debugging-port=0',
      `--user-data-dir=${profileDir}`,
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  for (let attempt = 0; attempt < 150; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`chromium exited with ${child.exitCode}`);
    const written = await readFile(path.join(profileDir, 'DevToolsActivePort'), 'utf8').catch(
      () => '',
    );
    const port = Number(written.split('\n')[0]);
    if (port > 0) return { child, port };
    await sleep(200);
  }
  child.kill();
  throw new Error('chromium did not open its DevTools port');
}

/**
 * Runs `act` on a page of chromium's default profile (the one Lighthouse's tabs open in), then
 * closes the page and lets go of the browser, so that Playwright does not take part in the
 * measured loads.
 */
export async function withPage(port: number, act: (page: Page) => Promise<void>): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0];
    if (!context) throw new Error('chromium has no default profile');
    const page = await context.newPage();
    try {
      await act(page);
    } finally {
      await page.close();
    }
  } finally {
    await browser.close();
  }
}

export function clearHttpCache(port: number): Promise<void> {
  return withPage(port, async (page) => {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
  });
}

/** Chromium's full version (its user agent only gives the major one). */
export async function browserVersion(port: number): Promise<string> {
  const answer = await fetch(`http://127.0.0.1:${port}/json/version`);
  const { Browser: name } = (await answer.json()) as { Browser: string };
  return name.replace(/^\w*Chrome\//, 'Chromium ');
}

/** Signs in the way a person does: the login page's form. */
export function signInThroughLoginPage(port: number, base: string): Promise<void> {
  const superAdmin = DEMO_ACCOUNTS.find((account) => account.role === 'SUPER_ADMIN');
  if (!superAdmin) throw new Error('the demo data set has no super admin');
  return withPage(port, async (page) => {
    await page.goto(`${base}/`);
    await page.getByLabel('E-mail').fill(superAdmin.email);
    await page.getByLabel('Password', { exact: true }).fill(superAdmin.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/edrocks\/?$/, { timeout: 30_000 });
  });
}
