// The sponsor's "Your students for <year>": their recommitment requests of the newest year (and
// of any other year still waiting for an answer), one card each. A small skeleton while they
// load, an error state with "Try again", nothing at all when there are none. A refusal of an
// answer shows under its card, or above the cards when the request is no longer listed.
import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Recommitment } from '@portal/shared';
import { ErrorState } from '../../../components/feedback/error-state';
import { getErrorMessage } from '../../../lib/errors';
import { useMyRecommitments } from '../api/get-my-recommitments';
import { useDashboardTranslation } from '../i18n';
import { SectionSkeleton } from './section-skeleton';
import { RecommitmentCard } from './recommitment-card';

interface Failure {
  id: number;
  error: unknown;
}

/** The years to show, newest first: the newest, and any other with a request still open. */
export function yearsToShow(items: Recommitment[]): { year: string; items: Recommitment[] }[] {
  const newest = items[0]?.periodId;
  const years = new Map<number, { year: string; items: Recommitment[] }>();
  for (const item of items) {
    if (item.periodId !== newest && !item.canAnswer) continue;
    const group = years.get(item.periodId) ?? { year: item.periodName, items: [] };
    group.items.push(item);
    years.set(item.periodId, group);
  }
  return [...years.values()];
}

export default function RecommitmentsSection() {
  const { t } = useDashboardTranslation();
  const requests = useMyRecommitments();
  const [failure, setFailure] = useState<Failure | null>(null);
  if (requests.isPending) return <SectionSkeleton testId="loading" />;
  if (requests.error) {
    return <ErrorState error={requests.error} onRetry={() => void requests.refetch()} />;
  }
  const { items } = requests.data;
  if (items.length === 0) return null;
  const isFailureListed = failure !== null && items.some((item) => item.id === failure.id);
  return (
    <Stack spacing={3} data-testid="recommitments">
      {failure && !isFailureListed ? (
        <Alert severity="error" role="alert" onClose={() => setFailure(null)}>
          {getErrorMessage(failure.error, t)}
        </Alert>
      ) : null}
      {yearsToShow(items).map((group) => (
        <YearSection
          key={group.year}
          year={group.year}
          items={group.items}
          failure={failure}
          onFailure={(id, error) => setFailure(error ? { id, error } : null)}
        />
      ))}
    </Stack>
  );
}

function YearSection({
  year,
  items,
  failure,
  onFailure,
}: {
  year: string;
  items: Recommitment[];
  failure: Failure | null;
  onFailure: (id: number, error: unknown) => void;
}) {
  const { t } = useDashboardTranslation();
  const titleId = useId();
  const isAnyOpen = items.some((item) => item.canAnswer);
  return (
    <Box component="section" aria-labelledby={titleId}>
      <Typography id={titleId} component="h2" variant="h6" sx={{ mb: 0.5 }}>
        {t('dashboard.recommitments.title', { year })}
      </Typography>
      {isAnyOpen ? (
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1.5 }}>
          {t('dashboard.recommitments.intro', { year })}
        </Typography>
      ) : null}
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          mt: isAnyOpen ? 0 : 1.5,
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
        }}
      >
        {items.map((item) => (
          <li key={item.id}>
            <RecommitmentCard
              item={item}
              error={failure?.id === item.id ? failure.error : null}
              onFailure={(error) => onFailure(item.id, error)}
            />
          </li>
        ))}
      </Box>
    </Box>
  );
}
