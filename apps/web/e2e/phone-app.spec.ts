// The phone app (the mobile build) served from an origin of its own, talking to the API on
// another (CORS_ORIGINS, playwright.config.ts), at a phone's width: only a sponsor signs in; the
// screens keep 44 px targets and 16 px text at 360 px; offline, the students and letters read
// what the last visit kept, a letter written offline reaches the server once when the connection
// returns (the app closed and opened again in between), and after sign-out nothing is left.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import {
  AGREEMENT_ENDPOINTS,
  LETTER_ENDPOINTS,
  PERIOD_ENDPOINTS,
  SPONSORSHIP_ENDPOINTS,
  STUDENT_ENDPOINTS,
  SPONSOR_ENDPOINTS,
} from '@portal/shared';
import { E2E_MOBILE_ORIGIN } from '../playwright.config';
import { E2E_ADMIN, PortalApi, expect, test } from './fixtures';
import { serveFolder, type StaticServer } from './static-server';

const PHONE = { width: 360, height: 740 };
const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const DIST_MOBILE = fileURLToPath(new URL('../dist-mobile', import.meta.url));

test.describe.configure({ mode: 'serial', timeout: 120_000 });

let server: StaticServer | undefined;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  // Built once, pointed at this run's API (its port is chosen per run).
  execFileSync('npm', ['run', 'build:mobile', '--silent', '-w', '@portal/web'], {
    cwd: ROOT,
    stdio: 'ignore',
    env: { ...process.env, VITE_API_BASE_URL: `http://127.0.0.1:${process.env.E2E_PORT}` },
  });
  server = await serveFolder(DIST_MOBILE, Number(new URL(E2E_MOBILE_ORIGIN).port));
});

test.afterAll(async () => {
  await server?.close();
});

/** A sponsor paired with a student in the available year (made when there is none). */
async function sponsorWithStudent(
  director: PortalApi,
  anonymous: PortalApi,
  request: Parameters<typeof PortalApi.signIn>[0],
  run: string,
) {
  const years = await director.call(PERIOD_ENDPOINTS.list, { query: { pageSize: 100 } });
  if (!years.items.some((year) => year.status === 'available')) {
    const year = await director.call(PERIOD_ENDPOINTS.create, {
      body: { name: `Año teléfono ${run}`, startDate: '2026-08-01', endDate: '2027-07-31' },
    });
    await director.activateEndingSponsorships(year.id, null);
  }
  await director.publishAgreementTexts('sponsor');
  const school = await director.createPlace('school', `Colegio Teléfono ${run}`, {
    registrationEnabled: true,
  });
  const village = await director.createPlace('village', `Vereda Teléfono ${run}`);
  const sponsor = { email: `phone-${run}@example.org`, password: `pw-${run}-phone` };
  const session = await anonymous.signUp({
    code: school.registrationCode ?? '',
    firstName: 'Grace',
    lastName: `Phone ${run}`,
    email: sponsor.email,
    password: sponsor.password,
    confirmPassword: sponsor.password,
    acceptTerms: true,
    language: 'en-US',
  });
  const asSponsor = await PortalApi.signIn(request, sponsor.email, sponsor.password);
  const mine = await asSponsor.call(AGREEMENT_ENDPOINTS.mine);
  for (const agreement of mine.items.filter((item) => item.state !== 'signed')) {
    await asSponsor.call(AGREEMENT_ENDPOINTS.accept, {
      params: { versionId: agreement.versionId },
      body: { typedName: `Grace Phone ${run}` },
    });
  }
  const student = await director.call(STUDENT_ENDPOINTS.create, {
    body: {
      firstName: 'Valentina',
      lastName: `Ríos ${run}`,
      birthdate: '2014-03-09',
      gender: 'female',
      grade: '6-sixth',
      villageId: village.id,
    },
  });
  const sponsors = await director.call(SPONSOR_ENDPOINTS.list, { query: { q: sponsor.email } });
  const sponsorship = await director.call(SPONSORSHIP_ENDPOINTS.create, {
    body: { sponsorId: sponsors.items[0]!.id, studentId: student.id },
  });
  return { ...sponsor, userId: session.data.id, sponsorshipId: sponsorship.id };
}

async function signInOnPhone(page: Page, email: string, password: string) {
  await page.setViewportSize(PHONE);
  await page.goto(`${E2E_MOBILE_ORIGIN}/`);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Opens a screen of the app by its route (the phone build's routes are in the hash). */
async function openScreen(page: Page, path: string) {
  await page.goto(`${E2E_MOBILE_ORIGIN}/#${path}`);
}

/** Targets under 44x44 px, text under 16 px, and whatever makes the page wider than the phone. */
async function phoneProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const root = document.scrollingElement ?? document.documentElement;
    if (root.scrollWidth > window.innerWidth + 1) found.push(`page ${root.scrollWidth} px wide`);
    const targets =
      'a[href], button, select, textarea, input:not([type="hidden"]), [role="button"]';
    for (const element of document.querySelectorAll<HTMLElement>(targets)) {
      const rect = element.getBoundingClientRect();
      if (rect.width <= 1 || rect.height <= 1 || element.closest('[aria-hidden="true"]')) continue;
      const isInSentence = [...(element.parentElement?.childNodes ?? [])].some(
        (node) => node !== element && node.nodeType === 3 && (node.textContent ?? '').trim() !== '',
      );
      if (!isInSentence && (rect.width < 44 || rect.height < 44)) {
        const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim();
        found.push(
          `target "${name.slice(0, 30)}" ${rect.width.toFixed(0)}x${rect.height.toFixed(0)}`,
        );
      }
    }
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || (node.textContent ?? '').trim() === '') continue;
      if (parent.closest('[aria-hidden="true"], svg')) continue;
      const size = parseFloat(getComputedStyle(parent).fontSize);
      if (size < 16 && parent.getClientRects().length > 0) {
        found.push(`text "${(node.textContent ?? '').trim().slice(0, 30)}" ${size} px`);
      }
    }
    return [...new Set(found)];
  });
}

test('only a sponsor signs in to the phone app, whose screens fit a 360 px phone', async ({
  page,
  request,
  director,
  anonymous,
  run,
}) => {
  await signInOnPhone(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(page.getByRole('alert')).toContainText('Incorrect username or password');

  const sponsor = await sponsorWithStudent(director, anonymous, request, run);
  await signInOnPhone(page, sponsor.email, sponsor.password);
  await expect(page.getByTestId('screen-title')).toBeVisible();
  // The home: a card per student, with the page's share button.
  const card = page.getByTestId('my-student-card');
  await expect(card).toHaveCount(1);
  await expect(card.getByRole('button', { name: /^Share .+'s page$/ })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await phoneProblems(page), 'home').toEqual([]);
  for (const path of [
    '/edrocks/students',
    '/edrocks/letters',
    '/edrocks/sponsors/meetings',
    '/edrocks/profile',
    '/edrocks/donations',
  ]) {
    await openScreen(page, path);
    await expect(page.locator('main')).toBeVisible();
    if (path === '/edrocks/profile') {
      // The notification topics' switches are measured too, once they are drawn.
      await expect(
        page.getByRole('switch', { name: 'A new letter from my student' }),
      ).toBeVisible();
    }
    await page.waitForLoadState('networkidle');
    expect(await phoneProblems(page), path).toEqual([]);
  }
});

test('offline, the phone app reads what it kept, saves a letter written offline once, and forgets it all at sign-out', async ({
  page,
  context,
  request,
  director,
  anonymous,
  run,
}) => {
  const sponsor = await sponsorWithStudent(director, anonymous, request, run);
  await signInOnPhone(page, sponsor.email, sponsor.password);
  await expect(page.getByTestId('screen-title')).toBeVisible();
  // Online, the sponsor looks at the students and the letters: the app keeps what it read.
  await openScreen(page, '/edrocks/students');
  await expect(page.getByRole('link', { name: 'Valentina', exact: true })).toBeVisible();
  await openScreen(page, '/edrocks/letters');
  await expect(page.getByRole('link', { name: 'Write letter 1 to Valentina' })).toBeVisible();
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.waitForTimeout(1000);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId('offline-banner')).toContainText(
    'Offline — showing what was saved on',
  );
  await expect(page.getByRole('link', { name: 'Write letter 1 to Valentina' })).toBeVisible();
  await openScreen(page, '/edrocks/students');
  await expect(page.getByRole('link', { name: 'Valentina', exact: true })).toBeVisible();

  // A letter written offline, and the app closed and opened again before the connection returns.
  await openScreen(page, '/edrocks/letters');
  await page.getByRole('link', { name: 'Write letter 1 to Valentina' }).click();
  const message = `Hola Valentina, ${run}: ¿cómo está la vereda? ñ á é 😀`;
  await page.getByLabel('Subject').fill(`Desde el teléfono ${run}`);
  await page.getByLabel('Message').fill(message);
  await expect(page.getByTestId('save-status')).toHaveText(
    'You are offline: your letter is kept on this phone and saved when you are back online.',
  );
  await page.reload();
  await expect(page.getByTestId('offline-banner')).toBeVisible();

  await context.setOffline(false);
  await expect(page.getByText('Your letter 1 written offline is saved.')).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('screen-title')).toBeVisible();
  // A draft is its writer's alone: the sponsor's own drafts hold it, once.
  const asSponsor = await PortalApi.signIn(request, sponsor.email, sponsor.password);
  const letters = await asSponsor.call(LETTER_ENDPOINTS.list, {
    query: { sponsorshipId: sponsor.sponsorshipId, box: 'all' },
  });
  expect(letters.items).toHaveLength(1);
  const saved = await asSponsor.call(LETTER_ENDPOINTS.get, {
    params: { id: letters.items[0]!.id },
  });
  expect(saved.message).toBe(message);

  // Sign-out leaves nothing of the sponsor on the phone: offline, the app asks for a sign-in.
  await page.getByRole('button', { name: /^Account:/ }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page.getByLabel('E-mail')).toBeVisible();
  await context.setOffline(true);
  await openScreen(page, '/edrocks/students');
  await page.reload();
  await expect(page.getByLabel('E-mail')).toBeVisible();
  const kept = await page.evaluate(async () => {
    const drafts = Object.keys(localStorage).filter((key) => key.startsWith('portal.letterDraft.'));
    const entries = await new Promise<number>((resolve) => {
      const open = indexedDB.open('portal-offline');
      open.onsuccess = () => {
        const database = open.result;
        if (!database.objectStoreNames.contains('entries')) return resolve(0);
        const count = database.transaction('entries').objectStore('entries').count();
        count.onsuccess = () => resolve(count.result);
      };
      open.onerror = () => resolve(0);
    });
    return { drafts, entries };
  });
  expect(kept).toEqual({ drafts: [], entries: 0 });
  await context.setOffline(false);
});
