// The reports catalogue from the menu: a report opens from its card, filters in the address,
// exports a file, prints without its controls, and passes axe in both languages; the letters
// report the same, with its chart and a row per letter and direction.
import { PERIOD_ENDPOINTS } from '@portal/shared';
import {
  expect,
  expectNoSeriousAxeViolations,
  signInAsDirector,
  test,
  type PortalApi,
} from './fixtures';

/** The available year (made when the database has none yet): the letters report reads it. */
async function availableYear(director: PortalApi, run: string) {
  const years = await director.call(PERIOD_ENDPOINTS.list, { query: { pageSize: 100 } });
  const available = years.items.find((year) => year.status === 'available');
  if (available) return available;
  const year = await director.call(PERIOD_ENDPOINTS.create, {
    body: { name: `Año cartas ${run}`, startDate: '2026-08-01', endDate: '2027-07-31' },
  });
  return director.call(PERIOD_ENDPOINTS.activate, {
    params: { id: year.id },
    body: { closingPeriodId: null },
  });
}

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

test('the letters report shows each letter both ways, filters, exports and prints', async ({
  page,
  director,
  run,
}) => {
  // Two languages, an export and a print layout: a journey, not a step.
  test.slow();
  const year = await availableYear(director, run);
  await signInAsDirector(page);
  await page.getByRole('navigation').getByRole('link', { name: 'Reports' }).click();
  await page
    .getByTestId('report-catalogue')
    .getByRole('link', { name: /^Letters/ })
    .click();
  await expect(page).toHaveURL(/\/edrocks\/reports\/letters$/);
  const table = page.getByRole('table', { name: `Letters ${year.name}` });
  await expect(table).toBeVisible();
  await expect(page.getByTestId('letters-row')).toHaveCount(8);
  await expect(page.getByRole('img', { name: /Bar chart of the letters sent/ })).toBeVisible();
  await expect(page.getByTestId('letters-totals')).toContainText('In all:');
  await expectNoSeriousAxeViolations(page);

  await page.getByRole('combobox', { name: 'Direction' }).selectOption({
    label: 'Student to sponsor',
  });
  await expect(page).toHaveURL(/writer=student/);
  await expect(page.getByTestId('letters-row')).toHaveCount(4);
  await expect(page.getByTestId('letters-row').first()).toContainText('Student to sponsor');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export' }).click();
  await page.getByRole('menuitem', { name: /Excel/ }).click();
  expect((await download).suggestedFilename()).toMatch(/^letters-report-.*\.xlsx$/);

  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  await expect(table).toBeVisible();
  await page.emulateMedia({ media: 'screen' });

  await page.getByRole('button', { name: /^Language/ }).click();
  await page.getByRole('menuitem', { name: 'Español' }).click();
  await expect(page.getByRole('table', { name: `Cartas ${year.name}` })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Dirección' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('button', { name: /^Idioma/ }).click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
});
