// Choosing the file to import (CSV or Excel), its name once chosen, and the progress of its
// check or of its import, announced as it changes.
import { useId } from 'react';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import { useToolsTranslation } from '../i18n';
import type { ImportFile } from './use-import-file';

const ACCEPT =
  '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export function ImportFilePicker({
  importFile,
}: {
  importFile: Pick<ImportFile, 'file' | 'inputRef' | 'onFile' | 'isBusy' | 'commit' | 'progress'>;
}) {
  const { t } = useToolsTranslation();
  const statusId = useId();
  const { file, inputRef, onFile, isBusy, commit, progress } = importFile;
  return (
    <Stack spacing={1}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        useFlexGap
        sx={{ alignItems: { sm: 'center' } }}
      >
        <Button
          component="label"
          variant="contained"
          startIcon={<UploadFileOutlined />}
          disabled={isBusy}
        >
          {t('tools.import.chooseFile')}
          <input
            ref={inputRef}
            type="file"
            accept={ACCEPT}
            hidden
            onChange={onFile}
            data-testid="import-file-input"
          />
        </Button>
        {file ? (
          <Typography variant="body2" sx={{ wordBreak: 'break-all' }}>
            {t('tools.import.chosenFile', { name: file.name })}
          </Typography>
        ) : null}
      </Stack>
      <div id={statusId} role="status" aria-live="polite">
        {isBusy ? (
          <Stack spacing={0.5}>
            <Typography variant="body2">
              {commit.isPending ? t('tools.import.importing') : t('tools.import.checking')}
            </Typography>
            <LinearProgress
              aria-labelledby={statusId}
              variant={progress !== null && progress < 1 ? 'determinate' : 'indeterminate'}
              value={Math.round((progress ?? 0) * 100)}
            />
          </Stack>
        ) : null}
      </div>
    </Stack>
  );
}
