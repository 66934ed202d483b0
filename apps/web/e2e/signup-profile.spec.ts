// Issue 3, sign-up and profile photo: a coordinator's school code lets a new sponsor sign up
// through the screen and land in the portal; the date of birth is required (day, month and year
// in the user's language, on a phone too); a wrong code says so; the new sponsor uploads a photo
// and sees it as their avatar. Also the policy page the sign-up form links to.
import { Buffer } from 'node:buffer';
import { expect, expectNoSeriousAxeViolations, test, type PortalApi } from './fixtures';

/** An 8x8 JPEG (269 bytes) that the server's image library can read. */
const TINY_JPEG = Buffer.from(
  '/9j/2wBDAA0JCgsKCA0LCgsODg0PEyAVExISEyccHhcgLikxMC4pLSwzOko+MzZGNywtQFdBRkxOUlNSMj5aYVpQYEpRUk//2wBDAQ4ODhMREyYVFSZPNS01T09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT0//wAARCAAIAAgDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAT/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAABQb/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwCUAQpH/9k=',
  'base64',
);

/** A school open to registration, created by the super admin; answers its code. */
async function createSchoolWithRegistration(director: PortalApi, run: string): Promise<string> {
  const school = await director.createPlace('school', `E2E Sign-up School ${run}`, {
    registrationEnabled: true,
  });
  expect(school.registrationCode).toBeTruthy();
  return school.registrationCode ?? '';
}

test('a new sponsor signs up with a school code, lands in the portal and sets a photo', async ({
  page,
  run,
  director,
}) => {
  // One journey through three screens, with two accessibility scans: allow it the time.
  test.slow();
  const code = await createSchoolWithRegistration(director, run);
  const email = `sponsor-${Date.now()}@e2e.test`;

  await page.goto('/');
  // By keyboard: leaving the autofocused, empty E-mail field shows "Required" above the link,
  // which moves it between a mouse's press and release.
  await page.getByRole('link', { name: 'Create an account' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/auth\/signup$/);
  await expect(page.getByRole('heading', { name: 'Sign up' })).toBeVisible();

  // A wrong code is refused, with the reason under the code field; nothing typed is lost.
  await page.getByLabel('Registration code').fill('NOT-A-REAL-CODE');
  await page.getByLabel('First name').fill('Laura');
  await page.getByLabel('Last name').fill('Gómez');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('laura-password-1');
  await page.getByLabel('Confirm password').fill('laura-password-1');
  await page
    .getByRole('checkbox', { name: /I accept the terms and conditions and the privacy policy/ })
    .check();
  // The date of birth is required: nothing is sent without it.
  await page.getByRole('button', { name: 'Create my account' }).click();
  const birth = page.getByRole('group', { name: /Date of birth/ });
  await expect(birth.getByText('Required')).toBeVisible();
  await birth.getByLabel('Month').selectOption('April');
  await birth.getByLabel('Day').fill('12');
  await birth.getByLabel('Year').fill('1998');
  await page.getByRole('button', { name: 'Create my account' }).click();
  await expect(page.getByText(/This registration code cannot be used/)).toBeVisible();
  await expect(page.getByLabel('Registration code')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('First name')).toHaveValue('Laura');
  await expectNoSeriousAxeViolations(page);

  // The right code signs the new sponsor in at once.
  await page.getByLabel('Registration code').fill(code);
  await page.getByRole('button', { name: 'Create my account' }).click();
  await expect(page).toHaveURL(/\/edrocks\/?$/);

  // The profile photo: choose, preview, save, and the avatar shows it here and in the app bar.
  await page.goto('/edrocks/profile');
  await expect(page.getByText('You have no photo yet.')).toBeVisible();
  await page
    .getByTestId('profile-photo-input')
    .setInputFiles({ name: 'me.jpg', mimeType: 'image/jpeg', buffer: TINY_JPEG });
  await expect(page.getByRole('img', { name: 'Preview of the new photo' })).toBeVisible();
  await page.getByRole('button', { name: 'Save photo' }).click();
  const photo = page.getByRole('img', { name: 'Photo of Laura Gómez' });
  await expect(photo).toBeVisible();
  await expect
    .poll(() => photo.evaluate((img) => (img as HTMLImageElement).naturalWidth))
    .toBeGreaterThan(0);
  await expect(page.getByTestId('user-menu').locator('img')).toHaveAttribute(
    'src',
    /\/edrocks\/api\/files\//,
  );
  await expectNoSeriousAxeViolations(page);

  // Removing it asks first, then shows the initials again.
  await page.getByRole('button', { name: 'Remove photo' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Remove photo' }).click();
  await expect(page.getByText('You have no photo yet.')).toBeVisible();
  await expect(page.getByTestId('user-menu').locator('img')).toHaveCount(0);
});

test('on a phone in Spanish, the date of birth reads day, month, year with Spanish month names', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/auth/signup');
  await page.getByRole('button', { name: 'Language' }).click();
  await page.getByRole('menuitem', { name: 'Español' }).click();
  const birth = page.getByRole('group', { name: /Fecha de nacimiento/ });
  await expect(birth).toBeVisible();
  const order = await birth
    .locator('input, select')
    .evaluateAll((fields) => fields.map((field) => field.getAttribute('autocomplete')));
  expect(order).toEqual(['bday-day', 'bday-month', 'bday-year']);
  await expect(birth.getByLabel('Mes').locator('option', { hasText: 'marzo' })).toHaveCount(1);
  await expect(birth.getByLabel('Día')).toHaveAttribute('inputmode', 'numeric');
  // Every part of it is a touch target of 44 px or more, and nothing scrolls sideways.
  for (const label of ['Día', 'Mes', 'Año']) {
    const box = await birth.getByLabel(label).boundingBox();
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
  }
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
  );
  expect(overflow).toBe(false);
  await birth.getByLabel('Día').fill('31');
  await birth.getByLabel('Mes').selectOption('febrero');
  await birth.getByLabel('Año').fill('2010');
  await page.getByLabel('Correo electrónico').focus();
  await expect(birth.getByText('Ingrese una fecha válida')).toBeVisible();
  await expectNoSeriousAxeViolations(page);
});

test('the policy page shows both texts with a table of contents, in the active language', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/policy?show=privacy');
  await expect(page.getByRole('heading', { level: 1, name: 'Terms and privacy' })).toBeVisible();
  const contents = page.getByRole('navigation', { name: 'Contents' });
  await expect(contents.getByRole('link', { name: 'Terms and conditions' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Privacy policy' })).toBeFocused();
  await expectNoSeriousAxeViolations(page);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
  );
  expect(overflow).toBe(false);

  await page.getByRole('button', { name: 'Language' }).click();
  await page.getByRole('menuitem', { name: 'Español' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Términos y privacidad' }),
  ).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 2, name: 'Términos y condiciones' }),
  ).toBeVisible();
});
