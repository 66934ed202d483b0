// Why tickets cannot be bought now, in place of the form: sales not open yet, closed, every
// seat left held by unpaid checkouts (which may come back), or sold out.
import type { PublicEvent } from '@portal/shared';
import { PlainAlert } from '../../../components/plain';
import { useFormat } from '../../../lib/format';
import { useEventsTranslation } from '../i18n';
import { formatEventMoment } from './event-words';
import { maxOf } from './use-ticket-order';

/** Whether the event's tickets can be bought now. */
export function isOnSale(event: PublicEvent): boolean {
  return (
    event.saleState !== 'upcoming' &&
    event.saleState !== 'closed' &&
    event.saleState !== 'beingPaid' &&
    !(event.saleState === 'soldOut' || event.ticketTypes.every((type) => maxOf(type) === 0))
  );
}

export function SaleStateNotice({
  event,
  onRefresh,
}: {
  event: PublicEvent;
  onRefresh: () => void;
}) {
  const { t } = useEventsTranslation();
  const format = useFormat();
  if (event.saleState === 'upcoming') {
    return (
      <PlainAlert severity="info" testId="sale-state">
        <p>
          {t('public.salesOpenOn', {
            date: formatEventMoment(event.salesStartAt, event.timeZone, format.language),
          })}
        </p>
      </PlainAlert>
    );
  }
  if (event.saleState === 'closed') {
    return (
      <PlainAlert severity="info" testId="sale-state">
        <p>{t('public.salesClosed')}</p>
      </PlainAlert>
    );
  }
  if (event.saleState === 'beingPaid') {
    return (
      <PlainAlert severity="info" testId="sale-state">
        <p>{t('public.beingPaid', { count: event.seatsHeld })}</p>
        <button type="button" className="pl-button" onClick={onRefresh}>
          {t('public.checkAgain')}
        </button>
      </PlainAlert>
    );
  }
  if (event.saleState === 'soldOut' || event.ticketTypes.every((type) => maxOf(type) === 0)) {
    return (
      <PlainAlert severity="error" testId="sale-state">
        <p className="ev-sold-out">{t('public.soldOut')}</p>
      </PlainAlert>
    );
  }

  return null;
}
