// The students waiting report's table: a row per active student without a sponsor in the year
// (their name, grade, village and school, since when they wait and for how many days), sorted on
// the server by how long they have waited or by name.
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { WaitingStudent, WaitingStudentSortField } from '@portal/shared';
import type { SortOrder } from '../../../components/data-table';
import { headCell, ReportGrid, stickyFirstColumn } from '../../../components/report';
import { useFormat } from '../../../lib/format';
import { lookupLabel } from '../../../lib/lookups';
import { useReportsTranslation } from '../i18n';
import { SortHeadCell } from './sort-head-cell';

export function WaitingStudentsTable({
  caption,
  rows,
  sort,
  order,
  onSort,
  isBusy = false,
}: {
  caption: string;
  rows: WaitingStudent[];
  sort: WaitingStudentSortField;
  order: SortOrder;
  onSort: (field: WaitingStudentSortField) => void;
  isBusy?: boolean;
}) {
  const { t } = useReportsTranslation();
  const format = useFormat();
  const sortable = { sort, order, onSort };
  return (
    <ReportGrid
      caption={caption}
      hint={t('common.scrollHint')}
      testId="waiting-students-table"
      isBusy={isBusy}
    >
      <TableHead>
        <TableRow>
          <SortHeadCell field="student" label={t('waiting.columns.student')} {...sortable} />
          <TableCell scope="col" sx={headCell}>
            {t('waiting.columns.grade')}
          </TableCell>
          <TableCell scope="col" sx={headCell}>
            {t('waiting.columns.village')}
          </TableCell>
          <TableCell scope="col" sx={headCell}>
            {t('waiting.columns.school')}
          </TableCell>
          <TableCell scope="col" sx={headCell}>
            {t('waiting.columns.since')}
          </TableCell>
          <SortHeadCell field="waiting" label={t('waiting.columns.days')} {...sortable} />
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.id} data-testid="waiting-student-row">
            <TableCell component="th" scope="row" sx={stickyFirstColumn}>
              {row.fullName}
            </TableCell>
            <TableCell>
              {row.grade === null
                ? '—'
                : lookupLabel(t, 'grades', { code: row.grade, name: row.grade })}
            </TableCell>
            <TableCell>{row.village.name}</TableCell>
            <TableCell>{row.school?.name ?? '—'}</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>
              {format.date(new Date(row.waitingSince))}
            </TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>
              {t('waiting.days', { count: row.daysWaiting })}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </ReportGrid>
  );
}
