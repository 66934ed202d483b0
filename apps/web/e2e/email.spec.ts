// E-mail to an audience, end to end: a coordinator (admin of one school) writes to the sponsors
// missing letter 2 at their school, previews the message for one of them, sends it, watches the
// progress reach the end, and the per-recipient log shows each one; then the same in Spanish.
// Each sponsor receives one message, in their language, with the one-click unsubscribe headers'
// link; axe checks each screen.
import type { Browser, Page } from '@playwright/test';
import {
  ADMIN_SCOPE_ENDPOINTS,
  PERIOD_ENDPOINTS,
  SPONSOR_ENDPOINTS,
  SPONSORSHIP_ENDPOINTS,
  STUDENT_ENDPOINTS,
  USER_ENDPOINTS,
  type Language,
} from '@portal/shared';
import { E2E_MAIL_DIR } from '../playwright.config';
import { type PortalApi, expect, expectNoSeriousAxeViolations, signIn, test } from './fixtures';
import { waitForMail } from './mailbox';

test.describe.configure({ mode: 'serial', timeout: 300_000 });

interface Sponsor {
  email: string;
  firstName: string;
  language: Language;
}

/** The available year (made when the database has none yet): sponsorships belong to it. */
async function availableYear(director: PortalApi, run: string) {
  const years = await director.call(PERIOD_ENDPOINTS.list, { query: { pageSize: 100 } });
  const available = years.items.find((year) => year.status === 'available');
  if (available) return available;
  const year = await director.call(PERIOD_ENDPOINTS.create, {
    body: { name: `Año correo ${run}`, startDate: '2026-08-01', endDate: '2027-07-31' },
  });
  return director.call(PERIOD_ENDPOINTS.activate, {
    params: { id: year.id },
    body: { closingPeriodId: null },
  });
}

/**
 * A school with two sponsors (one reads English, one Spanish), each sponsoring a student this
 * year and neither having written letter 2, and its coordinator: an ADMIN of that school only.
 */
async function schoolWithSponsors(director: PortalApi, anonymous: PortalApi, run: string) {
  await availableYear(director, run);
  const school = await director.createPlace('school', `Colegio Correo ${run}`, {
    registrationEnabled: true,
  });
  const village = await director.createPlace('village', `Vereda Correo ${run}`);
  const sponsors: Sponsor[] = [
    { email: `emily-correo-${run}@example.org`, firstName: 'Emily', language: 'en-US' },
    { email: `lucia-correo-${run}@example.org`, firstName: 'Lucía', language: 'es-CO' },
  ];
  for (const sponsor of sponsors) {
    const password = `pw-${run}-${sponsor.firstName}`;
    await anonymous.signUp({
      code: school.registrationCode ?? '',
      firstName: sponsor.firstName,
      lastName: `Correo ${run}`,
      email: sponsor.email,
      password,
      confirmPassword: password,
      acceptTerms: true,
      language: sponsor.language,
    });
    const record = (await director.call(SPONSOR_ENDPOINTS.list, { query: { q: sponsor.email } }))
      .items[0];
    const student = await director.call(STUDENT_ENDPOINTS.create, {
      body: {
        firstName: `Niño ${sponsor.firstName}`,
        lastName: `Correo ${run}`,
        birthdate: '2014-04-02',
        gender: 'male',
        grade: '4-fourth',
        villageId: village.id,
      },
    });
    await director.call(SPONSORSHIP_ENDPOINTS.create, {
      body: { sponsorId: record!.id, studentId: student.id },
    });
  }
  const coordinator = { email: `carla-correo-${run}@e2e.test`, password: `carla-${run}-pw` };
  const { data: account } = await anonymous.signUp({
    code: school.registrationCode ?? '',
    firstName: 'Carla',
    lastName: `Correo ${run}`,
    email: coordinator.email,
    password: coordinator.password,
    confirmPassword: coordinator.password,
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
  return { school, sponsors, coordinator };
}

/** A browser of its own (the sign-in page in English until the user switches). */
async function newPage(browser: Browser) {
  const context = await browser.newContext();
  await context.addInitScript(() => {
    if (!localStorage.getItem('portal.language')) localStorage.setItem('portal.language', 'en-US');
  });
  return { context, page: await context.newPage() };
}

/** The words of one pass of the journey, in the language it runs in. */
const WORDS = {
  'en-US': {
    menu: 'Email',
    newCampaign: 'New campaign',
    part: 'Part 1 of the audience',
    schools: /Schools/,
    missingLetter: 'Missing letter',
    count: /^2 recipients; 0 left out/,
    subject: 'Subject (English)',
    body: 'Message in Markdown (English)',
    subjectEs: 'Subject (Spanish)',
    bodyEs: 'Message in Markdown (Spanish)',
    spanishTab: 'Spanish',
    insertFirstName: 'Insert {{firstName}}',
    recipient: 'Recipient',
    showPreview: 'Show preview',
    sendNow: 'Send now',
    confirmTitle: 'Send this campaign now?',
    confirmButton: 'Send to 2 recipients',
    done: '2 of 2 messages done',
    finished: 'Finished',
    log: 'Messages of this campaign',
    sent: 'Sent',
  },
  'es-CO': {
    menu: 'Correo',
    newCampaign: 'Nueva campaña',
    part: 'Parte 1 de la audiencia',
    schools: /Colegios/,
    missingLetter: 'Carta pendiente',
    count: /^2 destinatarios; 0 excluidos/,
    subject: 'Asunto (inglés)',
    body: 'Mensaje en Markdown (inglés)',
    subjectEs: 'Asunto (español)',
    bodyEs: 'Mensaje en Markdown (español)',
    spanishTab: 'Español',
    insertFirstName: 'Insertar {{firstName}}',
    recipient: 'Destinatario',
    showPreview: 'Ver vista previa',
    sendNow: 'Enviar ahora',
    confirmTitle: '¿Enviar esta campaña ahora?',
    confirmButton: 'Enviar a 2 destinatarios',
    done: '2 de 2 mensajes procesados',
    finished: 'Terminada',
    log: 'Mensajes de esta campaña',
    sent: 'Enviado',
  },
} as const;

/** Writes, previews and sends the campaign, and follows it to the end. */
async function writeAndSend(
  page: Page,
  language: Language,
  school: string,
  sponsors: Sponsor[],
  tag: string,
) {
  const w = WORDS[language];
  await page.getByTestId('menu-email').first().click();
  await expect(page).toHaveURL(/\/edrocks\/email$/);
  await expect(page.getByRole('navigation', { name: /sections|Secciones/ })).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  await page.getByRole('link', { name: w.newCampaign }).first().click();
  await expect(page).toHaveURL(/\/edrocks\/email\/campaigns\/new$/);
  const part = page.getByRole('group', { name: w.part });
  await part.getByRole('combobox', { name: w.schools }).fill(school);
  await page.getByRole('option', { name: school }).click();
  await part.getByRole('combobox', { name: w.missingLetter }).selectOption('2');
  await expect(page.getByTestId('audience-count')).toHaveText(w.count);

  await page.getByLabel(w.subject).fill(`Letter 2 ${tag}`);
  const body = page.getByLabel(w.body);
  await body.fill('Dear , your letter 2 is due.');
  await body.focus();
  await body.evaluate((element: HTMLTextAreaElement) => element.setSelectionRange(5, 5));
  await page.getByRole('button', { name: w.insertFirstName }).click();
  await expect(body).toHaveValue('Dear {{firstName}}, your letter 2 is due.');
  await page.getByRole('tab', { name: w.spanishTab }).click();
  await page.getByLabel(w.subjectEs).fill(`Carta 2 ${tag}`);
  await page.getByLabel(w.bodyEs).fill('Hola {{firstName}}, su carta 2 está pendiente.');

  // axe before the preview: it cannot look into the preview's sandboxed frame (no script runs
  // there), and waits for it forever.
  await expectNoSeriousAxeViolations(page);

  // The preview of the message the Spanish-reading sponsor gets.
  const preview = page.getByTestId('preview');
  await preview
    .getByRole('combobox', { name: w.recipient })
    .selectOption(sponsors[1]!.email.toLowerCase());
  await preview.getByRole('button', { name: w.showPreview }).click();
  await expect(preview.getByTestId('preview-subject')).toHaveText(`Carta 2 ${tag}`);
  await expect(preview.getByTestId('preview-text')).toContainText('Hola Lucía');
  await expect(preview.getByTestId('preview-headers')).toContainText('List-Unsubscribe=One-Click');
  await expect(preview.locator('iframe')).toHaveAttribute('sandbox', '');

  await page.getByRole('button', { name: w.sendNow }).click();
  const confirm = page.getByRole('dialog', { name: w.confirmTitle });
  await confirm.getByRole('button', { name: w.confirmButton }).click();
  await expect(page).toHaveURL(/\/edrocks\/email\/campaigns\/\d+$/);

  // The progress reaches the end; the log shows each recipient sent, with its message id.
  await expect(page.getByTestId('campaign-progress-words')).toHaveText(w.done, {
    timeout: 60_000,
  });
  await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  await expect(page.getByTestId('campaign-state')).toHaveText(w.finished, { timeout: 20_000 });
  const log = page.getByRole('table', { name: w.log });
  for (const sponsor of sponsors) {
    const row = log.getByRole('row', { name: new RegExp(sponsor.email.replace(/[.]/g, '\\.')) });
    await expect(row).toContainText(w.sent);
    await expect(row).toContainText('@');
  }
  await expectNoSeriousAxeViolations(page);
}

/** The campaign's page and the composer on a 360 px phone: nothing wider than the screen. */
async function expectFitsAPhone(page: Page) {
  await page.setViewportSize({ width: 360, height: 740 });
  const pageWidth = () => page.evaluate(() => document.documentElement.scrollWidth);
  await expect(page.getByRole('progressbar')).toBeVisible();
  expect(await pageWidth()).toBeLessThanOrEqual(360);
  const back = page.url();
  await page.goto('/edrocks/email/campaigns/new');
  await expect(page.getByTestId('campaign-composer')).toBeVisible();
  expect(await pageWidth()).toBeLessThanOrEqual(360);
  await page.goto(back);
  await page.setViewportSize({ width: 1280, height: 720 });
}

test('a coordinator writes to the sponsors missing letter 2, previews, sends and follows it; again in Spanish', async ({
  browser,
  director,
  anonymous,
  run,
}) => {
  const { school, sponsors, coordinator } = await schoolWithSponsors(director, anonymous, run);

  for (const language of ['en-US', 'es-CO'] as const) {
    // The Spanish pass switches from the app bar once signed in.
    const { context, page } = await newPage(browser);
    await signIn(page, coordinator.email, coordinator.password);
    await expect(page).toHaveURL(/\/edrocks\/?$/);
    if (language === 'es-CO') {
      await page.getByRole('button', { name: /^Language/ }).click();
      await page.getByRole('menuitem', { name: 'Español' }).click();
      await expect(page.locator('html')).toHaveAttribute('lang', 'es-CO');
    }
    const tag = `${run}-${language}`;
    await writeAndSend(page, language, school.name, sponsors, tag);
    if (language === 'en-US') await expectFitsAPhone(page);

    // Each sponsor gets one message, in their own language.
    const english = await waitForMail(E2E_MAIL_DIR, sponsors[0]!.email, (mail) =>
      mail.subject.includes(`Letter 2 ${tag}`),
    );
    expect(english.text).toContain('Dear Emily');
    const spanish = await waitForMail(E2E_MAIL_DIR, sponsors[1]!.email, (mail) =>
      mail.subject.includes(`Carta 2 ${tag}`),
    );
    expect(spanish.text).toContain('Hola Lucía');
    await context.close();
  }
});
