// The error of a whole form (not of one field), translated, announced to screen readers.
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import { getErrorMessage } from '../../lib/errors';

export function FormErrorAlert({ error }: { error: unknown }) {
  const { t } = useTranslation();
  if (!error) return null;
  return (
    <Alert severity="error" role="alert" sx={{ mt: 2 }} data-testid="form-error">
      {getErrorMessage(error, t)}
    </Alert>
  );
}
