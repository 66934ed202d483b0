// The dashboard's figures (GET /edrocks/api/dashboard), loaded once the page has drawn: a
// skeleton while they come, an error with "Try again", then the coordinators' or the
// participant's figures as the answer's view says.
import { useId } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ErrorState } from '../../../components/feedback/error-state';
import { useDashboardFigures } from '../api/get-dashboard';
import { useDashboardTranslation } from '../i18n';
import { CoordinatorFigures } from './coordinator-figures';
import { ParticipantFigures } from './participant-figures';
import { SectionSkeleton } from './section-skeleton';

export default function FiguresSection() {
  const { t } = useDashboardTranslation();
  const figures = useDashboardFigures();
  const titleId = useId();
  return (
    <Box component="section" aria-labelledby={titleId} data-testid="figures">
      <Typography id={titleId} component="h2" variant="h6" sx={{ mb: 1.5 }}>
        {t('dashboard.figures.title')}
      </Typography>
      {figures.isPending ? (
        <SectionSkeleton testId="figures-loading" />
      ) : figures.error ? (
        <ErrorState error={figures.error} onRetry={() => void figures.refetch()} />
      ) : figures.data.view === 'coordinator' ? (
        <CoordinatorFigures figures={figures.data} />
      ) : (
        <ParticipantFigures figures={figures.data} />
      )}
    </Box>
  );
}
