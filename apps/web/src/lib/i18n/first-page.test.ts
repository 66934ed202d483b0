import { describe, expect, it, vi } from 'vitest';
import enUS from '../../locales/en-US.json';
import { FIRST_PAGE_LOCALE_GROUPS } from './first-page-groups';

describe('first-page strings', () => {
  it('names only groups that exist', () => {
    for (const group of FIRST_PAGE_LOCALE_GROUPS) expect(Object.keys(enUS)).toContain(group);
  });

  it('gives the sign-in page its groups only, and the rest when a screen asks for them', async () => {
    vi.resetModules();
    const fresh = await import('./index');
    await fresh.initI18n('en-US');
    expect(fresh.i18n.t('app.name')).toBe(enUS.app.name);
    expect(fresh.i18n.exists('nav.menuLabel')).toBe(false);
    expect(fresh.i18n.exists('errors.undefined')).toBe(false);

    await fresh.ensureSharedMessages();
    expect(fresh.i18n.t('nav.menuLabel')).toBe('Main menu');
    expect(fresh.i18n.t('errors.undefined')).toBe('Undefined error');
    // The shared messages of the active language only.
    expect(fresh.i18n.hasResourceBundle('es-CO', 'translation')).toBe(false);

    // A language switched to afterwards arrives whole, with its shared messages.
    await fresh.changeLanguage('es-CO', { remember: false });
    expect(fresh.i18n.t('nav.menuLabel')).toBe('Menú principal');
    expect(fresh.i18n.t('errors.undefined')).toBe('Error indefinido');
  });

  it('starts with every common string and the shared messages when asked to, as for a stored session', async () => {
    vi.resetModules();
    const fresh = await import('./index');
    await fresh.initI18n('es-CO', { wholeLocale: true });
    expect(fresh.i18n.t('nav.menuLabel')).toBe('Menú principal');
    // The shared messages come with them: one file holds a language's strings.
    expect(fresh.i18n.t('errors.undefined')).toBe('Error indefinido');
    // Only the language shown.
    expect(fresh.i18n.hasResourceBundle('en-US', 'translation')).toBe(false);
    await fresh.ensureSharedMessages();
    expect(fresh.i18n.t('errors.undefined')).toBe('Error indefinido');
  });

  it("loads a feature's strings in its namespace, and again in a language switched to", async () => {
    vi.resetModules();
    const fresh = await import('./index');
    await fresh.initI18n('en-US');
    const { default: auth } = await import('../../features/auth/manifest');
    expect(fresh.i18n.exists('auth:auth.login.submit')).toBe(false);
    await fresh.ensureNamespace(auth.id, auth.translations);
    expect(fresh.i18n.t('auth:auth.login.submit')).toBe('Sign in');
    // Common keys are found from a feature's namespace too.
    expect(fresh.i18n.t('auth:app.name')).toBe(enUS.app.name);
    await fresh.changeLanguage('es-CO', { remember: false });
    expect(fresh.i18n.t('auth:auth.login.submit')).toBe('Ingresar');
  });
});
