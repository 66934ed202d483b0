// Foundation journeys: sign in, the menu, languages, sign out, the route guard, the start-up
// rule and the error page.
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import {
  expectNoSeriousAxeViolations,
  expectVisibleLabelsInNames,
  signIn,
  signInAsDirector,
} from './fixtures';

/** The built files of the students feature's screens and of its English strings. */
function studentsScreenFiles(): string[] {
  const manifest = JSON.parse(
    readFileSync(new URL('../dist/.vite/manifest.json', import.meta.url), 'utf8'),
  ) as Record<string, { file: string; name?: string }>;
  const chunks = Object.entries(manifest);
  const code = chunks.find(([, chunk]) => chunk.name === 'feature-students')?.[1].file;
  const strings = manifest['src/features/students/locales/en-US.json']?.file;
  if (!code || !strings) throw new Error('the build has no students feature chunk or strings');
  return [code, strings];
}

test('the first super admin signs in, sees the menu, switches to Español and signs out', async ({
  page,
}) => {
  // A long journey (sign-in, an accessibility scan, a language switch, a reload, sign-out): on a
  // busy two-core machine beside the import journey it can pass 30 s, as the other journeys do.
  test.slow();
  await signInAsDirector(page);
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  for (const label of ['Dashboard', 'Sponsorship', 'Admin users', 'All users', 'Years', 'Events']) {
    await expect(menu.getByRole('link', { name: label, exact: true })).toBeVisible();
  }
  // The dashboard's figures (loaded once the page has drawn), each a link to its list, scanned too.
  const glance = page.getByRole('region', { name: 'At a glance' });
  await expect(glance.getByTestId('figure-students-waiting')).toHaveAttribute(
    'href',
    '/edrocks/students?status=active&sponsors=none',
  );
  await expect(glance.getByTestId('figure-letters-late')).toHaveAttribute(
    'href',
    /^\/edrocks\/reports\/letters/,
  );
  await expect(glance.getByTestId('sponsors-chart')).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  // The app bar's buttons (language, account) on a wide screen and on a phone.
  await expectVisibleLabelsInNames(page);
  const wide = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  await expectVisibleLabelsInNames(page);
  if (wide) await page.setViewportSize(wide);

  await page.getByRole('button', { name: 'Language' }).click();
  await page.getByRole('menuitem', { name: 'Español' }).click();
  const menuEs = page.getByRole('navigation', { name: 'Menú principal' });
  await expect(menuEs.getByRole('link', { name: 'Tablero', exact: true })).toBeVisible();
  await expect(menuEs.getByRole('link', { name: 'Apadrinamiento', exact: true })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-CO');
  await expect(
    page.getByRole('region', { name: 'De un vistazo' }).getByText('Esperando padrino'),
  ).toBeVisible();

  // The choice is remembered across a reload.
  await page.reload();
  await expect(
    page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: 'Tablero' }),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Cuenta' }).click();
  await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
  await expect(page.getByRole('button', { name: 'Ingresar' })).toBeVisible();
  // Signed out for real: the area shell sends us back to the login page.
  await page.goto('/edrocks');
  await expect(page.getByRole('button', { name: 'Ingresar' })).toBeVisible();
});

test('a wrong password shows "Incorrect username or password"', async ({ page }) => {
  await signIn(page, 'director@e2e.test', 'not-the-password');
  await expect(page.getByText('Incorrect username or password')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

test('the login form explains what is missing, in the user language', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Required').first()).toBeVisible();
  await page.getByLabel('E-mail').fill('not-an-email');
  await page.getByLabel('Password', { exact: true }).click();
  await expect(page.getByText('Invalid email')).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await expectVisibleLabelsInNames(page);
});

test('an unknown path shows "Page no found"', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByText('Page no found')).toBeVisible();
});

test('the old agreement link lands on the agreement page', async ({ page }) => {
  await page.goto('/?action=method&code=abc');
  await expect(page).toHaveURL(/\/agreement\/abc$/);
  await page.goto('/?action=method&code=');
  await expect(page).toHaveURL(/\/$/);
});

test('an anonymous visit to a signed-in screen lands on the login page, then returns', async ({
  page,
}) => {
  await page.goto('/edrocks/students');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await page.getByLabel('E-mail').fill('director@e2e.test');
  await page.getByLabel('Password', { exact: true }).fill('e2e-director-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/edrocks\/students$/);
});

test('a signed-in page opened anew draws the boot bar with its title first, then starts its code', async ({
  page,
}) => {
  // Every script of the page arrives 300 ms late (below), on purpose: 20-25 s on a quiet
  // machine, past the default 30 s when both test workers share a busy one.
  test.setTimeout(60_000);
  // The start-up script is inline in index.html: the API's Content-Security-Policy names it by
  // its hash, or the browser refuses it (and says so on the console).
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
  });
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  // Signed out: neither the boot bar nor the signed-in code.
  expect(await page.locator('html').getAttribute('data-boot')).toBeNull();
  const staticPreloads = await page.locator('link[rel=modulepreload]').count();

  await signInAsDirector(page);
  // The boot bar as the page arrives, before any script has run. The entry's script is held
  // until the test lets it go: what is asked for meanwhile, only the start-up script asked for.
  let releaseEntry = () => {};
  let isEntryHeld = false;
  const entryReleased = new Promise<void>((resolve) => (releaseEntry = resolve));
  await page.route('**/assets/*.js', async (route) => {
    if (/\/assets\/index-[\w-]+\.js$/.test(route.request().url())) {
      isEntryHeld = true;
      await entryReleased;
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
    await route.continue();
  });
  // The list's first data, which the start-up script asks for too (the manifest's earlyRequests).
  const dataRequests: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (/^\/edrocks\/(api\/students|public\/lists\/)/.test(url.pathname)) {
      dataRequests.push(`${url.pathname}${url.search}`);
    }
  });
  await page.goto('/edrocks/students', { waitUntil: 'commit' });
  // The bar with the screen's title, in the page's first paint; the code is asked for after it.
  await expect(page.locator('html')).toHaveAttribute('data-boot', 'Students');
  await expect(page.locator('.boot-bar').first()).toBeVisible();
  await expect(page.locator('.boot-title').first()).toHaveText('Students');
  // The entry's script, then the screen the address names (a few requests per task).
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) =>
          new URL(link.href).pathname.slice(1),
        ),
      ),
    )
    .toEqual(expect.arrayContaining(studentsScreenFiles()));
  expect(await page.locator('link[rel=modulepreload]').count()).toBeGreaterThan(staticPreloads);
  expect(isEntryHeld).toBe(true);
  // Before any of the app's code has run, the list's first page is on its way.
  const firstData = [
    '/edrocks/api/students?sort=lastName&order=asc&page=1&pageSize=50',
    '/edrocks/public/lists/',
  ];
  await expect.poll(() => [...dataRequests].sort()).toEqual(firstData);
  releaseEntry();
  await expect(page.getByRole('table', { name: 'Students' })).toBeVisible();
  // The app took those answers: nothing asked for twice.
  expect([...dataRequests].sort()).toEqual(firstData);
  await expect(page.locator('.boot-bar')).toHaveCount(0);
  expect(refused).toEqual([]);
});

test('on a phone the menu is a drawer behind a button', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAsDirector(page);
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await expect(menu).toBeHidden();
  await page.getByRole('button', { name: 'Open the menu' }).click();
  await menu.getByRole('link', { name: 'Years', exact: true }).click();
  await expect(page).toHaveURL(/\/edrocks\/periods$/);
  await expectNoSeriousAxeViolations(page);
});

test('password recovery answers the same whether or not the e-mail exists', async ({ page }) => {
  await page.goto('/auth/recovery');
  await page.getByLabel('E-mail').fill('nobody@e2e.test');
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByText('Check your e-mail')).toBeVisible();
  await expectNoSeriousAxeViolations(page);
});
