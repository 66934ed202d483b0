// What really happened to a gift after the hosted checkout, asked of the server with the return
// key: only the provider's signed webhook confirms a payment, so right after paying the gift may
// still be pending, and it is asked again every two seconds for a short while.
import { useEffect, useRef, useState } from 'react';
import type { DonationStatusAnswer } from '@portal/shared';
import { getDonationStatus } from '../api/get-donation-status';

export const STATUS_POLL_MS = 2000;
export const STATUS_POLL_TRIES = 10;

/** The return's part of the address, when the page is one. */
export interface CheckoutReturn {
  donationId: number;
  key: string;
  result: 'paid' | 'cancelled';
}

export type DonationStatusView =
  | { kind: 'asking' }
  | { kind: 'known'; status: DonationStatusAnswer; isWaiting: boolean }
  | { kind: 'unknown' };

export function useDonationStatus(
  checkout: CheckoutReturn,
  onStatus: ((status: DonationStatusAnswer) => void) | undefined,
) {
  const [view, setView] = useState<DonationStatusView>({ kind: 'asking' });
  const [round, setRound] = useState(0);
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

  /** Asks again, a few more times, once the polling gave up on a still-pending gift. */
  const checkAgain = () => setRound((n) => n + 1);
  return { view, checkAgain };
}
