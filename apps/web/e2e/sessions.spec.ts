// Sessions (docs/decisions/011-sessions.md): changing the password keeps this browser signed in
// and signs the account out everywhere else, at that browser's next request.
import { expect, signIn, test, type PortalApi } from './fixtures';

/** A sponsor account of its own (sign-up through the API), so its password may change. */
async function signUpSponsor(
  director: PortalApi,
  anonymous: PortalApi,
  run: string,
  password: string,
) {
  const school = await director.createPlace('school', `E2E Sessions School ${run}`, {
    registrationEnabled: true,
  });
  const email = `sessions-${run}@e2e.test`;
  await anonymous.signUp({
    code: school.registrationCode ?? '',
    firstName: 'Marta',
    lastName: 'Ríos',
    email,
    password,
    confirmPassword: password,
    acceptTerms: true,
    language: 'en-US',
  });
  return email;
}

test('changing the password keeps this browser signed in and signs out the other one', async ({
  browser,
  page,
  run,
  director,
  anonymous,
}) => {
  test.slow();
  const email = await signUpSponsor(director, anonymous, run, 'marta-password-1');

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

test('a refresh whose answer never reached the page does not end the session', async ({
  page,
  run,
  director,
  anonymous,
}) => {
  test.slow();
  const email = await signUpSponsor(director, anonymous, `lost-${run}`, 'marta-password-1');
  await signIn(page, email, 'marta-password-1');
  await expect(page).toHaveURL(/\/edrocks\/?$/);

  // The next refresh reaches the server, which rotates the token, but its answer is lost on the
  // way back, as when the page is left or the phone loses signal at that moment.
  const isRefresh = (url: URL) =>
    url.pathname === '/edrocks/public/auth/' && url.searchParams.has('refresh');
  let rotated: () => void = () => undefined;
  const rotatedOnServer = new Promise<void>((resolve) => (rotated = resolve));
  await page.route(isRefresh, async (route) => {
    const answer = await route.fetch();
    expect(answer.status()).toBe(200);
    rotated();
    await route.abort('connectionreset');
  });
  await page.reload();
  await rotatedOnServer;
  await page.unroute(isRefresh);

  // The page opened again still holds the old token; its refresh at start sends it, and the
  // session goes on.
  const retried = page.waitForResponse((response) => isRefresh(new URL(response.url())));
  await page.reload();
  expect((await retried).status()).toBe(200);
  await page.getByTestId('user-menu').click();
  await page.getByTestId('user-menu-profile').click();
  await expect(page.getByLabel('First name')).toHaveValue('Marta');
  await expect(page.getByText('Your session has ended. Please sign in again.')).toBeHidden();
});
