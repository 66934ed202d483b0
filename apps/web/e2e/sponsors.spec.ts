// Issue 3, sponsors: the super admin creates a sponsor through the screens, adds, edits and
// removes a parent or guardian, deactivates the sponsor after a confirmation, and finds them in
// the list with the "Active" filter.
import { expect, expectNoSeriousAxeViolations, signInAsDirector, test } from './fixtures';

test('the super admin creates a sponsor, manages their parents and deactivates them', async ({
  page,
  run,
  director,
}) => {
  test.setTimeout(90_000);
  const schoolName = `Colegio ${run}`;
  await director.createPlace('school', schoolName);

  await signInAsDirector(page);
  await page.goto('/edrocks/sponsors');
  await page.getByRole('button', { name: 'New sponsor' }).click();
  const form = page.getByRole('dialog', { name: 'New sponsor' });
  await form.getByLabel('First name').fill('Ana');
  await form.getByLabel('Last name').fill(`Gómez ${run}`);
  await form.getByLabel('E-mail').fill(`ana-${run}@e2e.test`);
  await form.getByLabel('School').selectOption({ label: schoolName });
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/edrocks\/sponsors\/\d+\/details$/);
  await expect(page.getByTestId('sponsor-name')).toHaveText(`Ana Gómez ${run}`);

  // A parent or guardian: add, edit, remove (after a confirmation naming them).
  await page.getByRole('button', { name: 'Add parent or guardian' }).click();
  const parent = page.getByRole('dialog', { name: 'Add a parent or guardian' });
  await parent.getByLabel('First name').fill('Luz');
  await parent.getByLabel('Last name').fill(`Gómez ${run}`);
  await parent.getByLabel('E-mail').fill(`luz-${run}@e2e.test`);
  await parent.getByLabel('Relationship').selectOption('mother');
  await parent.getByLabel('City').fill('Medellín');
  await parent.getByRole('button', { name: 'Save' }).click();
  const card = page.getByTestId('parent-card');
  await expect(card).toContainText(`Luz Gómez ${run}`);
  await expect(card).toContainText('Mother');
  await expectNoSeriousAxeViolations(page);

  await card.getByRole('button', { name: `Edit Luz Gómez ${run}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit parent or guardian' });
  await edit.getByLabel('Relationship').selectOption('guardian');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(card).toContainText('Guardian');

  await card.getByRole('button', { name: `Remove Luz Gómez ${run}` }).click();
  const removal = page.getByRole('dialog', { name: 'Remove this parent or guardian?' });
  await expect(removal).toContainText(`Luz Gómez ${run} will be removed`);
  await removal.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByTestId('parents-empty')).toBeVisible();

  // Deactivate, after a confirmation that says what happens.
  await page.getByRole('button', { name: 'Deactivate' }).click();
  const confirm = page.getByRole('dialog', { name: `Deactivate Ana Gómez ${run}?` });
  await expect(confirm).toContainText('marked inactive');
  await confirm.getByRole('button', { name: 'Deactivate' }).click();
  await expect(page.getByRole('button', { name: 'Activate' })).toBeVisible();

  await page.goto(`/edrocks/sponsors?q=${run}&active=false`);
  await expect(page.getByRole('link', { name: `Gómez ${run}, Ana` })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await page.goto(`/edrocks/sponsors?q=${run}&active=true`);
  await expect(page.getByText('No sponsor matches this search or these filters.')).toBeVisible();
});
