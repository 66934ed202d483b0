// GET /edrocks/public/policy: the terms and the privacy policy, public, per language, versioned.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, policyResponseSchema } from '@portal/shared';
import { createTestContext, errorOf, type TestContext } from '../../../test/helpers/test-app';
import { POLICY_TEXTS, PRIVACY_VERSION, TERMS_VERSION } from './policy-texts';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url, headers });

describe('GET /edrocks/public/policy', () => {
  it('answers both texts in English without a session', async () => {
    const response = await get(API.policy);
    expect(response.statusCode).toBe(200);
    const policy = policyResponseSchema.parse(response.json());
    expect(policy.language).toBe('en-US');
    expect(policy.terms).toMatchObject({
      document: 'terms',
      title: 'Terms and conditions',
      version: TERMS_VERSION,
      needsReview: true,
    });
    expect(policy.privacy).toMatchObject({
      document: 'privacy',
      title: 'Privacy policy',
      version: PRIVACY_VERSION,
    });
    expect(policy.terms.effectiveDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const privacyText = JSON.stringify(policy.privacy);
    for (const topic of ['parent or guardian', 'first name', 'five years', 'Law 1581'])
      expect(privacyText).toContain(topic);
  });

  it('answers Spanish by ?language= or by Accept-Language', async () => {
    const byQuery = policyResponseSchema.parse((await get(`${API.policy}?language=es-CO`)).json());
    expect(byQuery.language).toBe('es-CO');
    expect(byQuery.terms.title).toBe('Términos y condiciones');
    expect(byQuery.privacy.title).toBe('Política de privacidad');
    const byHeader = policyResponseSchema.parse(
      (await get(API.policy, { 'accept-language': 'es-419,es;q=0.9' })).json(),
    );
    expect(byHeader).toEqual(byQuery);
    // The query wins over the header.
    const english = (await get(`${API.policy}?language=en-US`, { 'accept-language': 'es' })).json();
    expect(english).toMatchObject({ language: 'en-US' });
  });

  it('keeps both languages with the same versions and the same number of sections', () => {
    const [en, es] = [POLICY_TEXTS['en-US'], POLICY_TEXTS['es-CO']];
    for (const document of ['terms', 'privacy'] as const) {
      expect(es[document].version).toBe(en[document].version);
      expect(es[document].effectiveDate).toBe(en[document].effectiveDate);
      expect(es[document].sections.length).toBe(en[document].sections.length);
      es[document].sections.forEach((section, i) =>
        expect(section.paragraphs.length).toBe(en[document].sections[i]?.paragraphs.length),
      );
    }
  });

  it('refuses an unknown language with a translated 400', async () => {
    const response = await get(`${API.policy}?language=fr-FR`, { 'accept-language': 'es-CO' });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).issues).toEqual([
      { path: 'language', message: 'Este valor no es válido' },
    ]);
  });
});
