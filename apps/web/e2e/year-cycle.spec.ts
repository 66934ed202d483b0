// Rolling into a new year, in a browser, after every other journey (playwright.config.ts: it
// moves students up a grade and carries the available year's sponsorships): the super admin
// previews and runs recommit from the Years screen's steps; the sponsor, in Spanish, hears of it
// by e-mail and answers on the dashboard "Cambié de opinión" for one student and "Renovar" for
// the other; the coordinators' list shows the answers and the reason; the super admin watches
// the answers counted, previews and runs the student upgrade,
// and activates the new year, which keeps the recommitted sponsorship.
import {
  PERIOD_ENDPOINTS,
  SPONSOR_ENDPOINTS,
  SPONSORSHIP_ENDPOINTS,
  STUDENT_ENDPOINTS,
  type Period,
} from '@portal/shared';
import { E2E_MAIL_DIR } from '../playwright.config';
import {
  expect,
  expectNoSeriousAxeViolations,
  signIn,
  signInAsDirector,
  test,
  type PortalApi,
} from './fixtures';
import { waitForMail } from './mailbox';

test.describe.configure({ mode: 'serial', timeout: 180_000 });

/** The available year (one is made if no journey left one) and a draft after the newest year. */
async function yearsToRoll(director: PortalApi, run: string) {
  const years = (await director.call(PERIOD_ENDPOINTS.list, { query: { pageSize: 100 } })).items;
  const startOf = (year: Pick<Period, 'startDate'>) => Number(year.startDate.slice(0, 4));
  const newestStart = Math.max(2095, ...years.map(startOf));
  const create = (start: number, name: string) =>
    director.call(PERIOD_ENDPOINTS.create, {
      body: { name, startDate: `${start}-08-01`, endDate: `${start + 1}-07-31` },
    });
  // A year of this journey's own becomes available: what other journeys paired ends with theirs.
  const current = years.find((year) => year.status === 'available');
  const opened = await create(newestStart + 1, `Año ${run}`);
  const available = await director.activateEndingSponsorships(opened.id, current?.id ?? null);
  const next = await create(startOf(available) + 1, `Año nuevo ${run}`);
  return { available, next };
}

test('the super admin rolls into a new year; a sponsor answers in Spanish', async ({
  page,
  browser,
  director,
  anonymous,
  run,
}) => {
  // Two students sponsored by one sponsor (who reads Spanish) in the available year.
  const school = await director.createPlace('school', `Colegio Ciclo ${run}`, {
    registrationEnabled: true,
  });
  const village = await director.createPlace('village', `Vereda Ciclo ${run}`);
  const sponsor = { email: `lucia-ciclo-${run}@example.org`, password: `pw-${run}-ciclo` };
  await anonymous.signUp({
    code: school.registrationCode ?? '',
    firstName: 'Lucía',
    lastName: `Ciclo ${run}`,
    email: sponsor.email,
    password: sponsor.password,
    confirmPassword: sponsor.password,
    acceptTerms: true,
    language: 'es-CO',
  });
  const { available, next } = await yearsToRoll(director, run);
  const sponsorRecord = (
    await director.call(SPONSOR_ENDPOINTS.list, { query: { q: sponsor.email } })
  ).items[0];
  const students = [];
  for (const [firstName, grade] of [
    ['Tomás', '4-fourth'],
    ['Valeria', '12-twelfth'],
  ] as const) {
    const student = await director.call(STUDENT_ENDPOINTS.create, {
      body: {
        firstName,
        lastName: `Ciclo ${run}`,
        birthdate: '2012-04-02',
        gender: 'female',
        grade,
        villageId: village.id,
      },
    });
    students.push(student);
    await director.call(SPONSORSHIP_ENDPOINTS.create, {
      body: { sponsorId: sponsorRecord!.id, studentId: student.id },
    });
  }

  // The super admin previews and runs recommit from the steps.
  await signInAsDirector(page);
  await page.getByRole('link', { name: 'Years' }).first().click();
  const steps = page.getByRole('region', { name: 'Rolling into a new year' });
  await expect(steps).toContainText(next.name);
  await steps.getByRole('button', { name: `Run recommit for ${next.name}` }).click();
  const recommit = page.getByRole('dialog', { name: `Run recommit for ${next.name}?` });
  await expect(recommit).toContainText(
    new RegExp(`\\d+ sponsorships? of ${available.name} will be asked to recommit\\.`),
  );
  await expect(recommit.getByRole('table', { name: 'Per village' })).toContainText(village.name);
  await expectNoSeriousAxeViolations(page);
  await recommit.getByRole('button', { name: /^Ask \d+ sponsorships? to recommit$/ }).click();
  await expect(page.getByText(/^Recommit was run: \d+ sponsorships? of/)).toBeVisible();
  const nextRow = page.getByRole('row', { name: new RegExp(next.name) });
  await expect(nextRow).toContainText('Recommit done');

  // The sponsor hears of it by e-mail, in Spanish, and answers on the dashboard.
  const mail = await waitForMail(E2E_MAIL_DIR, sponsor.email, (candidate) =>
    candidate.subject.includes(next.name),
  );
  expect(mail.subject).toBe(`¿Seguirá apadrinando en ${next.name}?`);
  expect(mail.text).toContain('Tomás');
  expect(mail.text).toContain('Valeria');
  const sponsorContext = await browser.newContext();
  const sponsorPage = await sponsorContext.newPage();
  await signIn(sponsorPage, sponsor.email, sponsor.password);
  const cards = sponsorPage.getByTestId('recommitments');
  await expect(cards).toContainText(`Sus estudiantes para ${next.name}`);
  const tomas = cards.getByRole('article', { name: 'Tomás' });
  const valeria = cards.getByRole('article', { name: 'Valeria' });
  await expect(tomas).toContainText('Esperando su respuesta');
  await tomas.getByRole('button', { name: 'Cambié de opinión' }).click();
  const why = sponsorPage.getByRole('dialog', { name: '¿Por qué cambió de opinión?' });
  await why.getByRole('radio', { name: 'Me voy a mudar' }).check();
  await why.getByLabel(/Algo más que quiera contarnos/).fill('Nos mudamos a otra ciudad.');
  await expectNoSeriousAxeViolations(sponsorPage);
  await why.getByRole('button', { name: 'Cambié de opinión' }).click();
  await expect(tomas).toContainText('Usted cambió de opinión: Me voy a mudar');
  await valeria.getByRole('button', { name: 'Renovar' }).click();
  await expect(valeria).toContainText('Usted renovó');
  await sponsorContext.close();

  // The coordinators' list says who changed their mind and why, and who recommitted.
  await page.goto(`/edrocks/sponsorship?view=recommitment-answers&periodId=${next.id}`);
  const answers = page.getByRole('table', { name: `Recommitment answers ${next.name}` });
  await page.getByRole('searchbox', { name: 'Search sponsors or students' }).fill(`Ciclo ${run}`);
  const declinedRow = answers.getByRole('row', { name: /Tomás/ });
  await expect(declinedRow).toContainText('Changed their mind');
  await expect(declinedRow).toContainText('I am moving');
  await expect(declinedRow).toContainText('Nos mudamos a otra ciudad.');
  await expect(answers.getByRole('row', { name: /Valeria/ })).toContainText('Recommitted');
  await expectNoSeriousAxeViolations(page);

  // The super admin sees the answers counted, then previews and runs the upgrade.
  await page.getByRole('link', { name: 'Years' }).first().click();
  await expect(steps).toContainText('Recommitted: 1');
  await expect(steps).toContainText('Changed their mind: 1');
  await steps.getByRole('button', { name: `Run upgrade for ${next.name}` }).click();
  const upgrade = page.getByRole('dialog', { name: `Run the student upgrade for ${next.name}?` });
  await expect(upgrade).toContainText(/\d+ students? will move up one grade\./);
  await expect(upgrade).toContainText(/12th grade → College: \d+/);
  await upgrade.getByRole('button', { name: /^Move \d+ students? up$/ }).click();
  await expect(
    page.getByText(/^The upgrade was run: \d+ students? moved up one grade\./),
  ).toBeVisible();
  await expect(nextRow).toContainText('Upgrade done');
  const moved = await director.call(STUDENT_ENDPOINTS.get, { params: { id: students[0]!.id } });
  expect(moved.grade).toBe('5-fifth');

  // Activating the new year keeps the recommitted sponsorship, not the declined one.
  await steps.getByRole('button', { name: `Activate ${next.name}` }).click();
  const activate = page.getByRole('dialog', { name: `Activate ${next.name}?` });
  await expect(activate).toContainText('Recommit has been run for this year.');
  await expect(activate).toContainText('Student upgrade has been run for this year.');
  await activate.getByRole('button', { name: `Activate ${next.name}` }).click();
  await expect(nextRow).toContainText('Available');
  const sponsorships = await director.call(SPONSORSHIP_ENDPOINTS.list, {
    query: { periodId: next.id, q: `Ciclo ${run}`, active: true },
  });
  expect(sponsorships.items.map((item) => item.student.firstName)).toEqual(['Valeria']);
});
