// A returned part's comment, where it cannot be missed: when it was returned (and, for
// coordinators, by whom: a sponsor reads "your coordinator", decision 032), and for the sponsor,
// what to do next.
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import UndoOutlined from '@mui/icons-material/UndoOutlined';
import type { Assessment } from '@portal/shared';
import { useFormat } from '../../../lib/format';
import { useAssessmentsTranslation } from '../i18n';

export function ReturnedNote({
  assessment,
  isForSponsor = false,
}: {
  assessment: Assessment;
  isForSponsor?: boolean;
}) {
  const { t } = useAssessmentsTranslation();
  const format = useFormat();
  const date = assessment.returnedAt ? format.date(assessment.returnedAt) : null;
  let byline: string | null = null;
  if (isForSponsor) {
    byline = date ? t('assessments.mine.returnedOn', { date }) : null;
  } else if (assessment.returnedBy && date) {
    byline = t('assessments.review.returnedByOn', { name: assessment.returnedBy, date });
  } else if (date) {
    byline = t('assessments.review.returnedOn', { date });
  }
  return (
    <Alert
      severity="warning"
      icon={<UndoOutlined />}
      data-testid="return-comment"
      sx={{ borderLeft: 4, borderLeftColor: 'warning.main' }}
    >
      <AlertTitle>
        {isForSponsor
          ? t('assessments.mine.returnedTitle')
          : t('assessments.review.returnedComment')}
      </AlertTitle>
      <Box
        component="blockquote"
        sx={{ m: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontSize: '1.05rem' }}
      >
        {assessment.returnComment}
      </Box>
      {byline ? (
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          {byline}
        </Typography>
      ) : null}
      {isForSponsor ? (
        <Typography variant="body2" sx={{ mt: 1, fontWeight: 600 }}>
          {t('assessments.mine.returnedHint')}
        </Typography>
      ) : null}
    </Alert>
  );
}
