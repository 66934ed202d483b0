// The signed-in shell loads every feature's `nav` strings (menu labels, screen titles) from one
// file per language (locale-subset-plugin.ts), not each feature's whole strings file.
import { describe, expect, it, vi } from 'vitest';
import studentsEn from '../../features/students/locales/en-US.json';
import parentAgreementEs from '../../features/parent-agreement/locales/es-CO.json';

describe('nav strings', () => {
  it("give every feature's menu labels in its namespace, and again in a language switched to", async () => {
    vi.resetModules();
    const fresh = await import('./index');
    const { NAV_STRINGS } = await import('../../app/features');
    await fresh.initI18n('en-US');
    await fresh.ensureNavStrings(NAV_STRINGS);
    expect(fresh.i18n.t('students:nav.students')).toBe(studentsEn.nav.students);
    // Only the nav group: the screens' strings come with the screens.
    expect(fresh.i18n.exists('students:students.list.search')).toBe(false);

    // A feature whose namespace is not its folder's name (parent-agreement: parentAgreement).
    await fresh.changeLanguage('es-CO', { remember: false });
    const [firstKey, firstLabel] = Object.entries(parentAgreementEs.nav)[0]!;
    expect(fresh.i18n.t(`parentAgreement:nav.${firstKey}`)).toBe(firstLabel);

    // The feature's whole strings, loaded with its screens, keep the nav ones.
    const { default: students } = await import('../../features/students/manifest');
    await fresh.ensureNamespace(students.id, students.translations);
    expect(fresh.i18n.t('students:students.list.search')).not.toBe('students.list.search');
    expect(fresh.i18n.exists('students:nav.students')).toBe(true);
  });
});
