// The plain statement that a screen is not in this version of the portal yet: screens owned by
// later work exist as routes, but must not pretend to work.
import type { ReactNode } from 'react';
import { useComingSoonTranslation } from '../i18n';
import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';

export function UnavailableNotice({ body, action }: { body: string; action: ReactNode }) {
  const { t } = useComingSoonTranslation();
  return (
    <Alert severity="info" data-testid="unavailable" sx={{ alignItems: 'flex-start' }}>
      <Typography component="h2" variant="h6" gutterBottom>
        {t('unavailable.heading')}
      </Typography>
      <Typography sx={{ mb: 2 }}>{body}</Typography>
      {action}
    </Alert>
  );
}
