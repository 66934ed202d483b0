// Tap targets on a phone (WCAG 2.5.8, at least 24x24 CSS px): the screens with the small ones
// found by hand (a list's sortable headers, "Go to the dashboard") and the screens around them,
// in both languages' longest words (Spanish).
import { expect, expectTapTargetsOf24px, signIn, signInAsDirector, test } from './fixtures';

const PHONE = { width: 390, height: 844 };

test.describe.configure({ timeout: 120_000 });

test('the director’s screens on a phone', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await signInAsDirector(page);
  for (const path of ['/edrocks', '/edrocks/schools', '/edrocks/villages', '/edrocks/users']) {
    await page.goto(path);
    await expect(page.locator('main')).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectTapTargetsOf24px(page);
  }
});

test('"Go to the dashboard" of a screen a role may not open, on a phone', async ({
  page,
  director,
  anonymous,
  run,
}) => {
  const school = await director.createPlace('school', `E2E Tap School ${run}`, {
    registrationEnabled: true,
  });
  const email = `tap-${run}@e2e.test`;
  const password = 'tap-targets-password';
  await anonymous.signUp({
    code: school.registrationCode ?? '',
    firstName: 'Tomás',
    lastName: `Tap ${run}`,
    email,
    password,
    confirmPassword: password,
    acceptTerms: true,
    language: 'es-CO',
  });
  await page.setViewportSize(PHONE);
  await signIn(page, email, password);
  await expect(page).toHaveURL(/\/edrocks\/?$/);
  await page.goto('/edrocks/admins');
  await expect(page.getByTestId('no-access')).toBeVisible();
  await expectTapTargetsOf24px(page);
});
