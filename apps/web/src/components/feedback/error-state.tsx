// What a screen shows when its data could not be loaded: the reason, and "Try again".
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { getErrorMessage } from '../../lib/errors';

export function ErrorState({ error, onRetry }: { error?: unknown; onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert
      severity="error"
      role="alert"
      data-testid="error-state"
      action={
        onRetry ? (
          <Button color="inherit" onClick={onRetry}>
            {t('feedback.retry')}
          </Button>
        ) : undefined
      }
    >
      {t('feedback.loadError')} {error ? getErrorMessage(error, t) : null}
    </Alert>
  );
}
