// Every menu label and screen title, for every role, in both languages, with the strings they
// have when they show: a menu label (the side menu, the dashboard's shortcuts) the common strings
// and each feature's `nav` group only; a screen's title those and its feature's strings, which
// load with the screen. A key missing there reaches the screen as itself ("sponsors.own.title").
import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { canSee, LANGUAGES, ROLES, type Language, type Role } from '@portal/shared';
import { MenuContext } from '../components/layout/menu-context';
import { NavMenu } from '../components/layout/nav-menu';
import { getMenuForRole, NAV_STRINGS, SCREENS } from './features';

/** A fresh i18next with only what the shell loads up front, in `language`. */
async function shellStrings(language: Language) {
  vi.resetModules();
  const fresh = await import('../lib/i18n');
  await fresh.initI18n(language, { wholeLocale: true });
  await fresh.ensureNavStrings(NAV_STRINGS);
  return fresh;
}

/** A translated text that is still a key: dotted words without spaces ("sponsors.own.title"). */
const RAW_KEY = /^[\w-]+(:[\w.-]+|(\.[\w-]+)+)$/;

function renderMenu(role: Role, i18n: Awaited<ReturnType<typeof shellStrings>>['i18n']) {
  const element = (
    <I18nextProvider i18n={i18n}>
      <MenuContext value={getMenuForRole}>
        <NavMenu role={role} />
      </MenuContext>
    </I18nextProvider>
  );
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: ['/edrocks'] });
  render(<RouterProvider router={router} />);
}

describe.each(LANGUAGES)('menu and screen titles in %s', (language) => {
  it.each(ROLES)(
    'are words, not keys, for %s',
    async (role) => {
      const strings = await shellStrings(language);
      renderMenu(role, strings.i18n);
      const labels = screen.getAllByRole('link').map((link) => link.textContent ?? '');
      expect(labels.length).toBeGreaterThan(1);
      expect(labels.filter((label) => RAW_KEY.test(label))).toEqual([]);

      const titles: [string, string][] = [];
      for (const item of SCREENS) {
        if (item.access.kind === 'area' && !canSee(role, item.access.area)) continue;
        await strings.ensureNamespace(item.feature.id, item.feature.translations);
        titles.push([item.path, strings.i18n.t(item.titleKeyByRole?.[role] ?? item.titleKey)]);
      }
      expect(titles.filter(([, title]) => RAW_KEY.test(title))).toEqual([]);
    },
    // Every feature's strings, loaded fresh for each role and language: slow on a busy machine.
    60_000,
  );
});
