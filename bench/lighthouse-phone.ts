// The phone app in the Lighthouse bench (`npm run bench:lighthouse -- --phone`): the mobile build
// pointed at the bench's API, served from an origin of its own (which the API lets in through
// CORS_ORIGINS), its sign-in page and the demo sponsor's students list measured as the portal's
// pages are; then the checks Lighthouse 12 no longer makes (it dropped its PWA category): a
// manifest that installs, a service worker that takes the page, and the app opening offline.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { DEMO_ACCOUNTS } from '../apps/api/src/db/seed/demo-data';
import { serveFolder, type StaticServer } from '../apps/web/e2e/static-server';
import { ROOT } from './api-processes';
import { withPage } from './lighthouse-browser';

export interface BenchPage {
  name: string;
  path: string;
  signedIn: boolean;
}

export const PHONE_PAGES: readonly BenchPage[] = [
  { name: 'phone app: login page', path: '/', signedIn: false },
  { name: 'phone app: students list', path: '/#/edrocks/students', signedIn: true },
];

/** Builds the phone app into apps/web/dist-mobile, its API at `apiBase`. */
export function buildPhoneApp(apiBase: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', 'build:mobile', '-w', '@portal/web'], {
      cwd: ROOT,
      stdio: 'inherit',
      env: { ...process.env, VITE_API_BASE_URL: apiBase },
    });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0
        ? resolve(path.join(ROOT, 'apps/web/dist-mobile'))
        : reject(new Error(`build:mobile exited ${code}`)),
    );
  });
}

export function servePhoneApp(folder: string, port: number): Promise<StaticServer> {
  return serveFolder(folder, port);
}

/** The phone app signs in sponsors only: the demo sponsor, through its login page. */
export function signInAsDemoSponsor(port: number, base: string): Promise<void> {
  const sponsor = DEMO_ACCOUNTS.find((account) => account.role === 'SPONSOR');
  if (!sponsor) throw new Error('the demo data set has no sponsor');
  return withPage(port, async (page) => {
    await page.goto(`${base}/`);
    await page.getByLabel('E-mail').fill(sponsor.email);
    await page.getByLabel('Password', { exact: true }).fill(sponsor.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/#\/edrocks\/?$/, { timeout: 30_000 });
  });
}

interface Manifest {
  name?: string;
  short_name?: string;
  start_url?: string;
  display?: string;
  icons?: { sizes?: string; purpose?: string }[];
}

function manifestProblems(manifest: Manifest): string[] {
  const problems: string[] = [];
  if (!manifest.name || !manifest.short_name) problems.push('manifest: no name or short_name');
  if (!manifest.start_url) problems.push('manifest: no start_url');
  if (manifest.display !== 'standalone') problems.push('manifest: display is not standalone');
  const sizes = (manifest.icons ?? []).map((icon) => icon.sizes);
  for (const size of ['192x192', '512x512']) {
    if (!sizes.includes(size)) problems.push(`manifest: no ${size} icon`);
  }
  if (!(manifest.icons ?? []).some((icon) => icon.purpose?.includes('maskable'))) {
    problems.push('manifest: no maskable icon');
  }
  return problems;
}

/** What keeps the phone app from installing and opening offline (none: it does). */
export async function checkInstallable(port: number, base: string): Promise<string[]> {
  const problems: string[] = [];
  await withPage(port, async (page) => {
    await page.goto(`${base}/`);
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    if (!href) return void problems.push('no <link rel="manifest">');
    const answer = await fetch(new URL(href, `${base}/`));
    problems.push(...manifestProblems((await answer.json()) as Manifest));
    // Expressions, not functions: the bench is compiled without the DOM's types.
    await page.evaluate('navigator.serviceWorker.ready.then(() => true)');
    // The worker takes the page from its next load.
    await page.reload();
    const hasWorker = await page.evaluate('navigator.serviceWorker.controller !== null');
    if (!hasWorker) problems.push('the service worker does not control the page');
    await page.context().setOffline(true);
    try {
      await page.reload();
      // The bench's browser is signed in as the sponsor: their screen, or a sign-in page.
      await page
        .getByTestId('screen-title')
        .or(page.getByLabel('E-mail'))
        .waitFor({ timeout: 15_000 });
    } catch {
      problems.push('the app does not open offline');
    } finally {
      await page.context().setOffline(false);
    }
  });
  return problems;
}
