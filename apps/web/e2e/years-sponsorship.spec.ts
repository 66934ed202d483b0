// The available year is shared by the whole database, so the journeys that depend on it run in
// this one file, in order: a coordinator pairs and un-pairs in the current year; a sponsor signs
// the agreements and sponsors a student; a minor sponsor (in Spanish) cannot sponsor until a
// parent a coordinator confirmed has signed: she adds her mother, whom a coordinator confirms,
// and gets her to sign from the e-mail, and the coordinator checks the signature made at the
// sponsor's address (a minor is one on the available year's start date); a sponsor and a student
// write letters that a coordinator translates, screens and delivers (a picture is seen before it
// reaches the child, who reads the letter in Spanish), and the document status shows them; a
// coordinator schedules a school's leadership meetings and a sponsor enters a meeting's code and
// submits an assessment, which the completion report counts; donors give on sponsors' pages and a
// coordinator records manual gifts (donations.journeys.ts); a sponsor reads their student by
// first name, and the student their own record with the sponsor's first name; then the super
// admin creates years far in the future and activates them (which closes the current one).
import type { Browser } from '@playwright/test';
import {
  AGREEMENT_ENDPOINTS,
  PERIOD_ENDPOINTS,
  SPONSOR_ENDPOINTS,
  SPONSORSHIP_ENDPOINTS,
  STUDENT_ENDPOINTS,
} from '@portal/shared';
import { E2E_MAIL_DIR } from '../playwright.config';
import {
  E2E_ADMIN,
  PortalApi,
  expect,
  expectNoSeriousAxeViolations,
  signIn,
  signInAsDirector,
  test,
} from './fixtures';
import { donationJourneys } from './donations.journeys';
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
  // The sponsors' agreement texts: a fresh database has them as drafts, which the programme
  // publishes (a sponsor could sponsor no one before).
  await director.publishAgreementTexts('sponsor');
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

test('en español: a minor sponsor signs up, adds her mother, whom a coordinator confirms; the parent draws a signature from the e-mail, and the coordinator checks it', async ({
  page,
  browser,
  director,
  anonymous,
  run,
}) => {
  // Every agreement's text, the parent's too, published in both languages.
  await director.publishAgreementTexts('sponsor');
  await director.publishAgreementTexts('parent');
  const school = await director.createPlace('school', `Colegio Padres ${run}`, {
    registrationEnabled: true,
  });
  // The child she will want to sponsor.
  const villageName = `Vereda Padres ${run}`;
  const village = await director.createPlace('village', villageName);
  const childName = `Julián${run}`;
  await director.call(STUDENT_ENDPOINTS.create, {
    body: {
      firstName: childName,
      lastName: 'Castro',
      birthdate: '2015-02-02',
      gender: 'male',
      grade: '5-fifth',
      villageId: village.id,
    },
  });
  const email = `mariana-${run}@example.org`;
  const password = `pw-${run}-minor`;
  const parentEmail = `rosa-${run}@example.org`;
  const parentName = `Rosa Ortiz ${run}`;
  // She signs up alone, 15 on the year's first day: the parent agreement is hers to get.
  await anonymous.signUp({
    code: school.registrationCode ?? '',
    firstName: 'Mariana',
    lastName: `Ortiz ${run}`,
    email,
    password,
    confirmPassword: password,
    acceptTerms: true,
    language: 'es-CO',
    birthdate: '2011-06-01',
  });
  const found = await director.call(SPONSOR_ENDPOINTS.list, { query: { q: email } });
  const sponsorId = found.items[0]!.id;

  // She adds her mother herself: the contact waits for a coordinator.
  await signIn(page, email, password);
  await expect(page).toHaveURL(/\/edrocks\/?$/);
  await page.goto('/edrocks/sponsors');
  await page.getByRole('button', { name: 'Agregar padre o acudiente' }).click();
  const form = page.getByRole('dialog', { name: 'Agregar un padre o acudiente' });
  await expect(form.getByTestId('parent-form-note')).toContainText(
    'su coordinador confirma el contacto',
  );
  await form.getByLabel(/^Nombres/).fill('Rosa');
  await form.getByLabel(/^Apellidos/).fill(`Ortiz ${run}`);
  await form.getByLabel(/^Correo electrónico/).fill(parentEmail);
  await form.getByLabel(/^Parentesco/).selectOption('Madre');
  await form.getByLabel(/^Idioma/).selectOption('Español');
  await form.getByRole('button', { name: 'Guardar' }).click();
  const parents = page.getByTestId('parents-section');
  await expect(parents.getByTestId('parent-waiting')).toHaveText(
    'Espera la confirmación de su coordinador',
  );
  await expectNoSeriousAxeViolations(page);

  // She signs her own agreements, in Spanish; the parent agreement cannot go out yet.
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
  await expect(panel.getByTestId('parent-contacts-waiting')).toContainText(
    `Esperan la confirmación de su coordinador: ${parentName}.`,
  );
  await expect(panel.getByRole('button', { name: 'Enviar por correo' })).toHaveCount(0);
  await expect(page.getByTestId('all-signed')).toBeHidden();

  // Her own agreements signed, she still cannot sponsor: no confirmed parent has signed.
  await page.getByRole('link', { name: 'Apadrinamiento' }).first().click();
  await page.getByLabel('Vereda').selectOption({ label: villageName });
  await page
    .getByRole('listitem')
    .filter({ hasText: childName })
    .getByRole('button', { name: `Elegir a ${childName}` })
    .click();
  const hold = page.getByTestId('hold-panel');
  await hold.getByRole('button', { name: 'Confirmar apadrinamiento' }).click();
  await expect(hold).toContainText('Debe aceptar todos los acuerdos');
  await page.goto('/edrocks/agreements');

  // The coordinator confirms the contact on her profile, after a confirmation.
  const coordinatorContext = await browser.newContext();
  const coordinator = await coordinatorContext.newPage();
  await signInAsDirector(coordinator);
  await coordinator.goto(`/edrocks/sponsors/${sponsorId}/details`);
  const contacts = coordinator.getByTestId('parents-section');
  await expect(contacts.getByTestId('parent-waiting')).toHaveText('Waiting for your confirmation');
  await contacts.getByRole('button', { name: `Confirm contact: ${parentName}` }).click();
  const vouch = coordinator.getByRole('dialog', {
    name: `Confirm ${parentName} as a parent or guardian?`,
  });
  await expect(vouch).toContainText(`${parentEmail} is their own e-mail`);
  await expectNoSeriousAxeViolations(coordinator);
  await vouch.getByRole('button', { name: 'Confirm contact' }).click();
  await expect(coordinator.getByText(`The contact of ${parentName} is confirmed.`)).toBeVisible();
  await expect(contacts.getByTestId('parent-waiting')).toHaveCount(0);

  // Now the sponsor sends it.
  await page.reload();
  await panel.getByRole('button', { name: 'Enviar por correo' }).click();
  await expect(panel.getByTestId('parent-agreement-state')).toHaveText('Enviada');
  await expect(panel).toContainText(`Enviada a ${parentName} (${parentEmail})`);
  await expectNoSeriousAxeViolations(page);

  // The parent opens the link from the e-mail, on a browser of her own (at the same address as
  // her daughter's, as at home: the signature then waits for the coordinator's check).
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
  await expect(parent.getByLabel('Su nombre completo')).toHaveValue(parentName);
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

  // The signed copy reaches the parent; the sponsor sees it waiting for the check.
  const copy = await waitForMail(E2E_MAIL_DIR, parentEmail, (candidate) =>
    candidate.subject.startsWith('Su autorización de padres firmada'),
  );
  expect(copy.text).toContain('Adjuntamos su copia firmada en PDF');
  await page.reload();
  await expect(panel.getByTestId('parent-agreement-state')).toHaveText('En revisión');
  await expect(panel.getByTestId('parent-agreement-to-check')).toContainText(
    'Su coordinador revisa la firma antes de que cuente',
  );
  await expect(page.getByTestId('all-signed')).toBeHidden();

  // The coordinator checks it on her profile: why it waits, then Confirm signature.
  await coordinator.reload();
  const check = coordinator.getByRole('region', { name: "A parent's signature to check" });
  await expect(check).toContainText(`${parentName} (Mother) signed the parent agreement`);
  await expect(check).toContainText('from the internet address (or home network)');
  await expect(check).toContainText('Signed from');
  await expectNoSeriousAxeViolations(coordinator);
  await check.getByRole('button', { name: 'Confirm signature' }).click();
  const decision = coordinator.getByRole('dialog', { name: 'Confirm this signature?' });
  await decision.getByRole('button', { name: 'Confirm signature' }).click();
  await expect(coordinator.getByText(`The signature of ${parentName} counts now.`)).toBeVisible();
  await expect(check).toHaveCount(0);
  await coordinatorContext.close();

  // The sponsor sees it signed and downloads the PDF.
  await page.reload();
  await expect(panel.getByTestId('parent-agreement-state')).toHaveText('Firmada');
  await expect(panel).toContainText(`Firmada por ${parentName} (madre)`);
  await expect(page.getByTestId('all-signed')).toBeVisible();
  const download = page.waitForEvent('download');
  await panel.getByRole('button', { name: /Descargar .* \(PDF\)/ }).click();
  expect((await download).suggestedFilename()).toMatch(/\.pdf$/);

  // Now she sponsors the child she chose (still held for her).
  await page.getByRole('link', { name: 'Apadrinamiento' }).first().click();
  await page
    .getByTestId('hold-panel')
    .getByRole('button', { name: 'Confirmar apadrinamiento' })
    .click();
  await expect(page.getByText('Ahora es su padrino. ¡Bienvenido!')).toBeVisible();
});

/** A one-page PDF (a blue square), drawn by pdf.js wherever a letter's attachment is shown. */
function onePagePdf(): Buffer {
  const content = '0 0 1 rg 20 20 160 160 re f';
  return Buffer.from(
    [
      '%PDF-1.4',
      '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
      '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
      '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] /Contents 4 0 R >> endobj',
      `4 0 obj << /Length ${content.length} >> stream`,
      content,
      'endstream endobj',
      'trailer << /Root 1 0 R >>',
      '%%EOF',
      '',
    ].join('\n'),
  );
}

/** The people of the letters journeys, made by the first of them and used by the next ones. */
interface LetterCast {
  run: string;
  school: { id: number; name: string };
  village: { id: number; name: string };
  sponsor: { email: string; password: string; firstName: string; fullName: string };
  student: { email: string; password: string; firstName: string; fullName: string };
}
let cast: LetterCast | undefined;

function letterCast(): LetterCast {
  if (!cast) throw new Error('the first letters journey sets up its people');
  return cast;
}

/** Another person on their own browser context (the same base URL and locale). */
async function openAs(browser: Browser, email: string, password: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, email, password);
  return { page, close: () => context.close() };
}

test('letters: a sponsor writes letter 1 (the draft survives a reload) and sends it; a coordinator translates it and delivers it', async ({
  page,
  browser,
  request,
  director,
  anonymous,
  run,
}) => {
  const school = await director.createPlace('school', `Colegio Cartas ${run}`, {
    registrationEnabled: true,
  });
  const village = await director.createPlace('village', `Vereda Cartas ${run}`, {
    registrationEnabled: true,
  });
  const sponsor = {
    email: `hannah-${run}@example.org`,
    password: `pw-${run}-letters`,
    firstName: 'Hannah',
    fullName: `Hannah Miller ${run}`,
  };
  const student = {
    email: `camila-${run}@example.org`,
    password: `pw-${run}-cartas`,
    firstName: 'Camila',
    fullName: `Camila Torres ${run}`,
  };
  const session = await anonymous.signUp({
    code: school.registrationCode ?? '',
    firstName: sponsor.firstName,
    lastName: `Miller ${run}`,
    email: sponsor.email,
    password: sponsor.password,
    confirmPassword: sponsor.password,
    acceptTerms: true,
    language: 'en-US',
  });
  // The sponsor signs every agreement asked of her (the texts were published above).
  const asSponsor = new PortalApi(request, session.access);
  const mine = await asSponsor.call(AGREEMENT_ENDPOINTS.mine);
  for (const agreement of mine.items.filter((item) => item.state !== 'signed')) {
    await asSponsor.call(AGREEMENT_ENDPOINTS.accept, {
      params: { versionId: agreement.versionId },
      body: { typedName: sponsor.fullName },
    });
  }
  await anonymous.signUp({
    code: village.registrationCode ?? '',
    firstName: student.firstName,
    lastName: `Torres ${run}`,
    email: student.email,
    password: student.password,
    confirmPassword: student.password,
    acceptTerms: true,
    language: 'es-CO',
  });
  const sponsors = await director.call(SPONSOR_ENDPOINTS.list, { query: { q: sponsor.email } });
  const students = await director.call(STUDENT_ENDPOINTS.list, { query: { q: `Torres ${run}` } });
  await director.call(SPONSORSHIP_ENDPOINTS.create, {
    body: { sponsorId: sponsors.items[0]!.id, studentId: students.items[0]!.id },
  });
  cast = { run, school, village, sponsor, student };

  // The sponsor writes letter 1 in English (her account's language); Camila reads Spanish (hers).
  await signIn(page, sponsor.email, sponsor.password);
  await page.getByRole('link', { name: 'Letters' }).first().click();
  await expect(page).toHaveURL(/\/edrocks\/letters$/);
  await expect(page.getByTestId('agreements-needed')).toBeHidden();
  await page.getByRole('link', { name: 'Write letter 1 to Camila' }).click();
  const editor = page.getByTestId('letter-editor');
  await expect(editor).toContainText('Letter 1 to Camila');
  // The languages are the server's: said, not chosen.
  await expect(editor.getByTestId('letter-languages')).toHaveText(
    'You write in English and Camila reads Spanish: your letter is translated before it is delivered, by a coordinator when needed.',
  );
  await expect(editor.getByRole('combobox')).toHaveCount(0);
  await editor.getByLabel(/^Subject/).fill('News from my garden');
  await editor
    .getByLabel(/^Message/)
    .fill('Dear Camila, our tomatoes are finally red. I hope school is going well!');
  await editor.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByTestId('save-status')).toHaveText(/^Saved at/);
  await page.reload();
  await expect(editor.getByLabel(/^Subject/)).toHaveValue('News from my garden');
  await expect(editor.getByLabel(/^Message/)).toHaveValue(
    'Dear Camila, our tomatoes are finally red. I hope school is going well!',
  );
  await expect(editor.getByText('We restored what you had typed')).toBeHidden();
  await expectNoSeriousAxeViolations(page);
  await editor.getByRole('button', { name: 'Save and send' }).click();
  const confirm = page.getByRole('dialog', { name: 'Send letter 1?' });
  await expect(confirm).toContainText('Letter 1 goes to Camila.');
  await confirm.getByRole('button', { name: 'Send letter 1' }).click();
  await expect(page).toHaveURL(/\/edrocks\/letters$/);
  await expect(page.getByTestId('letter-slot-1').getByTestId('due-words')).toHaveText('Sent');
  await page.getByRole('tab', { name: 'Sent' }).click();
  await expect(
    page
      .getByRole('table', { name: 'Letters you sent' })
      .getByRole('row')
      .filter({ hasText: 'News from my garden' }),
  ).toContainText('Waiting for review');

  // No translation service here: a coordinator writes the translation and delivers it.
  const coordinator = await openAs(browser, E2E_ADMIN.email, E2E_ADMIN.password);
  const review = coordinator.page;
  await review.getByRole('link', { name: 'Letters to review' }).first().click();
  await expect(review).toHaveURL(/\/edrocks\/letters\/review$/);
  const waiting = review.getByRole('row').filter({ hasText: `Hannah Miller ${run} →` });
  await expect(waiting).toContainText('Needs a translation');
  await expect(waiting).toContainText('English → Spanish');
  await waiting.getByRole('button', { name: `Claim letter 1 of Hannah Miller ${run}` }).click();
  await expect(review).toHaveURL(/\/edrocks\/letters\/review\/\d+$/);
  await expect(
    review.getByRole('heading', {
      name: `Letter 1 from Hannah Miller ${run} to Camila Torres ${run}`,
    }),
  ).toBeVisible();
  await expect(review.getByTestId('claim-state')).toContainText('Claimed by');
  await expect(review.getByTestId('review-original-text')).toContainText('our tomatoes');
  const translation = review.getByRole('region', { name: 'Translation (Spanish)' });
  await expectNoSeriousAxeViolations(review);
  await translation.getByLabel(/^Subject/).fill('Noticias de mi huerta');
  await translation
    .getByLabel(/^Message/)
    .fill(
      'Querida Camila: por fin los tomates están rojos. ¡Espero que te vaya bien en el colegio!',
    );
  await translation.getByRole('button', { name: 'Save translation' }).click();
  await expect(translation).toContainText('Translated by a coordinator.');
  await expect(review.getByTestId('review-translation-text')).toContainText(
    'Noticias de mi huerta',
  );
  await review.getByRole('button', { name: 'Deliver', exact: true }).click();
  const deliver = review.getByRole('dialog', { name: 'Deliver letter 1?' });
  await expect(deliver).toContainText(`Camila Torres ${run} will receive letter 1`);
  await deliver.getByRole('button', { name: 'Deliver letter 1' }).click();
  await expect(review).toHaveURL(/\/edrocks\/letters\/review$/);
  await expect(review.getByText('Letter delivered')).toBeVisible();
  await expect(waiting).toHaveCount(0);
  await coordinator.close();
});

test('en español: the student reads letter 1 translated, shows the original and answers it', async ({
  page,
}) => {
  const { sponsor, student } = letterCast();
  await signIn(page, student.email, student.password);
  await page.getByRole('link', { name: 'Cartas', exact: true }).first().click();
  await expect(page).toHaveURL(/\/edrocks\/letters$/);
  await expect(page.getByRole('tab', { name: 'Recibidas (1 sin leer)' })).toBeVisible();
  await page.getByRole('link', { name: 'Leer la carta 1 de Hannah (sin leer)' }).click();

  const reader = page.getByTestId('letter-reader');
  const body = reader.getByTestId('letter-body');
  await expect(reader).toContainText('De Hannah · Para Camila');
  await expect(reader).not.toContainText('Miller');
  await expect(body).toHaveAttribute('lang', 'es-CO');
  await expect(body.getByRole('heading', { name: 'Noticias de mi huerta' })).toBeVisible();
  await expect(body).toContainText('por fin los tomates están rojos');
  await expect(reader).toContainText('Traducida del inglés al español.');
  await expectNoSeriousAxeViolations(page);
  await reader.getByRole('button', { name: 'Ver el original' }).click();
  await expect(body).toHaveAttribute('lang', 'en-US');
  await expect(body.getByRole('heading', { name: 'News from my garden' })).toBeVisible();
  await expect(body).toContainText('our tomatoes are finally red');
  await expect(reader).toContainText('Original, en inglés.');
  await expect(reader.getByRole('button', { name: 'Ver la traducción' })).toBeVisible();

  await reader.getByRole('link', { name: 'Responder la carta 1' }).click();
  const editor = page.getByTestId('letter-editor');
  await expect(editor).toContainText(`Respuesta a la carta 1 de ${sponsor.firstName}`);
  await expect(editor.getByTestId('letter-languages')).toHaveText(
    'Usted escribe en español y Hannah lee en inglés: su carta se traduce antes de entregarla, por un coordinador cuando hace falta.',
  );
  await expect(editor.getByRole('combobox')).toHaveCount(0);
  await editor.getByLabel(/^Asunto/).fill('Gracias por tu carta');
  await editor
    .getByLabel(/^Mensaje/)
    .fill('Hola Hannah: en mi vereda también sembramos tomates. Me gusta dibujar y leer.');
  await editor.getByRole('button', { name: 'Guardar y enviar' }).click();
  const confirm = page.getByRole('dialog', { name: '¿Enviar la carta 1?' });
  await confirm.getByRole('button', { name: 'Enviar la carta 1' }).click();
  await expect(page).toHaveURL(/\/edrocks\/letters$/);
  await expect(page.getByText('Carta enviada')).toBeVisible();
  await expect(page.getByTestId('letter-slot-1').getByTestId('due-words')).toHaveText('Enviada');
  await expect(page.getByRole('tab', { name: 'Recibidas', exact: true })).toBeVisible();
  await page.getByRole('tab', { name: 'Enviadas' }).click();
  await expect(
    page
      .getByRole('table', { name: 'Cartas que envió' })
      .getByRole('row')
      .filter({ hasText: 'Gracias por tu carta' }),
  ).toContainText('Esperando revisión');
});

test('letters: a phone number and a PDF in letter 2 wait for the coordinator, who sees both, sets the languages and delivers it; the student finds it in the inbox', async ({
  page,
  browser,
}) => {
  const { run, sponsor, student } = letterCast();
  const phone = '+1 415 555 0132';
  await signIn(page, sponsor.email, sponsor.password);
  await page.getByRole('link', { name: 'Letters' }).first().click();
  await page.getByRole('link', { name: 'Write letter 2 to Camila' }).click();
  const editor = page.getByTestId('letter-editor');
  await editor.getByLabel(/^Subject/).fill('Our school office');
  await editor
    .getByLabel(/^Message/)
    .fill(`Hi Camila! This is the number of our school office: ${phone}. Keep practising English!`);
  await editor.getByTestId('attachment-input').setInputFiles({
    name: 'school-office.pdf',
    mimeType: 'application/pdf',
    buffer: onePagePdf(),
  });
  await expect(editor.getByRole('img', { name: 'Page 1 of 1 of school-office.pdf' })).toBeVisible();
  await editor.getByRole('button', { name: 'Save and send' }).click();
  await page
    .getByRole('dialog', { name: 'Send letter 2?' })
    .getByRole('button', { name: 'Send letter 2' })
    .click();
  await expect(page.getByTestId('letter-slot-2').getByTestId('due-words')).toHaveText('Sent');

  const coordinator = await openAs(browser, E2E_ADMIN.email, E2E_ADMIN.password);
  const review = coordinator.page;
  await review.getByRole('link', { name: 'Letters to review' }).first().click();
  // Camila's answer waits for its translation; Hannah's letter 2 for the safeguarding decision.
  await expect(
    review.getByRole('row').filter({ hasText: `Camila Torres ${run} → Hannah Miller ${run}` }),
  ).toContainText('Needs a translation');
  const waiting = review.getByRole('row').filter({ hasText: `Hannah Miller ${run} →` });
  await expect(waiting).toContainText('Safeguarding match');
  await expect(waiting).toContainText('Needs a translation');
  await expect(waiting).toContainText('Attachment to check');
  await expect(waiting).toContainText('English → Spanish');
  await waiting.getByRole('button', { name: `Claim letter 2 of Hannah Miller ${run}` }).click();
  await expect(review).toHaveURL(/\/edrocks\/letters\/review\/\d+$/);
  const original = review.getByTestId('review-original-text');
  await expect(original.locator('mark', { hasText: phone })).toHaveText(phone);
  await expect(original.locator('mark', { hasText: phone })).toHaveAttribute('data-kind', 'phone');
  await expect(review.getByTestId('review-match-list')).toContainText(
    `Phone number in the message: “${phone}”`,
  );
  // The PDF is drawn in the page, beside the text (the API's answers may not be framed).
  const attachment = review.getByRole('region', { name: 'Attachment: school-office.pdf' });
  await expect(
    attachment.getByRole('img', { name: 'Page 1 of 1 of school-office.pdf' }),
  ).toBeVisible();
  // Camila practises English: the coordinator sets the letter to be read in English.
  await expect(review.getByTestId('review-language-pair')).toHaveText(
    'Written in English · read in Spanish',
  );
  await review.getByRole('button', { name: 'Correct the languages' }).click();
  const languages = review.getByRole('dialog', { name: 'Correct the languages' });
  await languages.getByRole('combobox', { name: /Read in/ }).click();
  await review.getByRole('option', { name: 'English' }).click();
  await languages.getByRole('button', { name: 'Save languages' }).click();
  await expect(review.getByText('Languages saved')).toBeVisible();
  await expect(review.getByTestId('review-language-pair')).toHaveText(
    'Written in English · read in English',
  );
  await expect(
    review.getByText('Both sides read English: no translation is needed.'),
  ).toBeVisible();
  await expect(review.getByTestId('review-history')).toContainText('Languages corrected');
  await expectNoSeriousAxeViolations(review);
  await review.getByRole('button', { name: 'Deliver', exact: true }).click();
  await review
    .getByRole('dialog', { name: 'Deliver letter 2?' })
    .getByRole('button', { name: 'Deliver letter 2' })
    .click();
  await expect(review).toHaveURL(/\/edrocks\/letters\/review$/);
  await expect(review.getByText('Letter delivered')).toBeVisible();
  await coordinator.close();

  const reader = await openAs(browser, student.email, student.password);
  await reader.page.getByRole('link', { name: 'Cartas', exact: true }).first().click();
  await expect(reader.page.getByRole('tab', { name: 'Recibidas (1 sin leer)' })).toBeVisible();
  const received = reader.page
    .getByRole('table', { name: 'Cartas que recibió' })
    .getByRole('row')
    .filter({ hasText: 'Our school office' });
  await expect(received).toContainText('Hannah');
  await expect(received).toContainText('Carta 2');
  await expect(received).toContainText('(sin leer)');
  await reader.close();
});

/** A child's drawing of a house by a tree (a small JPEG), as a sponsor would attach a photo. */
const HOUSE_DRAWING = Buffer.from(
  '/9j/2wBDAAoHBwgHBgoICAgLCgoLDhgQDg0NDh0VFhEYIx8lJCIfIiEmKzcvJik0KSEiMEExNDk7Pj4+JS5ESUM8' +
    'SDc9Pjv/2wBDAQoLCw4NDhwQEBw7KCIoOzs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7' +
    'Ozs7Ozs7Ozv/wAARCABaAHgDASIAAhEBAxEB/8QAGwABAAIDAQEAAAAAAAAAAAAAAAIFAQMGBAf/xAAxEAACAQIC' +
    'BgkDBQAAAAAAAAAAAQIDBAUREhVRZKLhEyIxNUFTc7LRBiGhIzJhcYH/xAAbAQEAAgMBAQAAAAAAAAAAAAAABAUB' +
    'AgYHA//EADARAAIBAwAHBQgDAAAAAAAAAAABAgMEEQUUITFSodEGEkFRYhUWM2FxkcHhMoHx/9oADAMBAAIRAxEA' +
    'PwDtgAXRQgAAAAAAAAAAAAGUs2TUEVOkNM2tg1Gq25PwW1ku3sqtwsw3ebNYJuGwifWw0nbX8XKi9q3p70aXFrUt' +
    '3iaMAAsSOAAAADFSpClTlUqSUYxWbk3kkBvMlVdfUdlbXkbdtzWeU5x+6h8lPjH1HO50rezbhR7JT7HP4RQm6j5l' +
    'zbaNyu9V+x9Jp1IVacalOSnCSzUk80yRwuFYzcYZUyXXot9am3+VsZ2dlfW9/QVa3npLxXjF7GYawQrm0nQed68z' +
    'eADUhk4dhIhF5fYmeU9oqNWnpCcp7pbU/lj8HWaOnGVvFR8N4IT/AHEzW3myf2Uo1Xdyqr+KWH/eNn5I+lpxVJRe' +
    '/JgAHo5zYAABovL2hYUHWuJ6MfBeMnsRxmK4zXxOpk/06KfVpp/l7Wd0fOcU72vPXn7mRrm61dJ93OS+0LbwrTln' +
    'evE1A1Ahe1/Rz/R0+o+rl+zaeizva9hXVa3noy8V4SWxniA9r+jn+jErBSWG9n0O/wAKxmhicNFZU66XWpt/lbUW' +
    'J5cL7ps/Qh7UeotYvvJM4CuoqpJRWFkGVJrxMA0q0aVaPdqRUl81k0hOUHmLwZbb7TABmnThTj3YJJeS2GJSlJ5k' +
    '8sAA3MAFXrrd+PkNdbvx8iHr9vxcn0MFofOcU72vPXn7mdlrrd+PkcXfz6XELmpllpVZPLZm2V1/cUqsUoPJ03Z3' +
    '4s/oecAFUdgAAAfRsL7ps/Qh7UeopLDF+iw+2p9Bno0orPT7ckv4N+ut34+R0cL63UUnLk+h5fX+LL6stAVeut34' +
    '+Q11u/HyN9ft+Lk+h8S0BV663fj5DXW78fIa/b8XJ9AWgKvXW78fIDX7fi5PoCrABzIBS18Pup3FScaWcZTbT0lt' +
    '/sugCdZX1Szk5U0nnz/1FDq288niXyNW3nk8S+S+ALL3huuGP2fUodW3nk8S+Rq288niXyXwA94brhj9n1IUIuFv' +
    'ThJZSjBJr/CYAKGcnKTk/EAAGoAAAAAAAAAAAAAAAAAAAAAAAAAAAAAB/9k=',
  'base64',
);

test('letters: a picture in letter 3 waits for the coordinator, who looks at it, translates and delivers the letter; the child reads it in Spanish with the picture', async ({
  page,
  browser,
}) => {
  const { run, sponsor, student } = letterCast();
  await signIn(page, sponsor.email, sponsor.password);
  await page.getByRole('link', { name: 'Letters' }).first().click();
  await page.getByRole('link', { name: 'Write letter 3 to Camila' }).click();
  const editor = page.getByTestId('letter-editor');
  await editor.getByLabel(/^Subject/).fill('My house');
  await editor
    .getByLabel(/^Message/)
    .fill('Hi Camila! I drew my house for you, with the purple roof and the sun over the hill.');
  await editor.getByTestId('attachment-input').setInputFiles({
    name: 'my-house.jpg',
    mimeType: 'image/jpeg',
    buffer: HOUSE_DRAWING,
  });
  await expect(editor.getByRole('img', { name: 'Attached picture: my-house.jpg' })).toBeVisible();
  await editor.getByRole('button', { name: 'Save and send' }).click();
  await page
    .getByRole('dialog', { name: 'Send letter 3?' })
    .getByRole('button', { name: 'Send letter 3' })
    .click();
  await expect(page.getByTestId('letter-slot-3').getByTestId('due-words')).toHaveText('Sent');

  // Nothing in the text is flagged, but a picture always waits for a coordinator's eyes.
  const coordinator = await openAs(browser, E2E_ADMIN.email, E2E_ADMIN.password);
  const review = coordinator.page;
  await review.getByRole('link', { name: 'Letters to review' }).first().click();
  const waiting = review
    .getByRole('row')
    .filter({ hasText: `Hannah Miller ${run} →` })
    .filter({ hasText: 'Attachment to check' });
  await expect(waiting).not.toContainText('Safeguarding match');
  await waiting.getByRole('button', { name: `Claim letter 3 of Hannah Miller ${run}` }).click();
  await expect(review).toHaveURL(/\/edrocks\/letters\/review\/\d+$/);
  const attachment = review.getByRole('region', { name: 'Attachment: my-house.jpg' });
  const picture = attachment.getByRole('img', { name: 'Attached picture: my-house.jpg' });
  await expect(picture).toBeVisible();
  // The picture is really drawn (the signed URL answered an image), not a broken frame.
  await expect
    .poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);
  const translation = review.getByRole('region', { name: 'Translation (Spanish)' });
  await translation.getByLabel(/^Subject/).fill('Mi casa');
  await translation
    .getByLabel(/^Message/)
    .fill('¡Hola, Camila! Te dibujé mi casa, con el techo morado y el sol sobre la loma.');
  await translation.getByRole('button', { name: 'Save translation' }).click();
  await expect(translation).toContainText('Translated by a coordinator.');
  await expectNoSeriousAxeViolations(review);
  await review.getByRole('button', { name: 'Deliver', exact: true }).click();
  await review
    .getByRole('dialog', { name: 'Deliver letter 3?' })
    .getByRole('button', { name: 'Deliver letter 3' })
    .click();
  await expect(review.getByText('Letter delivered')).toBeVisible();
  await coordinator.close();

  // Camila reads it in Spanish, with the picture.
  const reader = await openAs(browser, student.email, student.password);
  await reader.page.getByRole('link', { name: 'Cartas', exact: true }).first().click();
  await reader.page.getByRole('link', { name: 'Leer la carta 3 de Hannah (sin leer)' }).click();
  const letter = reader.page.getByTestId('letter-reader');
  const body = letter.getByTestId('letter-body');
  await expect(body).toHaveAttribute('lang', 'es-CO');
  await expect(body.getByRole('heading', { name: 'Mi casa' })).toBeVisible();
  await expect(body).toContainText('Te dibujé mi casa');
  await expect(letter.getByRole('img', { name: 'Imagen adjunta: my-house.jpg' })).toBeVisible();
  await expectNoSeriousAxeViolations(reader.page);
  await reader.close();
});

test('the document status shows the letters sent and answered, and gives a sponsorship begun after a due date its grace period', async ({
  page,
  director,
}) => {
  const { run, school, village } = letterCast();
  // A second sponsor of the school, paired today: letter 1 and its answer were due before the
  // pairing began, so they count from its start (LETTER_GRACE_DAYS) and are not late.
  const quiet = await director.call(SPONSOR_ENDPOINTS.create, {
    body: {
      firstName: 'Grace',
      lastName: `Walker ${run}`,
      email: `grace-${run}@example.org`,
      schoolId: school.id,
    },
  });
  const pupil = await director.call(STUDENT_ENDPOINTS.create, {
    body: {
      firstName: 'Andrés',
      lastName: `Peña ${run}`,
      birthdate: '2015-03-03',
      gender: 'male',
      grade: '5-fifth',
      villageId: village.id,
    },
  });
  await director.call(SPONSORSHIP_ENDPOINTS.create, {
    body: { sponsorId: quiet.id, studentId: pupil.id },
  });

  await signInAsDirector(page);
  await page.getByRole('link', { name: 'Document status' }).first().click();
  await expect(page).toHaveURL(/\/edrocks\/document_status/);
  await page.getByLabel('School').selectOption({ label: school.name });
  const rows = page.getByTestId('status-row');
  await expect(rows).toHaveCount(2);
  const writer = rows.filter({ hasText: `Miller ${run}` });
  await expect(writer).toContainText(`Camila Torres ${run} (${village.name})`);
  await expect(writer).toContainText('Letter 1 sent: done');
  await expect(writer).toContainText('Letter 2 sent: done');
  await expect(writer).toContainText('Letter 1 answered: done');
  await expect(writer).toContainText('Letter 2 answered: not due yet');
  const newcomer = rows.filter({ hasText: `Walker ${run}` });
  await expect(newcomer).toContainText('Letter 1 sent: not due yet');
  await expect(newcomer).toContainText('Letter 1 answered: not due yet');
  await expect(newcomer.locator('[data-state="late"]')).toHaveCount(0);
  await expectNoSeriousAxeViolations(page);
});

test('the leadership curriculum: ten meetings scheduled, a code entered on a phone, an assessment submitted, the completion report; again in Spanish', async ({
  page,
  browser,
  director,
  anonymous,
  run,
}) => {
  const school = await director.createPlace('school', `Colegio Liderazgo ${run}`, {
    registrationEnabled: true,
  });
  const email = `tomas-${run}@example.org`;
  const password = `pw-${run}-leader`;
  await anonymous.signUp({
    code: school.registrationCode ?? '',
    firstName: 'Tomás',
    lastName: `Leader ${run}`,
    email,
    password,
    confirmPassword: password,
    acceptTerms: true,
    language: 'en-US',
  });

  // The coordinator schedules the school's ten meetings in one step; kickoff 1 began ten minutes
  // ago (the browser runs in Bogotá, five hours behind UTC all year).
  await signInAsDirector(page);
  await page.getByRole('link', { name: 'Meetings' }).first().click();
  await expect(page).toHaveURL(/\/edrocks\/meetings$/);
  await page.getByRole('button', { name: 'Schedule meetings' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Schedule meetings' });
  const yearSelect = dialog.getByLabel(/^Year/);
  const available = yearSelect.locator('option', { hasText: '(available year)' });
  await yearSelect.selectOption((await available.getAttribute('value')) ?? '');
  await dialog.getByLabel(/^School/).selectOption({ label: school.name });
  const bogotaNow = new Date(Date.now() - 10 * 60_000 - 5 * 3_600_000).toISOString();
  const kinds = ['Kickoff 1', 'Kickoff 2', ...[1, 2, 3, 4, 5, 6, 7].map((n) => `Meeting ${n}`)];
  const rows = [...kinds, 'Final meeting'].map((name, index) => ({
    name,
    date: index === 0 ? bogotaNow.slice(0, 10) : `2027-0${1 + Math.floor(index / 2)}-1${index % 2}`,
    time: index === 0 ? bogotaNow.slice(11, 16) : '15:00',
  }));
  for (const row of rows) {
    await dialog.getByLabel(`Date of ${row.name}`).fill(row.date);
    await dialog.getByLabel(`Time of ${row.name}`).fill(row.time);
    await dialog.getByLabel(`Place of ${row.name}`).fill('Biblioteca del colegio');
  }
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`10 meetings of ${school.name} saved.`)).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  // Meeting 1's code, on a phone held up in the hall.
  await page.setViewportSize({ width: 375, height: 740 });
  await page.getByRole('searchbox', { name: 'Search by school' }).fill(`Liderazgo ${run}`);
  // The search reaches the address after a pause; a click before it would be undone by it.
  await expect(page).toHaveURL(/\?q=Liderazgo/);
  await page
    .getByRole('row', { name: /Kickoff 1/ })
    .getByRole('link')
    .first()
    .click();
  await expect(page).toHaveURL(/\/edrocks\/meetings\/\d+$/);
  const codeText = await page
    .getByTestId('attendance-code')
    .locator('[aria-hidden]')
    .first()
    .textContent();
  const code = codeText?.trim() ?? '';
  expect(code).toMatch(/^[2-9A-HJKMNP-Z]{6}$/);
  await expect(page.getByTestId('attendance-qr').locator('svg')).toBeVisible();
  const fits = await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
  expect(fits).toBe(true);
  await expectNoSeriousAxeViolations(page);

  // The sponsor, on their own phone: a wrong code, then the right one.
  const sponsor = await openAs(browser, email, password);
  await expect(sponsor.page).toHaveURL(/\/edrocks\/?$/);
  await sponsor.page.setViewportSize({ width: 375, height: 740 });
  await sponsor.page.goto('/edrocks/sponsors/meetings');
  await expect(sponsor.page.getByRole('heading', { name: 'My meetings' })).toBeVisible();
  const codeInput = sponsor.page.getByLabel(/^Attendance code/);
  const wrong = code === 'ABCDEF' ? 'ABCDEG' : 'ABCDEF';
  await codeInput.fill(wrong);
  await sponsor.page.getByRole('button', { name: 'Send code' }).click();
  await expect(sponsor.page.getByText('Attendance code is invalid')).toBeVisible();
  await codeInput.fill(code.toLowerCase());
  await sponsor.page.getByRole('button', { name: 'Send code' }).click();
  await expect(sponsor.page.getByText('Your attendance at Kickoff 1 was recorded.')).toBeVisible();
  await expect(sponsor.page.getByTestId('my-meeting-1')).toContainText('Attended');
  await expect(sponsor.page.getByText('1 of 10 meetings attended')).toBeVisible();
  await expectNoSeriousAxeViolations(sponsor.page);

  // An assessment: too short, then submitted.
  await sponsor.page.goto('/edrocks/sponsors/assessments');
  const promise = sponsor.page.getByTestId('assessment-promiseAndCommitment');
  const answer = promise.getByRole('textbox');
  await answer.fill('I promise to write.');
  await promise.getByRole('button', { name: 'Submit' }).click();
  await expect(promise).toContainText('Min 150 characters');
  await answer.fill(
    'I promise to write every letter on time, to come to every meeting of my school, and to listen to my student. When it gets hard I will ask my coordinator for help instead of giving up.',
  );
  await promise.getByRole('button', { name: 'Submit' }).click();
  await sponsor.page
    .getByRole('dialog', { name: 'Submit Promise and commitment?' })
    .getByRole('button', { name: 'Submit Promise and commitment' })
    .click();
  await expect(promise.getByTestId('assessment-status')).toHaveText('Submitted');
  await expect(sponsor.page.getByTestId('assessments-progress')).toContainText('1 of 5 submitted');
  await expectNoSeriousAxeViolations(sponsor.page);

  // The same screens in Spanish.
  await sponsor.page.getByRole('button', { name: 'Language' }).click();
  await sponsor.page.getByRole('menuitem', { name: 'Español' }).click();
  await expect(promise.getByTestId('assessment-status')).toHaveText('Enviada');
  await sponsor.page.goto('/edrocks/sponsors/meetings');
  await expect(sponsor.page.getByText('1 de 10 reuniones asistidas')).toBeVisible();
  await sponsor.page.getByLabel(/^Código de asistencia/).fill(wrong);
  await sponsor.page.getByRole('button', { name: 'Enviar código' }).click();
  await expect(sponsor.page.getByText('El código de asistencia no es válido')).toBeVisible();
  await sponsor.close();

  // The attendance report: kickoff 1 attended by code, the rest to come.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/edrocks/attendance');
  await page.getByLabel(/^School/).selectOption({ label: school.name });
  const attendance = page.getByTestId('attendance-row').filter({ hasText: `Leader ${run}` });
  await expect(attendance).toContainText('Kickoff 1: attended, by code');
  await expect(attendance).toContainText('Kickoff 2: upcoming');
  await expect(attendance).toContainText('1 of 10');
  await expect(page.getByTestId('attendance-chart')).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  // The completion report: 1 of 10 meetings, 1 of 5 assessments; then in Spanish.
  await page.goto('/edrocks/leadership_report');
  await page.getByLabel(/^School/).selectOption({ label: school.name });
  const row = page.getByTestId('completion-row').filter({ hasText: `Leader ${run}` });
  await expect(row).toContainText('1 of 10');
  await expect(row).toContainText('1 of 5');
  await expect(row).toContainText('0 of 4');
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('button', { name: 'Language' }).click();
  await page.getByRole('menuitem', { name: 'Español' }).click();
  await expect(row).toContainText('1 de 10');
  await expect(row).toContainText('1 de 5');
});

donationJourneys();

test("a sponsor reads their student by first name, age, grade and village; the student reads their own record with the sponsor's first name", async ({
  page,
  browser,
  run,
  director,
  anonymous,
}) => {
  test.setTimeout(120_000);
  const school = await director.createPlace('school', `Colegio Vista ${run}`, {
    registrationEnabled: true,
  });
  const village = await director.createPlace('village', `Vereda Vista ${run}`, {
    registrationEnabled: true,
  });
  const sponsor = { email: `nora-${run}@example.org`, password: `pw-${run}-nora` };
  const student = { email: `lucia-${run}@example.org`, password: `pw-${run}-lucia` };
  await anonymous.signUp({
    code: school.registrationCode ?? '',
    firstName: 'Nora',
    lastName: `Whitfield ${run}`,
    email: sponsor.email,
    password: sponsor.password,
    confirmPassword: sponsor.password,
    acceptTerms: true,
    language: 'en-US',
  });
  await anonymous.signUp({
    code: village.registrationCode ?? '',
    firstName: 'Lucía',
    lastName: `Cárdenas ${run}`,
    email: student.email,
    password: student.password,
    confirmPassword: student.password,
    acceptTerms: true,
    language: 'es-CO',
  });
  const sponsors = await director.call(SPONSOR_ENDPOINTS.list, { query: { q: sponsor.email } });
  const students = await director.call(STUDENT_ENDPOINTS.list, {
    query: { q: `Cárdenas ${run}` },
  });
  const studentId = students.items[0]!.id;
  // The coordinator completes what sign-up leaves out, and pairs them.
  await director.call(STUDENT_ENDPOINTS.update, {
    params: { id: studentId },
    body: { birthdate: '2014-06-21', gender: 'female', grade: '5-fifth' },
  });
  await director.call(SPONSORSHIP_ENDPOINTS.create, {
    body: { sponsorId: sponsors.items[0]!.id, studentId },
  });

  // The sponsor: "My students", by first name; the details say what a sponsor needs, no more.
  await signIn(page, sponsor.email, sponsor.password);
  await page.getByRole('link', { name: 'My students' }).first().click();
  await expect(page).toHaveURL(/\/edrocks\/students/);
  const table = page.getByRole('table', { name: 'My students' });
  await table.getByRole('link', { name: 'Lucía', exact: true }).click();
  await expect(page).toHaveURL(/\/edrocks\/students\/\d+\/details$/);
  await expect(page.getByTestId('student-name')).toHaveText('Lucía');
  await expect(page.getByTestId('field-age')).toContainText('years old');
  await expect(page.getByTestId('field-village')).toContainText(`Vereda Vista ${run}`);
  await expect(page.getByRole('link', { name: 'Go to my letters' })).toBeVisible();
  await expect(page.locator('body')).not.toContainText('Cárdenas');
  await expect(page.locator('body')).not.toContainText('2014');
  await expectNoSeriousAxeViolations(page);

  // The student, in Spanish: their own record, their sponsor by first name only.
  const context = await browser.newContext();
  const own = await context.newPage();
  await signIn(own, student.email, student.password);
  await own.getByRole('link', { name: 'Mi ficha de estudiante' }).first().click();
  await own.getByRole('table').getByRole('link').first().click();
  await expect(own.getByTestId('student-name')).toHaveText(`Lucía Cárdenas ${run}`);
  await expect(own.getByTestId('field-sponsor1')).toContainText('Nora');
  await expect(own.locator('body')).not.toContainText('Whitfield');
  await expectNoSeriousAxeViolations(own);
  await context.close();
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
  await expect(confirm).toContainText('Recommit has not been run for this year.');
  await expect(confirm).toContainText('Student upgrade has not been run for this year.');
  await confirm.getByRole('button', { name: 'Activate 2090-2091' }).click();
  // That year has current sponsorships and no recommit was run for 2090-2091: the activation is
  // refused with how many would end, and only a second button naming them goes ahead.
  const refusal = confirm.getByRole('alert');
  await expect(refusal).toContainText('Recommit has not been run for this year.');
  await expect(refusal).toContainText(/would not carry over: \d+\./);
  const ending = /would not carry over: (\d+)\./.exec((await refusal.textContent()) ?? '')?.[1];
  expect(Number(ending)).toBeGreaterThan(0);
  await expect(confirm.getByRole('button', { name: 'Activate 2090-2091' })).toHaveCount(0);
  await expectNoSeriousAxeViolations(page);
  await confirm
    .getByRole('button', {
      name: `End ${ending} sponsorship${ending === '1' ? '' : 's'} and activate`,
    })
    .click();
  await expect(page.getByText('2090-2091 is now the available year.')).toBeVisible();
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
  // A closed year cannot be activated again; its letters can still be read.
  await expect(first.getByRole('button')).toHaveCount(1);
  await expect(first.getByRole('button')).toHaveAccessibleName('Letters of 2090-2091');

  await page.getByRole('button', { name: 'Language' }).click();
  await page.getByRole('menuitem', { name: 'Español' }).click();
  await expect(page.getByRole('columnheader', { name: 'Estado' })).toBeVisible();
  await expect(second).toContainText('Disponible');
  await expect(first).toContainText('Cerrado');
  await expect(page.getByRole('button', { name: 'Nuevo año' }).first()).toBeVisible();
});
