// What a gift's return from the checkout shows: asking, a thank-you that says what comes next,
// or what went wrong with "Try again".
import { formatMoney, type DonationStatusAnswer, type Language } from '@portal/shared';
import { PlainAlert } from '../../../components/plain';
import { useDonationsTranslation } from '../i18n';
import type { CheckoutReturn, DonationStatusView } from './use-donation-status';

export function DonationResultMessage({
  view,
  checkout,
  onTryAgain,
  onCheckAgain,
}: {
  view: DonationStatusView;
  checkout: CheckoutReturn;
  onTryAgain: () => void;
  onCheckAgain: () => void;
}) {
  const { t } = useDonationsTranslation();
  if (view.kind === 'asking') {
    return (
      <PlainAlert severity="info" title={t('donations.result.pendingTitle')}>
        <p>{t('donations.loading')}</p>
      </PlainAlert>
    );
  }
  if (view.kind === 'unknown') {
    return (
      <PlainAlert
        severity="error"
        title={t('donations.result.unknownTitle')}
        testId="donation-result"
      >
        <p>{t('donations.result.unknownText')}</p>
        <TryAgain onTryAgain={onTryAgain} />
      </PlainAlert>
    );
  }
  return (
    <KnownResult
      status={view.status}
      isWaiting={view.isWaiting}
      checkout={checkout}
      onTryAgain={onTryAgain}
      onCheckAgain={onCheckAgain}
    />
  );
}

function TryAgain({ onTryAgain }: { onTryAgain: () => void }) {
  const { t } = useDonationsTranslation();
  return (
    <p>
      <button type="button" className="pl-secondary" onClick={onTryAgain}>
        {t('donations.result.tryAgain')}
      </button>
    </p>
  );
}

/** The gift's status as the server knows it: paid, refunded, cancelled or still pending. */
function KnownResult({
  status,
  isWaiting,
  checkout,
  onTryAgain,
  onCheckAgain,
}: {
  status: DonationStatusAnswer;
  isWaiting: boolean;
  checkout: CheckoutReturn;
  onTryAgain: () => void;
  onCheckAgain: () => void;
}) {
  const { t, i18n } = useDonationsTranslation();
  const language = i18n.language as Language;
  const amount = formatMoney(status.amountCents, status.currency, language);
  const isCancelled =
    status.status === 'cancelled' ||
    (status.status === 'pending' && checkout.result === 'cancelled');
  if (status.status === 'confirmed') {
    return (
      <PlainAlert
        severity="success"
        title={t('donations.result.paidTitle')}
        testId="donation-result"
      >
        <p>{t('donations.result.paidText', { amount })}</p>
        <p>
          <button type="button" className="pl-secondary" onClick={onTryAgain}>
            {t('donations.donate.anotherGift')}
          </button>
        </p>
      </PlainAlert>
    );
  }
  if (status.status === 'refunded') {
    return (
      <PlainAlert
        severity="info"
        title={t('donations.result.refundedTitle')}
        testId="donation-result"
      >
        <p>{t('donations.result.refundedText')}</p>
      </PlainAlert>
    );
  }
  if (isCancelled) {
    return (
      <PlainAlert
        severity="error"
        title={t('donations.result.cancelledTitle')}
        testId="donation-result"
      >
        <p>{t('donations.result.cancelledText')}</p>
        <TryAgain onTryAgain={onTryAgain} />
      </PlainAlert>
    );
  }
  return (
    <PlainAlert severity="info" title={t('donations.result.pendingTitle')} testId="donation-result">
      <p>
        {isWaiting ? t('donations.result.pendingText') : t('donations.result.stillPendingText')}
      </p>
      {isWaiting ? null : (
        <p>
          <button type="button" className="pl-secondary" onClick={onCheckAgain}>
            {t('donations.result.checkAgain')}
          </button>
        </p>
      )}
    </PlainAlert>
  );
}
