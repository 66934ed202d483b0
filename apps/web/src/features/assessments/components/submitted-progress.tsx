// "2 of 5 submitted", in words and as a bar.
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { ASSESSMENT_COUNT } from '@portal/shared';
import { useAssessmentsTranslation } from '../i18n';

export function SubmittedProgress({ submitted }: { submitted: number }) {
  const { t } = useAssessmentsTranslation();
  const labelId = useId();
  const words = t('assessments.progress', { submitted, total: ASSESSMENT_COUNT });
  return (
    <Box sx={{ maxWidth: 420 }}>
      <Typography
        id={labelId}
        variant="subtitle1"
        component="p"
        sx={{ fontWeight: 600 }}
        data-testid="assessments-progress"
      >
        {words}
      </Typography>
      <LinearProgress
        variant="determinate"
        value={(submitted / ASSESSMENT_COUNT) * 100}
        aria-label={t('assessments.progressLabel')}
        aria-valuetext={words}
        color={submitted === ASSESSMENT_COUNT ? 'success' : 'primary'}
        sx={{ height: 8, borderRadius: 4, mt: 0.5 }}
      />
    </Box>
  );
}
