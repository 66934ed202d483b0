// The file's rows as the preview read them, the cells with a problem highlighted and each row's
// problems beside it; a file with problems can show only the rows that have one.
import { useId, useMemo, useState } from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ImportPreview, ImportRow } from '@portal/shared';
import { useFormat } from '../../../lib/format';
import { useToolsTranslation } from '../i18n';
import { ImportPagination } from './import-pagination';
import { useClientPage } from './use-client-page';

type ImportColumn = ImportPreview['columns'][number];

const PROBLEM_CELL = {
  color: 'error.main',
  fontWeight: 600,
  boxShadow: 'inset 0 -2px 0 currentColor',
};

function ImportRowLine({
  row,
  columns,
  headerOf,
}: {
  row: ImportRow;
  columns: ImportColumn[];
  headerOf: Map<string, string>;
}) {
  const { t } = useToolsTranslation();
  const format = useFormat();
  const problemColumns = new Set(row.problems.map((problem) => problem.column));
  return (
    <TableRow
      data-testid={`import-row-${row.row}`}
      sx={row.problems.length > 0 ? { bgcolor: 'action.hover' } : undefined}
    >
      <TableCell>{format.number(row.row)}</TableCell>
      {columns.map((column, index) => {
        const hasProblem = problemColumns.has(column.key);
        return (
          <TableCell
            key={column.key}
            data-problem={hasProblem ? 'true' : undefined}
            sx={{ whiteSpace: 'nowrap', ...(hasProblem ? PROBLEM_CELL : {}) }}
          >
            {row.values[index] ?? ''}
          </TableCell>
        );
      })}
      <TableCell sx={{ minWidth: 260 }}>
        {row.problems.length === 0 ? (
          t('tools.import.rowOk')
        ) : (
          <Stack component="ul" spacing={0.5} sx={{ m: 0, pl: 2 }}>
            {row.problems.map((problem, index) => (
              <li key={index}>
                {problem.column ? `${headerOf.get(problem.column) ?? ''}: ` : ''}
                {problem.message}
              </li>
            ))}
          </Stack>
        )}
      </TableCell>
    </TableRow>
  );
}

export function ImportRowsTable({
  preview,
  headerOf,
}: {
  preview: ImportPreview;
  /** A column's header in the file, by its key. */
  headerOf: Map<string, string>;
}) {
  const { t } = useToolsTranslation();
  const headingId = useId();
  const [onlyProblems, setOnlyProblems] = useState(!preview.clean);
  const shownRows = useMemo(
    () => (onlyProblems ? preview.rows.filter((row) => row.problems.length > 0) : preview.rows),
    [onlyProblems, preview.rows],
  );
  const page = useClientPage(shownRows);
  return (
    <section aria-labelledby={headingId}>
      <Stack
        direction="row"
        useFlexGap
        spacing={1}
        sx={{ alignItems: 'center', flexWrap: 'wrap', justifyContent: 'space-between' }}
      >
        <Typography id={headingId} variant="h6" component="h2">
          {t('tools.import.rowsTitle')}
        </Typography>
        {!preview.clean ? (
          <FormControlLabel
            control={
              <Switch
                checked={onlyProblems}
                onChange={(event) => setOnlyProblems(event.target.checked)}
              />
            }
            label={t('tools.import.onlyProblems')}
          />
        ) : null}
      </Stack>
      <TableContainer tabIndex={0} role="region" aria-labelledby={headingId}>
        <Table size="small" aria-labelledby={headingId}>
          <TableHead>
            <TableRow>
              <TableCell>{t('tools.import.columns.row')}</TableCell>
              {preview.columns.map((column) => (
                <TableCell key={column.key}>{column.header}</TableCell>
              ))}
              <TableCell>{t('tools.import.columns.problem')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {page.items.map((row) => (
              <ImportRowLine
                key={row.row}
                row={row}
                columns={preview.columns}
                headerOf={headerOf}
              />
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <ImportPagination {...page.props} />
    </section>
  );
}
