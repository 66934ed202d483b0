// /agreement/:key: the page a minor sponsor's parent opens from the e-mail. Plain (no component
// library: fast on any phone), in the parent's language unless this browser chose one (the
// switch in the header changes the page and the texts). It shows the sponsor's name and the
// texts, then the signing form; afterwards the link says it is signed, and an expired or
// unknown link says so and who to ask for a new one.
import { useCallback, useRef, useState } from 'react';
import { useParams } from 'react-router';
import { DEFAULT_LANGUAGE, type Language, type PublicAgreement } from '@portal/shared';
import { PlainAlert, PlainCard, PlainLayout, PlainPageLoader } from '../../../components/plain';
import { getErrorMessage } from '../../../lib/errors';
import { ApiError } from '../../../lib/http';
import { changeLanguage, hasStoredLanguage, isLanguage } from '../../../lib/i18n';
import { usePublicLoad } from '../../../lib/use-public-load';
import { getPublicAgreement } from '../api/get-public-agreement';
import { SigningForm } from '../components/signing-form';
import { useParentAgreementTranslation } from '../i18n';
import '../parent-agreement.css';

/** What signing ended with; it replaces the page. */
type Outcome = { kind: 'signed' } | { kind: 'failed'; error: unknown };

export default function ParentAgreementRoute() {
  const { key = '' } = useParams();
  const { t, i18n } = useParentAgreementTranslation();
  const language: Language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  // Until this browser chose a language, the first answer says the parent's.
  const isLanguageOpen = useRef(!hasStoredLanguage());
  const result = useRef<HTMLDivElement>(null);
  const loaded = usePublicLoad(async (signal): Promise<PublicAgreement> => {
    const asked = isLanguageOpen.current ? undefined : language;
    const page = await getPublicAgreement(key, asked, signal);
    if (isLanguageOpen.current) {
      isLanguageOpen.current = false;
      // Remembered: this is the parent's own browser, and the link said already signed (on a
      // later visit) must read in their language too.
      if (page.parentLanguage !== language) void changeLanguage(page.parentLanguage);
    }
    return page;
  }, `${key}/${language}`);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const view = outcome ?? loaded.state;

  const settle = useCallback((next: Outcome) => {
    setOutcome(next);
    // The outcome replaces the form: focus moves to it, so it is read out.
    requestAnimationFrame(() => result.current?.focus());
  }, []);

  return (
    <PlainLayout wide>
      <PlainCard>
        <h1 className="pl-title">{t('parentAgreement.title')}</h1>
        <div ref={result} tabIndex={-1} className="pa-result">
          {view.kind === 'loading' ? <PlainPageLoader /> : null}
          {view.kind === 'signed' ? (
            <PlainAlert severity="success" title={t('parentAgreement.done.title')} testId="signed">
              <p>{t('parentAgreement.done.text')}</p>
            </PlainAlert>
          ) : null}
          {view.kind === 'failed' ? (
            <Failure
              error={view.error}
              onRetry={() => {
                setOutcome(null);
                loaded.retry();
              }}
            />
          ) : null}
        </div>
        {view.kind === 'ready' ? (
          <>
            <p className="pl-text">
              {t('parentAgreement.intro', { sponsor: view.data.sponsorName })}
            </p>
            <p className="pl-text pl-text--secondary">
              {t('parentAgreement.validUntil', {
                date: new Intl.DateTimeFormat(language, {
                  dateStyle: 'long',
                  timeStyle: 'short',
                }).format(new Date(view.data.expiresAt)),
              })}
            </p>
            {view.data.texts.map((text) => (
              <section key={text.versionId} className="pa-text" lang={view.data.language}>
                <h2 className="pa-heading">{text.title}</h2>
                <div
                  className="pa-body"
                  tabIndex={0}
                  aria-label={t('parentAgreement.textLabel', { title: text.title })}
                >
                  {text.text}
                </div>
              </section>
            ))}
            <SigningForm
              agreementKey={key}
              page={view.data}
              onSigned={() => settle({ kind: 'signed' })}
              onGone={(error) => settle({ kind: 'failed', error })}
            />
          </>
        ) : null}
      </PlainCard>
    </PlainLayout>
  );
}

function Failure({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useParentAgreementTranslation();
  const isUsed = error instanceof ApiError && error.code === 'AGREEMENT_LINK_USED';
  const isGone = error instanceof ApiError && [404, 410, 429].includes(error.status);
  return (
    <PlainAlert
      severity={isUsed ? 'success' : 'error'}
      title={
        isUsed
          ? t('parentAgreement.used.title')
          : isGone
            ? t('parentAgreement.gone.title')
            : undefined
      }
      testId="link-state"
    >
      <p>{getErrorMessage(error, t)}</p>
      {isGone || isUsed ? null : (
        <p>
          <button type="button" className="pl-secondary" onClick={onRetry}>
            {t('parentAgreement.retry')}
          </button>
        </p>
      )}
    </PlainAlert>
  );
}
