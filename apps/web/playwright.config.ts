// Browser tests: Debian's chromium (never a downloaded browser) against the built portal,
// served by the real API on a fresh data folder.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { startMailbox } from './e2e/mailbox';

// Evaluated again in every worker: the env keeps one port and one data folder per run.
process.env.E2E_PORT ??= String(4100 + Math.floor(Math.random() * 800));
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'portal-e2e-'));
process.env.E2E_SMTP_PORT ??= String(5100 + Math.floor(Math.random() * 800));
process.env.E2E_MAIL_DIR ??= mkdtempSync(join(tmpdir(), 'portal-e2e-mail-'));
process.env.E2E_MOBILE_PORT ??= String(6100 + Math.floor(Math.random() * 800));
const port = Number(process.env.E2E_PORT);
/** The phone build's own origin (e2e/phone-app.spec.ts serves it), which the API lets in. */
export const E2E_MOBILE_ORIGIN = `http://127.0.0.1:${process.env.E2E_MOBILE_PORT}`;
const dataDir = process.env.E2E_DATA_DIR;
const smtpPort = Number(process.env.E2E_SMTP_PORT);
/** Where the portal's e-mails land (e2e/mailbox.ts): tests read links from them. */
export const E2E_MAIL_DIR = process.env.E2E_MAIL_DIR;
if (!process.env.TEST_WORKER_INDEX) {
  // Only the main process owns the folders and the mailbox; they outlive the server it started.
  startMailbox(smtpPort, E2E_MAIL_DIR);
  process.on('exit', () => {
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(E2E_MAIL_DIR, { recursive: true, force: true });
  });
}

export const E2E_ADMIN = { email: 'director@e2e.test', password: 'e2e-director-password' };

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  workers: 2,
  forbidOnly: true,
  // In CI a failed journey runs once more, so a race of the loaded 2-core machine does not hold
  // back everything else; the test runner names each test that passed only on its retry
  // (scripts/run-tests.mjs), with its first errors, to be fixed. Locally a failure is final.
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_FILE ? [['list'], ['json']] : [['list']],
  outputDir: '../../.tmp/playwright-results',
  use: {
    // A click or a page load that can never happen fails at its own line, not at the test's end.
    actionTimeout: 30_000,
    navigationTimeout: 30_000,
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'en-US',
    timezoneId: 'America/Bogota',
    trace: 'retain-on-failure',
    launchOptions: {
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
    },
  },
  // The yearly cycle moves every active student one grade up and carries the available year's
  // sponsorships: it runs once every other journey has finished, so that none of them sees its
  // students move under it.
  projects: [
    // Whole file names (after the folder's slash): "person-by-email.spec.ts" is a journey of its own.
    { name: 'portal', testIgnore: /\/(year-cycle|email|letters-report|phone-app)\.spec\.ts$/ },
    // The e-mail journey writes to the available year's sponsors, and the letters report reads
    // that year: they run once the journeys that activate years (one of them the available year)
    // are done, and before the yearly cycle moves them again.
    {
      name: 'email',
      testMatch: /\/(email|letters-report)\.spec\.ts$/,
      dependencies: ['portal'],
    },
    { name: 'year-end', testMatch: /\/year-cycle\.spec\.ts$/, dependencies: ['email'] },
    // The phone app pairs its sponsor in the available year, as the journeys before it do: it
    // runs once the yearly cycle has moved them.
    { name: 'phone', testMatch: /\/phone-app\.spec\.ts$/, dependencies: ['year-end'] },
  ],
  webServer: {
    command: 'npm run serve --silent',
    cwd: '../..',
    url: `http://127.0.0.1:${port}/readyz`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      CORS_ORIGINS: E2E_MOBILE_ORIGIN,
      LOG_LEVEL: 'warn',
    },
  },
});
