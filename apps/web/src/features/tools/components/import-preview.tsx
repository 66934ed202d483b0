// The preview of an import: a summary, every problem (row, column, message), and the file's rows
// with the cells that have a problem highlighted. Both tables page on the client (the preview
// holds every row of the file already).
import { useMemo } from 'react';
import { useToolsTranslation } from '../i18n';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import type { ImportPreview as ImportPreviewData } from '@portal/shared';
import { useFormat } from '../../../lib/format';
import { ImportProblemsTable } from './import-problems-table';
import { ImportRowsTable } from './import-rows-table';

export function ImportPreview({ preview }: { preview: ImportPreviewData }) {
  const { t } = useToolsTranslation();
  const format = useFormat();
  const headerOf = useMemo(
    () => new Map(preview.columns.map((column) => [column.key, column.header])),
    [preview.columns],
  );
  const problems = useMemo(() => preview.rows.flatMap((row) => row.problems), [preview.rows]);

  return (
    <Stack spacing={2}>
      {preview.clean ? (
        <Alert severity="success" role="status">
          {t('tools.import.summaryClean', {
            count: preview.totalRows,
            formatted: format.number(preview.totalRows),
          })}
        </Alert>
      ) : (
        <Alert severity="error" role="alert">
          {t('tools.import.summaryProblems', {
            count: preview.totalRows,
            problems: format.number(preview.problemRows),
            formatted: format.number(preview.totalRows),
          })}
        </Alert>
      )}
      {problems.length > 0 ? <ImportProblemsTable problems={problems} headerOf={headerOf} /> : null}
      <ImportRowsTable preview={preview} headerOf={headerOf} />
    </Stack>
  );
}
