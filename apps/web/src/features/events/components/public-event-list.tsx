// /event: the upcoming published events as cards (name, date, place, the lowest price), each
// leading to its page. Sold out and not-yet-open events say so on their card.
import { useEffect, useState } from 'react';
import { buildPath, PATHS } from '../../../config/paths';
import { PlainAlert, PlainLink, PlainPageLoader } from '../../../components/plain';
import { getErrorMessage } from '../../../lib/errors';
import { useFormat } from '../../../lib/format';
import type { PublicEventSummary } from '@portal/shared';
import { getPublicEvents } from '../api/get-public-events';
import { useEventsTranslation } from '../i18n';
import { formatEventRange, money } from './event-words';

type View =
  | { kind: 'loading' }
  | { kind: 'ready'; items: PublicEventSummary[] }
  | { kind: 'failed'; error: unknown };

export function PublicEventList() {
  const { t } = useEventsTranslation();
  const [view, setView] = useState<View>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    getPublicEvents(controller.signal)
      .then((list) => setView({ kind: 'ready', items: list.items }))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setView({ kind: 'failed', error });
      });
    return () => controller.abort();
  }, [attempt]);

  return (
    <>
      <h1 className="pl-title">{t('public.listTitle')}</h1>
      <p className="pl-text pl-text--secondary">{t('public.listIntro')}</p>
      {view.kind === 'loading' ? <PlainPageLoader /> : null}
      {view.kind === 'failed' ? (
        <PlainAlert severity="error" title={t('public.loadFailed')}>
          <p>{getErrorMessage(view.error, t)}</p>
          <p>
            <button
              type="button"
              className="pl-secondary"
              onClick={() => {
                setView({ kind: 'loading' });
                setAttempt((count) => count + 1);
              }}
            >
              {t('public.tryAgain')}
            </button>
          </p>
        </PlainAlert>
      ) : null}
      {view.kind === 'ready' && view.items.length === 0 ? (
        <PlainAlert severity="info" testId="no-events">
          <p>{t('public.listEmpty')}</p>
        </PlainAlert>
      ) : null}
      {view.kind === 'ready' && view.items.length > 0 ? (
        <ul className="ev-list" data-testid="event-list">
          {view.items.map((event) => (
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
          <dd>{formatEventRange(event.startsAt, event.endsAt, format.language)}</dd>
          <dt>{t('public.where')}</dt>
          <dd>{event.location}</dd>
        </dl>
        <p className="pl-text">{price}</p>
        {event.saleState === 'soldOut' ? (
          <span className="ev-badge">{t('public.soldOut')}</span>
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
