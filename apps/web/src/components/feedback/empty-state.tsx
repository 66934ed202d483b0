// A friendly empty list: what is missing and the next step.
import type { ReactNode } from 'react';
import { useCommonTranslation } from '../../lib/i18n/common-translation';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export function EmptyState({ message, action }: { message?: ReactNode; action?: ReactNode }) {
  const { t } = useCommonTranslation();
  return (
    <Box sx={{ py: 4, textAlign: 'center' }} data-testid="empty-state">
      <Typography sx={{ color: 'text.secondary', mb: action ? 2 : 0 }}>
        {message ?? t('feedback.empty')}
      </Typography>
      {action}
    </Box>
  );
}
