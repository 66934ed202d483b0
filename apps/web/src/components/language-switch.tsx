// The language switch (public pages and app bar): a button named "Language: English" (what it
// shows is in its name, for speech input) that opens a menu of the languages, each written in
// its own language. Plain HTML so the login page carries no component library; the menu (MUI)
// loads on first use. A signed-in user's choice is also kept in their profile (one choice: the
// screens, the next sign-in and the e-mails follow it).
import { lazy, Suspense } from 'react';
import { useCommonTranslation } from '../lib/i18n/common-translation';
import { DEFAULT_LANGUAGE, type Language } from '@portal/shared';
import TRANSLATE_PATH from 'virtual:icon-path/Translate';
import { changeLanguage, isLanguage } from '../lib/i18n';
import { useMenuOnFirstUse } from '../lib/use-menu-on-first-use';

const LanguageMenu = lazy(() => import('./language-menu'));

export function LanguageSwitch({
  onDark = false,
  compact = false,
}: {
  /** On the app bar: inherits its light text colour. */
  onDark?: boolean;
  /** On a phone, show only the icon (the name stays for screen readers). */
  compact?: boolean;
}) {
  const { t, i18n } = useCommonTranslation();
  const menu = useMenuOnFirstUse<HTMLButtonElement>();
  const current: Language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;

  const select = (language: Language) => {
    menu.close();
    if (language === current) return;
    void changeLanguage(language);
    void import('../lib/preferred-language').then((kept) => kept.keepLanguageInProfile(language));
  };

  const classes = ['pl-lang', onDark && 'pl-lang--on-dark', compact && 'pl-lang--compact']
    .filter(Boolean)
    .join(' ');

  return (
    <>
      <button
        type="button"
        className={classes}
        aria-label={t('languages.label', { language: t(`languages.${current}`) })}
        aria-haspopup="menu"
        aria-expanded={menu.isOpen}
        aria-controls={menu.isOpen ? 'language-menu' : undefined}
        data-testid="language-switch"
        onClick={menu.open}
      >
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
          <path d={TRANSLATE_PATH} fill="currentColor" />
        </svg>
        <span className="pl-lang__text" lang={current}>
          {t(`languages.${current}`)}
        </span>
      </button>
      {menu.anchor && (
        <Suspense fallback={null}>
          <LanguageMenu
            anchorEl={menu.anchor}
            open={menu.isOpen}
            current={current}
            onSelect={select}
            onClose={menu.close}
          />
        </Suspense>
      )}
    </>
  );
}
