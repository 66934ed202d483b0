// A public page's load that failed: the reason in words and "Try again".
import { PlainAlert } from '../../../components/plain';
import { getErrorMessage } from '../../../lib/errors';
import { useDonationsTranslation } from '../i18n';

export function LoadFailure({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useDonationsTranslation();
  return (
    <PlainAlert severity="error">
      <p>{getErrorMessage(error, t)}</p>
      <p>
        <button type="button" className="pl-secondary" onClick={onRetry}>
          {t('donations.retry')}
        </button>
      </p>
    </PlainAlert>
  );
}
