// Sessions (docs/decisions/011-sessions.md): changing the password keeps this browser signed in
// and signs the account out everywhere else, at that browser's next request.
import type { Page } from '@playwright/test';
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

/** Something that happens once: the test awaits `happened` and calls `happen()`. */
function milestone() {
  let happen: () => void = () => undefined;
  const happened = new Promise<void>((resolve) => (happen = resolve));
  return { happened, happen };
}

/** A refresh of the session (the page's GET with its refresh token). */
function isRefresh(url: URL) {
  return url.pathname === '/edrocks/public/auth/' && url.searchParams.has('refresh');
}

/** A sponsor of its own, signed in on `page`, on the dashboard. */
async function signInNewSponsor(
  page: Page,
  director: PortalApi,
  anonymous: PortalApi,
  run: string,
) {
  const email = await signUpSponsor(director, anonymous, run, 'marta-password-1');
  await signIn(page, email, 'marta-password-1');
  await expect(page).toHaveURL(/\/edrocks\/?$/);
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
    // The other browser signs in straight to the profile, which asks for nothing later: the
    // dashboard reads its sections once the page is idle, and such a read landing after the
    // change below would sign it out before this test asks it to do anything.
    const other = await elsewhere.newPage();
    await other.goto('/edrocks/profile');
    await other.getByLabel('E-mail').fill(email);
    await other.getByLabel('Password', { exact: true }).fill('marta-password-1');
    await other.getByRole('button', { name: 'Sign in' }).click();
    await expect(other.getByLabel('First name')).toHaveValue('Marta');

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
    await other.reload();
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
  await signInNewSponsor(page, director, anonymous, `lost-${run}`);

  // The next refresh reaches the server, which rotates the token, but its answer is lost on the
  // way back, as when the page is left or the phone loses signal at that moment.
  const rotatedOnServer = milestone();
  await page.route(isRefresh, async (route) => {
    const answer = await route.fetch();
    expect(answer.status()).toBe(200);
    rotatedOnServer.happen();
    await route.abort('connectionreset');
  });
  await page.reload();
  await rotatedOnServer.happened;
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

test('signing out while the session is being refreshed stays signed out', async ({
  page,
  run,
  director,
  anonymous,
}) => {
  test.slow();
  await signInNewSponsor(page, director, anonymous, `out-${run}`);

  // The refresh at start reaches the server, which rotates the token; its answer is held until
  // the user has signed out, as when the network is slow at that moment.
  const refreshOnItsWay = milestone();
  const answerReleased = milestone();
  await page.route(isRefresh, async (route) => {
    const answer = await route.fetch();
    refreshOnItsWay.happen();
    await answerReleased.happened;
    await route.fulfill({ response: answer });
  });
  await page.reload();
  await refreshOnItsWay.happened;
  await page.getByTestId('user-menu').click();
  await page.getByTestId('user-menu-sign-out').click();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();

  // The late answer's token is revoked, not adopted: the portal stays signed out.
  const revoked = page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === '/edrocks/public/auth/logout' &&
      response.request().method() === 'POST',
    { timeout: 10_000 },
  );
  answerReleased.happen();
  expect((await revoked).status()).toBeLessThan(300);
  await page.unroute(isRefresh);
  await page.goto('/edrocks');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByText('Your session has ended. Please sign in again.')).toBeHidden();
});
