// The login page is what every visitor downloads first, often on a phone: its JavaScript stays
// under 150 kB gzip (React + MUI alone are ~109 kB). bench/bundle-size.mjs prints the detail.
// The list screens draw without the validator (docs/decisions/028).
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

/**
 * The template areas' lists and the students': each draws without the validator, which comes
 * with its form (a dialog opened from the list, or the screen a "New" link leads to).
 */
const LIST_SCREENS = [
  { path: '/edrocks/students', title: 'Students', newLabel: 'New student', form: 'dialog' },
  { path: '/edrocks/sponsors', title: 'Sponsors', newLabel: 'New sponsor', form: 'dialog' },
  { path: '/edrocks/villages', title: 'Villages', newLabel: 'New village', form: 'screen' },
  {
    path: '/edrocks/admins',
    title: 'Admin users',
    newLabel: 'New admin user',
    form: 'screen',
    submitLabel: 'Create and send the invitation',
  },
] as const;

for (const screen of LIST_SCREENS) {
  test(`the ${screen.title.toLowerCase()} list draws without the validator, which its form brings`, async ({
    page,
  }) => {
    await signInAsDirector(page);
    const scripts: Promise<string>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      scripts.push(response.text().catch(() => ''));
    });
    await page.goto(screen.path, { waitUntil: 'networkidle' });
    await expect(page.getByRole('heading', { level: 1, name: screen.title })).toBeVisible();
    const listScripts = await Promise.all(scripts);
    expect(listScripts.length).toBeGreaterThan(0);
    expect(listScripts.filter((code) => code.includes(VALIDATOR_MARKER))).toHaveLength(0);

    if (screen.form === 'dialog') {
      await page.getByRole('button', { name: screen.newLabel }).click();
    } else {
      await page.getByRole('link', { name: screen.newLabel }).first().click();
    }
    const form =
      screen.form === 'dialog' ? page.getByRole('dialog', { name: screen.newLabel }) : page;
    const submitLabel = 'submitLabel' in screen ? screen.submitLabel : 'Save';
    await form.getByRole('button', { name: submitLabel }).click();
    await expect(form.getByText('Required').first()).toBeVisible();
    const allScripts = await Promise.all(scripts);
    expect(allScripts.filter((code) => code.includes(VALIDATOR_MARKER))).toHaveLength(1);
  });
}
