// /event: the upcoming published events as cards (name, date, place, the lowest price), each
// leading to its page. Sold out and not-yet-open events say so on their card.
import { buildPath, PATHS } from '../../../config/paths';
import { PlainAlert, PlainLink, PlainPageLoader } from '../../../components/plain';
import { getErrorMessage } from '../../../lib/errors';
import { useFormat } from '../../../lib/format';
import { usePublicLoad } from '../../../lib/use-public-load';
import type { PublicEventSummary } from '@portal/shared';
import { getPublicEvents } from '../api/get-public-events';
import { useEventsTranslation } from '../i18n';
import { formatEventRange, money } from './event-words';

export function PublicEventList() {
  const { t } = useEventsTranslation();
  const loaded = usePublicLoad(async (signal) => (await getPublicEvents(signal)).items, 'upcoming');
  const view = loaded.state;

  return (
    <>
      <h1 className="pl-title">{t('public.listTitle')}</h1>
      <p className="pl-text pl-text--secondary">{t('public.listIntro')}</p>
      {view.kind === 'loading' ? <PlainPageLoader /> : null}
      {view.kind === 'failed' ? (
        <PlainAlert severity="error" title={t('public.loadFailed')}>
          <p>{getErrorMessage(view.error, t)}</p>
          <p>
            <button type="button" className="pl-secondary" onClick={loaded.retry}>
              {t('public.tryAgain')}
            </button>
          </p>
        </PlainAlert>
      ) : null}
      {view.kind === 'ready' && view.data.length === 0 ? (
        <PlainAlert severity="info" testId="no-events">
          <p>{t('public.listEmpty')}</p>
        </PlainAlert>
      ) : null}
      {view.kind === 'ready' && view.data.length > 0 ? (
        <ul className="ev-list" data-testid="event-list">
          {view.data.map((event) => (
            <EventCard key={event.slug} event={event} />
          ))}
        </ul>
      ) : null}
    </>
  );
}

function EventCard({ event }: { event: PublicEventSummary }) {
  const { t } = useEventsTranslation();
  const format = useFormat();
  const price =
    event.fromPriceCents === 0
      ? t('public.free')
      : t('public.priceFrom', {
          price: money(event.fromPriceCents, event.currency, format.language),
        });
  return (
    <li className="ev-card">
      {event.imageUrl ? <img className="ev-card__image" src={event.imageUrl} alt="" /> : null}
      <div className="ev-card__body">
        <h2 className="ev-card__title">{event.name}</h2>
        <dl className="ev-meta">
          <dt>{t('public.when')}</dt>
          <dd>{formatEventRange(event, format.language)}</dd>
          <dt>{t('public.where')}</dt>
          <dd>{event.location}</dd>
        </dl>
        <p className="pl-text">{price}</p>
        {event.saleState === 'soldOut' ? (
          <span className="ev-badge">{t('public.soldOut')}</span>
        ) : null}
        {event.saleState === 'beingPaid' ? (
          <span className="ev-badge">{t('public.beingPaidBadge')}</span>
        ) : null}
        <PlainLink
          to={buildPath(PATHS.event, { slug: event.slug })}
          aria-label={`${t('public.details')}: ${event.name}`}
        >
          {t('public.details')}
        </PlainLink>
      </div>
    </li>
  );
}
