// The error of a whole form (not of one field), translated, announced to screen readers.
import { useCommonTranslation } from '../../lib/i18n/common-translation';
import Alert from '@mui/material/Alert';
import { getErrorMessage } from '../../lib/errors';

export function FormErrorAlert({ error }: { error: unknown }) {
  const { t } = useCommonTranslation();
  if (!error) return null;
  return (
    <Alert severity="error" role="alert" sx={{ mt: 2 }} data-testid="form-error">
      {getErrorMessage(error, t)}
    </Alert>
  );
}
