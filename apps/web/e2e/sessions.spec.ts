// Sessions (docs/decisions/011-sessions.md): changing the password keeps this browser signed in
// and signs the account out everywhere else, at that browser's next request.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { E2E_ADMIN, signIn } from './fixtures';

/** A sponsor account of its own (sign-up through the API), so its password may change. */
async function signUpSponsor(request: APIRequestContext, password: string): Promise<string> {
  const login = await request.post('/edrocks/public/auth/', {
    data: { username: E2E_ADMIN.email, password: E2E_ADMIN.password },
  });
  expect(login.status()).toBe(200);
  const { access } = (await login.json()) as { access: string };
  const lists = await request.get('/edrocks/public/lists/');
  const { countries } = (await lists.json()) as { countries: Array<{ id: number }> };
  const school = await request.post('/edrocks/api/schools', {
    headers: { Authorization: `Bearer ${access}` },
    data: {
      name: `E2E Sessions School ${Date.now()}`,
      countryId: countries[0]!.id,
      registrationEnabled: true,
    },
  });
  expect(school.status()).toBe(201);
  const { registrationCode } = (await school.json()) as { registrationCode: string };

  const email = `sessions-${Date.now()}@e2e.test`;
  const signup = await request.post('/edrocks/public/signup', {
    data: {
      code: registrationCode,
      firstName: 'Marta',
      lastName: 'Ríos',
      email,
      password,
      confirmPassword: password,
      acceptTerms: true,
      language: 'en-US',
    },
  });
  expect(signup.status()).toBe(201);
  return email;
}

test('changing the password keeps this browser signed in and signs out the other one', async ({
  browser,
  page,
  request,
}) => {
  test.slow();
  const email = await signUpSponsor(request, 'marta-password-1');

  await signIn(page, email, 'marta-password-1');
  await expect(page).toHaveURL(/\/edrocks\/?$/);
  const elsewhere = await browser.newContext();
  try {
    const other = await elsewhere.newPage();
    await signIn(other, email, 'marta-password-1');
    await expect(other).toHaveURL(/\/edrocks\/?$/);

    await page.getByTestId('user-menu').click();
    await page.getByTestId('user-menu-change-password').click();
    await page.getByLabel('Current password').fill('marta-password-1');
    await page.getByLabel('New password').fill('marta-password-2');
    await page.getByLabel('Confirm password').fill('marta-password-2');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText(/Your password was changed/)).toBeVisible();

    // Here the session goes on: the profile loads, also after a reload (a refresh at start).
    await page.getByTestId('user-menu').click();
    await page.getByTestId('user-menu-profile').click();
    await expect(page.getByLabel('First name')).toHaveValue('Marta');
    await page.reload();
    await expect(page.getByLabel('First name')).toHaveValue('Marta');

    // The other browser's next request is refused: it is signed out and told why.
    await other.getByTestId('user-menu').click();
    await other.getByTestId('user-menu-profile').click();
    await expect(other.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await expect(other.getByText('Your session has ended. Please sign in again.')).toBeVisible();
    // The new password signs in there again.
    await other.getByLabel('E-mail').fill(email);
    await other.getByLabel('Password', { exact: true }).fill('marta-password-2');
    await other.getByRole('button', { name: 'Sign in' }).click();
    await expect(other.getByLabel('First name')).toHaveValue('Marta');
  } finally {
    await elsewhere.close();
  }
});
