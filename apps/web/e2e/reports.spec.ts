// The reports catalogue from the menu: a report opens from its card, filters in the address,
// exports a file, prints without its controls, and passes axe in both languages (the letters
// report, which reads the available year, is letters-report.spec.ts).
import { expect, expectNoSeriousAxeViolations, signInAsDirector, test } from './fixtures';

test('the reports catalogue opens a report that filters, exports and prints', async ({ page }) => {
  // Two languages, two exports and a print layout: a journey, not a step.
  test.slow();
  await signInAsDirector(page);
  await page.getByRole('navigation').getByRole('link', { name: 'Reports' }).click();
  await expect(page).toHaveURL(/\/edrocks\/reports$/);
  const catalogue = page.getByTestId('report-catalogue');
  await expect(catalogue.getByRole('link', { name: /Sponsorship report/ })).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  await catalogue.getByRole('link', { name: /Students waiting/ }).click();
  await expect(page).toHaveURL(/\/edrocks\/reports\/students_waiting$/);
  await expect(page.getByTestId('loading')).toHaveCount(0);
  await page.getByRole('combobox', { name: 'Waiting at least' }).selectOption({ label: '30 days' });
  await expect(page).toHaveURL(/minDays=30/);
  await expectNoSeriousAxeViolations(page);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export' }).click();
  await page.getByRole('menuitem', { name: /CSV/ }).click();
  expect((await download).suggestedFilename()).toMatch(/^students-waiting-.*\.csv$/);

  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  await page.emulateMedia({ media: 'screen' });

  await page.getByRole('button', { name: /^Language/ }).click();
  await page.getByRole('menuitem', { name: 'Español' }).click();
  await expect(page.getByRole('combobox', { name: 'En espera al menos' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('button', { name: /^Idioma/ }).click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
});
