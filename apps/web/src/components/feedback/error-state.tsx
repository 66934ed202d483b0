// What a screen shows when its data could not be loaded: the reason, and "Try again".
import { useCommonTranslation } from '../../lib/i18n/common-translation';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { getErrorMessage } from '../../lib/errors';

export function ErrorState({ error, onRetry }: { error?: unknown; onRetry?: () => void }) {
  const { t } = useCommonTranslation();
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
