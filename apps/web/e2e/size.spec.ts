// The login page is what every visitor downloads first, often on a phone: its JavaScript stays
// under 150 kB gzip (React + MUI alone are ~109 kB). bench/bundle-size.mjs prints the detail.
// A list screen draws without the validator (docs/decisions/028).
import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { signInAsDirector } from './fixtures';

const LOGIN_PAGE_BUDGET_BYTES = 150 * 1024;

test('the login page downloads less than 150 kB of JavaScript (gzip)', async ({ page }) => {
  const sizes: Promise<number>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    sizes.push(
      response
        .body()
        .then((body) => gzipSync(body).length)
        .catch(() => 0),
    );
  });
  await page.goto('/', { waitUntil: 'networkidle' });
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  const total = (await Promise.all(sizes)).reduce((sum, size) => sum + size, 0);
  expect(sizes.length).toBeGreaterThan(0);
  expect(total).toBeLessThan(LOGIN_PAGE_BUDGET_BYTES);
});

/** A string of zod's code (its base type's name), which its minified build keeps. */
const VALIDATOR_MARKER = '$ZodType';

test('the students list draws without the validator, which its form brings when it opens', async ({
  page,
}) => {
  await signInAsDirector(page);
  const scripts: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.push(response.text().catch(() => ''));
  });
  await page.goto('/edrocks/students', { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { level: 1, name: 'Students' })).toBeVisible();
  const listScripts = await Promise.all(scripts);
  expect(listScripts.length).toBeGreaterThan(0);
  expect(listScripts.filter((code) => code.includes(VALIDATOR_MARKER))).toHaveLength(0);

  await page.getByRole('button', { name: 'New student' }).click();
  const form = page.getByRole('dialog', { name: 'New student' });
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('Required').first()).toBeVisible();
  const allScripts = await Promise.all(scripts);
  expect(allScripts.filter((code) => code.includes(VALIDATOR_MARKER))).toHaveLength(1);
});
