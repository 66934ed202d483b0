// Back from the hosted checkout (`?order=&session=&result=paid|cancelled`): the order as the
// server knows it. Confirmed: the tickets are on their way. Still reserved after paying: the
// provider's confirmation has not arrived yet, so the page asks again for a short while.
// Cancelled (or the buyer cancelled and the hold is being released): the seats are free again,
// and "Try again" goes back to the tickets.
import { useEffect, useRef, useState } from 'react';
import type { PublicOrder } from '@portal/shared';
import { PlainAlert, PlainPageLoader } from '../../../components/plain';
import { getErrorMessage } from '../../../lib/errors';
import { getPublicOrder } from '../api/get-public-order';
import { useEventsTranslation } from '../i18n';

/** How often, and how long, a paid order still reserved is asked for again. */
export const ORDER_POLL_MS = 1500;
export const ORDER_POLL_LIMIT_MS = 30_000;

type View =
  | { kind: 'loading' }
  | { kind: 'order'; order: PublicOrder; isWaiting: boolean }
  | { kind: 'failed'; error: unknown };

export function OrderReturn({
  slug,
  orderId,
  session,
  result,
  onTryAgain,
}: {
  slug: string;
  orderId: number;
  session: string;
  result: string | null;
  onTryAgain: () => void;
}) {
  const { t } = useEventsTranslation();
  const wasCancelled = result === 'cancelled';
  const view = useOrderView(slug, orderId, session, wasCancelled);
  const box = useRef<HTMLDivElement>(null);

  const settled = view.kind === 'order' && !view.isWaiting ? view.order.status : null;
  // The outcome is read out once it is known: focus moves to it.
  useEffect(() => {
    if (settled || view.kind === 'failed') box.current?.focus();
  }, [settled, view.kind]);

  let content;
  if (view.kind === 'loading') {
    content = <PlainPageLoader />;
  } else if (view.kind === 'failed') {
    content = (
      <PlainAlert severity="error" testId="order-state">
        <p>{getErrorMessage(view.error, t)}</p>
        <TryAgain onClick={onTryAgain} />
      </PlainAlert>
    );
  } else {
    const { order } = view;
    if (order.status === 'confirmed') {
      content = (
        <PlainAlert severity="success" title={t('public.confirmedTitle')} testId="order-state">
          <p>{t('public.ticketsOnTheWay', { email: order.emailHint })}</p>
          <p>{t('public.confirmedText')}</p>
        </PlainAlert>
      );
    } else if (order.status === 'reserved' && !wasCancelled) {
      content = (
        <PlainAlert severity="info" title={t('public.pendingTitle')} testId="order-state">
          <p>{view.isWaiting ? t('public.pendingText') : t('public.pendingLong')}</p>
        </PlainAlert>
      );
    } else {
      content = (
        <PlainAlert severity="error" title={t('public.cancelledTitle')} testId="order-state">
          <p>{t('public.cancelledText')}</p>
          <TryAgain onClick={onTryAgain} />
        </PlainAlert>
      );
    }
  }

  return (
    <div ref={box} tabIndex={-1} className="ev-focus-target">
      {content}
    </div>
  );
}

function TryAgain({ onClick }: { onClick: () => void }) {
  const { t } = useEventsTranslation();
  return (
    <p>
      <button type="button" className="pl-secondary" onClick={onClick}>
        {t('public.tryAgain')}
      </button>
    </p>
  );
}

/** The order as the server knows it, asked again while a paid order is still reserved. */
function useOrderView(slug: string, orderId: number, session: string, wasCancelled: boolean) {
  const [view, setView] = useState<View>({ kind: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    const startedAt = Date.now();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ask = () => {
      getPublicOrder(slug, orderId, session, controller.signal)
        .then((order) => {
          const isPending = order.status === 'reserved' && !wasCancelled;
          const isWaiting = isPending && Date.now() - startedAt < ORDER_POLL_LIMIT_MS;
          setView({ kind: 'order', order, isWaiting });
          if (isWaiting) timer = setTimeout(ask, ORDER_POLL_MS);
        })
        .catch((error: unknown) => {
          if (!controller.signal.aborted) setView({ kind: 'failed', error });
        });
    };
    ask();
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [slug, orderId, session, wasCancelled]);

  return view;
}
