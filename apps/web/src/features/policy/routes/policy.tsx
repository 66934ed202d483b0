// /policy: the terms and conditions and the privacy policy (seed: "terms and conditions",
// "privacy policy"), in the active language, with a table of contents; printable (print CSS
// drops the header, the contents links and the buttons). `?show=terms|privacy` opens at that
// document (the sign-up form links so).
import { useEffect, useRef } from 'react';
import { usePolicyTranslation } from '../i18n';
import { useSearchParams } from 'react-router';
import {
  DEFAULT_LANGUAGE,
  POLICY_DOCUMENTS,
  type Language,
  type PolicyDocument,
  type PolicyText,
} from '@portal/shared';
import { PlainAlert, PlainCard, PlainLayout, PlainPageLoader } from '../../../components/plain';
import { getErrorMessage } from '../../../lib/errors';
import { formatDate } from '../../../lib/format';
import { isLanguage } from '../../../lib/i18n';
import { usePolicy } from '../api/get-policy';
import '../policy.css';

function anchor(document: PolicyDocument, section?: number): string {
  return section === undefined ? `policy-${document}` : `policy-${document}-${section + 1}`;
}

/** Moves to a heading without touching the URL's hash (the phone build routes by the hash). */
function goTo(id: string) {
  const target = document.getElementById(id);
  if (!target) return;
  target.scrollIntoView({ block: 'start' });
  target.focus({ preventScroll: true });
}

function isPolicyDocument(value: string | null): value is PolicyDocument {
  return (POLICY_DOCUMENTS as readonly (string | null)[]).includes(value);
}

function TocLink({ id, children }: { id: string; children: string }) {
  return (
    <a
      href={`#${id}`}
      className="pl-link po-toc__link"
      onClick={(event) => {
        event.preventDefault();
        goTo(id);
      }}
    >
      {children}
    </a>
  );
}

function PolicyDocumentView({ text, language }: { text: PolicyText; language: Language }) {
  const { t } = usePolicyTranslation();
  return (
    <section className="po-document" aria-labelledby={anchor(text.document)}>
      <h2 id={anchor(text.document)} className="po-document__title" tabIndex={-1}>
        {text.title}
      </h2>
      <p className="pl-text pl-text--secondary">
        {t('policy.effective', {
          date: formatDate(`${text.effectiveDate}T12:00:00`, language, { dateStyle: 'long' }),
        })}
        {' · '}
        {t('policy.version', { version: text.version })}
      </p>
      {text.needsReview && (
        <p className="po-review" data-testid={`policy-${text.document}-review`}>
          {t('policy.needsReview')}
        </p>
      )}
      <p className="po-summary">{text.summary}</p>
      {text.sections.map((section, index) => (
        <section key={section.heading} aria-labelledby={anchor(text.document, index)}>
          <h3 id={anchor(text.document, index)} className="po-section__title" tabIndex={-1}>
            {section.heading}
          </h3>
          {section.paragraphs.map((paragraph, p) => (
            <p key={p} className="po-paragraph">
              {paragraph}
            </p>
          ))}
        </section>
      ))}
    </section>
  );
}

export default function PolicyRoute() {
  const { t, i18n } = usePolicyTranslation();
  const language: Language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  const policy = usePolicy(language);
  const [params] = useSearchParams();
  const show = params.get('show');
  const shown = useRef(false);

  useEffect(() => {
    if (policy.status !== 'success' || shown.current || !isPolicyDocument(show)) return;
    shown.current = true;
    goTo(anchor(show));
  }, [policy.status, show]);

  return (
    <PlainLayout wide>
      <PlainCard>
        <div className="po-head">
          <h1 className="pl-title">{t('policy.title')}</h1>
          <button
            type="button"
            className="po-print pl-focusable"
            onClick={() => window.print()}
            data-testid="policy-print"
          >
            {t('policy.print')}
          </button>
        </div>
        {policy.status === 'loading' ? (
          <PlainPageLoader />
        ) : policy.status === 'error' ? (
          <PlainAlert severity="error" title={t('feedback.loadError')} testId="policy-error">
            <p>{getErrorMessage(policy.error, t)}</p>
            <p>
              <button type="button" className="po-retry pl-focusable" onClick={policy.retry}>
                {t('feedback.retry')}
              </button>
            </p>
          </PlainAlert>
        ) : (
          <div data-testid="policy-content">
            <nav className="po-toc" aria-labelledby="policy-toc-title">
              <h2 id="policy-toc-title" className="po-toc__title">
                {t('policy.contents')}
              </h2>
              <ol className="po-toc__list">
                {POLICY_DOCUMENTS.map((document) => {
                  const text = policy.data[document];
                  return (
                    <li key={document}>
                      <TocLink id={anchor(document)}>{text.title}</TocLink>
                      <ol className="po-toc__sublist">
                        {text.sections.map((section, index) => (
                          <li key={section.heading}>
                            <TocLink id={anchor(document, index)}>{section.heading}</TocLink>
                          </li>
                        ))}
                      </ol>
                    </li>
                  );
                })}
              </ol>
            </nav>
            {POLICY_DOCUMENTS.map((document) => (
              <PolicyDocumentView
                key={document}
                text={policy.data[document]}
                language={policy.data.language}
              />
            ))}
          </div>
        )}
      </PlainCard>
    </PlainLayout>
  );
}
