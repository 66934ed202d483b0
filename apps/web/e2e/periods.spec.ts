// Years: the super admin creates a year, activates it after a confirmation, creates the next
// (suggested from the newest) and activates it, which closes the first; then reads the list in
// Spanish. The only spec that changes the available year: its years lie far in the future.
import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolations, signInAsDirector } from './fixtures';

test.describe.configure({ timeout: 120_000 });

test('the super admin creates and activates years', async ({ page }) => {
  await signInAsDirector(page);
  await page.getByRole('link', { name: 'Years' }).first().click();
  await expect(page).toHaveURL(/\/edrocks\/periods$/);

  await page.getByRole('button', { name: 'New year' }).first().click();
  const form = page.getByRole('dialog', { name: 'New year' });
  await form.getByLabel(/^Name/).fill('2090-2091');
  await form.getByLabel(/^Start date/).fill('2090-08-01');
  await form.getByLabel(/^End date/).fill('2091-07-31');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('2090-2091 was created as a draft.')).toBeVisible();
  const first = page.getByRole('row', { name: /2090-2091/ });
  await expect(first).toContainText('Draft');
  await expectNoSeriousAxeViolations(page);

  await first.getByRole('button', { name: 'Activate 2090-2091' }).click();
  const confirm = page.getByRole('dialog', { name: 'Activate 2090-2091?' });
  await expect(confirm).toContainText('2090-2091 becomes the available year.');
  await confirm.getByRole('button', { name: 'Activate 2090-2091' }).click();
  await expect(first).toContainText('Available');

  // The next year is offered from the newest one.
  await page.getByRole('button', { name: 'New year' }).first().click();
  const next = page.getByRole('dialog', { name: 'New year' });
  await expect(next.getByLabel(/^Name/)).toHaveValue('2091-2092');
  await expect(next.getByLabel(/^Start date/)).toHaveValue('2091-08-01');
  await next.getByRole('button', { name: 'Save' }).click();
  const second = page.getByRole('row', { name: /2091-2092/ });
  await second.getByRole('button', { name: 'Activate 2091-2092' }).click();
  const closing = page.getByRole('dialog', { name: 'Activate 2091-2092?' });
  await expect(closing).toContainText(
    '2091-2092 becomes the available year; 2090-2091 closes. This cannot be undone.',
  );
  await expectNoSeriousAxeViolations(page);
  await closing.getByRole('button', { name: 'Activate 2091-2092' }).click();
  await expect(second).toContainText('Available');
  await expect(first).toContainText('Closed');
  await expect(first.getByRole('button')).toHaveCount(0);

  await page.getByRole('button', { name: 'Language' }).click();
  await page.getByRole('menuitem', { name: 'Español' }).click();
  await expect(page.getByRole('columnheader', { name: 'Estado' })).toBeVisible();
  await expect(second).toContainText('Disponible');
  await expect(first).toContainText('Cerrado');
  await expect(page.getByRole('button', { name: 'Nuevo año' }).first()).toBeVisible();
});
