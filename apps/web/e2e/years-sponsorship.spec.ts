// The available year is shared by the whole database, so the journeys that depend on it run in
// this one file, in order: a coordinator pairs and un-pairs in the current year; a sponsor signs
// the agreements and sponsors a student; a minor sponsor (in Spanish) gets her parent to sign
// from the e-mail (a minor is one on the available year's start date); then the super
// admin creates years far in the future and activates them (which closes the current one).
import {
  AGREEMENT_ENDPOINTS,
  PERIOD_ENDPOINTS,
  SPONSOR_ENDPOINTS,
  STUDENT_ENDPOINTS,
} from '@portal/shared';
import { E2E_MAIL_DIR } from '../playwright.config';
import { expect, expectNoSeriousAxeViolations, signIn, signInAsDirector, test } from './fixtures';
import { waitForMail } from './mailbox';

test.describe.configure({ mode: 'serial', timeout: 120_000 });

test('a coordinator pairs a sponsor and a student, sees "1 of 3", and un-pairs; again in Spanish', async ({
  page,
  director,
  run,
}) => {
  const current = await director.call(PERIOD_ENDPOINTS.create, {
    body: { name: `Año ${run}`, startDate: '2026-08-01', endDate: '2027-07-31' },
  });
  await director.call(PERIOD_ENDPOINTS.activate, {
    params: { id: current.id },
    body: { closingPeriodId: null },
  });
  const village = await director.createPlace('village', `Vereda ${run}`);
  const school = await director.createPlace('school', `Colegio ${run}`);
  await director.call(STUDENT_ENDPOINTS.create, {
    body: {
      firstName: 'Lucía',
      lastName: `Gómez ${run}`,
      birthdate: '2016-04-02',
      gender: 'female',
      grade: '4-fourth',
      villageId: village.id,
    },
  });
  await director.call(SPONSOR_ENDPOINTS.create, {
    body: {
      firstName: 'Emily',
      lastName: `Johnson ${run}`,
      email: `emily-${run}@example.org`,
      schoolId: school.id,
    },
  });

  await signInAsDirector(page);
  await page.getByRole('link', { name: 'Sponsorship' }).first().click();
  await expect(page).toHaveURL(/\/edrocks\/sponsorship$/);
  await page.getByRole('button', { name: 'Pair' }).first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toHaveAccessibleName('Pair a sponsor and a student');
  await dialog.getByRole('combobox', { name: /Student/ }).fill(`Gómez ${run}`);
  // The list may show every student until the search answers: pick this run's one.
  await page
    .getByRole('option', { name: /0 of 3 sponsors/ })
    .filter({ hasText: `Gómez ${run}` })
    .click();
  await dialog.getByRole('combobox', { name: /Sponsor/ }).fill(`Johnson ${run}`);
  await page.getByRole('option', { name: new RegExp(`Emily Johnson ${run}`) }).click();
  await expectNoSeriousAxeViolations(page);
  await dialog.getByRole('button', { name: 'Next' }).click();
  await expect(dialog.getByTestId('pair-confirmation')).toHaveText(
    `Emily Johnson ${run} will sponsor Lucía Gómez ${run} in Año ${run}.`,
  );
  await dialog.getByRole('button', { name: 'Pair' }).click();
  await expect(dialog).toBeHidden();
  const row = page.getByRole('row', { name: new RegExp(`Gómez ${run}`) });
  await expect(row).toContainText(`Johnson ${run}, Emily`);

  // The student now shows one sponsor of three.
  await page.getByRole('button', { name: 'Pair' }).first().click();
  await dialog.getByRole('combobox', { name: /Student/ }).fill(`Gómez ${run}`);
  await expect(
    page.getByRole('option', { name: /1 of 3 sponsors/ }).filter({ hasText: `Gómez ${run}` }),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  await row.getByRole('button', { name: /Un-pair/ }).click();
  const confirm = page.getByRole('dialog', { name: 'Un-pair?' });
  await expect(confirm).toContainText('Its history (letters, donations) is kept');
  await confirm.getByRole('button', { name: 'Un-pair' }).click();
  await expect(row).toBeHidden();

  await page.getByRole('button', { name: 'Language' }).click();
  await page.getByRole('menuitem', { name: 'Español' }).click();
  await expect(page.getByRole('button', { name: 'Emparejar' }).first()).toBeVisible();
  await expect(
    page.getByRole('searchbox', { name: 'Buscar estudiantes o padrinos' }),
  ).toBeVisible();

  // The same journey in Spanish: pair again (the history stays), then un-pair.
  await page.getByRole('button', { name: 'Emparejar' }).first().click();
  await expect(dialog).toHaveAccessibleName('Emparejar un padrino y un estudiante');
  await dialog.getByRole('combobox', { name: /Estudiante/ }).fill(`Gómez ${run}`);
  await page
    .getByRole('option', { name: /0 de 3 padrinos/ })
    .filter({ hasText: `Gómez ${run}` })
    .click();
  await dialog.getByRole('combobox', { name: /Padrino/ }).fill(`Johnson ${run}`);
  await page.getByRole('option', { name: new RegExp(`Emily Johnson ${run}`) }).click();
  await dialog.getByRole('button', { name: 'Siguiente' }).click();
  await expect(dialog.getByTestId('pair-confirmation')).toHaveText(
    `Emily Johnson ${run} apadrinará a Lucía Gómez ${run} en Año ${run}.`,
  );
  await dialog.getByRole('button', { name: 'Emparejar' }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText(`Johnson ${run}, Emily`);
  await expectNoSeriousAxeViolations(page);
  await row.getByRole('button', { name: /Desemparejar/ }).click();
  const confirmEs = page.getByRole('dialog', { name: '¿Desemparejar?' });
  await expect(confirmEs).toContainText('Su historia (cartas, donaciones) se conserva');
  await confirmEs.getByRole('button', { name: 'Desemparejar' }).click();
  await expect(row).toBeHidden();
});

test('a sponsor without agreements is led to sign them, signs, and sponsors a student', async ({
  page,
  director,
  anonymous,
  run,
}) => {
  // The agreement texts (the demo has drafts; this database starts without).
  const { items } = await director.call(AGREEMENT_ENDPOINTS.list);
  for (const agreement of items.filter((item) => item.audience === 'sponsor')) {
    if (agreement.versions.length > 0) continue;
    await director.call(AGREEMENT_ENDPOINTS.newVersion, {
      params: { id: agreement.id },
      body: {
        language: 'en-US',
        title: `Text ${agreement.key}`,
        text: `The ${agreement.key} text.`,
      },
    });
  }
  const village = await director.createPlace('village', `Vereda ${run}`);
  const school = await director.createPlace('school', `Colegio ${run}`, {
    registrationEnabled: true,
  });
  await director.call(STUDENT_ENDPOINTS.create, {
    body: {
      firstName: `Mateo${run}`,
      lastName: 'Rojas',
      birthdate: '2014-09-09',
      gender: 'male',
      grade: '6-sixth',
      villageId: village.id,
    },
  });
  const email = `sofia-${run}@example.org`;
  const password = `pw-${run}-sponsor`;
  await anonymous.signUp({
    code: school.registrationCode ?? '',
    firstName: 'Sofía',
    lastName: `Ruiz ${run}`,
    email,
    password,
    confirmPassword: password,
    acceptTerms: true,
    language: 'en-US',
  });

  await signIn(page, email, password);
  await page.getByRole('link', { name: 'Sponsorship' }).first().click();
  await expect(page.getByRole('heading', { name: 'My students' })).toBeVisible();
  await page.getByLabel('Village').selectOption({ label: `Vereda ${run}` });
  const card = page.getByRole('listitem').filter({ hasText: `Mateo${run}` });
  await expect(card).not.toContainText('Rojas');
  await card.getByRole('button', { name: `Choose Mateo${run}` }).click();
  const panel = page.getByTestId('hold-panel');
  await panel.getByRole('button', { name: 'Confirm sponsorship' }).click();
  await expect(panel).toContainText('All agreements must be accepted');
  await expectNoSeriousAxeViolations(page);
  await panel.getByRole('link', { name: 'Go to the agreements' }).click();

  await expect(page).toHaveURL(/\/edrocks\/agreements$/);
  for (const key of ['sponsor-commitment', 'child-protection']) {
    const section = page.getByRole('region', { name: `Text ${key}` });
    await section.getByLabel(/Your full name/).fill(`sofia ruiz ${run}`);
    await section.getByRole('button', { name: `Sign Text ${key}` }).click();
    await expect(section).toContainText('Signed on');
  }
  await expect(page.getByTestId('all-signed')).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('link', { name: 'Go to Sponsorship' }).click();
  await page.getByTestId('hold-panel').getByRole('button', { name: 'Confirm sponsorship' }).click();
  await expect(page.getByText('You are now their sponsor. Welcome!')).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'My students' }).getByText(`Mateo${run}`),
  ).toBeVisible();
});

test('en español: a minor sponsor signs, sends the parent agreement; the parent draws a signature and signs from the e-mail', async ({
  page,
  browser,
  director,
  anonymous,
  run,
}) => {
  // Texts in Spanish for every agreement (the sponsor's were written in English above).
  const { items } = await director.call(AGREEMENT_ENDPOINTS.list);
  for (const agreement of items) {
    const current = agreement.versions.filter(
      (version) => version.version === agreement.currentVersion,
    );
    for (const language of ['en-US', 'es-CO'] as const) {
      if (current.some((version) => version.language === language)) continue;
      await director.call(AGREEMENT_ENDPOINTS.newVersion, {
        params: { id: agreement.id },
        body: {
          language,
          title: `${language === 'es-CO' ? 'Texto' : 'Text'} ${agreement.key}`,
          text: `${language === 'es-CO' ? 'El texto de' : 'The text of'} ${agreement.key}.`,
        },
      });
    }
  }
  const school = await director.createPlace('school', `Colegio Padres ${run}`, {
    registrationEnabled: true,
  });
  const email = `mariana-${run}@example.org`;
  const password = `pw-${run}-minor`;
  const parentEmail = `rosa-${run}@example.org`;
  await anonymous.signUp({
    code: school.registrationCode ?? '',
    firstName: 'Mariana',
    lastName: `Ortiz ${run}`,
    email,
    password,
    confirmPassword: password,
    acceptTerms: true,
    language: 'es-CO',
  });
  const found = await director.call(SPONSOR_ENDPOINTS.list, { query: { q: email } });
  const sponsorId = found.items[0]!.id;
  await director.call(SPONSOR_ENDPOINTS.update, {
    params: { id: sponsorId },
    body: { birthdate: '2011-06-01' },
  });
  await director.call(SPONSOR_ENDPOINTS.createParent, {
    params: { id: sponsorId },
    body: {
      firstName: 'Rosa',
      lastName: `Ortiz ${run}`,
      email: parentEmail,
      relationship: 'mother',
      language: 'es-CO',
    },
  });

  // The sponsor signs her own agreements, in Spanish, and sends the parent agreement.
  await signIn(page, email, password);
  await page.getByRole('link', { name: 'Acuerdos' }).first().click();
  await expect(page).toHaveURL(/\/edrocks\/agreements$/);
  for (const key of ['sponsor-commitment', 'child-protection']) {
    const section = page.getByRole('region', { name: `Texto ${key}` });
    await section.getByLabel(/Su nombre completo/).fill(`Mariana Ortiz ${run}`);
    await section.getByRole('button', { name: `Firmar Texto ${key}` }).click();
    await expect(section).toContainText('Firmado el');
  }
  const panel = page.getByRole('region', { name: 'Autorización de padres' });
  await expect(panel.getByTestId('parent-agreement-state')).toHaveText('No enviada');
  await expect(page.getByTestId('all-signed')).toBeHidden();
  await panel.getByRole('button', { name: 'Enviar por correo' }).click();
  await expect(panel.getByTestId('parent-agreement-state')).toHaveText('Enviada');
  await expect(panel).toContainText(`Enviada a Rosa Ortiz ${run} (${parentEmail})`);
  await expectNoSeriousAxeViolations(page);

  // The parent opens the link from the e-mail, on a browser of her own.
  const mail = await waitForMail(E2E_MAIL_DIR, parentEmail);
  expect(mail.subject).toBe(`Firme la autorización de padres de Mariana Ortiz ${run}`);
  const link = /https?:\/\/\S+\/agreement\/[A-Za-z0-9_-]+/.exec(mail.text)?.[0];
  expect(link).toBeTruthy();
  const parentContext = await browser.newContext({ locale: 'es-CO' });
  const parent = await parentContext.newPage();
  await parent.goto(link!);
  await expect(parent.getByRole('heading', { name: 'Autorización de padres' })).toBeVisible();
  await expect(parent.getByText(`Mariana Ortiz ${run} quiere apadrinar`)).toBeVisible();
  await expect(parent.getByText('El texto de parent-consent.')).toBeVisible();
  await expect(parent.getByLabel('Su nombre completo')).toHaveValue(`Rosa Ortiz ${run}`);
  await parent.getByRole('button', { name: 'Firmar' }).click();
  await expect(parent.getByText('Dibuje o escriba su firma')).toBeVisible();
  const canvas = parent.getByTestId('signature-canvas');
  const box = (await canvas.boundingBox())!;
  await parent.mouse.move(box.x + 20, box.y + box.height * 0.7);
  await parent.mouse.down();
  for (const [x, y] of [
    [0.2, 0.3],
    [0.35, 0.75],
    [0.5, 0.25],
    [0.65, 0.7],
    [0.85, 0.4],
  ] as const) {
    await parent.mouse.move(box.x + box.width * x, box.y + box.height * y, { steps: 8 });
  }
  await parent.mouse.up();
  await expect(parent.getByText('Dibuje o escriba su firma')).toBeHidden();
  await expectNoSeriousAxeViolations(parent);
  await parent.getByRole('button', { name: 'Firmar' }).click();
  await expect(parent.getByTestId('signed')).toContainText('El acuerdo quedó firmado.');
  await parent.reload();
  await expect(parent.getByTestId('link-state')).toContainText('Este acuerdo ya está firmado.');
  await parentContext.close();

  // The signed copy reaches the parent; the sponsor sees it signed and downloads the PDF.
  const copy = await waitForMail(E2E_MAIL_DIR, parentEmail, (candidate) =>
    candidate.subject.startsWith('Su autorización de padres firmada'),
  );
  expect(copy.text).toContain('Adjuntamos su copia firmada en PDF');
  await page.reload();
  await expect(panel.getByTestId('parent-agreement-state')).toHaveText('Firmada');
  await expect(panel).toContainText(`Firmada por Rosa Ortiz ${run} (madre)`);
  await expect(page.getByTestId('all-signed')).toBeVisible();
  const download = page.waitForEvent('download');
  await panel.getByRole('button', { name: /Descargar .* \(PDF\)/ }).click();
  expect((await download).suggestedFilename()).toMatch(/\.pdf$/);
});

test('the super admin creates and activates years', async ({ page }) => {
  await signInAsDirector(page);
  await page.getByRole('link', { name: 'Years' }).first().click();
  await expect(page).toHaveURL(/\/edrocks\/periods$/);

  await page.getByRole('button', { name: 'New year' }).first().click();
  const form = page.getByRole('dialog', { name: 'New year' });
  await form.getByLabel(/^Name/).fill('2090-2091');
  await form.getByLabel(/^Start date/).fill('2090-08-01');
  await form.getByLabel(/^End date/).fill('2091-07-31');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('2090-2091 was created as a draft.')).toBeVisible();
  const first = page.getByRole('row', { name: /2090-2091/ });
  await expect(first).toContainText('Draft');
  await expectNoSeriousAxeViolations(page);

  await first.getByRole('button', { name: 'Activate 2090-2091' }).click();
  const confirm = page.getByRole('dialog', { name: 'Activate 2090-2091?' });
  // The year the first journey made available closes.
  await expect(confirm).toContainText('2090-2091 becomes the available year');
  await confirm.getByRole('button', { name: 'Activate 2090-2091' }).click();
  await expect(first).toContainText('Available');

  // The next year is offered from the newest one.
  await page.getByRole('button', { name: 'New year' }).first().click();
  const next = page.getByRole('dialog', { name: 'New year' });
  await expect(next.getByLabel(/^Name/)).toHaveValue('2091-2092');
  await expect(next.getByLabel(/^Start date/)).toHaveValue('2091-08-01');
  await next.getByRole('button', { name: 'Save' }).click();
  const second = page.getByRole('row', { name: /2091-2092/ });
  await second.getByRole('button', { name: 'Activate 2091-2092' }).click();
  const closing = page.getByRole('dialog', { name: 'Activate 2091-2092?' });
  await expect(closing).toContainText(
    '2091-2092 becomes the available year; 2090-2091 closes. This cannot be undone.',
  );
  await expectNoSeriousAxeViolations(page);
  await closing.getByRole('button', { name: 'Activate 2091-2092' }).click();
  await expect(second).toContainText('Available');
  await expect(first).toContainText('Closed');
  await expect(first.getByRole('button')).toHaveCount(0);

  await page.getByRole('button', { name: 'Language' }).click();
  await page.getByRole('menuitem', { name: 'Español' }).click();
  await expect(page.getByRole('columnheader', { name: 'Estado' })).toBeVisible();
  await expect(second).toContainText('Disponible');
  await expect(first).toContainText('Cerrado');
  await expect(page.getByRole('button', { name: 'Nuevo año' }).first()).toBeVisible();
});
