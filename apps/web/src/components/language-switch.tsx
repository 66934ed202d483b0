// The language switch (public pages and app bar): a button named "Language" that opens a menu
// of the languages, each written in its own language. Plain HTML so the login page carries no
// component library; the menu (MUI) loads on first use.
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, type Language } from '@portal/shared';
import { changeLanguage, isLanguage } from '../lib/i18n';

const LanguageMenu = lazy(() => import('./language-menu'));

const TRANSLATE_ICON =
  'm12.87 15.07-2.54-2.51.03-.03c1.74-1.94 2.98-4.17 3.71-6.53H17V4h-7V2H8v2H1v1.99h11.17C11.5 7.92 10.44 9.75 9 11.35 8.07 10.32 7.3 9.19 6.69 8h-2c.73 1.63 1.73 3.17 2.98 4.56l-5.09 5.02L4 19l5-5 3.11 3.11zM18.5 10h-2L12 22h2l1.12-3h4.75L21 22h2zm-2.62 7 1.62-4.33L19.12 17z';

export function LanguageSwitch({
  onDark = false,
  compact = false,
}: {
  /** On the app bar: inherits its light text colour. */
  onDark?: boolean;
  /** On a phone, show only the icon (the name stays for screen readers). */
  compact?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLButtonElement | null>(null);
  const [open, setOpen] = useState(false);
  const current: Language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;

  const select = (language: Language) => {
    setOpen(false);
    if (language !== current) void changeLanguage(language);
  };

  const classes = ['pl-lang', onDark && 'pl-lang--on-dark', compact && 'pl-lang--compact']
    .filter(Boolean)
    .join(' ');

  return (
    <>
      <button
        type="button"
        className={classes}
        aria-label={t('languages.label')}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? 'language-menu' : undefined}
        data-testid="language-switch"
        onClick={(event) => {
          setAnchor(event.currentTarget);
          setOpen(true);
        }}
      >
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
          <path d={TRANSLATE_ICON} fill="currentColor" />
        </svg>
        <span className="pl-lang__text" lang={current}>
          {t(`languages.${current}`)}
        </span>
      </button>
      {anchor && (
        <Suspense fallback={null}>
          <LanguageMenu
            anchorEl={anchor}
            open={open}
            current={current}
            onSelect={select}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
}
