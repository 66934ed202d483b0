// Someone without an account, by e-mail: the director finds a cash donor's gift from the data
// requests, downloads their data and erases it after typing the word, at a phone's width; axe
// checks the screen with its preview and its confirmation.
import { DONATION_ENDPOINTS } from '@portal/shared';
import { expect, expectNoSeriousAxeViolations, signInAsDirector, test } from './fixtures';

test('a donor without an account is looked up, downloaded and erased by e-mail', async ({
  page,
  director,
  run,
}) => {
  const email = `donor-${run}@example.org`;
  await director.call(DONATION_ENDPOINTS.addManual, {
    body: {
      amountCents: 5000,
      method: 'cash',
      paidOn: '2026-11-20',
      firstName: 'Dora',
      lastName: `Donante ${run}`,
      email,
      message: '',
      memo: '',
    },
  });

  await signInAsDirector(page);
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/edrocks/data-requests');
  await page.getByRole('link', { name: 'Someone without an account (by e-mail)' }).click();
  await page.getByRole('textbox', { name: 'E-mail' }).fill(`  ${email.toUpperCase()} `);
  await page.getByRole('button', { name: 'Look up' }).click();
  const table = page.getByRole('table', { name: 'What erasing this person does' });
  await expect(table.getByText(/Gifts they made/)).toBeVisible();
  await expect(page.getByText(`Names seen with this e-mail: Dora Donante ${run}.`)).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download their data' }).click();
  expect((await download).suggestedFilename()).toMatch(/^dora-donante-[a-z]+-data-.+\.zip$/);

  await page.getByRole('button', { name: 'Erase everything under this e-mail' }).click();
  const dialog = page.getByRole('dialog', { name: `Erase ${email}?` });
  await dialog.getByLabel('Type ERASE to confirm').fill('ERASE');
  await expectNoSeriousAxeViolations(page);
  await dialog.getByRole('button', { name: 'Erase for good' }).click();
  await expect(page.getByText(`Everything under ${email} was erased.`)).toBeVisible();

  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await page.getByRole('button', { name: 'Look up' }).click();
  await expect(page.getByTestId('error-state')).toContainText(
    'The portal holds nothing under this e-mail',
  );
});
