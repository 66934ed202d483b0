// The login page is what every visitor downloads first, often on a phone: its JavaScript stays
// under 150 kB gzip (React + MUI alone are ~109 kB). bench/bundle-size.mjs prints the detail.
import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';

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
