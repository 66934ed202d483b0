// Every problem of an import's preview: the row, the column (or the whole row) and the message.
import { useId } from 'react';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ImportProblem } from '@portal/shared';
import { useFormat } from '../../../lib/format';
import { useToolsTranslation } from '../i18n';
import { ImportPagination } from './import-pagination';
import { useClientPage } from './use-client-page';

export function ImportProblemsTable({
  problems,
  headerOf,
}: {
  problems: ImportProblem[];
  /** A column's header in the file, by its key. */
  headerOf: Map<string, string>;
}) {
  const { t } = useToolsTranslation();
  const format = useFormat();
  const headingId = useId();
  const page = useClientPage(problems);
  return (
    <section aria-labelledby={headingId}>
      <Typography id={headingId} variant="h6" component="h2" gutterBottom>
        {t('tools.import.problemsTitle', {
          count: problems.length,
          formatted: format.number(problems.length),
        })}
      </Typography>
      {/* Focusable, so that a keyboard can scroll a table wider than a phone. */}
      <TableContainer tabIndex={0} role="region" aria-labelledby={headingId}>
        <Table size="small" aria-labelledby={headingId}>
          <TableHead>
            <TableRow>
              <TableCell>{t('tools.import.columns.row')}</TableCell>
              <TableCell>{t('tools.import.columns.column')}</TableCell>
              <TableCell>{t('tools.import.columns.problem')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {page.items.map((problem, index) => (
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
      <ImportPagination {...page.props} />
    </section>
  );
}
