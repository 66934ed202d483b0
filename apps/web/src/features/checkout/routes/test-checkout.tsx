// /checkout/test/:sessionId: the built-in test provider's stand-in for a hosted payment page.
// It says first, and plainly, that no money moves; then what is being paid and how much, with
// Pay and Cancel. Each answers where to send the payer (the owner's success or cancel page),
// and the page leaves for it. An unknown link and a closed checkout (paid, cancelled, expired)
// say so kindly rather than as errors.
import { useRef, useState } from 'react';
import { useParams } from 'react-router';
import { DEFAULT_LANGUAGE, formatMoney, type Language, type TestCheckout } from '@portal/shared';
import { PlainAlert, PlainCard, PlainLayout, PlainPageLoader } from '../../../components/plain';
import { getErrorMessage } from '../../../lib/errors';
import { ApiError } from '../../../lib/http';
import { isLanguage } from '../../../lib/i18n';
import { usePublicLoad, type Loaded } from '../../../lib/use-public-load';
import { leaveFor } from '../api/redirect';
import { cancelTestCheckout, getTestCheckout, payTestCheckout } from '../api/test-checkout';
import { useCheckoutTranslation } from '../i18n';
import '../checkout.css';

type Action = 'pay' | 'cancel';

export default function TestCheckoutRoute() {
  const { sessionId = '' } = useParams();
  const { t, i18n } = useCheckoutTranslation();
  const language: Language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  const loaded = usePublicLoad((signal) => getTestCheckout(sessionId, signal), sessionId);
  // Pay or Cancel may find the checkout gone or closed meanwhile: that answer replaces the page.
  const [closedBy, setClosedBy] = useState<unknown>(null);
  const view: Loaded<TestCheckout> = closedBy ? { kind: 'failed', error: closedBy } : loaded.state;
  const [busy, setBusy] = useState<Action | null>(null);
  const [actionError, setActionError] = useState<unknown>(null);
  const result = useRef<HTMLDivElement>(null);

  async function act(action: Action) {
    setBusy(action);
    setActionError(null);
    try {
      const { redirectUrl } =
        action === 'pay' ? await payTestCheckout(sessionId) : await cancelTestCheckout(sessionId);
      // Busy until the browser has left: a second click must not look possible.
      leaveFor(redirectUrl);
    } catch (error) {
      setBusy(null);
      if (error instanceof ApiError && [404, 409].includes(error.status)) {
        setClosedBy(error);
      } else {
        setActionError(error);
      }
      // The outcome replaces the buttons or sits above them: focus moves to it, so it is read out.
      requestAnimationFrame(() => result.current?.focus());
    }
  }

  return (
    <PlainLayout>
      <PlainCard>
        <h1 className="pl-title">{t('checkout.title')}</h1>
        <section className="co-banner" aria-labelledby="co-test-mode" data-testid="test-mode">
          <h2 id="co-test-mode" className="co-banner__title">
            {t('checkout.testMode')}
          </h2>
          <p>{t('checkout.testModeText')}</p>
        </section>
        <div ref={result} tabIndex={-1} className="co-result">
          {view.kind === 'loading' ? <PlainPageLoader /> : null}
          {view.kind === 'failed' ? (
            <Failure
              error={view.error}
              onRetry={() => {
                setClosedBy(null);
                loaded.retry();
              }}
            />
          ) : null}
          {actionError ? (
            <PlainAlert severity="error" testId="action-error">
              <p>{getErrorMessage(actionError, t)}</p>
            </PlainAlert>
          ) : null}
        </div>
        {view.kind === 'ready' ? (
          <CheckoutSummary
            checkout={view.data}
            language={language}
            busy={busy}
            onAct={(action) => void act(action)}
          />
        ) : null}
      </PlainCard>
    </PlainLayout>
  );
}

function CheckoutSummary({
  checkout,
  language,
  busy,
  onAct,
}: {
  checkout: TestCheckout;
  language: Language;
  busy: Action | null;
  onAct: (action: Action) => void;
}) {
  const { t } = useCheckoutTranslation();
  return (
    <>
      <dl className="co-summary">
        <dt>{t('checkout.paying')}</dt>
        <dd>{checkout.description}</dd>
        <dt>{t('checkout.amount')}</dt>
        <dd className="co-amount" data-testid="amount">
          {formatMoney(checkout.amountCents, checkout.currency, language)}
        </dd>
      </dl>
      <p className="pl-text pl-text--secondary">
        {t('checkout.validUntil', {
          date: new Intl.DateTimeFormat(language, {
            dateStyle: 'medium',
            timeStyle: 'short',
          }).format(new Date(checkout.expiresAt)),
        })}
      </p>
      <button
        type="button"
        className="pl-button"
        onClick={() => onAct('pay')}
        disabled={busy !== null}
        aria-busy={busy === 'pay'}
      >
        {busy === 'pay' ? <span className="pl-spinner" aria-hidden="true" /> : null}
        <span>
          {busy === 'pay'
            ? t('checkout.working')
            : t('checkout.pay', {
                amount: formatMoney(checkout.amountCents, checkout.currency, language),
              })}
        </span>
      </button>
      <button
        type="button"
        className="pl-secondary co-secondary"
        onClick={() => onAct('cancel')}
        disabled={busy !== null}
        aria-busy={busy === 'cancel'}
      >
        {busy === 'cancel' ? <span className="pl-spinner" aria-hidden="true" /> : null}
        <span>{busy === 'cancel' ? t('checkout.working') : t('checkout.cancel')}</span>
      </button>
    </>
  );
}

function Failure({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useCheckoutTranslation();
  const status = error instanceof ApiError ? error.status : undefined;
  // A 400 is a mangled link, told like an unknown one.
  if (status === 404 || status === 400) {
    return (
      <PlainAlert severity="info" title={t('checkout.unknown.title')} testId="link-state">
        <p>{t('checkout.unknown.text')}</p>
      </PlainAlert>
    );
  }
  if (status === 409) {
    return (
      <PlainAlert severity="info" title={t('checkout.closed.title')} testId="link-state">
        <p>{t('checkout.closed.text')}</p>
      </PlainAlert>
    );
  }
  return (
    <PlainAlert severity="error" testId="link-state">
      <p>{getErrorMessage(error, t)}</p>
      <p>
        <button type="button" className="pl-secondary co-secondary" onClick={onRetry}>
          {t('checkout.retry')}
        </button>
      </p>
    </PlainAlert>
  );
}
