// Back from the hosted checkout (`?donation={id}&key={key}&result=paid|cancelled`): what really
// happened, asked of the server with the return key (only the provider's signed webhook confirms
// a payment, so right after paying the gift may still be pending: asked again every two seconds
// for a short while). A thank-you that says what comes next, or what went wrong with "Try again".
import { useEffect, useRef, useState } from 'react';
import { formatMoney, type DonationStatusAnswer, type Language } from '@portal/shared';
import { PlainAlert } from '../../../components/plain';
import { getDonationStatus } from '../api/get-donation-status';
import { useDonationsTranslation } from '../i18n';

export const STATUS_POLL_MS = 2000;
export const STATUS_POLL_TRIES = 10;

/** The return's part of the address, when the page is one. */
export interface CheckoutReturn {
  donationId: number;
  key: string;
  result: 'paid' | 'cancelled';
}

export function readCheckoutReturn(params: URLSearchParams): CheckoutReturn | null {
  const donationId = Number(params.get('donation'));
  const key = params.get('key') ?? '';
  const result = params.get('result');
  if (!Number.isInteger(donationId) || donationId <= 0 || key === '') return null;
  return { donationId, key, result: result === 'cancelled' ? 'cancelled' : 'paid' };
}

type View =
  | { kind: 'asking' }
  | { kind: 'known'; status: DonationStatusAnswer; isWaiting: boolean }
  | { kind: 'unknown' };

export function DonationResult({
  checkout,
  onTryAgain,
  onStatus,
}: {
  checkout: CheckoutReturn;
  /** Leaves the result for the form again (the address loses the return's part). */
  onTryAgain: () => void;
  /** Told each status (the sponsor's page reloads its progress once a gift is confirmed). */
  onStatus?: (status: DonationStatusAnswer) => void;
}) {
  const { t, i18n } = useDonationsTranslation();
  const language = i18n.language as Language;
  const [view, setView] = useState<View>({ kind: 'asking' });
  const [round, setRound] = useState(0);
  const box = useRef<HTMLDivElement>(null);
  const told = useRef(onStatus);
  told.current = onStatus;

  useEffect(() => {
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let tries = 0;
    const ask = () => {
      tries += 1;
      getDonationStatus(checkout.donationId, checkout.key, controller.signal)
        .then((status) => {
          told.current?.(status);
          // A cancelled return with a still-pending gift is a cancellation: nothing was paid.
          const isWaiting =
            status.status === 'pending' && checkout.result === 'paid' && tries < STATUS_POLL_TRIES;
          setView({ kind: 'known', status, isWaiting });
          if (isWaiting) timer = setTimeout(ask, STATUS_POLL_MS);
        })
        .catch(() => {
          if (!controller.signal.aborted) setView({ kind: 'unknown' });
        });
    };
    ask();
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [checkout.donationId, checkout.key, checkout.result, round]);

  useEffect(() => {
    // The outcome replaces the form: focus moves to it, so it is read out.
    if (view.kind !== 'asking') box.current?.focus();
  }, [view.kind]);

  const tryAgain = (
    <p>
      <button type="button" className="pl-secondary" onClick={onTryAgain}>
        {t('donations.result.tryAgain')}
      </button>
    </p>
  );

  let content;
  if (view.kind === 'asking') {
    content = (
      <PlainAlert severity="info" title={t('donations.result.pendingTitle')}>
        <p>{t('donations.loading')}</p>
      </PlainAlert>
    );
  } else if (view.kind === 'unknown') {
    content = (
      <PlainAlert
        severity="error"
        title={t('donations.result.unknownTitle')}
        testId="donation-result"
      >
        <p>{t('donations.result.unknownText')}</p>
        {tryAgain}
      </PlainAlert>
    );
  } else {
    const { status } = view;
    const amount = formatMoney(status.amountCents, status.currency, language);
    const isCancelled =
      status.status === 'cancelled' ||
      (status.status === 'pending' && checkout.result === 'cancelled');
    if (status.status === 'confirmed') {
      content = (
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
    } else if (status.status === 'refunded') {
      content = (
        <PlainAlert
          severity="info"
          title={t('donations.result.refundedTitle')}
          testId="donation-result"
        >
          <p>{t('donations.result.refundedText')}</p>
        </PlainAlert>
      );
    } else if (isCancelled) {
      content = (
        <PlainAlert
          severity="error"
          title={t('donations.result.cancelledTitle')}
          testId="donation-result"
        >
          <p>{t('donations.result.cancelledText')}</p>
          {tryAgain}
        </PlainAlert>
      );
    } else {
      content = (
        <PlainAlert
          severity="info"
          title={t('donations.result.pendingTitle')}
          testId="donation-result"
        >
          <p>
            {view.isWaiting
              ? t('donations.result.pendingText')
              : t('donations.result.stillPendingText')}
          </p>
          {view.isWaiting ? null : (
            <p>
              <button type="button" className="pl-secondary" onClick={() => setRound((n) => n + 1)}>
                {t('donations.result.checkAgain')}
              </button>
            </p>
          )}
        </PlainAlert>
      );
    }
  }

  return (
    <div ref={box} tabIndex={-1} className="dn-result" aria-live="polite">
      {content}
    </div>
  );
}
