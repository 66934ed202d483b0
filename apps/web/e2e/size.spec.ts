// The login page is what every visitor downloads first, often on a phone: its JavaScript stays
// under 152 kB gzip (React + MUI alone are ~109 kB). bench/bundle-size.mjs prints the detail.
// It was 150 kB until the Reports and Help screens: every screen's entry in the manifests (its
// path, title and lazy import) is in the first download, and theirs took it 0.2 kB over; 151 kB
// until the privacy screens (retention, data requests, a person's export and erasure) did the
// same. The way back under 150 kB is manifests whose screens load lazier, not more room.
// The list screens draw without the validator and the form library (docs/decisions/028).
import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { signInAsDirector } from './fixtures';

const LOGIN_PAGE_BUDGET_BYTES = 152 * 1024;

test('the login page downloads less than 152 kB of JavaScript (gzip)', async ({ page }) => {
  const sizes: Promise<number>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    sizes.push(
      response
        .body()
        .then((body) => gzipSync(body).length)
        .catch(() => 0),
    );
  });
  await page.goto('/', { waitUntil: 'networkidle' });
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  const total = (await Promise.all(sizes)).reduce((sum, size) => sum + size, 0);
  expect(sizes.length).toBeGreaterThan(0);
  expect(total).toBeLessThan(LOGIN_PAGE_BUDGET_BYTES);
});

/** A string of zod's code (its base type's name), which its minified build keeps. */
const VALIDATOR_MARKER = '$ZodType';
/** A string of the form library's code (one of its options' names), which its build keeps. */
const FORM_LIBRARY_MARKER = 'shouldUnregister';

interface ListScreenCase {
  path: string;
  title: string;
  /** How its creation form opens: a dialog from a button, or a screen a link leads to. */
  form?: { kind: 'dialog' | 'screen'; label: string };
  /** Submitted empty, the form says "Required" (a form that starts filled in is not). */
  submitLabel?: string;
}

/**
 * The lists of the template areas, the students, the years, the sponsorships, the donations,
 * the meetings and the leadership reports: each draws without the validator and the form
 * library, which come with its form (a dialog opened from the list, or the screen a "New" link
 * leads to).
 */
const LIST_SCREENS: ListScreenCase[] = [
  {
    path: '/edrocks/students',
    title: 'Students',
    form: { kind: 'dialog', label: 'New student' },
    submitLabel: 'Save',
  },
  {
    path: '/edrocks/sponsors',
    title: 'Sponsors',
    form: { kind: 'dialog', label: 'New sponsor' },
    submitLabel: 'Save',
  },
  {
    path: '/edrocks/villages',
    title: 'Villages',
    form: { kind: 'screen', label: 'New village' },
    submitLabel: 'Save',
  },
  {
    path: '/edrocks/admins',
    title: 'Admin users',
    form: { kind: 'screen', label: 'New admin user' },
    submitLabel: 'Create and send the invitation',
  },
  // The new year's form starts with the next year's name and dates.
  { path: '/edrocks/periods', title: 'Years', form: { kind: 'dialog', label: 'New year' } },
  // Pairing validates nothing in the browser: no form brings the validator.
  { path: '/edrocks/sponsorship', title: 'Sponsorship' },
  // Reports and the gifts' list: nothing to validate before a manual gift's form opens.
  { path: '/edrocks/donations', title: 'Donations' },
  { path: '/edrocks/donations_summary', title: 'Donations total report' },
  { path: '/edrocks/attendance', title: 'Attendance report' },
  // (Its schedule's form, which loads the validator on opening, is the curriculum journey's.)
  { path: '/edrocks/meetings', title: 'Meetings' },
  { path: '/edrocks/leadership_report', title: 'Completion report' },
  // Its code is the public event pages' too: the ticket form's check loads on first use.
  { path: '/events/admin', title: 'Events', form: { kind: 'dialog', label: 'New event' } },
];

for (const screen of LIST_SCREENS) {
  test(`the ${screen.title.toLowerCase()} list draws without the validator or the form library`, async ({
    page,
  }) => {
    await signInAsDirector(page);
    const scripts: Promise<string>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      scripts.push(response.text().catch(() => ''));
    });
    await page.goto(screen.path, { waitUntil: 'networkidle' });
    await expect(page.getByRole('heading', { level: 1, name: screen.title })).toBeVisible();
    const listScripts = await Promise.all(scripts);
    expect(listScripts.length).toBeGreaterThan(0);
    expect(listScripts.filter((code) => code.includes(VALIDATOR_MARKER))).toHaveLength(0);
    expect(listScripts.filter((code) => code.includes(FORM_LIBRARY_MARKER))).toHaveLength(0);
    if (!screen.form) return;

    // Its form brings the validator and the form library.
    const { kind, label } = screen.form;
    // (An empty list offers the same action again in its empty state.)
    if (kind === 'dialog') await page.getByRole('button', { name: label }).first().click();
    else await page.getByRole('link', { name: label }).first().click();
    const form = kind === 'dialog' ? page.getByRole('dialog', { name: label }) : page;
    if (screen.submitLabel) {
      await form.getByRole('button', { name: screen.submitLabel }).click();
      await expect(form.getByText('Required').first()).toBeVisible();
    } else {
      await expect(form.getByRole('textbox').first()).toBeVisible();
    }
    const allScripts = await Promise.all(scripts);
    expect(allScripts.filter((code) => code.includes(VALIDATOR_MARKER))).toHaveLength(1);
    expect(allScripts.filter((code) => code.includes(FORM_LIBRARY_MARKER))).toHaveLength(1);
  });
}
