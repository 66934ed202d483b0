// Villages, schools and user accounts: the super admin creates a village and a school, finds
// them, reads the registration code, exports the list, reads it in Spanish, and creates an
// admin who works with one village.
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousAxeViolations, signInAsDirector } from './fixtures';

// Long journeys on a busy machine.
test.describe.configure({ timeout: 120_000 });

const stamp = Date.now().toString(36);
const villageName = `Vereda El Roble ${stamp}`;
const schoolName = `Colegio San José ${stamp}`;

async function createPlace(page: Page, listPath: string, newLabel: string, name: string) {
  await page.goto(listPath);
  // The list's own button; an empty list offers the same link in its empty state.
  await page.getByRole('link', { name: newLabel }).first().click();
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Country').selectOption({ label: 'Colombia' });
  await page.getByLabel('State').selectOption({ label: 'Antioquia' });
  await page.getByRole('checkbox', { name: 'Registration enabled' }).check();
  await page.getByRole('button', { name: 'Save' }).click();
  // The new place opens with its generated code.
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await expect(page.getByTestId('registration-code')).toHaveText(/^[2-9A-Z]{4}-[2-9A-Z]{4}$/);
}

test('the super admin manages villages and schools', async ({ page }) => {
  await signInAsDirector(page);
  await createPlace(page, '/edrocks/villages', 'New village', villageName);
  const code = await page.getByTestId('registration-code').textContent();
  await expectNoSeriousAxeViolations(page);

  // A new code replaces the old one, after a confirmation.
  await page.getByRole('button', { name: 'Generate a new code' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('stops working');
  await dialog.getByRole('button', { name: 'Generate a new code' }).click();
  await expect(page.getByTestId('registration-code')).not.toHaveText(code ?? '');

  await createPlace(page, '/edrocks/schools', 'New school', schoolName);

  // Found by searching, without accents; the search is kept in the URL.
  await page.goto('/edrocks/schools');
  await page.getByRole('searchbox', { name: 'Search schools' }).fill(`san jose ${stamp}`);
  await expect(page).toHaveURL(/q=san\+jose/);
  const row = page.getByRole('row', { name: new RegExp(schoolName) });
  await expect(row).toBeVisible();
  await expect(page.getByText(/^1-1 of 1$/)).toBeVisible();
  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Search schools' })).toHaveValue(
    `san jose ${stamp}`,
  );
  await expect(row).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  // Villages: search, then export the filtered rows as CSV.
  await page.goto('/edrocks/villages');
  await page.getByRole('searchbox', { name: 'Search villages' }).fill(villageName);
  await expect(page.getByRole('link', { name: villageName })).toBeVisible();
  await page.getByRole('button', { name: 'Export' }).click();
  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'CSV' }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toMatch(/^villages.*\.csv$/);
  const csv = readFileSync(await download.path(), 'utf8');
  expect(csv).toContain('Registration code');
  expect(csv).toContain(villageName);
  expect(csv).not.toContain(schoolName);

  // The list in Spanish: headers, filters and the count.
  await page.getByRole('button', { name: 'Language' }).click();
  await page.getByRole('menuitem', { name: 'Español' }).click();
  await expect(page.getByRole('columnheader', { name: 'Nombre' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'País' })).toBeVisible();
  await expect(page.getByLabel('Registro habilitado')).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'Buscar veredas' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Exportar' })).toBeVisible();
  await expect(page.getByText(/^1-1 de 1$/)).toBeVisible();
});

test('the super admin creates an admin who works with one village', async ({ page }) => {
  await signInAsDirector(page);
  const village = `Vereda La Esperanza ${stamp}`;
  await createPlace(page, '/edrocks/villages', 'New village', village);

  await page.goto('/edrocks/admins');
  await page.getByRole('link', { name: 'New admin user' }).click();
  await page.getByLabel('First name').fill('Camila');
  await page.getByLabel('Last name').fill(`Rojas ${stamp}`);
  await page.getByLabel('Email').fill(`camila.${stamp}@e2e.test`);
  await page.getByLabel('Role').selectOption({ label: 'Admin' });
  await page.getByRole('combobox', { name: 'Villages' }).fill(village);
  await page.getByRole('option', { name: village }).click();
  await page.getByRole('button', { name: 'Create and send the invitation' }).click();

  await expect(page.getByRole('heading', { name: `Camila Rojas ${stamp}` })).toBeVisible();
  await expect(page.getByRole('button', { name: village })).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  await page.goto('/edrocks/admins');
  await page.getByRole('searchbox', { name: 'Search admin users' }).fill(`rojas ${stamp}`);
  const row = page.getByRole('row', { name: new RegExp(`Rojas ${stamp}`) });
  await expect(row).toContainText('Administrator');
  await expect(row).toContainText('Admin');

  // On a 390 px phone the list fits the screen (the table scrolls inside its own box).
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/edrocks/users');
  await expect(page.getByRole('searchbox', { name: 'Search users' })).toBeVisible();
  await expect(page.getByText(/^1-\d+ of \d+$/)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoSeriousAxeViolations(page);
});
