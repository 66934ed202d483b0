// Importing students or sponsors: choose what to import, download the template, pick the file;
// the server checks every row (nothing saved) and the preview shows each row's problems.
// "Import N rows" is enabled only for a clean file, behind a confirmation; the import sends the
// same file again and saves all rows or none.
import { useState } from 'react';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useFormat } from '../../../lib/format';
import { useToolsTranslation } from '../i18n';
import { ImportFilePicker } from './import-file-picker';
import { ImportKindChoice } from './import-kind-choice';
import { ImportMessages } from './import-messages';
import { ImportPreview } from './import-preview';
import { ImportTemplate } from './import-template';
import { useImportFile } from './use-import-file';

export function ImportTool() {
  const { t } = useToolsTranslation();
  const format = useFormat();
  const importFile = useImportFile();
  const [isConfirming, setConfirming] = useState(false);
  const { kind, file, result, isBusy } = importFile;
  const count = result?.totalRows ?? 0;
  const formatted = format.number(count);

  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 3 } }}>
      <Stack spacing={3}>
        <div>
          <Typography variant="h6" component="h2" gutterBottom>
            {t('tools.import.heading')}
          </Typography>
          <Typography color="text.secondary">{t('tools.import.intro')}</Typography>
        </div>
        <ImportKindChoice kind={kind} disabled={isBusy} onChange={importFile.chooseKind} />
        <ImportTemplate kind={kind} />
        <ImportFilePicker importFile={importFile} />
        <ImportMessages importFile={importFile} />
        {result ? (
          <>
            <ImportPreview key={`${file?.name ?? ''}-${result.totalRows}`} preview={result} />
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
              <Button
                variant="contained"
                disabled={!result.clean || isBusy}
                onClick={() => setConfirming(true)}
              >
                {t('tools.import.importButton', { count, formatted })}
              </Button>
            </Stack>
          </>
        ) : null}
      </Stack>

      <ConfirmDialog
        open={isConfirming}
        title={t(`tools.import.confirmTitle.${kind}`)}
        description={t(`tools.import.confirmText.${kind}`, { count, formatted })}
        confirmLabel={t(`tools.import.confirmButton.${kind}`, { count, formatted })}
        busy={importFile.commit.isPending}
        onConfirm={() => importFile.runImport(() => setConfirming(false))}
        onCancel={() => setConfirming(false)}
      />
    </Paper>
  );
}
