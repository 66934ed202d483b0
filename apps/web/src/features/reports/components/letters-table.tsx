// The letters report's table: a row per letter number and direction (its title in the screen's
// language, the year's due date), and the letters sent, in review, late and due soon; in letter
// order, which the Letter column flips on the server.
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { yearLetterTexts, type LetterReportRow } from '@portal/shared';
import type { SortOrder } from '../../../components/data-table';
import { headCell, ReportGrid, stickyFirstColumn } from '../../../components/report';
import { useFormat } from '../../../lib/format';
import { useReportsTranslation } from '../i18n';
import { SortHeadCell } from './sort-head-cell';

const numberCell = { textAlign: 'right', whiteSpace: 'nowrap' } as const;
const COUNTS = ['sent', 'inReview', 'late', 'due'] as const;

export function LettersTable({
  caption,
  rows,
  order,
  onSort,
  isBusy = false,
}: {
  caption: string;
  rows: LetterReportRow[];
  order: SortOrder;
  onSort: () => void;
  isBusy?: boolean;
}) {
  const { t } = useReportsTranslation();
  const format = useFormat();
  return (
    <ReportGrid
      caption={caption}
      hint={t('common.scrollHint')}
      testId="letters-table"
      isBusy={isBusy}
    >
      <TableHead>
        <TableRow>
          <SortHeadCell
            field="letter"
            label={t('letters.columns.letter')}
            sort="letter"
            order={order}
            onSort={onSort}
          />
          <TableCell scope="col" sx={headCell}>
            {t('letters.columns.direction')}
          </TableCell>
          <TableCell scope="col" sx={headCell}>
            {t('letters.columns.title')}
          </TableCell>
          <TableCell scope="col" sx={headCell}>
            {t('letters.columns.dueDate')}
          </TableCell>
          {COUNTS.map((count) => (
            <TableCell key={count} scope="col" sx={{ ...headCell, textAlign: 'right' }}>
              {t(`letters.columns.${count}`)}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={`${row.number}-${row.writer}`} data-testid="letters-row">
            <TableCell component="th" scope="row" sx={stickyFirstColumn}>
              {t('letters.letterNumber', { number: row.number })}
            </TableCell>
            <TableCell>{t(`letters.directions.${row.writer}`)}</TableCell>
            <TableCell>
              {yearLetterTexts({ ...row, theme: '', themeEs: '' }, format.language).title}
            </TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>
              {row.dueDate === null ? t('letters.noDate') : format.day(row.dueDate)}
            </TableCell>
            {COUNTS.map((count) => (
              <TableCell key={count} sx={numberCell}>
                {format.number(row[count])}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </ReportGrid>
  );
}
