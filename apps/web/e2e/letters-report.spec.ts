// The letters report from the reports catalogue: a row per letter and direction with its chart,
// a filter in the address, an export, a print layout, and axe in both languages. It reads the
// available year, which the years and sponsorship journey makes: it runs after the portal's
// journeys (playwright.config.ts), never beside the one that creates that year.
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
