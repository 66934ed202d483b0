// Shared pieces of the browser tests, as Playwright fixtures:
// - `run`: a short random word that keeps this test's data apart from other runs';
// - `director`: the API as the first super admin, through the endpoint contracts (so specs
//   that are not about creating data get it without clicking through forms);
// - `signIn` / `signInAsDirector`: through the real login form;
// - `expectNoSeriousAxeViolations`: axe on the current page.
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import {
  AGREEMENT_ENDPOINTS,
  LANGUAGES,
  LIST_ENDPOINTS,
  AUTH_ENDPOINTS,
  PERIOD_ENDPOINTS,
  PLACE_ENDPOINTS,
  SIGNUP_ENDPOINTS,
  endpointPath,
  type AgreementAudience,
  type AuthResponse,
  type EndpointBody,
  type EndpointDefinition,
  type EndpointParams,
  type EndpointResult,
  type Period,
  type PlaceKind,
} from '@portal/shared';
import { E2E_ADMIN } from '../playwright.config';

export { E2E_ADMIN, expect };

/** The date of birth of the adults the journeys sign up. */
export const ADULT_BIRTHDATE = '1998-04-12';

export async function signIn(page: Page, email: string, password: string) {
  await page.goto('/');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

export async function signInAsDirector(page: Page) {
  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(page).toHaveURL(/\/edrocks\/?$/);
  await showInEnglish(page);
}

/**
 * The language switch keeps its choice in the profile, and sign-in shows the profile's language.
 * The director's account is shared by journeys running side by side, some of which switch to
 * Spanish: each journey that signs in as the director starts in English whatever another left.
 */
async function showInEnglish(page: Page) {
  if ((await page.locator('html').getAttribute('lang')) === 'en-US') return;
  await page.getByRole('button', { name: /^(Language|Idioma)/ }).click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
}

/** Fails on any serious or critical accessibility violation of the current page. */
export async function expectNoSeriousAxeViolations(page: Page) {
  // Colours judged mid-transition (a chip turning green) are neither the old nor the new ones.
  // Endless ones (spinners, skeletons) are left alone, and nothing is waited for over 2 s.
  await page.evaluate(() => {
    const finite = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
    return Promise.race([
      Promise.all(finite.map((animation) => animation.finished.catch(() => null))),
      new Promise((resolve) => setTimeout(resolve, 2000)),
    ]);
  });
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  expect(
    serious.map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.length}: ${violation.nodes
          .slice(0, 3)
          .map((node) => `${node.target.join(' ')} ${node.failureSummary ?? ''}`)
          .join('; ')})`,
    ),
  ).toEqual([]);
}

/**
 * What a control shows is part of its name (WCAG 2.5.3, "label in name": someone using speech
 * input says what they see). axe checks it only when asked: the rule is still experimental.
 */
export async function expectVisibleLabelsInNames(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withRules(['label-content-name-mismatch'])
    .analyze();
  expect(
    results.violations.flatMap((violation) => violation.nodes.map((node) => node.html)),
  ).toEqual([]);
}

/**
 * Every tap target on the page at least 24x24 CSS px (WCAG 2.5.8): measured, since axe's
 * `target-size` lets a small target pass when nothing else is near it. A link inside a sentence
 * is exempt (the criterion's inline exception); whatever is hidden or off-screen is not a target.
 * Then axe's rule too, for targets too close together.
 */
export async function expectTapTargetsOf24px(page: Page): Promise<void> {
  const small = await page.evaluate(() => {
    const selector = [
      'a[href]',
      'button',
      'select',
      'textarea',
      'input:not([type="hidden"])',
      '[role="button"]',
      '[role="link"]',
      '[role="tab"]',
      '[role="menuitem"]',
      '[role="checkbox"]',
      '[role="switch"]',
    ].join(',');
    const found: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>(selector)) {
      const rect = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      const isShown =
        rect.width > 1 &&
        rect.height > 1 &&
        rect.right > 0 &&
        rect.bottom > 0 &&
        style.visibility !== 'hidden' &&
        element.closest('[aria-hidden="true"], [inert]') === null;
      if (!isShown) continue;
      const isInSentence = [...(element.parentElement?.childNodes ?? [])].some(
        (node) => node !== element && node.nodeType === 3 && (node.textContent ?? '').trim() !== '',
      );
      if (isInSentence) continue;
      if (rect.width < 24 || rect.height < 24) {
        const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim();
        found.push(
          `${element.tagName.toLowerCase()} "${name.slice(0, 40)}" ${rect.width.toFixed(1)}x${rect.height.toFixed(1)}`,
        );
      }
    }
    return found;
  });
  expect(small).toEqual([]);
  const results = await new AxeBuilder({ page }).withRules(['target-size']).analyze();
  expect(
    results.violations.flatMap((violation) =>
      violation.nodes.map((node) => `${node.target.join(' ')}: ${node.html.slice(0, 120)}`),
    ),
  ).toEqual([]);
}

/** The API through its contracts, as one signed-in user (or anonymously). */
export class PortalApi {
  constructor(
    private readonly request: APIRequestContext,
    private readonly access: string | null,
  ) {}

  /** Signs in through the API (no browser). */
  static async signIn(request: APIRequestContext, email: string, password: string) {
    const anonymous = new PortalApi(request, null);
    const session = await anonymous.call(AUTH_ENDPOINTS.login, {
      body: { username: email, password },
    });
    return new PortalApi(request, session.access);
  }

  /** Calls an endpoint and expects its success status; answers the parsed body. */
  async call<const E extends EndpointDefinition>(
    endpoint: E,
    input: { params?: EndpointParams<E>; body?: EndpointBody<E>; query?: object } = {},
  ): Promise<EndpointResult<E>> {
    const response = await this.request.fetch(
      endpointPath(endpoint, input.params as Record<string, string | number> | undefined),
      {
        method: endpoint.method,
        headers: this.access ? { Authorization: `Bearer ${this.access}` } : {},
        ...(input.body === undefined ? {} : { data: input.body }),
        ...(input.query ? { params: input.query as Record<string, string> } : {}),
      },
    );
    const expected = Object.keys(endpoint.responses).map(Number);
    expect(expected, `${endpoint.method} ${endpoint.path}: ${await response.text()}`).toContain(
      response.status(),
    );
    return (response.status() === 204 ? undefined : await response.json()) as EndpointResult<E>;
  }

  /**
   * Activates a year as the super admin who confirmed, when recommit was not run, that the
   * closing year's sponsorships end: the second confirmation names their count, read from the
   * first refusal (409 RECOMMIT_NOT_RUN).
   */
  async activateEndingSponsorships(id: number, closingPeriodId: number | null) {
    const path = endpointPath(PERIOD_ENDPOINTS.activate, { id });
    const headers: Record<string, string> = this.access
      ? { Authorization: `Bearer ${this.access}` }
      : {};
    const first = await this.request.post(path, { headers, data: { closingPeriodId } });
    if (first.status() === 200) return (await first.json()) as Period;
    const refusal = (await first.json()) as { code: string; params?: { count?: number } };
    expect(refusal.code, JSON.stringify(refusal)).toBe('RECOMMIT_NOT_RUN');
    return this.call(PERIOD_ENDPOINTS.activate, {
      params: { id },
      body: { closingPeriodId, endingSponsorships: refusal.params?.count ?? 0 },
    });
  }

  /** The first country of the lookup lists (Colombia in the reference data). */
  async countryId(): Promise<number> {
    const lists = await this.call(LIST_ENDPOINTS.get);
    const country = lists.countries[0];
    if (!country) throw new Error('reference data missing');
    return country.id;
  }

  /** A school or village, enabled, in the first country. */
  async createPlace(
    kind: PlaceKind,
    name: string,
    options: { registrationEnabled?: boolean } = {},
  ) {
    return this.call(PLACE_ENDPOINTS[kind].create, {
      body: { name, countryId: await this.countryId(), ...options },
    });
  }

  /**
   * Publishes the agreements of `audience` that have no published version yet, as the super
   * admin does on the Agreements screen (a fresh database has their default texts as drafts, and
   * nobody may sponsor before they are published): the draft of each language becomes a short
   * text the journeys look for, "Text <key>" / "The text of <key>." in English and
   * "Texto <key>" / "El texto de <key>." in Spanish, and is published.
   */
  async publishAgreementTexts(audience: AgreementAudience): Promise<void> {
    const { items } = await this.call(AGREEMENT_ENDPOINTS.list);
    for (const agreement of items) {
      if (agreement.audience !== audience || agreement.currentVersion > 0) continue;
      const version = agreement.draftVersion ?? 1;
      for (const language of LANGUAGES) {
        const isSpanish = language === 'es-CO';
        const text = {
          title: `${isSpanish ? 'Texto' : 'Text'} ${agreement.key}`,
          text: `${isSpanish ? 'El texto de' : 'The text of'} ${agreement.key}.`,
        };
        const draft = agreement.versions.find(
          (candidate) => candidate.version === version && candidate.language === language,
        );
        if (draft) {
          await this.call(AGREEMENT_ENDPOINTS.updateDraft, {
            params: { versionId: draft.id },
            body: text,
          });
        } else {
          await this.call(AGREEMENT_ENDPOINTS.newVersion, {
            params: { id: agreement.id },
            body: { language, ...text },
          });
        }
      }
      await this.call(AGREEMENT_ENDPOINTS.publish, {
        params: { id: agreement.id },
        body: { version },
      });
    }
  }

  /** A sponsor's or student's own account, through sign-up with a registration code. */
  /**
   * Signs up with a code; a sponsor gives a date of birth, and the people of these journeys are
   * adults unless a test gives another date (a minor's journey does).
   */
  async signUp(body: EndpointBody<typeof SIGNUP_ENDPOINTS.signup>): Promise<AuthResponse> {
    return this.call(SIGNUP_ENDPOINTS.signup, { body: { birthdate: ADULT_BIRTHDATE, ...body } });
  }
}

function randomWord(): string {
  return Array.from({ length: 8 }, () =>
    String.fromCharCode(97 + Math.floor(Math.random() * 26)),
  ).join('');
}

export const test = base.extend<{ run: string; director: PortalApi; anonymous: PortalApi }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a fixture uses from this pattern.
  run: async ({}, use) => use(randomWord()),
  director: async ({ request }, use) =>
    use(await PortalApi.signIn(request, E2E_ADMIN.email, E2E_ADMIN.password)),
  anonymous: async ({ request }, use) => use(new PortalApi(request, null)),
});
