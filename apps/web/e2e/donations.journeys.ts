// Donations in a real browser: a donor gives on a sponsor's page through the built-in test
// provider's checkout page and sees the gift shown apart from the progress bar, as a test gift
// (no money moved; its receipt is kept in the outbox, never mailed); an amount over the maximum is refused with the seed's message; a
// coordinator records a manual gift, finds it in the list and sees the page's total grow; the
// same in Spanish. The safeguarding of the page: a sponsor's text naming the child's village
// waits for a coordinator, who approves it from "Texts to review" before the page shows it; a
// donor's message with a phone number never reaches the page, and a coordinator rejects it in
// Spanish. A page's address is made of the sponsor's and the student's public ids, which the
// sponsor reads from their own pages. A sponsor's page is open only for a sponsorship of the
// available year, so these journeys run inside years-sponsorship.spec.ts, in the year its first
// journey makes available (and before its last one moves the available year into the future);
// each pairs a sponsor and a student of its own.
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import {
  DONATION_ENDPOINTS,
  PAYMENT_ENDPOINTS,
  SPONSOR_ENDPOINTS,
  SPONSORSHIP_ENDPOINTS,
  STUDENT_ENDPOINTS,
  centsToUnits,
} from '@portal/shared';
import {
  PortalApi,
  expect,
  expectNoSeriousAxeViolations,
  signIn,
  signInAsDirector,
  test,
} from './fixtures';

interface PageCast {
  sponsorId: number;
  studentId: number;
  studentFirstName: string;
  studentFullName: string;
  sponsorFullName: string;
  villageName: string;
  sponsor: { email: string; password: string; api: PortalApi };
  /** `/donations/mypage/{sponsor}/{student}`, as the sponsor's own pages give it. */
  path: string;
}

/**
 * A sponsor (signed up with their school's code, so they can sign in) and a student of this run,
 * paired by a coordinator in the available year.
 */
async function makePage(
  director: PortalApi,
  anonymous: PortalApi,
  request: APIRequestContext,
  run: string,
  tag: string,
): Promise<PageCast> {
  const villageName = `Vereda ${tag} ${run}`;
  const village = await director.createPlace('village', villageName);
  const school = await director.createPlace('school', `Colegio ${tag} ${run}`, {
    registrationEnabled: true,
  });
  const studentFirstName = `Lucía${tag}`;
  const student = await director.call(STUDENT_ENDPOINTS.create, {
    body: {
      firstName: studentFirstName,
      lastName: `Gómez ${run}`,
      birthdate: '2016-04-02',
      gender: 'female',
      grade: '4-fourth',
      villageId: village.id,
    },
  });
  const email = `emily-${tag.toLowerCase()}-${run}@example.org`;
  const password = `pw-${run}-${tag.toLowerCase()}-sponsor`;
  await anonymous.signUp({
    code: school.registrationCode ?? '',
    firstName: 'Emily',
    // One word after "Johnson": a surname word is never shown, and the student's first name
    // ends with the tag ("LucíaRev").
    lastName: `Johnson ${tag}${run}`,
    email,
    password,
    confirmPassword: password,
    acceptTerms: true,
    language: 'en-US',
  });
  const [sponsor] = (await director.call(SPONSOR_ENDPOINTS.list, { query: { q: email } })).items;
  await director.call(SPONSORSHIP_ENDPOINTS.create, {
    body: { sponsorId: sponsor!.id, studentId: student.id },
  });
  const api = await PortalApi.signIn(request, email, password);
  const mine = await api.call(DONATION_ENDPOINTS.myPages);
  const page = mine.pages.find((candidate) => candidate.studentId === student.id);
  if (!page) throw new Error('the sponsor has no page for the student');
  expect(page.path).toMatch(/^\/donations\/mypage\/[\w-]{22}\/[\w-]{22}$/);
  return {
    sponsorId: sponsor!.id,
    studentId: student.id,
    studentFirstName,
    studentFullName: `${studentFirstName} Gómez ${run}`,
    sponsorFullName: `Emily Johnson ${tag}${run}`,
    villageName,
    sponsor: { email, password, api },
    path: page.path,
  };
}

/** A gift with a message, paid through the test checkout without a browser. */
async function giveWithMessage(anonymous: PortalApi, cast: PageCast, message: string) {
  const [, , , sponsorPublicId, studentPublicId] = cast.path.split('/');
  const checkout = await anonymous.call(DONATION_ENDPOINTS.create, {
    body: {
      amountCents: 1000,
      firstName: 'Tomás',
      lastName: 'Herrera',
      email: `tomas-${cast.studentId}@example.org`,
      message,
      sponsorPublicId: sponsorPublicId!,
      studentPublicId: studentPublicId!,
    },
  });
  await anonymous.call(PAYMENT_ENDPOINTS.testCheckoutPay, {
    params: { sessionId: checkout.checkoutUrl.split('/').pop()! },
  });
}

/** A second signed-in browser (the coordinator's, beside the sponsor's or the donor's). */
async function coordinatorPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ locale: 'en-US', timezoneId: 'America/Bogota' });
  const page = await context.newPage();
  await signInAsDirector(page);
  return page;
}

function progressBar(page: Page, label: string) {
  return page.getByRole('progressbar', { name: label });
}

/** Registers the donation journeys in the calling (serial) spec file. */
export function donationJourneys(): void {
  test("a donor gives $25 on a sponsor's page through the test checkout and sees it as a test gift, apart from the progress", async ({
    page,
    director,
    anonymous,
    request,
    run,
  }) => {
    const cast = await makePage(director, anonymous, request, run, 'En');
    const settings = await anonymous.call(DONATION_ENDPOINTS.settings);
    const donor = `donor-en-${run}@example.org`;

    await page.goto(cast.path);
    await expect(
      page.getByRole('heading', { name: `Help ${cast.studentFirstName} this year` }),
    ).toBeVisible();
    const bar = progressBar(page, 'Raised toward the goal');
    await expect(bar).toHaveAttribute('aria-valuetext', '$0 of $365');
    await expect(page.getByTestId('goal-numbers')).toHaveText('$0 of $365');
    await expectNoSeriousAxeViolations(page);

    // Over the maximum: the seed's message, with the configured maximum.
    await page.getByRole('button', { name: 'Other amount' }).click();
    const amount = page.getByLabel(/Other amount in dollars/);
    await amount.fill(String(centsToUnits(settings.maxCents) + 1));
    await page.getByLabel(/^First name/).fill('Ana');
    await page.getByLabel(/^Last name/).fill(`Pérez ${run}`);
    await page.getByLabel(/^E-mail/).fill(donor);
    await page
      .getByRole('textbox', { name: 'Message (optional)' })
      .fill(`¡Ánimo, ${cast.studentFirstName}!`);
    await page.getByRole('button', { name: /^Donate/ }).click();
    await expect(
      page.getByText(`Max amount allowed: $ ${centsToUnits(settings.maxCents)}`),
    ).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${cast.path}$`));

    // $25, paid on the test provider's page.
    await amount.fill('25');
    await page.getByRole('button', { name: 'Donate $25' }).click();
    await expect(page).toHaveURL(/\/checkout\/test\/[^/?]+$/);
    await expect(page.getByText('Test mode: no money moves')).toBeVisible();
    await page.getByRole('button', { name: /^Pay/ }).click();

    await expect(page).toHaveURL(new RegExp(`${cast.path}\\?.*result=paid`));
    await expect(page.getByText('Thank you for your gift!')).toBeVisible();
    // A test checkout moves no money: the gift is named apart, never in the bar.
    await expect(page.getByTestId('test-gifts')).toHaveText(
      'Test mode: 1 test gift of $25.00, not counted (no money moved).',
    );
    await expect(bar).toHaveAttribute('aria-valuetext', '$0 of $365');
    await expect(bar).toHaveAttribute('aria-valuenow', '0');
    await expect(page.getByText(`¡Ánimo, ${cast.studentFirstName}!`)).toBeVisible();
    await expect(page.getByTestId('donor-messages')).toContainText('test gift, no money moved');
    await expectNoSeriousAxeViolations(page);
  });

  test('en español: el monto sobre el máximo, la donación de $25 pagada y el agradecimiento', async ({
    page,
    director,
    anonymous,
    request,
    run,
  }) => {
    const cast = await makePage(director, anonymous, request, run, 'Es');
    const settings = await anonymous.call(DONATION_ENDPOINTS.settings);
    const donor = `donor-es-${run}@example.org`;

    await page.goto(cast.path);
    await page.getByRole('button', { name: 'Language' }).click();
    await page.getByRole('menuitem', { name: 'Español' }).click();
    await expect(
      page.getByRole('heading', { name: `Ayude a ${cast.studentFirstName} este año` }),
    ).toBeVisible();
    const bar = progressBar(page, 'Recaudado para la meta');
    const before = await bar.getAttribute('aria-valuetext');
    expect(before).toMatch(/^US\$\s?0 de US\$\s?365$/);
    await expectNoSeriousAxeViolations(page);

    await page.getByRole('button', { name: 'Otro monto', exact: true }).click();
    const amount = page.getByLabel(/Otro monto en dólares/);
    await amount.fill(String(centsToUnits(settings.maxCents) + 1));
    await page.getByLabel(/^Nombre/).fill('Camila');
    await page.getByLabel(/^Apellido/).fill(`Torres ${run}`);
    await page.getByLabel(/^Correo electrónico/).fill(donor);
    await page.getByRole('button', { name: /^Donar/ }).click();
    await expect(
      page.getByText(`Monto máximo permitido: US$ ${centsToUnits(settings.maxCents)}`),
    ).toBeVisible();

    await amount.fill('25');
    await page.getByRole('button', { name: /^Donar/ }).click();
    await expect(page).toHaveURL(/\/checkout\/test\/[^/?]+$/);
    await expect(page.getByText('Modo de prueba: no se mueve dinero')).toBeVisible();
    await page.getByRole('button', { name: /^Pagar/ }).click();

    await expect(page).toHaveURL(new RegExp(`${cast.path}\\?.*result=paid`));
    await expect(page.getByText('¡Gracias por su donación!')).toBeVisible();
    await expect(page.getByTestId('test-gifts')).toContainText(
      'Modo de prueba: 1 donación de prueba',
    );
    await expect(bar).toHaveAttribute('aria-valuetext', /^US\$\s?0 de US\$\s?365$/);
  });

  test("a coordinator adds a manual gift, finds it in the list, and the page's total grows; again in Spanish", async ({
    page,
    director,
    anonymous,
    request,
    run,
  }) => {
    const cast = await makePage(director, anonymous, request, run, 'Manual');

    await signInAsDirector(page);
    await page.getByRole('link', { name: 'Donations', exact: true }).first().click();
    await expect(page).toHaveURL(/\/edrocks\/donations$/);
    await expect(page.getByRole('table', { name: 'Donations' })).toBeVisible();
    await page.getByRole('button', { name: 'Add manual gift' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add manual gift' });
    await dialog.getByLabel(/^Amount in dollars/).fill('40');
    await dialog.getByLabel(/^Method/).selectOption({ label: 'Cash' });
    await dialog.getByLabel(/^Payer's first name/).fill('Carlos');
    await dialog.getByLabel(/^Payer's last name/).fill(`Rueda ${run}`);
    await dialog
      .getByRole('searchbox', { name: 'Find a sponsor or student to credit' })
      .fill(`Gómez ${run}`);
    const credit = dialog.getByLabel(/^Credit to a sponsor's page/);
    const option = `${cast.studentFullName}, page of ${cast.sponsorFullName}`;
    await expect(credit.locator('option', { hasText: option })).toHaveCount(1);
    await credit.selectOption({ label: option });
    await expectNoSeriousAxeViolations(page);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(
      page.getByText(`The gift of $40.00 from Carlos Rueda ${run} was recorded.`),
    ).toBeVisible();
    await expect(dialog).toBeHidden();

    await page.getByRole('searchbox', { name: /Search by payer/ }).fill(`Rueda ${run}`);
    const row = page.getByRole('row', { name: new RegExp(`Carlos Rueda ${run}`) });
    await expect(row).toContainText('$40.00');
    await expect(row).toContainText('Cash');
    await expect(row).toContainText(cast.studentFullName);
    await expectNoSeriousAxeViolations(page);

    // The public page counts it.
    const visitor = await page.context().newPage();
    await visitor.goto(cast.path);
    await expect(progressBar(visitor, 'Raised toward the goal')).toHaveAttribute(
      'aria-valuetext',
      '$40 of $365',
    );
    await visitor.close();

    // In Spanish: a second gift, by cheque, grows the total again.
    await page.getByRole('button', { name: 'Language' }).click();
    await page.getByRole('menuitem', { name: 'Español' }).click();
    await expect(row).toContainText('Efectivo');
    await page.getByRole('button', { name: 'Agregar donación manual' }).first().click();
    const dialogEs = page.getByRole('dialog', { name: 'Agregar donación manual' });
    await dialogEs.getByLabel(/^Monto en dólares/).fill('10');
    await dialogEs.getByLabel(/^Nombre del donante/).fill('Rosa');
    await dialogEs.getByLabel(/^Apellido del donante/).fill(`Rueda ${run}`);
    await dialogEs
      .getByRole('searchbox', { name: 'Buscar un padrino o estudiante para abonar' })
      .fill(`Gómez ${run}`);
    const creditEs = dialogEs.getByLabel(/^Abonar a la página de un padrino/);
    const optionEs = `${cast.studentFullName}, página de ${cast.sponsorFullName}`;
    await expect(creditEs.locator('option', { hasText: optionEs })).toHaveCount(1);
    await creditEs.selectOption({ label: optionEs });
    await dialogEs.getByRole('button', { name: 'Guardar' }).click();
    await expect(
      page.getByText(new RegExp(`Se registró la donación de .*10.* de Rosa Rueda ${run}\\.`)),
    ).toBeVisible();
    await expect(page.getByRole('row', { name: new RegExp(`Rosa Rueda ${run}`) })).toBeVisible();
    const visitorEs = await page.context().newPage();
    await visitorEs.goto(cast.path);
    await expect(progressBar(visitorEs, 'Recaudado para la meta')).toHaveAttribute(
      'aria-valuetext',
      /^US\$\s?50 de US\$\s?365$/,
    );
    await visitorEs.close();
  });

  test("a sponsor's text naming the village waits for a coordinator, who approves it; the page then shows it", async ({
    page,
    browser,
    director,
    anonymous,
    request,
    run,
  }) => {
    const cast = await makePage(director, anonymous, request, run, 'Rev');
    const first = `${cast.studentFirstName} loves reading and football. Thank you for helping!`;
    const held = `${cast.studentFirstName} lives in ${cast.villageName} and walks an hour to school.`;

    await signIn(page, cast.sponsor.email, cast.sponsor.password);
    await page.getByRole('link', { name: 'Donations' }).first().click();
    const card = page.getByRole('region', { name: `Page for ${cast.studentFirstName}` });
    const text = card.getByRole('textbox', { name: 'Your text on the page' });
    await text.fill(first);
    await card.getByRole('button', { name: 'Save text' }).click();
    await expect(page.getByText('Your page text was saved.')).toBeVisible();
    await text.fill(held);
    await card.getByRole('button', { name: 'Save text' }).click();
    await expect(
      page.getByText('Your text was saved. A coordinator reads it before it shows on the page.'),
    ).toBeVisible();
    await expect(card.getByRole('status').filter({ hasText: 'Waiting for review' })).toContainText(
      first,
    );
    await expectNoSeriousAxeViolations(page);

    // The public page keeps the approved text meanwhile.
    const visitor = await page.context().newPage();
    await visitor.goto(cast.path);
    await expect(visitor.getByTestId('sponsor-text')).toHaveText(first);
    await expect(visitor.getByText(cast.villageName)).toHaveCount(0);

    // A coordinator finds it, with the village marked, and approves it.
    const coordinator = await coordinatorPage(browser);
    await coordinator.getByRole('link', { name: 'Texts to review' }).first().click();
    await expect(coordinator).toHaveURL(/\/edrocks\/donations\/review$/);
    const table = coordinator.getByRole('table', { name: 'Texts waiting for review' });
    const row = table.getByRole('row').filter({ hasText: cast.sponsorFullName });
    await expect(row.locator('mark')).toHaveText([cast.villageName]);
    await expect(row).toContainText('Request for personal details');
    await expectNoSeriousAxeViolations(coordinator);
    await row.getByRole('button', { name: /^Approve:/ }).click();
    const dialog = coordinator.getByRole('dialog', { name: 'Show this text on the page?' });
    await expect(dialog).toContainText(`${cast.sponsorFullName}'s text will appear`);
    await dialog.getByRole('button', { name: 'Approve and show' }).click();
    await expect(
      coordinator.getByText('The text was approved and now shows on the page.'),
    ).toBeVisible();
    await expect(row).toHaveCount(0);

    await visitor.reload();
    await expect(visitor.getByTestId('sponsor-text')).toHaveText(held);
    await page.reload();
    await expect(card.getByRole('status').filter({ hasText: 'Waiting for review' })).toHaveCount(0);
    await visitor.close();
    await coordinator.context().close();
  });

  test('en español: el mensaje de un donante con un teléfono no llega a la página y un coordinador lo rechaza', async ({
    page,
    browser,
    director,
    anonymous,
    request,
    run,
  }) => {
    const cast = await makePage(director, anonymous, request, run, 'Msg');
    const message = `${cast.studentFirstName}, escríbeme al 310 555 0199 cuando quieras`;
    await giveWithMessage(anonymous, cast, message);

    await page.goto(cast.path);
    await expect(page.getByTestId('goal-numbers')).toHaveText('$0 of $365');
    await expect(page.getByText('310 555 0199')).toHaveCount(0);

    const coordinator = await coordinatorPage(browser);
    await coordinator.getByRole('button', { name: 'Language' }).click();
    await coordinator.getByRole('menuitem', { name: 'Español' }).click();
    await coordinator.getByRole('link', { name: 'Textos por revisar' }).first().click();
    const table = coordinator.getByRole('table', { name: 'Textos que esperan revisión' });
    const row = table.getByRole('row').filter({ hasText: cast.sponsorFullName });
    await expect(row).toContainText('Mensaje de un donante');
    await expect(row).toContainText('De Tomás Herrera');
    await expect(row.locator('mark').filter({ hasText: '310 555 0199' })).toHaveCount(1);
    await expectNoSeriousAxeViolations(coordinator);
    await row.getByRole('button', { name: /^Rechazar:/ }).click();
    const dialog = coordinator.getByRole('dialog', { name: '¿Rechazar este texto?' });
    await expect(dialog).toContainText('La donación sigue contando para la meta.');
    await dialog.getByRole('button', { name: 'Rechazar texto' }).click();
    await expect(
      coordinator.getByText('El texto fue rechazado y nunca se mostrará.'),
    ).toBeVisible();
    await expect(row).toHaveCount(0);

    await page.reload();
    await expect(page.getByTestId('goal-numbers')).toHaveText('$0 of $365');
    await expect(page.getByText('310 555 0199')).toHaveCount(0);
    await coordinator.context().close();
  });
}
