// Events end to end: the super admin creates an event with a paid ticket type; a buyer buys 2
// tickets through the test provider's checkout page and receives them by e-mail; a coordinator
// checks one in by typing its code, and the second attempt says it was already checked in.
// Then the public page and the check-in again in Spanish.
import type { Browser } from '@playwright/test';
import { ADMIN_SCOPE_ENDPOINTS, USER_ENDPOINTS } from '@portal/shared';
import { E2E_MAIL_DIR } from '../playwright.config';
import {
  type PortalApi,
  expect,
  expectNoSeriousAxeViolations,
  signIn,
  signInAsDirector,
  test,
} from './fixtures';
import { waitForMail } from './mailbox';

test.describe.configure({ mode: 'serial', timeout: 180_000 });

const CODE = /\b[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}\b/g;

/** A coordinator (ADMIN) account: signed up at a school, then made an admin by the director. */
async function makeCoordinator(director: PortalApi, anonymous: PortalApi, run: string) {
  const school = await director.createPlace('school', `Colegio ${run}`, {
    registrationEnabled: true,
  });
  const email = `door-${run}@e2e.test`;
  const password = `door-${run}-password`;
  const { data: account } = await anonymous.signUp({
    code: school.registrationCode ?? '',
    firstName: 'Carla',
    lastName: `Door ${run}`,
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
    body: { schoolIds: [school.id], villageIds: [] },
  });
  return { email, password };
}

async function newPage(browser: Browser, language: 'en-US' | 'es-CO' = 'en-US') {
  const context = await browser.newContext();
  await context.addInitScript((chosen) => {
    if (!localStorage.getItem('portal.language')) localStorage.setItem('portal.language', chosen);
  }, language);
  return { context, page: await context.newPage() };
}

function localInput(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(
    date.getHours(),
  )}:${pad(date.getMinutes())}`;
}

test('an event is created, 2 tickets bought and e-mailed, one checked in once; again in Spanish', async ({
  page,
  browser,
  director,
  anonymous,
  run,
}) => {
  const name = `Gala ${run}`;
  const slug = `gala-${run}`;
  const day = 24 * 60 * 60 * 1000;
  const now = Date.now();

  // The super admin creates the event.
  await signInAsDirector(page);
  await page.getByRole('link', { name: 'Events', exact: true }).first().click();
  await expect(page).toHaveURL(/\/events\/admin$/);
  await page.getByRole('button', { name: 'New event' }).first().click();
  const form = page.getByTestId('event-form');
  await form.getByRole('textbox', { name: /^Name/ }).fill(name);
  await expect(form.getByRole('textbox', { name: /^Web address/ })).toHaveValue(slug);
  await form.getByRole('textbox', { name: /^Description/ }).fill('An evening for the programme.');
  await form.getByRole('textbox', { name: /^Location/ }).fill('Teatro Colón');
  await form.getByRole('textbox', { name: /^Capacity/ }).fill('50');
  await form.getByLabel(/^Event start/).fill(localInput(new Date(now + 30 * day)));
  await form.getByLabel(/^Event end/).fill(localInput(new Date(now + 30 * day + 4 * 3600_000)));
  await form.getByLabel(/^Ticket sales start/).fill(localInput(new Date(now - day)));
  await form.getByLabel(/^Ticket sales end/).fill(localInput(new Date(now + 29 * day)));
  await form.getByRole('checkbox', { name: 'Published' }).check();
  await form.getByRole('textbox', { name: 'Ticket name of ticket type 1' }).fill('Adult');
  await form.getByRole('textbox', { name: 'Price of ticket type 1' }).fill('25');
  await expectNoSeriousAxeViolations(page);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`The event ${name} was created.`)).toBeVisible();
  await page.getByRole('searchbox').fill(run);
  await expect(page.getByRole('row', { name: new RegExp(name) })).toContainText('0 of 50');

  // A buyer buys 2 tickets through the test provider's checkout page.
  const buyerEmail = `buyer-${run}@example.org`;
  const buyer = await newPage(browser);
  await buyer.page.goto('/event');
  await buyer.page.getByRole('link', { name: new RegExp(name) }).click();
  await expect(buyer.page.getByRole('heading', { name: 'About this event' })).toBeVisible();
  await buyer.page.getByRole('button', { name: 'One more Adult' }).click();
  await buyer.page.getByRole('button', { name: 'One more Adult' }).click();
  await expect(buyer.page.getByTestId('order-total')).toContainText('$50.00');
  await buyer.page.getByLabel('First name').fill('Ana');
  await buyer.page.getByLabel('Last name').fill(`Buyer ${run}`);
  await buyer.page.getByLabel('E-mail').fill(buyerEmail);
  await expectNoSeriousAxeViolations(buyer.page);
  await buyer.page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(buyer.page).toHaveURL(/\/checkout\/test\//);
  await expect(buyer.page.getByText('Test mode: no money moves')).toBeVisible();
  await buyer.page.getByRole('button', { name: 'Pay' }).click();
  await expect(buyer.page).toHaveURL(new RegExp(`/event/${slug}\\?.*order=`));
  await expect(buyer.page.getByTestId('order-state')).toContainText(
    'Your tickets are on their way',
  );
  await buyer.context.close();

  const mail = await waitForMail(E2E_MAIL_DIR, buyerEmail, (received) =>
    new RegExp(CODE.source).test(received.text),
  );
  const codes = [...new Set(mail.text.match(CODE) ?? [])];
  expect(codes).toHaveLength(2);

  // A coordinator checks one in by typing its code; the second attempt says when.
  const coordinator = await makeCoordinator(director, anonymous, run);
  const door = await newPage(browser);
  await signIn(door.page, coordinator.email, coordinator.password);
  await expect(door.page).toHaveURL(/\/edrocks\/?$/);
  await door.page.getByRole('link', { name: 'Check-in' }).first().click();
  await expect(door.page).toHaveURL(/\/events\/check-in$/);
  const code = door.page.getByRole('textbox', { name: 'Ticket code' });
  await code.fill(codes[0]!.toLowerCase());
  await door.page.getByRole('button', { name: 'Check in' }).click();
  const result = door.page.getByTestId('check-in-result');
  await expect(result).toContainText('Checked in');
  await expect(result).toContainText(`Adult · Ana Buyer ${run}`);
  await expect(code).toBeFocused();
  await expectNoSeriousAxeViolations(door.page);
  await code.fill(codes[0]!.replace(/-/g, ''));
  await code.press('Enter');
  await expect(result).toContainText('Already checked in');
  await expect(result).toContainText('Checked in at');
  await door.context.close();

  // In Spanish: the public page, and the check-in of the second ticket.
  const spanish = await newPage(browser, 'es-CO');
  await spanish.page.goto(`/event/${slug}`);
  await expect(spanish.page.getByRole('heading', { name: 'Acerca de este evento' })).toBeVisible();
  await expect(spanish.page.getByRole('heading', { name: 'Comprar boletas' })).toBeVisible();
  await expect(spanish.page.getByRole('button', { name: 'Una boleta Adult más' })).toBeVisible();
  await expectNoSeriousAxeViolations(spanish.page);
  await spanish.page.goto('/event/no-such-event');
  await expect(
    spanish.page.getByRole('heading', { name: 'No encontramos este evento' }),
  ).toBeVisible();
  await spanish.context.close();
  const doorEs = await newPage(browser);
  await signIn(doorEs.page, coordinator.email, coordinator.password);
  await expect(doorEs.page).toHaveURL(/\/edrocks\/?$/);
  await doorEs.page.evaluate(() => localStorage.setItem('portal.language', 'es-CO'));
  await doorEs.page.goto('/events/check-in');
  const codeEs = doorEs.page.getByRole('textbox', { name: 'Código de la boleta' });
  await codeEs.fill(codes[1]!);
  await doorEs.page.getByRole('button', { name: 'Registrar ingreso' }).click();
  const resultEs = doorEs.page.getByTestId('check-in-result');
  await expect(resultEs).toContainText('Ingreso registrado');
  await codeEs.fill(codes[1]!);
  await doorEs.page.getByRole('button', { name: 'Registrar ingreso' }).click();
  await expect(resultEs).toContainText('Ya ingresó');
  await expect(resultEs).toContainText('Ingresó el');
  await doorEs.context.close();

  // The sales list shows the order.
  await page.getByRole('link', { name }).click();
  await expect(page.getByTestId('total-sold')).toHaveText('2 of 50');
  await expect(page.getByRole('row', { name: new RegExp(`Buyer ${run}`) })).toContainText(
    'Confirmed',
  );
});
