// The sponsor's "A student for you": the offers of another student their coordinator made them
// that are still open, one card each, and the answers of the last days as a line each. A small
// skeleton while they load, an error state with "Try again", nothing at all when there is
// nothing to show. A refusal of an answer shows under its card, or above the cards when the
// offer is no longer open.
import { useId, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { SponsorOffer } from '@portal/shared';
import { ErrorState } from '../../../components/feedback/error-state';
import { useMyOffers } from '../api/get-my-offers';
import { useDashboardTranslation } from '../i18n';
import { SectionSkeleton } from './section-skeleton';
import { OfferCard, OfferError, offerStateWords } from './offer-card';

/** How long an answered offer is still shown, as a line of text. */
export const ANSWERED_SHOWN_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

interface Failure {
  id: number;
  error: unknown;
}

/** The open offers, and those answered in the last ANSWERED_SHOWN_DAYS (newest first). */
export function offersToShow(
  items: SponsorOffer[],
  now: Date,
): { open: SponsorOffer[]; answered: SponsorOffer[] } {
  const since = now.getTime() - ANSWERED_SHOWN_DAYS * DAY_MS;
  const answered = items
    .filter((item) => item.state === 'accepted' || item.state === 'declined')
    .filter((item) => item.answeredAt !== null && Date.parse(item.answeredAt) >= since)
    .sort((a, b) => Date.parse(b.answeredAt ?? '') - Date.parse(a.answeredAt ?? ''));
  return { open: items.filter((item) => item.state === 'open'), answered };
}

export default function OffersSection() {
  const { t } = useDashboardTranslation();
  const offers = useMyOffers();
  const [failure, setFailure] = useState<Failure | null>(null);
  const titleId = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);
  if (offers.isPending) return <SectionSkeleton testId="offers-loading" />;
  if (offers.error) {
    return <ErrorState error={offers.error} onRetry={() => void offers.refetch()} />;
  }
  const { open, answered } = offersToShow(offers.data.items, new Date());
  if (open.length === 0 && answered.length === 0) return null;
  const isFailureListed = failure !== null && open.some((item) => item.id === failure.id);
  return (
    <Box component="section" aria-labelledby={titleId} data-testid="offers">
      <Typography
        id={titleId}
        ref={titleRef}
        tabIndex={-1}
        component="h2"
        variant="h6"
        sx={{ mb: 0.5, outline: 'none' }}
      >
        {t('dashboard.offers.title')}
      </Typography>
      {open.length > 0 ? (
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1.5 }}>
          {t('dashboard.offers.intro')}
        </Typography>
      ) : null}
      {failure && !isFailureListed ? (
        <Box sx={{ mb: 1.5 }}>
          <OfferError error={failure.error} onClose={() => setFailure(null)} />
        </Box>
      ) : null}
      {answered.map((item) => (
        <Typography key={item.id} data-testid="offer-answered" sx={{ mb: 1 }}>
          {offerStateWords(item, t)}
        </Typography>
      ))}
      <OfferCards
        items={open}
        failure={failure}
        onFailure={(id, error) => setFailure(error ? { id, error } : null)}
        onAnswered={() => requestAnimationFrame(() => titleRef.current?.focus())}
      />
    </Box>
  );
}

function OfferCards({
  items,
  failure,
  onFailure,
  onAnswered,
}: {
  items: SponsorOffer[];
  failure: Failure | null;
  onFailure: (id: number, error: unknown) => void;
  onAnswered: () => void;
}) {
  if (items.length === 0) return null;
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
      }}
    >
      {items.map((item) => (
        <li key={item.id}>
          <OfferCard
            item={item}
            error={failure?.id === item.id ? failure.error : null}
            onFailure={(error) => onFailure(item.id, error)}
            onAnswered={onAnswered}
          />
        </li>
      ))}
    </Box>
  );
}
