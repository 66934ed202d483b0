// Issue 3, students: as the super admin, create a student with a photo through the screens,
// find them by searching without the accent, edit, open the print view, export CSV; as an admin
// scoped to one village, see only that village's students.
import { Buffer } from 'node:buffer';
import { readFile } from 'node:fs/promises';
import { STUDENT_ENDPOINTS, USER_ENDPOINTS, ADMIN_SCOPE_ENDPOINTS } from '@portal/shared';
import { expect, expectNoSeriousAxeViolations, signIn, signInAsDirector, test } from './fixtures';

/** An 8x8 JPEG that the server's image library can read. */
const TINY_JPEG = Buffer.from(
  '/9j/2wBDAA0JCgsKCA0LCgsODg0PEyAVExISEyccHhcgLikxMC4pLSwzOko+MzZGNywtQFdBRkxOUlNSMj5aYVpQYEpRUk//2wBDAQ4ODhMREyYVFSZPNS01T09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT0//wAARCAAIAAgDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAT/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAABQb/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwCUAQpH/9k=',
  'base64',
);

test('the super admin creates, finds, edits, prints and exports a student; a scoped admin sees only their village', async ({
  page,
  browser,
  run,
  director,
  anonymous,
}) => {
  test.setTimeout(120_000);
  const lastName = `Pérez ${run}`;
  const villageA = await director.createPlace('village', `Vereda ${run} A`);
  const villageB = await director.createPlace('village', `Vereda ${run} B`);
  // A student of the other village, which the scoped admin must not see.
  const other = await director.call(STUDENT_ENDPOINTS.create, {
    body: {
      firstName: 'Zoe',
      lastName: `Outside ${run}`,
      birthdate: '2013-06-01',
      gender: 'female',
      grade: '6-sixth',
      villageId: villageB.id,
    },
  });

  // Create the student through the screens.
  await signInAsDirector(page);
  await page.goto('/edrocks/students');
  await expect(page.getByRole('heading', { level: 1, name: 'Students' })).toBeVisible();
  await page.getByRole('button', { name: 'New student' }).click();
  const form = page.getByRole('dialog', { name: 'New student' });
  await form.getByLabel('First name').fill('José');
  await form.getByLabel('Last name').fill(lastName);
  await form.getByLabel('Birthdate').fill('2014-03-09');
  await form.getByLabel('Gender').selectOption('male');
  await form.getByLabel('Grade').selectOption('5-fifth');
  await form.getByLabel('Village').selectOption({ label: villageA.name });
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/edrocks\/students\/\d+\/details$/);
  await expect(page.getByTestId('student-name')).toHaveText(`José ${lastName}`);
  await expect(page.getByTestId('field-village')).toContainText(villageA.name);

  // Add a photo: it shows large on the details page, from a signed file URL.
  await page.getByTestId('photo-input').setInputFiles({
    name: 'jose.jpg',
    mimeType: 'image/jpeg',
    buffer: TINY_JPEG,
  });
  await expect(page.getByText('The photo was saved.')).toBeVisible();
  await expect(page.getByRole('img', { name: `Photo of José ${lastName}` })).toHaveAttribute(
    'src',
    /\/edrocks\/api\/files\/\d+\?.*sig=/,
  );
  await expect(page.getByRole('button', { name: 'Replace photo' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  // Find them by searching without the accent.
  await page.goto('/edrocks/students');
  await page.getByRole('searchbox', { name: 'Search by name' }).fill(`Jose Perez ${run}`);
  await expect(page).toHaveURL(/q=Jose/);
  const row = page.getByRole('link', { name: `${lastName}, José` });
  await expect(row).toBeVisible();
  await expect(page.getByText('1-1 of 1')).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  // Export the filtered list as CSV.
  await page.getByRole('button', { name: 'Export' }).click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'CSV' }).click();
  const download = await downloading;
  const csv = await readFile((await download.path())!, 'utf8');
  expect(csv).toContain(lastName);
  expect(csv).toContain('José');
  expect(csv).not.toContain(`Outside ${run}`);

  // Edit: the grade changes.
  await row.click();
  await page.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit student' });
  await expect(edit.getByLabel('First name')).toHaveValue('José');
  await edit.getByLabel('Grade').selectOption('6-sixth');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  await expect(page.getByTestId('field-grade')).toContainText('6th grade');
  // The "saved" toast closes by itself, but hovering pauses it: once it shows (it may come after
  // the page has the new grade), move the pointer off it, then let it go, as a person would,
  // before clicking what it covers.
  await expect(
    page.getByRole('alert').filter({ hasText: 'The changes were saved.' }),
  ).toBeVisible();
  await page.mouse.move(0, 0);
  await expect(page.locator('#notistack-snackbar')).toHaveCount(0);

  // The print view: on paper no menu, no app bar, no buttons.
  await page.getByRole('link', { name: 'Print profile' }).click();
  await expect(page).toHaveURL(/\/print$/);
  await expect(page.getByRole('heading', { name: `José ${lastName}` })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('heading', { name: `José ${lastName}` })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeHidden();
  await page.emulateMedia({ media: 'screen' });

  // An admin scoped to village A: an account made through sign-up, turned into an ADMIN with
  // village A assigned, by the super admin.
  const school = await director.createPlace('school', `Colegio ${run}`, {
    registrationEnabled: true,
  });
  const email = `scoped-${run}@e2e.test`;
  const password = `scoped-${run}-password`;
  const { data: account } = await anonymous.signUp({
    code: school.registrationCode ?? '',
    firstName: 'Carla',
    lastName: `Scoped ${run}`,
    email,
    password,
    confirmPassword: password,
    acceptTerms: true,
    language: 'en-US',
  });
  await director.call(USER_ENDPOINTS.allUsers.update, {
    params: { id: account.id },
    body: { role: 'ADMIN' },
  });
  await director.call(ADMIN_SCOPE_ENDPOINTS.replace, {
    params: { id: account.id },
    body: { schoolIds: [], villageIds: [villageA.id] },
  });

  const scopedContext = await browser.newContext();
  const scopedPage = await scopedContext.newPage();
  await signIn(scopedPage, email, password);
  await expect(scopedPage).toHaveURL(/\/edrocks\/?$/);
  await scopedPage.goto(`/edrocks/students?q=${run}`);
  await expect(scopedPage.getByRole('link', { name: `${lastName}, José` })).toBeVisible();
  await expect(scopedPage.getByText('1-1 of 1')).toBeVisible();
  await expect(scopedPage.getByText(`Outside ${run}`)).toHaveCount(0);
  // The other village's student does not exist for this admin.
  await scopedPage.goto(`/edrocks/students/${other.id}/details`);
  await expect(scopedPage.getByTestId('error-state')).toBeVisible();
  // A screen outside the admin's areas is refused before it loads, inside the shell.
  await scopedPage.goto('/edrocks/admins');
  await expect(scopedPage.getByTestId('no-access')).toContainText(
    'You do not have access to this page',
  );
  await expect(scopedPage.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  await scopedContext.close();
});
