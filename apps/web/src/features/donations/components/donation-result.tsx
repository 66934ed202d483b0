// Back from the hosted checkout (`?donation={id}&key={key}&result=paid|cancelled`): what really
// happened, asked of the server with the return key (only the provider's signed webhook confirms
// a payment, so right after paying the gift may still be pending: asked again every two seconds
// for a short while). A thank-you that says what comes next, or what went wrong with "Try again".
import { useEffect, useRef } from 'react';
import type { DonationStatusAnswer } from '@portal/shared';
import { DonationResultMessage } from './donation-result-message';
import { useDonationStatus, type CheckoutReturn } from './use-donation-status';

export function readCheckoutReturn(params: URLSearchParams): CheckoutReturn | null {
  const donationId = Number(params.get('donation'));
  const key = params.get('key') ?? '';
  const result = params.get('result');
  if (!Number.isInteger(donationId) || donationId <= 0 || key === '') return null;
  return { donationId, key, result: result === 'cancelled' ? 'cancelled' : 'paid' };
}

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
  const { view, checkAgain } = useDonationStatus(checkout, onStatus);
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    // The outcome replaces the form: focus moves to it, so it is read out.
    if (view.kind !== 'asking') box.current?.focus();
  }, [view.kind]);

  return (
    <div ref={box} tabIndex={-1} className="dn-result" aria-live="polite">
      <DonationResultMessage
        view={view}
        checkout={checkout}
        onTryAgain={onTryAgain}
        onCheckAgain={checkAgain}
      />
    </div>
  );
}
