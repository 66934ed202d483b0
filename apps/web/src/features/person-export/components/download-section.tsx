// A section that downloads a person's data as a ZIP: its title, what the file holds, and the
// button, busy while the file is prepared; a refusal (too many downloads) shows the server's words.
import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { getErrorMessage } from '../../../lib/errors';
import { notify } from '../../../lib/notify';
import { usePersonExportTranslation } from '../i18n';

export function DownloadSection({
  kind,
  download,
}: {
  kind: 'mine' | 'person' | 'student' | 'sponsor';
  download: () => Promise<void>;
}) {
  const { t } = usePersonExportTranslation();
  const titleId = useId();
  const [isBusy, setIsBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function start() {
    setIsBusy(true);
    setError(null);
    try {
      await download();
      notify.success(t('personExport.done'));
    } catch (failure) {
      setError(getErrorMessage(failure, t));
    } finally {
      setIsBusy(false);
    }
  }

  return (
    <Box component="section" aria-labelledby={titleId} data-testid={`person-export-${kind}`}>
      <Typography id={titleId} variant="h6" component="h2" gutterBottom>
        {t(`personExport.${kind}.title`)}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t(`personExport.${kind}.intro`)}
      </Typography>
      {error ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {error}
        </Alert>
      ) : null}
      <Button
        variant="outlined"
        onClick={() => void start()}
        disabled={isBusy}
        sx={{ minHeight: 44 }}
        startIcon={isBusy ? <CircularProgress size={18} aria-hidden /> : null}
      >
        {isBusy ? t('personExport.busy') : t(`personExport.${kind}.button`)}
      </Button>
    </Box>
  );
}
