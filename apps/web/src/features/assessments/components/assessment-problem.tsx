// A save or a submission that failed: what failed, then the server's words.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { getErrorMessage } from '../../../lib/errors';
import { useAssessmentsTranslation } from '../i18n';

export function AssessmentProblem({
  summary,
  error,
  role,
  testId,
}: {
  summary: string;
  error: unknown;
  role?: 'alert';
  testId: string;
}) {
  const { t } = useAssessmentsTranslation();
  return (
    <Alert severity="error" role={role} data-testid={testId}>
      <Box component="span" sx={{ display: 'block' }}>
        {summary}
      </Box>
      <Box component="span" sx={{ display: 'block' }}>
        {getErrorMessage(error, t)}
      </Box>
    </Alert>
  );
}
