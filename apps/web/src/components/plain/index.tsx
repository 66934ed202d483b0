// The light kit of the public pages: plain HTML + CSS in the theme's colours (see plain.css).
import type { ReactNode } from 'react';
import { useCommonTranslation } from '../../lib/i18n/common-translation';
import { Link as RouterLink, type LinkProps } from 'react-router';
import { LanguageSwitch } from '../language-switch';
import { MAIN_CONTENT_ID, SkipLink } from '../skip-link';

export function PlainLayout({ children, wide = false }: { children: ReactNode; wide?: boolean }) {
  const { t } = useCommonTranslation();
  return (
    <div className="pl-page">
      <SkipLink />
      <header className="pl-header">
        <p className="pl-brand">{t('app.name')}</p>
        <LanguageSwitch />
      </header>
      <main
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        className={wide ? 'pl-main pl-main--wide' : 'pl-main'}
      >
        {children}
      </main>
    </div>
  );
}

export function PlainCard({ children }: { children: ReactNode }) {
  return <div className="pl-card">{children}</div>;
}

export function PlainLink(props: LinkProps) {
  return <RouterLink {...props} className="pl-link" />;
}

export function PlainAlert({
  severity,
  title,
  children,
  testId,
}: {
  severity: 'error' | 'success' | 'info';
  title?: ReactNode;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <div
      role={severity === 'error' ? 'alert' : 'status'}
      className={`pl-alert pl-alert--${severity}`}
      data-testid={testId}
    >
      {title && <h2 className="pl-alert__title">{title}</h2>}
      <div>{children}</div>
    </div>
  );
}

export function PlainSubmit({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <button type="submit" className="pl-button" aria-busy={busy} disabled={busy}>
      {busy && <span className="pl-spinner" aria-hidden="true" />}
      <span>{children}</span>
    </button>
  );
}

export function PlainPageLoader() {
  const { t } = useCommonTranslation();
  return (
    <div className="pl-page-loader" role="status" aria-label={t('app.loading')}>
      <span className="pl-spinner" aria-hidden="true" />
    </div>
  );
}

/**
 * While the first page loads: on a signed-in page opened with a stored session, the boot bar
 * index.html drew before any script ran, with the screen's title (the start-up script marks such
 * pages with data-boot, set to that title), so the app bar's place and title do not blink;
 * elsewhere the plain loader.
 */
export function BootPageLoader() {
  const title = document.documentElement.getAttribute('data-boot');
  if (title === null) return <PlainPageLoader />;
  return (
    <div className="boot-page">
      <div className="boot-bar">
        <span className="boot-title">{title}</span>
      </div>
      <PlainPageLoader />
    </div>
  );
}
