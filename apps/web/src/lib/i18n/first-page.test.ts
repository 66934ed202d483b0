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
    expect(fresh.i18n.t('auth.login.submit')).toBe('Sign in');
    expect(fresh.i18n.exists('nav.students')).toBe(false);
    expect(fresh.i18n.exists('errors.undefined')).toBe(false);

    await fresh.ensureSharedMessages();
    expect(fresh.i18n.t('nav.students')).toBe('Students');
    expect(fresh.i18n.t('errors.undefined')).toBe('Undefined error');

    // A language switched to afterwards arrives whole.
    await fresh.changeLanguage('es-CO', { remember: false });
    expect(fresh.i18n.t('nav.students')).toBe('Estudiantes');
  });
});
