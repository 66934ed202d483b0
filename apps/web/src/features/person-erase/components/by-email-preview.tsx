// What the portal holds under an e-mail: the names seen with it, each kind of data with what
// erasing does to it and why, a copy to download (the person's data request), and the erasure
// after the typed confirmation.
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DeleteForeverIcon from '@mui/icons-material/DeleteForever';
import DownloadIcon from '@mui/icons-material/Download';
import type { PersonEraseByEmailResult } from '@portal/shared';
import { getErrorMessage } from '../../../lib/errors';
import { notify } from '../../../lib/notify';
import { useEraseByEmail } from '../api/erase-by-email';
import { exportByEmail } from '../api/export-by-email';
import { usePersonEraseTranslation } from '../i18n';
import { EraseConfirmDialog } from './erase-confirm-dialog';
import { ErasePreviewTable } from './erase-preview-table';

export function ByEmailPreview({
  preview,
  onErased,
}: {
  preview: PersonEraseByEmailResult;
  onErased: () => void;
}) {
  const { t } = usePersonEraseTranslation();
  const [isConfirming, setConfirming] = useState(false);
  const [isDownloading, setDownloading] = useState(false);
  const erase = useEraseByEmail();
  const { email } = preview.person;

  const download = async () => {
    setDownloading(true);
    try {
      await exportByEmail(email);
    } catch (error) {
      notify.error(getErrorMessage(error, t));
    } finally {
      setDownloading(false);
    }
  };
  const confirm = async () => {
    try {
      await erase.mutateAsync(email);
      notify.success(t('byEmail.done', { email }));
      setConfirming(false);
      onErased();
    } catch (error) {
      notify.error(getErrorMessage(error, t));
      setConfirming(false);
    }
  };

  return (
    <Stack spacing={2}>
      <Typography>{t('byEmail.found', { email })}</Typography>
      {preview.names.length > 0 ? (
        <Typography>{t('byEmail.names', { names: preview.names.join(', ') })}</Typography>
      ) : null}
      <Box sx={{ overflowX: 'auto' }}>
        <ErasePreviewTable items={preview.items} />
      </Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Button
          variant="outlined"
          startIcon={<DownloadIcon />}
          loading={isDownloading}
          onClick={() => void download()}
        >
          {t('byEmail.download')}
        </Button>
        <Button
          variant="contained"
          color="error"
          startIcon={<DeleteForeverIcon />}
          onClick={() => setConfirming(true)}
        >
          {t('byEmail.erase')}
        </Button>
      </Stack>
      <EraseConfirmDialog
        open={isConfirming}
        name={email}
        text={t('byEmail.dialogText')}
        busy={erase.isPending}
        onConfirm={() => void confirm()}
        onCancel={() => setConfirming(false)}
      />
    </Stack>
  );
}
