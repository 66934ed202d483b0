// The preview of an import: a summary, every problem (row, column, message), and the file's rows
// with the cells that have a problem highlighted. Both tables page on the client (the preview
// holds every row of the file already).
import { useId, useMemo, useState } from 'react';
import { useToolsTranslation } from '../i18n';
import Alert from '@mui/material/Alert';
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
import type { ImportPreview as ImportPreviewData } from '@portal/shared';
import { TablePager } from '../../../components/data-table';
import { useFormat } from '../../../lib/format';

const PAGE_SIZES = [25, 50, 100];

/** The page of `items` shown, with the pagination around it. */
function usePage<T>(items: T[]) {
  const [page, setPage] = useState(0);
  const [size, setSize] = useState(PAGE_SIZES[0] ?? 25);
  const lastPage = Math.max(0, Math.ceil(items.length / size) - 1);
  const current = Math.min(page, lastPage);
  return {
    items: items.slice(current * size, current * size + size),
    props: {
      count: items.length,
      page: current,
      rowsPerPage: size,
      rowsPerPageOptions: PAGE_SIZES,
      onPageChange: setPage,
      onRowsPerPageChange: (rowsPerPage: number) => {
        setSize(rowsPerPage);
        setPage(0);
      },
    },
  };
}

function Pagination(props: ReturnType<typeof usePage>['props']) {
  const { t } = useToolsTranslation();
  const format = useFormat();
  if (props.count <= (PAGE_SIZES[0] ?? 25)) return null;
  return (
    <TablePager
      {...props}
      showFirstAndLast={false}
      labelRowsPerPage={t('table.rowsPerPage')}
      labelDisplayedRows={({ from, to, count }) =>
        t('table.displayedRows', {
          from: format.number(from),
          to: format.number(to),
          total: format.number(count),
        })
      }
      getItemAriaLabel={(type) => t(`table.goTo.${type}`)}
    />
  );
}

export function ImportPreview({ preview }: { preview: ImportPreviewData }) {
  const { t } = useToolsTranslation();
  const format = useFormat();
  const [onlyProblems, setOnlyProblems] = useState(!preview.clean);
  const problemsHeadingId = useId();
  const rowsHeadingId = useId();

  const headerOf = useMemo(
    () => new Map(preview.columns.map((column) => [column.key, column.header])),
    [preview.columns],
  );
  const problems = useMemo(() => preview.rows.flatMap((row) => row.problems), [preview.rows]);
  const shownRows = useMemo(
    () => (onlyProblems ? preview.rows.filter((row) => row.problems.length > 0) : preview.rows),
    [onlyProblems, preview.rows],
  );
  const problemPage = usePage(problems);
  const rowPage = usePage(shownRows);

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

      {problems.length > 0 ? (
        <section aria-labelledby={problemsHeadingId}>
          <Typography id={problemsHeadingId} variant="h6" component="h2" gutterBottom>
            {t('tools.import.problemsTitle', {
              count: problems.length,
              formatted: format.number(problems.length),
            })}
          </Typography>
          {/* Focusable, so that a keyboard can scroll a table wider than a phone. */}
          <TableContainer tabIndex={0} role="region" aria-labelledby={problemsHeadingId}>
            <Table size="small" aria-labelledby={problemsHeadingId}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('tools.import.columns.row')}</TableCell>
                  <TableCell>{t('tools.import.columns.column')}</TableCell>
                  <TableCell>{t('tools.import.columns.problem')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {problemPage.items.map((problem, index) => (
                  <TableRow key={`${problem.row}-${problem.column ?? ''}-${index}`}>
                    <TableCell>{format.number(problem.row)}</TableCell>
                    <TableCell>
                      {problem.column
                        ? (headerOf.get(problem.column) ?? problem.column)
                        : t('tools.import.wholeRow')}
                    </TableCell>
                    <TableCell>{problem.message}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          <Pagination {...problemPage.props} />
        </section>
      ) : null}

      <section aria-labelledby={rowsHeadingId}>
        <Stack
          direction="row"
          useFlexGap
          spacing={1}
          sx={{ alignItems: 'center', flexWrap: 'wrap', justifyContent: 'space-between' }}
        >
          <Typography id={rowsHeadingId} variant="h6" component="h2">
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
        <TableContainer tabIndex={0} role="region" aria-labelledby={rowsHeadingId}>
          <Table size="small" aria-labelledby={rowsHeadingId}>
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
              {rowPage.items.map((row) => {
                const problemColumns = new Set(row.problems.map((problem) => problem.column));
                return (
                  <TableRow
                    key={row.row}
                    data-testid={`import-row-${row.row}`}
                    sx={row.problems.length > 0 ? { bgcolor: 'action.hover' } : undefined}
                  >
                    <TableCell>{format.number(row.row)}</TableCell>
                    {preview.columns.map((column, index) => {
                      const hasProblem = problemColumns.has(column.key);
                      return (
                        <TableCell
                          key={column.key}
                          data-problem={hasProblem ? 'true' : undefined}
                          sx={{
                            whiteSpace: 'nowrap',
                            ...(hasProblem
                              ? {
                                  color: 'error.main',
                                  fontWeight: 600,
                                  boxShadow: 'inset 0 -2px 0 currentColor',
                                }
                              : {}),
                          }}
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
              })}
            </TableBody>
          </Table>
        </TableContainer>
        <Pagination {...rowPage.props} />
      </section>
    </Stack>
  );
}
