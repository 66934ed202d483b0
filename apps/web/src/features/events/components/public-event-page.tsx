// /event/{slug}: "About this event" (image, date and time, place, description) and "Buy
// tickets". Back from the checkout, the order's outcome comes first. An unknown or unpublished
// event is a friendly page with the way to every event.
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { PATHS, buildPath } from '../../../config/paths';
import { PlainAlert, PlainLink, PlainPageLoader } from '../../../components/plain';
import { getErrorMessage } from '../../../lib/errors';
import { useFormat } from '../../../lib/format';
import { ApiError } from '../../../lib/http';
import { usePublicLoad } from '../../../lib/use-public-load';
import { getPublicEvent } from '../api/get-public-event';
import { useEventsTranslation } from '../i18n';
import { formatEventRange } from './event-words';
import { OrderReturn } from './order-return';
import { TicketForm } from './ticket-form';

export function PublicEventPage({ slug }: { slug: string }) {
  const { t } = useEventsTranslation();
  const format = useFormat();
  const [params, setParams] = useSearchParams();
  const loaded = usePublicLoad((signal) => getPublicEvent(slug, signal), slug);
  const view = loaded.state;
  const [confirmedEmail, setConfirmedEmail] = useState<string | null>(null);
  const confirmation = useRef<HTMLDivElement>(null);

  const orderId = Number(params.get('order'));
  const session = params.get('session');
  const isReturn = Number.isInteger(orderId) && orderId > 0 && Boolean(session);

  const reload = loaded.refresh;

  useEffect(() => {
    if (confirmedEmail) confirmation.current?.focus();
  }, [confirmedEmail]);

  if (view.kind === 'loading') return <PlainPageLoader />;
  if (view.kind === 'failed') return <EventLoadFailed error={view.error} onRetry={loaded.retry} />;

  const event = view.data;
  return (
    <article>
      <PlainLink to={buildPath(PATHS.event)}>{t('public.allEvents')}</PlainLink>
      <h1 className="pl-title">{event.name}</h1>
      {isReturn && session ? (
        <OrderReturn
          slug={slug}
          orderId={orderId}
          session={session}
          result={params.get('result')}
          onTryAgain={() => {
            setParams({}, { replace: true });
            reload();
          }}
        />
      ) : null}
      <section aria-labelledby="event-about">
        <h2 id="event-about" className="ev-heading">
          {t('public.about')}
        </h2>
        {event.imageUrl ? <img className="ev-image" src={event.imageUrl} alt="" /> : null}
        <dl className="ev-meta">
          <dt>{t('public.when')}</dt>
          <dd data-testid="event-when">{formatEventRange(event, format.language)}</dd>
          <dt>{t('public.where')}</dt>
          <dd>{event.location}</dd>
        </dl>
        {event.description ? <p className="ev-description">{event.description}</p> : null}
      </section>
      {isReturn ? null : (
        <section aria-labelledby="event-buy">
          <h2 id="event-buy" className="ev-heading">
            {t('public.buy')}
          </h2>
          {confirmedEmail ? (
            <div ref={confirmation} tabIndex={-1} className="ev-focus-target">
              <PlainAlert
                severity="success"
                title={t('public.confirmedTitle')}
                testId="order-state"
              >
                <p>{t('public.ticketsOnTheWay', { email: confirmedEmail })}</p>
                <p>{t('public.confirmedText')}</p>
              </PlainAlert>
            </div>
          ) : (
            <TicketForm event={event} onConfirmed={setConfirmedEmail} onRefresh={reload} />
          )}
        </section>
      )}
    </article>
  );
}

/** An unknown or unpublished event, or a page that could not be loaded. */
function EventLoadFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useEventsTranslation();
  const isUnknown = error instanceof ApiError && [400, 404].includes(error.status);
  return isUnknown ? (
    <div data-testid="unknown-event">
      <h1 className="pl-title">{t('public.unknownTitle')}</h1>
      <p className="pl-text">{t('public.unknownText')}</p>
      <PlainLink to={buildPath(PATHS.event)}>{t('public.seeAll')}</PlainLink>
    </div>
  ) : (
    <>
      <PlainAlert severity="error" title={t('public.loadFailed')}>
        <p>{getErrorMessage(error, t)}</p>
        <p>
          <button type="button" className="pl-secondary" onClick={onRetry}>
            {t('public.tryAgain')}
          </button>
        </p>
      </PlainAlert>
      <PlainLink to={buildPath(PATHS.event)}>{t('public.seeAll')}</PlainLink>
    </>
  );
}
