// Donations in a real browser: a donor gives on a sponsor's page through the built-in test
// provider's checkout page and sees the progress bar move, with the receipt in the mailbox in
// the donor's language; an amount over the maximum is refused with the seed's message; a
// coordinator records a manual gift, finds it in the list and sees the page's total grow; the
// same in Spanish. A sponsor's page is open only for a sponsorship of the available year, so
// these journeys run inside years-sponsorship.spec.ts, in the year its first journey makes
// available (and before its last one moves the available year into the future); each pairs a
// sponsor and a student of its own.
import type { Page } from '@playwright/test';
import {
  DONATION_ENDPOINTS,
  SPONSOR_ENDPOINTS,
  SPONSORSHIP_ENDPOINTS,
  STUDENT_ENDPOINTS,
  centsToUnits,
} from '@portal/shared';
import { E2E_MAIL_DIR } from '../playwright.config';
import type { PortalApi } from './fixtures';
import { expect, expectNoSeriousAxeViolations, signInAsDirector, test } from './fixtures';
import { waitForMail } from './mailbox';

interface PageCast {
  sponsorId: number;
  studentId: number;
  studentFirstName: string;
  studentFullName: string;
  sponsorFullName: string;
  path: string;
}

/** A sponsor and a student of this run, paired by a coordinator in the available year. */
async function makePage(director: PortalApi, run: string, tag: string): Promise<PageCast> {
  const village = await director.createPlace('village', `Vereda ${tag} ${run}`);
  const school = await director.createPlace('school', `Colegio ${tag} ${run}`);
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
  const sponsor = await director.call(SPONSOR_ENDPOINTS.create, {
    body: {
      firstName: 'Emily',
      lastName: `Johnson ${tag} ${run}`,
      email: `emily-${tag.toLowerCase()}-${run}@example.org`,
      schoolId: school.id,
    },
  });
  await director.call(SPONSORSHIP_ENDPOINTS.create, {
    body: { sponsorId: sponsor.id, studentId: student.id },
  });
  return {
    sponsorId: sponsor.id,
    studentId: student.id,
    studentFirstName,
    studentFullName: `${studentFirstName} Gómez ${run}`,
    sponsorFullName: `Emily Johnson ${tag} ${run}`,
    path: `/donations/mypage/${sponsor.id}/${student.id}`,
  };
}

function progressBar(page: Page, label: string) {
  return page.getByRole('progressbar', { name: label });
}

/** Registers the donation journeys in the calling (serial) spec file. */
export function donationJourneys(): void {
  test("a donor gives $25 on a sponsor's page through the test checkout and sees the progress move", async ({
    page,
    director,
    anonymous,
    run,
  }) => {
    const cast = await makePage(director, run, 'En');
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
    await expect(bar).toHaveAttribute('aria-valuetext', '$25 of $365');
    await expect(bar).toHaveAttribute('aria-valuenow', '7');
    await expect(page.getByText(`¡Ánimo, ${cast.studentFirstName}!`)).toBeVisible();
    await expectNoSeriousAxeViolations(page);

    const receipt = await waitForMail(E2E_MAIL_DIR, donor);
    expect(receipt.subject).toMatch(/^Thank you for your gift: receipt \S+$/);
    expect(receipt.text).toContain('Thank you for your gift of $25.00');
  });

  test('en español: el monto sobre el máximo, la donación de $25 pagada y el agradecimiento', async ({
    page,
    director,
    anonymous,
    run,
  }) => {
    const cast = await makePage(director, run, 'Es');
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
    expect(before).toMatch(/^\$\s?0 de \$\s?365$/);
    await expectNoSeriousAxeViolations(page);

    await page.getByRole('button', { name: 'Otro monto', exact: true }).click();
    const amount = page.getByLabel(/Otro monto en dólares/);
    await amount.fill(String(centsToUnits(settings.maxCents) + 1));
    await page.getByLabel(/^Nombre/).fill('Camila');
    await page.getByLabel(/^Apellido/).fill(`Torres ${run}`);
    await page.getByLabel(/^Correo electrónico/).fill(donor);
    await page.getByRole('button', { name: /^Donar/ }).click();
    await expect(
      page.getByText(`Monto máximo permitido: $ ${centsToUnits(settings.maxCents)}`),
    ).toBeVisible();

    await amount.fill('25');
    await page.getByRole('button', { name: /^Donar/ }).click();
    await expect(page).toHaveURL(/\/checkout\/test\/[^/?]+$/);
    await expect(page.getByText('Modo de prueba: no se mueve dinero')).toBeVisible();
    await page.getByRole('button', { name: /^Pagar/ }).click();

    await expect(page).toHaveURL(new RegExp(`${cast.path}\\?.*result=paid`));
    await expect(page.getByText('¡Gracias por su donación!')).toBeVisible();
    await expect(bar).toHaveAttribute('aria-valuetext', /^\$\s?25 de \$\s?365$/);

    const receipt = await waitForMail(E2E_MAIL_DIR, donor);
    expect(receipt.subject).toMatch(/^Gracias por su donación: recibo \S+$/);
    expect(receipt.text).toContain('Gracias por su donación de');
  });

  test("a coordinator adds a manual gift, finds it in the list, and the page's total grows; again in Spanish", async ({
    page,
    director,
    run,
  }) => {
    const cast = await makePage(director, run, 'Manual');

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
      /^\$\s?50 de \$\s?365$/,
    );
    await visitorEs.close();
  });
}
