// The import's template: which columns are required, the size limit, and the template to
// download as CSV or Excel.
import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import {
  IMPORT_MAX_BYTES,
  IMPORT_REQUIRED_COLUMNS,
  type ExportFormat,
  type ImportKind,
} from '@portal/shared';
import { getErrorMessage } from '../../../lib/errors';
import { notify } from '../../../lib/notify';
import { downloadImportTemplate } from '../api/download-import-template';
import { useToolsTranslation } from '../i18n';

export const IMPORT_MAX_MB = Math.floor(IMPORT_MAX_BYTES / (1024 * 1024));

export function ImportTemplate({ kind }: { kind: ImportKind }) {
  const { t } = useToolsTranslation();
  const [downloading, setDownloading] = useState<ExportFormat | null>(null);
  const required = IMPORT_REQUIRED_COLUMNS[kind]
    .map((key) => t(`imports.column.${key}`))
    .join(', ');

  async function download(templateFormat: ExportFormat) {
    setDownloading(templateFormat);
    try {
      await downloadImportTemplate(kind, templateFormat);
    } catch (error) {
      notify.error(getErrorMessage(error, t));
    } finally {
      setDownloading(null);
    }
  }

  return (
    <div>
      <Typography variant="subtitle1" component="h3" gutterBottom>
        {t('tools.import.templateTitle')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('tools.import.templateHelp', { columns: required, maxMb: IMPORT_MAX_MB })}
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button
          variant="outlined"
          startIcon={<FileDownloadOutlined />}
          loading={downloading === 'csv'}
          onClick={() => void download('csv')}
        >
          {t('tools.import.templateCsv')}
        </Button>
        <Button
          variant="outlined"
          startIcon={<FileDownloadOutlined />}
          loading={downloading === 'xlsx'}
          onClick={() => void download('xlsx')}
        >
          {t('tools.import.templateExcel')}
        </Button>
      </Stack>
    </div>
  );
}
