// /edrocks/sponsors/assessments: the signed-in sponsor's five parts of the available year, with
// how many are submitted. Without an available year there is nothing to write, and the page says
// so. Coordinators, who read assessments one sponsor at a time, are pointed to the completion
// report, which lists every sponsor with a link to their parts.
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ASSESSMENT_MIN_LENGTH, canSee, canWrite } from '@portal/shared';
import { EmptyState } from '../../../components/feedback/empty-state';
import { ErrorState } from '../../../components/feedback/error-state';
import { LoadingSkeleton } from '../../../components/feedback/loading-skeleton';
import { PATHS } from '../../../config/paths';
import { hasErrorCode } from '../../../lib/errors';
import { useSession } from '../../../lib/session';
import { useMyAssessments } from '../api/get-my-assessments';
import { useAssessmentsTranslation } from '../i18n';
import { AssessmentEditor } from './assessment-editor';
import { SubmittedProgress } from './submitted-progress';

export function MyAssessments() {
  const { t } = useAssessmentsTranslation();
  const role = useSession().userData?.role;
  const writesOwn = role !== undefined && canWrite(role, 'assessments');
  const assessments = useMyAssessments({ enabled: writesOwn });

  if (!writesOwn) {
    return (
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <EmptyState
          message={t('assessments.mine.notSponsor')}
          action={
            role !== undefined && canSee(role, 'leadershipReport') ? (
              <Button component={RouterLink} to={PATHS.leadershipReport} variant="contained">
                {t('assessments.mine.toCompletionReport')}
              </Button>
            ) : null
          }
        />
      </Paper>
    );
  }
  if (assessments.isPending) return <LoadingSkeleton lines={5} />;
  if (assessments.isError) {
    return hasErrorCode(assessments.error, 'NO_AVAILABLE_YEAR') ? (
      <EmptyState message={t('assessments.mine.noYear')} />
    ) : (
      <ErrorState error={assessments.error} onRetry={() => void assessments.refetch()} />
    );
  }
  const data = assessments.data;
  if (!data.year) return <EmptyState message={t('assessments.mine.noYear')} />;
  const minLength = data.minLength || ASSESSMENT_MIN_LENGTH;

  return (
    <Stack spacing={2} data-testid="my-assessments">
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack spacing={1.5}>
          <Typography variant="subtitle1" component="p" sx={{ color: 'text.secondary' }}>
            {t('assessments.year', { year: data.year.name })}
          </Typography>
          <Typography variant="body1">{t('assessments.mine.intro', { num: minLength })}</Typography>
          <SubmittedProgress submitted={data.submitted} />
        </Stack>
      </Paper>
      {data.parts.map((part) => (
        <AssessmentEditor key={part.part} assessment={part} minLength={minLength} />
      ))}
    </Stack>
  );
}
